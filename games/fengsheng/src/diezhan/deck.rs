//! 谍战篇's cards: colours (a two-colour card counts for each of its colours), arrows, the
//! 🔒 icon, the box each comes from and the official removal mark, 试探's answer per
//! identity and 密令's code words — the 118 cards read from `data/diezhan-deck.toml`.

use std::sync::LazyLock;
use tianhei_core::text;

use serde::{Deserialize, Serialize};
use tianhei_core::{Text, scene::Tone};

/// Index of a card in the catalogue (0..118; the printed id is one more).
pub type CardId = u8;

pub use crate::shared::Colour;

/// A card's colours: one (纯色) or two (双色).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Colours(u8);

impl Colours {
    /// Whether the card counts as `c` (a two-colour card counts for each of its colours).
    pub fn has(self, c: Colour) -> bool {
        self.0 & c.bit() != 0
    }

    /// Red or blue in it: a "true" card (真情报).
    pub fn is_true(self) -> bool {
        self.has(Colour::Red) || self.has(Colour::Blue)
    }

    /// Two colours.
    pub fn is_two(self) -> bool {
        self.0.count_ones() == 2
    }

    /// Whether the two share a colour.
    pub fn shares(self, other: Colours) -> bool {
        self.0 & other.0 != 0
    }

    /// The colours both have.
    pub fn common(self, other: Colours) -> Colours {
        Colours(self.0 & other.0)
    }

    /// No colour at all (what two cards share, when they share none).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Black and nothing else (纯黑色).
    pub fn is_pure_black(self) -> bool {
        self.has(Colour::Black) && !self.is_two()
    }

    /// Its colours, red, blue, black order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.has(c))
    }

    /// `红黑` / `red-black`.
    pub fn name(self) -> Text {
        let (zh, en): (Vec<_>, Vec<_>) = self.iter().map(|c| (c.name().zh, c.name().en)).unzip();
        Text::owned(zh.concat(), en.join("-"))
    }

    /// How a scene draws it: its one colour, or the first of two (the note says both).
    pub fn tone(self) -> Tone {
        if self.has(Colour::Red) {
            Tone::Red
        } else if self.has(Colour::Blue) {
            Tone::Blue
        } else {
            Tone::Black
        }
    }

    fn parse(s: &str) -> Option<Colours> {
        let mut bits = 0u8;
        for ch in s.chars() {
            let c = match ch {
                'R' => Colour::Red,
                'B' => Colour::Blue,
                'K' => Colour::Black,
                _ => return None,
            };
            if bits & c.bit() != 0 {
                return None;
            }
            bits |= c.bit();
        }
        (1..=2)
            .contains(&bits.count_ones())
            .then_some(Colours(bits))
    }

    /// The colours given.
    pub fn of(colours: &[Colour]) -> Colours {
        Colours(colours.iter().fold(0, |b, c| b | c.bit()))
    }
}

/// How a card travels as intel (the arrow in its top-left corner).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arrow {
    /// → the next living player on the sender's right (seat+1), onwards that way.
    Right,
    /// ← the next living player on the sender's left (seat−1), onwards that way.
    Left,
    /// ↑ any other living player the sender names; declined, it goes back to the sender.
    Up,
}

impl Arrow {
    /// The arrows.
    pub const ALL: [Arrow; 3] = [Arrow::Left, Arrow::Up, Arrow::Right];

    /// `left`, `up`, `right`.
    pub fn key(self) -> &'static str {
        match self {
            Arrow::Right => "right",
            Arrow::Left => "left",
            Arrow::Up => "up",
        }
    }

    /// `→`.
    pub fn mark(self) -> &'static str {
        match self {
            Arrow::Right => "→",
            Arrow::Left => "←",
            Arrow::Up => "↑",
        }
    }
}

/// The thirteen cards of the three boxes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 试探: the target draws or discards by his identity.
    Probe,
    /// 平衡: both discard their hands and draw 3.
    Balance,
    /// 威逼: name a card; he gives you one, or shows you his hand.
    Coerce,
    /// 利诱: the deck top into a player's intel area (or your hand).
    Entice,
    /// 澄清: discard a black intel (main phase, or on a dying player).
    Clarify,
    /// 破译: look at the intel in front of you.
    Decode,
    /// 调包: this card becomes the pending intel.
    Switch,
    /// 截获: the pending intel comes in front of you.
    Intercept,
    /// 误导: the pending intel moves one seat left or right.
    Mislead,
    /// 风云变幻: each living player takes one of the cards turned up.
    Winds,
    /// 密令: another player must send a card of the colour you name.
    Order,
    /// 调虎离山: a player's skills, or his cards, are off this turn.
    LureAway,
    /// 欲擒故纵: send an intel of your own area face-up instead.
    PlayToCatch,
}

