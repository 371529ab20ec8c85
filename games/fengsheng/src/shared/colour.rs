//! The colour of a card as intel, the same three in both editions: red for 潜伏战线, blue
//! for the other faction (the classic edition's 军情处, 谍战篇's 特工机关), black for what
//! hurts (classic: three kill; 谍战篇: three put you in 濒死). 谍战篇's two-colour cards
//! are a set of these (`diezhan::Colours`).

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

/// One colour of intel.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// 红: 潜伏战线 wins with three.
    Red,
    /// 蓝: 军情处 (谍战篇: 特工机关) wins with three.
    Blue,
    /// 黑: three kill (谍战篇: put you in 濒死).
    Black,
}

impl Colour {
    /// Red, blue, black: data-file order (the classic deck's `[red, blue, black]` counts).
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Black];

    /// `红` / `red` (谍战篇 names a card's colours so: `红黑`).
    pub fn name(self) -> Text {
        match self {
            Colour::Red => Text::new("红", "red"),
            Colour::Blue => Text::new("蓝", "blue"),
            Colour::Black => Text::new("黑", "black"),
        }
    }

    /// `红色` / `red` (the classic edition names a card so: `红色【截获】`).
    pub fn full_name(self) -> Text {
        match self {
            Colour::Red => Text::new("红色", "red"),
            Colour::Blue => Text::new("蓝色", "blue"),
            Colour::Black => Text::new("黑色", "black"),
        }
    }

    /// Its key in options and records.
    pub fn key(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Black => "black",
        }
    }

    /// Its bit in a set of colours (谍战篇's `Colours`).
    pub(crate) fn bit(self) -> u8 {
        match self {
            Colour::Red => 1,
            Colour::Blue => 2,
            Colour::Black => 4,
        }
    }
}
