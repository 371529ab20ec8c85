//! Card faces as hosts draw them: the name, the colour by suit, the corner mark.

use std::sync::LazyLock;

use tianhei_core::{
    Text,
    scene::{CardFace, Tone},
};

use crate::card::{Card, Colour, Name, number_text};

/// Every card's corner mark (`♠7`), built once.
static CORNERS: LazyLock<Vec<Text>> = LazyLock::new(|| match crate::card::catalogue() {
    Ok(cards) => cards
        .iter()
        .map(|c| {
            let s: &'static str =
                Box::leak(format!("{}{}", c.suit.symbol(), number_text(c.number)).into_boxed_str());
            Text::new(s, s)
        })
        .collect(),
    Err(_) => Vec::new(),
});

/// A card's face: its name, its colour by suit, its suit and number in the corner.
pub fn face(c: &Card) -> CardFace {
    let tone = match c.colour() {
        Colour::Red => Tone::Red,
        Colour::Black => Tone::Black,
        Colour::None => Tone::Plain,
    };
    let corner = CORNERS
        .get(c.id as usize)
        .cloned()
        .unwrap_or_else(|| Text::new("", ""));
    CardFace::new(c.name.text(), tone).with_corner(corner)
}

/// The face of an equipment card by name, for an effect that is no single card (丈八蛇矛
/// turning two cards into a 【杀】).
pub fn weapon_face(name: Name) -> CardFace {
    CardFace::new(name.text(), Tone::Plain)
}
