//! Cards: the nine types, colours, transmission stamps, the six 试探 variants, and the
//! 81-card catalogue read from `data/deck.toml` (count set A or B) and validated.

use std::sync::LazyLock;
use tianhei_core::text;

use serde::{Deserialize, Serialize};
use tianhei_core::{Text, cards::FxMap};

/// Index of a card in its count set's catalogue (0..81).
pub type CardId = u8;

/// Cards in a deck.
pub const DECK_SIZE: usize = 81;

/// The nine card types of the classic edition.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 锁定: the named player must accept intel that reaches them this turn.
    Lock,
    /// 调虎离山: the named player takes no part in this passing.
    Lure,
    /// 退回: the intel that arrived at you reverses direction.
    Return,
    /// 截获: take the intel being passed.
    Intercept,
    /// 破译: look at the intel that arrived at you.
    Decode,
    /// 烧毁: discard one black intel in front of a player.
    Burn,
    /// 识破: negate a card being used.
    Counter,
    /// 试探: probe a player's identity.
    Probe,
    /// 真伪莫辨: deal one card from the deck to each living player as intel.
    Muddle,
}

impl Kind {
    /// Every kind, in data-file order.
    pub const ALL: [Kind; 9] = [
        Kind::Lock,
        Kind::Lure,
        Kind::Return,
        Kind::Intercept,
        Kind::Decode,
        Kind::Burn,
        Kind::Counter,
        Kind::Probe,
        Kind::Muddle,
    ];

    /// The card's name.
    pub fn name(self) -> Text {
        match self {
            Kind::Lock => Text::new("锁定", "Lock"),
            Kind::Lure => Text::new("调虎离山", "Lure Away"),
            Kind::Return => Text::new("退回", "Return"),
            Kind::Intercept => Text::new("截获", "Intercept"),
            Kind::Decode => Text::new("破译", "Decode"),
            Kind::Burn => Text::new("烧毁", "Burn"),
            Kind::Counter => Text::new("识破", "See Through"),
            Kind::Probe => Text::new("试探", "Probe"),
            Kind::Muddle => Text::new("真伪莫辨", "Truth or Lie"),
        }
    }

    /// Machine key, also the verb of option keys.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Lock => "lock",
            Kind::Lure => "lure",
            Kind::Return => "return",
            Kind::Intercept => "intercept",
            Kind::Decode => "decode",
            Kind::Burn => "burn",
            Kind::Counter => "counter",
            Kind::Probe => "probe",
            Kind::Muddle => "muddle",
        }
    }

    /// The transmission stamp every card of this kind carries (verified on the
    /// official card images, reference §1.1).
    pub fn stamp(self) -> Stamp {
        match self {
            Kind::Lock | Kind::Lure | Kind::Decode | Kind::Probe => Stamp::Secret,
            Kind::Intercept | Kind::Burn | Kind::Counter => Stamp::Direct,
            Kind::Return | Kind::Muddle => Stamp::Open,
        }
    }
}

pub use crate::shared::Colour;

/// How a card travels when passed as intel (the stamp in its top-right corner).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stamp {
    /// 密电: face-down to the right, onwards until someone accepts.
    Secret,
    /// 直达: face-down to any one player, who accepts or sends it back.
    Direct,
    /// 文本: face-up to the right, onwards until someone accepts.
    Open,
}

impl Stamp {
    /// The method's name.
    pub fn name(self) -> Text {
        match self {
            Stamp::Secret => Text::new("密电", "secret"),
            Stamp::Direct => Text::new("直达", "direct"),
            Stamp::Open => Text::new("文本", "open"),
        }
    }
}

/// The three identities (身份牌).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// 潜伏战线: wins with three red intel.
    Qianfu,
    /// 军情处: wins with three blue intel.
    Junqing,
    /// 打酱油的: wins alone by a character's 机密任务 (not in the first game).
    Jiangyou,
}

impl Faction {
    /// The identity's name.
    pub fn name(self) -> Text {
        match self {
            Faction::Qianfu => Text::new("潜伏战线", "Undercover Front"),
            Faction::Junqing => Text::new("军情处", "Intelligence Bureau"),
            Faction::Jiangyou => Text::new("打酱油的", "Bystander"),
        }
    }

