//! Faction cards (势力牌): black ◆ and white ◇, main and secondary; the four factions
//! they make; sides (a faction, or a careerist alone); and the six 势力渗透 clauses.

use serde::{Deserialize, Serialize};
use tianhei_core::{Seat, Text};

/// The colour of a faction card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FColour {
    /// 黑 ◆.
    Black,
    /// 白 ◇.
    White,
}

impl FColour {
    /// `◆` / `◇`.
    pub fn symbol(self) -> &'static str {
        match self {
            FColour::Black => "◆",
            FColour::White => "◇",
        }
    }

    /// `黑◆` / `black ◆`.
    pub fn name(self) -> Text {
        match self {
            FColour::Black => Text::new("黑◆", "black ◆"),
            FColour::White => Text::new("白◇", "white ◇"),
        }
    }

    /// Machine key.
    pub fn key(self) -> &'static str {
        match self {
            FColour::Black => "black",
            FColour::White => "white",
        }
    }

    /// The other colour.
    pub fn other(self) -> FColour {
        match self {
            FColour::Black => FColour::White,
            FColour::White => FColour::Black,
        }
    }
}

/// One faction card in front of a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionCard {
    /// Its colour.
    pub colour: FColour,
    /// Face-up (明置).
    pub revealed: bool,
}

/// Which of a player's two faction cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Which {
    /// 主势力牌, next to the character card.
    Main,
    /// 副势力牌.
    Second,
}

impl Which {
    /// `主势力牌` / `main faction card`.
    pub fn name(self) -> Text {
        match self {
            Which::Main => Text::new("主势力牌", "main faction card"),
            Which::Second => Text::new("副势力牌", "secondary faction card"),
        }
    }
}

/// A faction: the colours of the main and the secondary card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// ◆◆.
    BlackBlack,
    /// ◇◇.
    WhiteWhite,
    /// ◆◇ (main black).
    BlackWhite,
    /// ◇◆ (main white).
    WhiteBlack,
}

impl Faction {
    /// Every faction.
    pub const ALL: [Faction; 4] = [
        Faction::BlackBlack,
        Faction::WhiteWhite,
        Faction::BlackWhite,
        Faction::WhiteBlack,
    ];

    /// The faction of a main and a secondary card.
    pub fn of(main: FColour, second: FColour) -> Faction {
        match (main, second) {
            (FColour::Black, FColour::Black) => Faction::BlackBlack,
            (FColour::White, FColour::White) => Faction::WhiteWhite,
            (FColour::Black, FColour::White) => Faction::BlackWhite,
            (FColour::White, FColour::Black) => Faction::WhiteBlack,
        }
    }

    /// Side key in outcomes.
    pub fn key(self) -> &'static str {
        match self {
            Faction::BlackBlack => "black_black",
            Faction::WhiteWhite => "white_white",
            Faction::BlackWhite => "black_white",
            Faction::WhiteBlack => "white_black",
        }
    }

    /// `◆◆势力` / `◆◆ faction`.
    pub fn name(self) -> Text {
        match self {
            Faction::BlackBlack => Text::new("◆◆势力", "◆◆ faction"),
            Faction::WhiteWhite => Text::new("◇◇势力", "◇◇ faction"),
            Faction::BlackWhite => Text::new("◆◇势力", "◆◇ faction"),
            Faction::WhiteBlack => Text::new("◇◆势力", "◇◆ faction"),
        }
    }
}

/// Who a player plays for, once determined: a faction, or a careerist (野心家), who is
/// a faction of his own.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "side", content = "of", rename_all = "snake_case")]
pub enum Side {
    /// A member of a faction.
    Faction(Faction),
    /// A careerist: a side of one.
    Careerist(Seat),
}

impl Side {
    /// Side key in outcomes.
    pub fn key(self) -> &'static str {
        match self {
            Side::Faction(f) => f.key(),
            Side::Careerist(_) => "careerist",
        }
    }

    /// `◆◆势力` or `野心家`.
    pub fn name(self) -> Text {
        match self {
            Side::Faction(f) => f.name(),
            Side::Careerist(_) => Text::new("野心家", "careerist"),
        }
    }
}

/// A 势力渗透 condition, checked against the user's revealed faction cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Clause {
    /// 主黑: the main card is revealed and black.
    MainBlack,
    /// 主白: the main card is revealed and white.
    MainWhite,
    /// 黑白: both revealed, main black, secondary white.
    BlackWhite,
    /// 白黑: both revealed, main white, secondary black.
    WhiteBlack,
    /// 纯色: both revealed, one colour.
    Pure,
    /// 异色: both revealed, two colours.
    Mixed,
}

impl Clause {
    /// Whether faction cards `main` and `second` meet the clause.
    pub fn holds(self, main: FactionCard, second: FactionCard) -> bool {
        use FColour::*;
        let both = main.revealed && second.revealed;
        match self {
            Clause::MainBlack => main.revealed && main.colour == Black,
            Clause::MainWhite => main.revealed && main.colour == White,
            Clause::BlackWhite => both && main.colour == Black && second.colour == White,
            Clause::WhiteBlack => both && main.colour == White && second.colour == Black,
            Clause::Pure => both && main.colour == second.colour,
            Clause::Mixed => both && main.colour != second.colour,
        }
    }

    /// `势力渗透（纯色）` / `infiltration (pure)`.
    pub fn name(self) -> Text {
        match self {
            Clause::MainBlack => Text::new("势力渗透（主黑）", "infiltration (main black)"),
            Clause::MainWhite => Text::new("势力渗透（主白）", "infiltration (main white)"),
            Clause::BlackWhite => Text::new("势力渗透（黑白）", "infiltration (black-white)"),
            Clause::WhiteBlack => Text::new("势力渗透（白黑）", "infiltration (white-black)"),
            Clause::Pure => Text::new("势力渗透（纯色）", "infiltration (pure)"),
            Clause::Mixed => Text::new("势力渗透（异色）", "infiltration (mixed)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(colour: FColour, revealed: bool) -> FactionCard {
        FactionCard { colour, revealed }
    }

    #[test]
    fn the_four_factions_are_main_first() {
        use FColour::*;
        assert_eq!(Faction::of(Black, White), Faction::BlackWhite);
        assert_eq!(Faction::of(White, Black), Faction::WhiteBlack);
        assert_ne!(Faction::of(Black, White), Faction::of(White, Black));
    }

    #[test]
    fn clauses_read_only_revealed_cards() {
        use FColour::*;
        let (b, w) = (card(Black, true), card(White, true));
        let hidden_w = card(White, false);
        assert!(Clause::MainBlack.holds(b, hidden_w));
        assert!(!Clause::MainBlack.holds(card(Black, false), w));
        assert!(Clause::BlackWhite.holds(b, w));
        assert!(!Clause::BlackWhite.holds(b, hidden_w));
        assert!(Clause::WhiteBlack.holds(w, b));
        assert!(Clause::Pure.holds(b, b) && Clause::Pure.holds(w, w));
        assert!(!Clause::Pure.holds(b, card(Black, false)));
        assert!(Clause::Mixed.holds(w, b) && !Clause::Mixed.holds(w, w));
    }
}
