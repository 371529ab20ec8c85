//! Cards: suits, colours, damage natures, the 45 card names with their types and equipment
//! slots, a game card (name, suit, number), a card as used (real or converted), and the
//! 108-card catalogue read from `data/deck.toml` and validated.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use tianhei_core::{Text, cards::SubZone, text, zones};

/// Index of a card in the catalogue (0..108).
pub type CardId = u8;

/// Cards in the deck.
pub const DECK_SIZE: usize = 108;

/// A card's suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    /// ♠ 黑桃.
    Spade,
    /// ♥ 红桃.
    Heart,
    /// ♣ 梅花.
    Club,
    /// ♦ 方块.
    Diamond,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Spade, Suit::Heart, Suit::Club, Suit::Diamond];

    /// Black (♠ ♣) or red (♥ ♦).
    pub fn colour(self) -> Colour {
        match self {
            Suit::Spade | Suit::Club => Colour::Black,
            Suit::Heart | Suit::Diamond => Colour::Red,
        }
    }

    /// `♠`.
    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Spade => "♠",
            Suit::Heart => "♥",
            Suit::Club => "♣",
            Suit::Diamond => "♦",
        }
    }

    /// `黑桃` / `spades`.
    pub fn name(self) -> Text {
        match self {
            Suit::Spade => Text::new("黑桃", "spades"),
            Suit::Heart => Text::new("红桃", "hearts"),
            Suit::Club => Text::new("梅花", "clubs"),
            Suit::Diamond => Text::new("方块", "diamonds"),
        }
    }

    /// Machine key.
    pub fn key(self) -> &'static str {
        match self {
            Suit::Spade => "spade",
            Suit::Heart => "heart",
            Suit::Club => "club",
            Suit::Diamond => "diamond",
        }
    }
}

/// A card's colour. A card converted from cards of both colours has none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// ♠ ♣.
    Black,
    /// ♥ ♦.
    Red,
    /// No colour (a converted card of mixed colours, or of no card).
    None,
}

impl Colour {
    /// `黑色` / `black`.
    pub fn name(self) -> Text {
        match self {
            Colour::Black => Text::new("黑色", "black"),
            Colour::Red => Text::new("红色", "red"),
            Colour::None => Text::new("无色", "colourless"),
        }
    }
}

/// The nature of damage (and of a 杀).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nature {
    /// 普通.
    Normal,
    /// 火焰.
    Fire,
    /// 雷电.
    Thunder,
}

impl Nature {
    /// Fire or thunder: the natures that travel along a chain.
    pub fn elemental(self) -> bool {
        self != Nature::Normal
    }

    /// `火焰` / `fire`.
    pub fn name(self) -> Text {
        match self {
            Nature::Normal => Text::new("", ""),
            Nature::Fire => Text::new("火焰", "fire "),
            Nature::Thunder => Text::new("雷电", "thunder "),
        }
    }
}

/// An equipment slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// 武器.
    Weapon,
    /// 防具.
    Armor,
    /// +1 马 (防御马): others' distance to you +1.
    DefHorse,
    /// −1 马 (进攻马): your distance to others −1.
    OffHorse,
}

impl Slot {
    /// Every slot, in equipment-area order.
    pub const ALL: [Slot; 4] = [Slot::Weapon, Slot::Armor, Slot::DefHorse, Slot::OffHorse];

    /// Index into a player's equipment area.
    pub fn index(self) -> usize {
        match self {
            Slot::Weapon => 0,
            Slot::Armor => 1,
            Slot::DefHorse => 2,
            Slot::OffHorse => 3,
        }
    }

    /// `武器` / `weapon`.
    pub fn name(self) -> Text {
        match self {
            Slot::Weapon => Text::new("武器", "weapon"),
            Slot::Armor => Text::new("防具", "armour"),
            Slot::DefHorse => Text::new("+1马", "+1 horse"),
            Slot::OffHorse => Text::new("-1马", "-1 horse"),
        }
    }
}

zones! {
    /// Where a card is: the piles, the processing zone, and each seat's three areas (the
    /// equipment area one zone per slot, so a slot holds at most its one card).
    #[derive(Serialize, Deserialize)]
    pub enum Zone {
        /// The draw pile (its top is the last card).
        Deck => nobody,
        /// The discard pile, oldest first.
        Discard => everyone,
        /// 处理区: cards being used, judged or shown.
        Table => everyone,
        /// A seat's hand.
        Hand(Seat) => owner,
        /// A seat's equipment slot.
        Equip(Seat, Slot) => everyone,
        /// A seat's judge area, oldest first.
        Judge(Seat) => everyone,
    }
}