impl Kind {
    /// The card's name.
    pub fn name(self) -> Text {
        let (zh, en) = match self {
            Kind::Probe => ("试探", "Probe"),
            Kind::Balance => ("平衡", "Balance"),
            Kind::Coerce => ("威逼", "Coerce"),
            Kind::Entice => ("利诱", "Entice"),
            Kind::Clarify => ("澄清", "Clarify"),
            Kind::Decode => ("破译", "Decode"),
            Kind::Switch => ("调包", "Switch"),
            Kind::Intercept => ("截获", "Intercept"),
            Kind::Mislead => ("误导", "Mislead"),
            Kind::Winds => ("风云变幻", "Shifting Winds"),
            Kind::Order => ("密令", "Secret Order"),
            Kind::LureAway => ("调虎离山", "Lure Away"),
            Kind::PlayToCatch => ("欲擒故纵", "Play to Catch"),
        };
        Text::new(zh, en)
    }

    /// Its key in options.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Probe => "probe",
            Kind::Balance => "balance",
            Kind::Coerce => "coerce",
            Kind::Entice => "entice",
            Kind::Clarify => "clarify",
            Kind::Decode => "decode",
            Kind::Switch => "switch",
            Kind::Intercept => "intercept",
            Kind::Mislead => "mislead",
            Kind::Winds => "winds",
            Kind::Order => "order",
            Kind::LureAway => "lure_away",
            Kind::PlayToCatch => "play_to_catch",
        }
    }

    /// Every kind of card.
    pub const ALL: [Kind; 13] = [
        Kind::Probe,
        Kind::Balance,
        Kind::Coerce,
        Kind::Entice,
        Kind::Clarify,
        Kind::Decode,
        Kind::Switch,
        Kind::Intercept,
        Kind::Mislead,
        Kind::Winds,
        Kind::Order,
        Kind::LureAway,
        Kind::PlayToCatch,
    ];

    /// The four a 威逼 may name.
    pub const COERCIBLE: [Kind; 4] = [Kind::Clarify, Kind::Intercept, Kind::Switch, Kind::Mislead];

    fn from_name(s: &str) -> Option<Kind> {
        Some(match s {
            "试探" => Kind::Probe,
            "平衡" => Kind::Balance,
            "威逼" => Kind::Coerce,
            "利诱" => Kind::Entice,
            "澄清" => Kind::Clarify,
            "破译" => Kind::Decode,
            "调包" => Kind::Switch,
            "截获" => Kind::Intercept,
            "误导" => Kind::Mislead,
            "风云变幻" => Kind::Winds,
            "密令" => Kind::Order,
            "调虎离山" => Kind::LureAway,
            "欲擒故纵" => Kind::PlayToCatch,
            _ => return None,
        })
    }
}

/// The three boxes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Set {
    /// 典藏版 base box.
    Base,
    /// 一扩 铁屋子.
    Tiewuzi,
    /// 二扩 老洋房.
    Laoyangfang,
}

/// The three identities (a 神秘人's identity card is his task).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// 潜伏战线: three red wins.
    Qianfu,
    /// 特工机关: three blue wins.
    Tegong,
    /// 神秘人: his own task.
    Mystery,
}

impl Side {
    /// The identity's name.
    pub fn name(self) -> Text {
        match self {
            Side::Qianfu => Text::new("潜伏战线", "Undercover Front"),
            Side::Tegong => Text::new("特工机关", "Secret Service"),
            Side::Mystery => Text::new("神秘人", "Mystery Agent"),
        }
    }

    /// The colour the faction collects.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Side::Qianfu => Some(Colour::Red),
            Side::Tegong => Some(Colour::Blue),
            Side::Mystery => None,
        }
    }
}

/// A 试探: the identity it names, and whether that identity draws 1 (the other two discard
/// 1) or discards 1 (the other two draw 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Probe {
    /// The identity named.
    pub names: Side,
    /// That identity draws (+1); otherwise it discards (−1).
    pub draws: bool,
}

impl Probe {
    /// Whether a player of `side` draws 1 (otherwise he discards 1).
    pub fn draws(self, side: Side) -> bool {
        (side == self.names) == self.draws
    }
}

/// 密令's three code words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Word {
    /// 东风.
    East,
    /// 西风.
    West,
    /// 静风.
    Still,
}