    /// The side key used in outcomes.
    pub fn key(self) -> &'static str {
        match self {
            Faction::Qianfu => "qianfu",
            Faction::Junqing => "junqing",
            Faction::Jiangyou => "jiangyou",
        }
    }

    /// The colour this faction collects, if it collects one.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Faction::Qianfu => Some(Colour::Red),
            Faction::Junqing => Some(Colour::Blue),
            Faction::Jiangyou => None,
        }
    }
}

/// What a 试探 makes its target do when the guess is right.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProbeEffect {
    /// Draw two; otherwise say 「其实我是卧底」.
    Draw,
    /// Discard one; otherwise say 「我是一个好人」.
    Discard,
}

/// One of the six 试探 variants.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Probe {
    /// The identity the card bets on.
    pub guess: Faction,
    /// What happens when the bet is right.
    pub effect: ProbeEffect,
}

impl Probe {
    /// What the target says when the guess is wrong.
    pub fn phrase(self) -> Text {
        match self.effect {
            ProbeEffect::Draw => Text::new("其实我是卧底", "Actually, I am a mole"),
            ProbeEffect::Discard => Text::new("我是一个好人", "I am a good person"),
        }
    }
}

/// One game card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// Its index in the catalogue.
    pub id: CardId,
    /// What it does as a function card.
    pub kind: Kind,
    /// Its colour as intel.
    pub colour: Colour,
    /// How it travels as intel.
    pub stamp: Stamp,
    /// The 试探 variant, for 试探 cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub probe: Option<Probe>,
}

impl Card {
    /// `红色【锁定】` / `red Lock`.
    pub fn label(&self) -> Text {
        thread_local! {
            /// Labels made so far, per colour and type (made once per thread).
            static LABELS: std::cell::RefCell<FxMap<(Colour, Kind), Text>> =
                std::cell::RefCell::new(FxMap::default());
        }
        let key = (self.colour, self.kind);
        LABELS.with(|m| {
            if let Some(l) = m.borrow().get(&key) {
                return l.clone();
            }
            let (c, k) = (self.colour.full_name(), self.kind.name());
            let l = text!("{}【{}】", "{} {}", c, k).kept();
            m.borrow_mut().insert(key, l.clone());
            l
        })
    }

    /// Whether two cards are interchangeable in every way (same type, colour, variant).
    pub fn same_face(&self, other: &Card) -> bool {
        self.kind == other.kind && self.colour == other.colour && self.probe == other.probe
    }
}

/// Which of the reference's two count columns to deal.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum CountSet {
    /// wdzeng + GaaS (the default): R24 / B24 / K33.
    #[default]
    #[schemars(title = "count set A (R24 / B24 / K33)", extend("zh" = "A 组牌数（红24/蓝24/黑33）"))]
    A,
    /// AndyEverLie + asdzx5812: R25 / B25 / K31.
    #[schemars(title = "count set B (R25 / B25 / K31)", extend("zh" = "B 组牌数（红25/蓝25/黑31）"))]
    B,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    card: Vec<Row>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    kind: Kind,
    stamp: Stamp,
    #[serde(default)]
    probe: Option<RawProbe>,
    a: [u8; 3],
    b: [u8; 3],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProbe {
    guess: Faction,
    effect: ProbeEffect,
}

/// The deck data file, embedded.
pub const DECK_DATA: &str = include_str!("../../data/deck.toml");

/// Parses and validates a deck data file for one count set, reporting every problem.
pub fn parse_deck(src: &str, set: CountSet) -> Result<Vec<Card>, Vec<String>> {
    let file: DataFile = toml::from_str(src).map_err(|e| vec![format!("deck data: {e}")])?;
    let mut problems = Vec::new();
    let mut cards = Vec::with_capacity(DECK_SIZE);
    for (i, row) in file.card.iter().enumerate() {
        if row.stamp != row.kind.stamp() {
            problems.push(format!(
                "deck data row {}: {} carries the {:?} stamp, not {:?}",
                i + 1,
                row.kind.key(),
                row.kind.stamp(),
                row.stamp
            ));
        }
        let probe = row.probe.as_ref().map(|p| Probe {
            guess: p.guess,
            effect: p.effect,
        });
        if probe.is_some() != (row.kind == Kind::Probe) {
            problems.push(format!(
                "deck data row {}: only 试探 rows (and every 试探 row) name a probe variant",
                i + 1
            ));
        }
        let counts = match set {
            CountSet::A => row.a,
            CountSet::B => row.b,
        };
        for (colour, n) in Colour::ALL.into_iter().zip(counts) {
            for _ in 0..n {
                let id = cards.len().min(255) as CardId;
                cards.push(Card {
                    id,
                    kind: row.kind,
                    colour,
                    stamp: row.stamp,
                    probe,
                });
            }
        }
    }
    if cards.len() != DECK_SIZE {
        problems.push(format!(
            "deck data: count set {set:?} has {} cards, not {DECK_SIZE}",
            cards.len()
        ));
    }
    for kind in Kind::ALL {
        if !cards.iter().any(|c| c.kind == kind) {
            problems.push(format!(
                "deck data: count set {set:?} has no {}",
                kind.key()
            ));
        }
    }
    let probes = cards.iter().filter(|c| c.kind == Kind::Probe).count();
    if probes != 18 {
        problems.push(format!(
            "deck data: count set {set:?} has {probes} 试探, not 18"
        ));
    }
    if problems.is_empty() {
        Ok(cards)
    } else {
        Err(problems)
    }
}