impl SubZone for Slot {
    const COUNT: usize = Slot::ALL.len();

    fn index(self) -> usize {
        Slot::index(self)
    }
}

/// The type of a card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 基本牌.
    Basic,
    /// 锦囊牌 (instant trick).
    Trick,
    /// 延时锦囊牌.
    Delayed,
    /// 装备牌, in its slot.
    Equip(Slot),
}

macro_rules! names {
    ($( $v:ident => $key:literal, $zh:literal, $en:literal, $kind:expr, $count:literal; )*) => {
        /// A card name (牌名): what a card does.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Name { $( #[doc = $zh] $v, )* }

        impl Name {
            /// Every name, in data-file order.
            pub const ALL: &'static [Name] = &[ $( Name::$v, )* ];

            /// Machine key (the data file's `name`, and the verb of option keys).
            pub fn key(self) -> &'static str {
                match self { $( Name::$v => $key, )* }
            }

            /// `杀` / `Slash` (without brackets).
            pub fn text(self) -> Text {
                match self { $( Name::$v => Text::new($zh, $en), )* }
            }

            /// The card's type.
            pub fn kind(self) -> Kind {
                use Kind::*;
                use Slot::*;
                match self { $( Name::$v => $kind, )* }
            }

            /// Copies in the reference's deck.
            pub fn count(self) -> usize {
                match self { $( Name::$v => $count, )* }
            }

            /// `【杀】` / `Slash`, the way texts name a card.
            pub fn label(self) -> Text {
                match self { $( Name::$v => Text::new(concat!("【", $zh, "】"), $en), )* }
            }
        }
    };
}

names! {
    Sha => "sha", "杀", "Slash", Basic, 21;
    FireSha => "fire_sha", "火杀", "Fire Slash", Basic, 3;
    ThunderSha => "thunder_sha", "雷杀", "Thunder Slash", Basic, 5;
    Shan => "shan", "闪", "Dodge", Basic, 14;
    Tea => "tea", "茶", "Tea", Basic, 8;
    Jiu => "jiu", "酒", "Wine", Basic, 3;
    Dismantle => "dismantle", "过河拆桥", "Dismantlement", Trick, 3;
    Snatch => "snatch", "顺手牵羊", "Snatch", Trick, 3;
    Duel => "duel", "决斗", "Duel", Trick, 2;
    Collateral => "collateral", "借刀杀人", "Collateral", Trick, 1;
    ExNihilo => "ex_nihilo", "无中生有", "Ex Nihilo", Trick, 2;
    Nullify => "nullify", "无懈可击", "Nullification", Trick, 1;
    HegNullify => "heg_nullify", "无懈可击·国", "Nullification (kingdom)", Trick, 2;
    IronChain => "iron_chain", "铁索连环", "Iron Chain", Trick, 3;
    FireAttack => "fire_attack", "火攻", "Fire Attack", Trick, 2;
    Savage => "savage", "南蛮入侵", "Savage Assault", Trick, 2;
    Archery => "archery", "万箭齐发", "Archery Attack", Trick, 1;
    Salvation => "salvation", "桃园结义", "Peach Garden", Trick, 1;
    Grace => "grace", "五谷丰登", "Amazing Grace", Trick, 1;
    Await => "await", "以逸待劳", "Await Exhausted", Trick, 2;
    KnownBoth => "known_both", "知己知彼", "Known Both", Trick, 2;
    Befriend => "befriend", "远交近攻", "Befriend Far, Attack Near", Trick, 1;
    Indulgence => "indulgence", "乐不思蜀", "Indulgence", Delayed, 2;
    Supply => "supply", "兵粮寸断", "Supply Shortage", Delayed, 2;
    Lightning => "lightning", "闪电", "Lightning", Delayed, 1;
    Crossbow => "crossbow", "诸葛连弩", "Crossbow", Equip(Weapon), 1;
    DoubleSword => "double_sword", "雌雄双股剑", "Double Sword", Equip(Weapon), 1;
    Qinggang => "qinggang", "青釭剑", "Qinggang Sword", Equip(Weapon), 1;
    IceSword => "ice_sword", "寒冰剑", "Ice Sword", Equip(Weapon), 1;
    Spear => "spear", "丈八蛇矛", "Serpent Spear", Equip(Weapon), 1;
    Axe => "axe", "贯石斧", "Stone Axe", Equip(Weapon), 1;
    Fan => "fan", "朱雀羽扇", "Vermilion Fan", Equip(Weapon), 1;
    KylinBow => "kylin_bow", "麒麟弓", "Kylin Bow", Equip(Weapon), 1;
    SixSwords => "six_swords", "吴六剑", "Six Swords of Wu", Equip(Weapon), 1;
    Triblade => "triblade", "三尖两刃刀", "Triblade", Equip(Weapon), 1;
    EightDiagram => "eight_diagram", "八卦阵", "Eight Diagram", Equip(Armor), 1;
    Renwang => "renwang", "仁王盾", "Renwang Shield", Equip(Armor), 1;
    Vine => "vine", "藤甲", "Vine Armour", Equip(Armor), 1;
    SilverLion => "silver_lion", "白银狮子", "Silver Lion", Equip(Armor), 1;
    Jueying => "jueying", "绝影", "Jueying (+1)", Equip(DefHorse), 1;
    Dilu => "dilu", "的卢", "Dilu (+1)", Equip(DefHorse), 1;
    Zhuahuang => "zhuahuang", "爪黄飞电", "Zhuahuang (+1)", Equip(DefHorse), 1;
    Chitu => "chitu", "赤兔", "Chitu (-1)", Equip(OffHorse), 1;
    Dayuan => "dayuan", "大宛", "Dayuan (-1)", Equip(OffHorse), 1;
    Zixing => "zixing", "紫骍", "Zixing (-1)", Equip(OffHorse), 1;
}