impl Word {
    /// In the card's order.
    pub const ALL: [Word; 3] = [Word::East, Word::West, Word::Still];

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Word::East => "east",
            Word::West => "west",
            Word::Still => "still",
        }
    }

    /// `东风`.
    pub fn name(self) -> Text {
        match self {
            Word::East => Text::new("东风", "East Wind"),
            Word::West => Text::new("西风", "West Wind"),
            Word::Still => Text::new("静风", "Still Wind"),
        }
    }
}

/// One card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// Its index in the catalogue (the printed id less one), also its number in a game.
    pub id: CardId,
    /// Its printed id (1..118, fengsheng-doc's numbering).
    pub no: u8,
    /// What it is.
    pub kind: Kind,
    /// Its colours as intel.
    pub colours: Colours,
    /// How it travels as intel.
    pub arrow: Arrow,
    /// The 🔒 icon: its sender may lock one player.
    pub lock: bool,
    /// Its box.
    pub from: Set,
    /// Out of the 110-card deck (the official removal once 一扩 is used).
    pub removed: bool,
    /// 试探's answer.
    pub probe: Option<Probe>,
    /// 密令: the colour 东风, 西风, 静风 ask for.
    pub words: Option<[Colour; 3]>,
}

impl Card {
    /// `红黑【截获】↑🔒`.
    pub fn label(self) -> Text {
        LABELS
            .get(self.id as usize)
            .cloned()
            .unwrap_or_else(|| self.make_label())
    }

    fn make_label(self) -> Text {
        let (c, k) = (self.colours.name(), self.kind.name());
        let lock = if self.lock { "🔒" } else { "" };
        text!("{}【{}】{}{}", "{} {} {}{}", c, k, self.arrow.mark(), lock)
    }

    /// The colour a 密令 code word asks for.
    pub fn word_colour(self, w: Word) -> Option<Colour> {
        let i = Word::ALL.iter().position(|&x| x == w)?;
        self.words.map(|ws| ws[i])
    }
}