static SET_A: LazyLock<Result<Vec<Card>, Vec<String>>> =
    LazyLock::new(|| parse_deck(DECK_DATA, CountSet::A));
static SET_B: LazyLock<Result<Vec<Card>, Vec<String>>> =
    LazyLock::new(|| parse_deck(DECK_DATA, CountSet::B));

/// The catalogue of a count set, parsed once.
pub fn catalogue(set: CountSet) -> Result<&'static [Card], &'static [String]> {
    let r = match set {
        CountSet::A => &*SET_A,
        CountSet::B => &*SET_B,
    };
    match r {
        Ok(v) => Ok(v.as_slice()),
        Err(e) => Err(e.as_slice()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(cards: &[Card], kind: Kind, colour: Colour) -> usize {
        cards
            .iter()
            .filter(|c| c.kind == kind && c.colour == colour)
            .count()
    }

    #[test]
    fn both_count_sets_hold_81_cards_with_the_reference_colours() {
        let a = catalogue(CountSet::A).unwrap();
        let b = catalogue(CountSet::B).unwrap();
        assert_eq!(a.len(), 81);
        assert_eq!(b.len(), 81);
        let totals = |cards: &[Card]| {
            Colour::ALL.map(|col| cards.iter().filter(|c| c.colour == col).count())
        };
        assert_eq!(totals(a), [24, 24, 33]);
        assert_eq!(totals(b), [25, 25, 31]);
        assert_eq!(count(a, Kind::Lock, Colour::Red), 5);
        assert_eq!(count(b, Kind::Counter, Colour::Blue), 5);
        assert_eq!(count(a, Kind::Muddle, Colour::Black), 0);
        assert_eq!(count(b, Kind::Muddle, Colour::Black), 1);
        for (i, c) in a.iter().enumerate() {
            assert_eq!(c.id as usize, i);
        }
    }

    #[test]
    fn stamps_follow_the_verified_table() {
        for c in catalogue(CountSet::A).unwrap() {
            let want = match c.kind {
                Kind::Lock | Kind::Lure | Kind::Decode | Kind::Probe => Stamp::Secret,
                Kind::Intercept | Kind::Burn | Kind::Counter => Stamp::Direct,
                Kind::Return | Kind::Muddle => Stamp::Open,
            };
            assert_eq!(c.stamp, want, "{c:?}");
        }
    }

    #[test]
    fn six_probe_variants_exist_once_in_each_colour() {
        let a = catalogue(CountSet::A).unwrap();
        for guess in [Faction::Qianfu, Faction::Junqing, Faction::Jiangyou] {
            for effect in [ProbeEffect::Draw, ProbeEffect::Discard] {
                for colour in Colour::ALL {
                    let n = a
                        .iter()
                        .filter(|c| c.colour == colour && c.probe == Some(Probe { guess, effect }))
                        .count();
                    assert_eq!(n, 1, "{guess:?} {effect:?} {colour:?}");
                }
            }
        }
    }

    #[test]
    fn a_bad_deck_file_reports_every_problem() {
        let bad = DECK_DATA
            .replacen(
                "kind = \"lock\"        # 锁定\nstamp = \"secret\"",
                "kind = \"lock\"\nstamp = \"open\"",
                1,
            )
            .replacen("a = [5, 5, 4]", "a = [5, 5, 5]", 1);
        let e = parse_deck(&bad, CountSet::A).unwrap_err();
        assert!(e.iter().any(|p| p.contains("stamp")), "{e:?}");
        assert!(e.iter().any(|p| p.contains("82")), "{e:?}");
    }
}