impl Name {
    /// 杀, 火杀 or 雷杀.
    pub fn is_sha(self) -> bool {
        matches!(self, Name::Sha | Name::FireSha | Name::ThunderSha)
    }

    /// 无懈可击 or 无懈可击·国.
    pub fn is_nullify(self) -> bool {
        matches!(self, Name::Nullify | Name::HegNullify)
    }

    /// The nature of a 杀 (normal for every other card).
    pub fn nature(self) -> Nature {
        match self {
            Name::FireSha => Nature::Fire,
            Name::ThunderSha => Nature::Thunder,
            _ => Nature::Normal,
        }
    }

    /// An instant trick (无懈可击 can answer it).
    pub fn is_trick(self) -> bool {
        self.kind() == Kind::Trick
    }

    /// The equipment slot, for equipment.
    pub fn slot(self) -> Option<Slot> {
        match self.kind() {
            Kind::Equip(s) => Some(s),
            _ => None,
        }
    }

    /// A weapon's attack range.
    pub fn weapon_range(self) -> Option<u8> {
        Some(match self {
            Name::Crossbow => 1,
            Name::DoubleSword | Name::Qinggang | Name::IceSword | Name::SixSwords => 2,
            Name::Spear | Name::Axe | Name::Triblade => 3,
            Name::Fan => 4,
            Name::KylinBow => 5,
            _ => return None,
        })
    }

    /// Instant tricks that may be recast (重铸): put into the discard pile, draw one.
    pub fn recastable(self) -> bool {
        matches!(self, Name::IronChain | Name::KnownBoth)
    }
}

/// `A`, `2`…`10`, `J`, `Q`, `K`.
pub fn number_text(n: u8) -> &'static str {
    const N: [&str; 14] = [
        "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    N.get(n as usize).copied().unwrap_or("")
}

/// One game card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// Its index in the catalogue.
    pub id: CardId,
    /// What it is.
    pub name: Name,
    /// Its suit.
    pub suit: Suit,
    /// Its number, 1 (A) to 13 (K).
    pub number: u8,
}

impl Card {
    /// Black or red.
    pub fn colour(&self) -> Colour {
        self.suit.colour()
    }

    /// `【杀】♠7` / `Slash ♠7` (built once per card of the catalogue).
    pub fn label(&self) -> Text {
        match LABELS.get(self.id as usize) {
            Some(&(zh, en)) if catalogue().is_ok_and(|c| c.get(self.id as usize) == Some(self)) => {
                Text::new(zh, en)
            }
            _ => self.build_label(),
        }
    }

    fn build_label(&self) -> Text {
        let n = self.name.text();
        let (s, k) = (self.suit.symbol(), number_text(self.number));
        text!("【{}】{}{}", "{} {}{}", n, s, k)
    }
}