/// The data file.
pub const DECK_DATA: &str = include_str!("../../data/diezhan-deck.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    sets: Sets,
    cards: Vec<Row>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sets {
    base: Vec<String>,
    tiewuzi: Vec<String>,
    laoyangfang: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    id: u32,
    card: String,
    colour: String,
    arrow: String,
    #[serde(default)]
    lock: bool,
    #[serde(default)]
    removed: bool,
    probe: Option<String>,
    words: Option<Vec<String>>,
}

/// Reads and checks the catalogue; every problem at once.
pub fn parse_deck(src: &str) -> Result<Vec<Card>, Vec<String>> {
    let file: DataFile = toml::from_str(src).map_err(|e| vec![format!("deck data: {e}")])?;
    let mut bad = Vec::new();
    let mut box_of = std::collections::HashMap::new();
    for (b, names) in [
        (Set::Base, &file.sets.base),
        (Set::Tiewuzi, &file.sets.tiewuzi),
        (Set::Laoyangfang, &file.sets.laoyangfang),
    ] {
        for n in names {
            match Kind::from_name(n) {
                Some(k) => {
                    box_of.insert(k, b);
                }
                None => bad.push(format!("sets: unknown card {n:?}")),
            }
        }
    }
    let mut cards = Vec::new();
    for (i, r) in file.cards.iter().enumerate() {
        let at = format!("card {}", r.id);
        if r.id as usize != i + 1 {
            bad.push(format!("{at}: ids must run 1, 2, 3… (expected {})", i + 1));
        }
        let Some(kind) = Kind::from_name(&r.card) else {
            bad.push(format!("{at}: unknown card {:?}", r.card));
            continue;
        };
        let Some(from) = box_of.get(&kind).copied() else {
            bad.push(format!("{at}: {} is in no box of [sets]", r.card));
            continue;
        };
        let Some(colours) = Colours::parse(&r.colour) else {
            bad.push(format!(
                "{at}: colour {:?} is not one or two of R, B, K",
                r.colour
            ));
            continue;
        };
        let arrow = match r.arrow.as_str() {
            "→" => Arrow::Right,
            "←" => Arrow::Left,
            "↑" => Arrow::Up,
            a => {
                bad.push(format!("{at}: arrow {a:?} is not → ← ↑"));
                continue;
            }
        };
        let probe = match (&r.probe, kind) {
            (None, Kind::Probe) => {
                bad.push(format!("{at}: a 试探 needs probe"));
                None
            }
            (Some(p), Kind::Probe) => {
                let parsed = parse_probe(p);
                if parsed.is_none() {
                    bad.push(format!(
                        "{at}: probe {p:?} is not 潜伏/特工/神秘人 with +1 or -1"
                    ));
                }
                parsed
            }
            (Some(_), _) => {
                bad.push(format!("{at}: only a 试探 has probe"));
                None
            }
            (None, _) => None,
        };
        let words = match (&r.words, kind) {
            (Some(w), Kind::Order) => {
                let cs: Vec<Colour> = w
                    .iter()
                    .filter_map(|x| Colours::parse(x).filter(|c| !c.is_two()))
                    .filter_map(|c| c.iter().next())
                    .collect();
                if cs.len() == 3 {
                    Some([cs[0], cs[1], cs[2]])
                } else {
                    bad.push(format!("{at}: words must be three of R, B, K"));
                    None
                }
            }
            (None, Kind::Order) => {
                bad.push(format!("{at}: a 密令 needs words"));
                None
            }
            (Some(_), _) => {
                bad.push(format!("{at}: only a 密令 has words"));
                None
            }
            (None, _) => None,
        };
        cards.push(Card {
            id: cards.len() as CardId,
            no: r.id as u8,
            kind,
            colours,
            arrow,
            lock: r.lock,
            from,
            removed: r.removed,
            probe,
            words,
        });
    }
    if bad.is_empty() { Ok(cards) } else { Err(bad) }
}

fn parse_probe(p: &str) -> Option<Probe> {
    let (side, sign) = p.split_at(p.len().checked_sub(2)?);
    let names = match side {
        "潜伏" => Side::Qianfu,
        "特工" => Side::Tegong,
        "神秘人" => Side::Mystery,
        _ => return None,
    };
    let draws = match sign {
        "+1" => true,
        "-1" => false,
        _ => return None,
    };
    Some(Probe { names, draws })
}

static CATALOGUE: LazyLock<Result<Vec<Card>, Vec<String>>> =
    LazyLock::new(|| parse_deck(DECK_DATA));

/// Every card's label, made once.
static LABELS: LazyLock<Vec<Text>> = LazyLock::new(|| {
    catalogue()
        .iter()
        .map(|c| {
            let l = c.make_label();
            let leak = |s: std::borrow::Cow<'static, str>| -> &'static str {
                Box::leak(s.into_owned().into_boxed_str())
            };
            Text::new(leak(l.zh), leak(l.en))
        })
        .collect()
});

/// The 118 cards.
pub fn catalogue() -> &'static [Card] {
    match &*CATALOGUE {
        Ok(c) => c,
        Err(e) => panic!("the shipped 谍战篇 deck data is broken: {e:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_holds_the_118_cards_and_the_110_deck_counts_as_the_reference_says() {
        let all = catalogue();
        assert_eq!(all.len(), 118);
        let kept: Vec<&Card> = all.iter().filter(|c| !c.removed).collect();
        assert_eq!(kept.len(), 110);
        let count = |f: &dyn Fn(&Card) -> bool| kept.iter().filter(|c| f(c)).count();
        assert_eq!(count(&|c| c.arrow == Arrow::Left), 38);
        assert_eq!(count(&|c| c.arrow == Arrow::Up), 34);
        assert_eq!(count(&|c| c.arrow == Arrow::Right), 38);
        assert_eq!(count(&|c| c.lock), 39);
        assert_eq!(all.iter().filter(|c| c.lock).count(), 41);
        assert_eq!(count(&|c| c.colours.is_two()), 28);
        assert_eq!(
            count(&|c| c.colours.has(Colour::Red) && c.colours.has(Colour::Black)),
            12
        );
        let base = all.iter().filter(|c| c.from == Set::Base).count();
        assert_eq!(base, 100);
    }

    #[test]
    fn a_bad_data_file_reports_every_problem() {
        let src = "cards=[\n\
            {id=1, card=\"试探\", colour=\"RRK\", arrow=\"→\", probe=\"潜伏+1\"},\n\
            {id=3, card=\"截获\", colour=\"R\", arrow=\"x\"},\n]\n\
            [sets]\nbase=[\"试探\"]\ntiewuzi=[]\nlaoyangfang=[]\n";
        let e = parse_deck(src).unwrap_err();
        assert!(e.iter().any(|l| l.contains("card 1: colour")), "{e:?}");
        assert!(e.iter().any(|l| l.contains("card 3: ids")), "{e:?}");
        assert!(e.iter().any(|l| l.contains("in no box")), "{e:?}");
    }

    #[test]
    fn probe_answers_follow_the_identity() {
        let p = Probe {
            names: Side::Tegong,
            draws: true,
        };
        assert!(p.draws(Side::Tegong));
        assert!(!p.draws(Side::Qianfu));
        let q = Probe {
            names: Side::Mystery,
            draws: false,
        };
        assert!(!q.draws(Side::Mystery));
        assert!(q.draws(Side::Tegong));
    }
}