/// Every card's label, built once and kept for the life of the program.
static LABELS: LazyLock<Vec<(&'static str, &'static str)>> = LazyLock::new(|| {
    catalogue()
        .map(|cards| {
            cards
                .iter()
                .map(|c| {
                    let t = c.build_label();
                    let zh: &'static str = Box::leak(t.zh.into_owned().into_boxed_str());
                    let en: &'static str = Box::leak(t.en.into_owned().into_boxed_str());
                    (zh, en)
                })
                .collect()
        })
        .unwrap_or_default()
});

/// How a card is used: the card itself, or a virtual card converted from others
/// (丈八蛇矛's two cards as 【杀】, 朱雀羽扇's 【杀】 as 火【杀】, 八卦阵's judgement as
/// 【闪】). Skills that convert cards (武圣, 倾国, …) produce the same.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UsedCard {
    /// What it counts as.
    pub name: Name,
    /// Its suit: the real card's, or a single converted card's; none otherwise.
    pub suit: Option<Suit>,
    /// Its colour (from the cards it is made of).
    pub colour: Colour,
    /// The physical cards it is made of (one for a real card; none for 八卦阵's 闪).
    pub cards: Vec<CardId>,
    /// Whether it is the real card itself, not converted.
    pub real: bool,
    /// What converted it, if anything.
    pub via: Option<Name>,
}

impl UsedCard {
    /// The real card `c`.
    pub fn real(c: &Card) -> Self {
        UsedCard {
            name: c.name,
            suit: Some(c.suit),
            colour: c.colour(),
            cards: vec![c.id],
            real: true,
            via: None,
        }
    }

    /// `cards` converted into a card named `name` by `via`.
    pub fn converted(name: Name, cards: &[&Card], via: Option<Name>) -> Self {
        let suit = match cards {
            [one] => Some(one.suit),
            _ => None,
        };
        let colour = match cards.first() {
            Some(first) if cards.iter().all(|c| c.colour() == first.colour()) => first.colour(),
            _ => Colour::None,
        };
        UsedCard {
            name,
            suit,
            colour,
            cards: cards.iter().map(|c| c.id).collect(),
            real: false,
            via,
        }
    }

    /// The nature of this card as a 杀.
    pub fn nature(&self) -> Nature {
        self.name.nature()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DataFile {
    card: Vec<Row>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    name: String,
    cards: Vec<String>,
}

/// The deck data file, embedded.
pub const DECK_DATA: &str = include_str!("../data/deck.toml");

fn parse_face(s: &str) -> Option<(Suit, u8)> {
    let mut chars = s.chars();
    let suit = match chars.next()? {
        '♠' => Suit::Spade,
        '♥' => Suit::Heart,
        '♣' => Suit::Club,
        '♦' => Suit::Diamond,
        _ => return None,
    };
    let n = match chars.as_str() {
        "A" => 1,
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        d => d.parse().ok().filter(|n| (2..=10).contains(n))?,
    };
    Some((suit, n))
}

/// Parses and validates a deck data file, reporting every problem.
pub fn parse_deck(src: &str) -> Result<Vec<Card>, Vec<String>> {
    let file: DataFile = toml::from_str(src).map_err(|e| vec![format!("deck data: {e}")])?;
    let mut problems = Vec::new();
    let mut cards = Vec::with_capacity(DECK_SIZE);
    let mut seen: Vec<Name> = Vec::new();
    for (i, row) in file.card.iter().enumerate() {
        let Some(&name) = Name::ALL.iter().find(|n| n.key() == row.name) else {
            problems.push(format!(
                "deck data row {}: no card named `{}`",
                i + 1,
                row.name
            ));
            continue;
        };
        if seen.contains(&name) {
            problems.push(format!("deck data: `{}` has two rows", row.name));
        }
        seen.push(name);
        if row.cards.len() != name.count() {
            problems.push(format!(
                "deck data: `{}` has {} cards, the reference has {}",
                row.name,
                row.cards.len(),
                name.count()
            ));
        }
        for face in &row.cards {
            match parse_face(face) {
                Some((suit, number)) => {
                    let id = cards.len().min(255) as CardId;
                    cards.push(Card {
                        id,
                        name,
                        suit,
                        number,
                    });
                }
                None => problems.push(format!(
                    "deck data: `{}` lists `{face}`, not a suit and number such as ♠7",
                    row.name
                )),
            }
        }
    }
    for name in Name::ALL {
        if !seen.contains(name) {
            problems.push(format!("deck data: no row for `{}`", name.key()));
        }
    }
    if cards.len() != DECK_SIZE {
        problems.push(format!("deck data: {} cards, not {DECK_SIZE}", cards.len()));
    }
    for suit in Suit::ALL {
        let n = cards.iter().filter(|c| c.suit == suit).count();
        if n != DECK_SIZE / 4 {
            problems.push(format!(
                "deck data: {n} {}, not {}",
                suit.key(),
                DECK_SIZE / 4
            ));
        }
    }
    if problems.is_empty() {
        Ok(cards)
    } else {
        Err(problems)
    }
}

static CATALOGUE: LazyLock<Result<Vec<Card>, Vec<String>>> =
    LazyLock::new(|| parse_deck(DECK_DATA));

/// The catalogue, parsed once.
pub fn catalogue() -> Result<&'static [Card], &'static [String]> {
    match &*CATALOGUE {
        Ok(v) => Ok(v.as_slice()),
        Err(e) => Err(e.as_slice()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tianhei_core::{Seat, cards::ZoneId};

    #[test]
    fn zones_are_numbered_densely_and_distinctly_for_ten_seats() {
        let mut zones = vec![Zone::Deck, Zone::Discard, Zone::Table];
        for i in 0..10 {
            let s = Seat(i);
            zones.push(Zone::Hand(s));
            zones.extend(Slot::ALL.map(|k| Zone::Equip(s, k)));
            zones.push(Zone::Judge(s));
        }
        let mut slots: Vec<usize> = zones.iter().map(|z| z.slot()).collect();
        slots.sort_unstable();
        assert_eq!(slots, (0..zones.len()).collect::<Vec<_>>());
    }

    #[test]
    fn the_deck_holds_108_cards_with_the_reference_counts() {
        let cards = catalogue().expect("deck loads");
        assert_eq!(cards.len(), 108);
        let count = |k: fn(Name) -> bool| cards.iter().filter(|c| k(c.name)).count();
        assert_eq!(count(|n| n.kind() == Kind::Basic), 54);
        assert_eq!(count(|n| n.kind() == Kind::Trick), 29);
        assert_eq!(count(|n| n.kind() == Kind::Delayed), 5);
        assert_eq!(count(|n| matches!(n.kind(), Kind::Equip(_))), 20);
        assert_eq!(count(|n| n.is_sha()), 29);
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.id as usize, i);
        }
    }

    #[test]
    fn tea_is_the_reference_peach_and_named_tea_everywhere() {
        let cards = catalogue().expect("deck loads");
        let teas: Vec<String> = cards
            .iter()
            .filter(|c| c.name == Name::Tea)
            .map(|c| c.label().zh.to_string())
            .collect();
        assert_eq!(teas.len(), 8);
        assert!(teas.iter().all(|l| l.starts_with("【茶】")), "{teas:?}");
        assert!(!DECK_DATA.contains("peach"));
        assert!(
            Name::ALL
                .iter()
                .all(|n| !n.text().zh.contains('桃') || *n == Name::Salvation)
        );
    }

    #[test]
    fn faces_read_back() {
        assert_eq!(parse_face("♠A"), Some((Suit::Spade, 1)));
        assert_eq!(parse_face("♦10"), Some((Suit::Diamond, 10)));
        assert_eq!(parse_face("♣K"), Some((Suit::Club, 13)));
        assert_eq!(parse_face("♥1"), None);
        assert_eq!(parse_face("x7"), None);
    }

    #[test]
    fn a_bad_deck_file_reports_every_problem() {
        let bad = DECK_DATA
            .replacen("\"♥4\", \"♦4\", \"♦5\"", "\"♥4\", \"♦4\"", 1)
            .replacen("name = \"zixing\"", "name = \"zixin\"", 1);
        let e = parse_deck(&bad).unwrap_err();
        assert!(e.iter().any(|p| p.contains("fire_sha")), "{e:?}");
        assert!(e.iter().any(|p| p.contains("zixin")), "{e:?}");
        assert!(e.iter().any(|p| p.contains("106")), "{e:?}");
    }

    #[test]
    fn a_converted_card_takes_colour_only_when_its_cards_agree() {
        let cards = catalogue().expect("deck loads");
        let black: Vec<&Card> = cards
            .iter()
            .filter(|c| c.suit == Suit::Spade)
            .take(2)
            .collect();
        let mixed = [
            black[0],
            cards.iter().find(|c| c.suit == Suit::Heart).unwrap(),
        ];
        let v = UsedCard::converted(Name::Sha, &black, Some(Name::Spear));
        assert_eq!((v.colour, v.suit, v.real), (Colour::Black, None, false));
        let m = UsedCard::converted(Name::Sha, &mixed, Some(Name::Spear));
        assert_eq!(m.colour, Colour::None);
    }
}
