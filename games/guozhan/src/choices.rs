//! What each option of a prompt means ([`Act`]), its key and its label.
//!
//! Keys:
//! - setup: `char:<character>`, `main:<black|white>`; turn start: `reveal:main`,
//!   `reveal:second`, `keep`;
//! - play: `end`, `<name>:c<card>[:seat:<i>]` (使用 a card; `<name>` is the card's
//!   name key: `sha`, `tea`, `dismantle`, `crossbow`…), `fan:c<card>:seat:<i>` (a 【杀】
//!   as 火【杀】 through 朱雀羽扇), `spear[:seat:<i>]` (two hand cards as 【杀】 through
//!   丈八蛇矛), `recast:c<card>`;
//! - answers: `play:<name>:c<card>` (打出), `<name>:c<card>` (使用), `eight_diagram`,
//!   `heg_nullify:c<card>:all`, `pass`;
//! - follow-ups: `seat:<i>`, `none`, `card:c<card>`, `hand` (a random hand card),
//!   `yes`, `no`, `give`, `let_draw`, `peek:<hand|main|second|character>`.
//!
//! The set of acts is finite, so each key and label is built once and interned: building
//! a prompt allocates nothing per option after the first games.

use std::{
    borrow::Cow,
    sync::{LazyLock, RwLock},
};
use tianhei_core::text;

use tianhei_core::{
    Choice, Seat, Text,
    cards::{FxMap, Offer, Shown},
    scene::CardFace,
};

use crate::{
    card::{CardId, Kind, Name, Suit, catalogue},
    character::Character,
    faction::{FColour, Which},
    skills::data::Skill,
};

/// What a seat looks at with 知己知彼.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PeekAt {
    /// The whole hand.
    Hand,
    /// The face-down main faction card.
    Main,
    /// The face-down secondary faction card.
    Second,
    /// The face-down character.
    Character,
}

/// What an option of a prompt means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Keep this character.
    Character(Character),
    /// Place the faction cards: `main` next to the character, `second` beside it.
    Arrange {
        /// The main card's colour.
        main: FColour,
        /// The secondary card's colour.
        second: FColour,
    },
    /// Reveal a faction card (its colour, for the label).
    Reveal(Which, FColour),
    /// Reveal nothing.
    Keep,
    /// End the play phase.
    End,
    /// 使用 a hand card (on a seat, or with no target chosen).
    Use {
        /// The card.
        card: CardId,
        /// The target chosen, if the card takes one.
        target: Option<Seat>,
    },
    /// 打出 a hand card in answer to a request.
    Play(CardId),
    /// 朱雀羽扇: use a normal 【杀】 as 火【杀】.
    Fan {
        /// The 【杀】.
        card: CardId,
        /// The target.
        target: Seat,
    },
    /// 丈八蛇矛: two hand cards as 【杀】 (on a seat, or in answer).
    Spear(Option<Seat>),
    /// 重铸.
    Recast(CardId),
    /// A seat (a second target, a victim).
    Target(Seat),
    /// No (further) target.
    NoTarget,
    /// A card (to discard, take, show; one of several picked).
    Card(CardId),
    /// A random card from another seat's hand.
    Hand,
    /// Decline.
    Pass,
    /// 八卦阵: judge for a 【闪】.
    Bagua,
    /// 无懈可击·国 for every remaining target of that faction.
    NullifyAll(CardId),
    /// Yes.
    Yes,
    /// No.
    No,
    /// 借刀杀人: hand the weapon over.
    Give,
    /// 雌雄双股剑: let its user draw one.
    LetDraw,
    /// 知己知彼: what to look at.
    Peek(PeekAt),
    /// Use a trigger skill, revealing the faction card given first (a face-down
    /// character with both faction cards face-down).
    Invoke(Skill, Option<Which>),
    /// A view-as skill: `card` used or played as what the skill makes of it.
    ViewAs {
        /// The skill.
        skill: Skill,
        /// The card converted.
        card: CardId,
        /// The target chosen, if the use takes one.
        target: Option<Seat>,
    },
    /// An active skill (or revealing for a lock skill), on a seat or not.
    Skill {
        /// The skill.
        skill: Skill,
        /// The seat chosen first, if any.
        target: Option<Seat>,
    },
    /// A suit (反间).
    Suit(Suit),
}

type Interned = FxMap<Act, Choice>;

static INTERNED: LazyLock<RwLock<Interned>> =
    LazyLock::new(|| RwLock::new(FxMap::with_capacity_and_hasher(4096, Default::default())));

fn leak(s: String) -> Cow<'static, str> {
    Cow::Borrowed(s.leak())
}

/// The pass option, built once (the option asked most often).
static PASS: LazyLock<Choice> = LazyLock::new(|| {
    let (k, zh, en) = build(Act::Pass);
    Choice {
        key: leak(k),
        label: Text {
            zh: leak(zh),
            en: leak(en),
        },
        seat: None,
        subject: None,
        short: None,
        detail: None,
    }
});

/// The option for `act`.
pub(crate) fn choice(act: Act) -> Choice {
    if act == Act::Pass {
        return PASS.clone();
    }
    if let Ok(map) = INTERNED.read()
        && let Some(c) = map.get(&act)
    {
        return c.clone();
    }
    let (k, zh, en) = build(act);
    let seat = match act {
        Act::Use { target, .. } | Act::Spear(target) => target,
        Act::Fan { target, .. } | Act::Target(target) => Some(target),
        Act::ViewAs { target, .. } | Act::Skill { target, .. } => target,
        _ => None,
    };
    let c = Choice {
        key: leak(k),
        label: Text {
            zh: leak(zh),
            en: leak(en),
        },
        seat,
        subject: None,
        short: None,
        detail: match act {
            Act::Character(c) => Some(character_detail(c)),
            _ => None,
        },
    };
    if let Ok(mut map) = INTERNED.write() {
        map.insert(act, c.clone());
    }
    c
}

/// An offered character's skills with their texts, one a line: `【英姿】摸牌阶段…`.
fn character_detail(c: crate::Character) -> Text {
    let lines = |zh: bool| -> String {
        c.skills()
            .iter()
            .map(|k| {
                let (n, t) = (k.name(), k.text());
                if zh {
                    // The name carries its brackets already (`【英姿】`).
                    format!("{}{}", n.zh, t.zh)
                } else {
                    format!("{}: {}", n.en, t.en)
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    Text::owned(lines(true), lines(false))
}

fn card_label(c: CardId) -> Text {
    match catalogue() {
        Ok(cards) => cards
            .get(c as usize)
            .map(|c| c.label())
            .unwrap_or(Text::new("?", "?")),
        Err(_) => Text::new("?", "?"),
    }
}

fn card_name(c: CardId) -> Option<Name> {
    catalogue().ok()?.get(c as usize).map(|c| c.name)
}

fn build(act: Act) -> (String, String, String) {
    let s = |k: &str, zh: &str, en: &str| (k.to_string(), zh.to_string(), en.to_string());
    match act {
        Act::Character(c) => {
            let d = c.describe();
            (format!("char:{}", c.key()), d.zh.into(), d.en.into())
        }
        Act::Arrange { main, second } => (
            format!("main:{}", main.key()),
            format!("主势力牌{}，副势力牌{}", main.symbol(), second.symbol()),
            format!("main {}, secondary {}", main.symbol(), second.symbol()),
        ),
        Act::Reveal(w, colour) => {
            let (k, zh, en) = match w {
                Which::Main => (
                    "reveal:main",
                    "明置主势力牌",
                    "Reveal the main faction card",
                ),
                Which::Second => (
                    "reveal:second",
                    "明置副势力牌",
                    "Reveal the secondary faction card",
                ),
            };
            let sym = colour.symbol();
            (k.into(), format!("{zh}（{sym}）"), format!("{en} ({sym})"))
        }
        Act::Keep => s("keep", "不明置", "Reveal nothing"),
        Act::End => s("end", "结束出牌阶段", "End the play phase"),
        Act::Use { card, target } => {
            let l = card_label(card);
            let name = card_name(card).unwrap_or(Name::Sha);
            let key = match target {
                Some(t) => format!("{}:c{card}:seat:{}", name.key(), t.0),
                None => format!("{}:c{card}", name.key()),
            };
            let (zh, en) = match (name.kind(), target) {
                (Kind::Equip(_), _) => (format!("装备{}", l.zh), format!("Equip {}", l.en)),
                (_, Some(t)) => (
                    format!("对{}号使用{}", t.number(), l.zh),
                    format!("Use {} on seat {}", l.en, t.number()),
                ),
                (_, None) => (format!("使用{}", l.zh), format!("Use {}", l.en)),
            };
            (key, zh, en)
        }
        Act::Play(card) => {
            let l = card_label(card);
            let name = card_name(card).unwrap_or(Name::Sha);
            (
                format!("play:{}:c{card}", name.key()),
                format!("打出{}", l.zh),
                format!("Play {}", l.en),
            )
        }
        Act::Fan { card, target } => {
            let l = card_label(card);
            (
                format!("fan:c{card}:seat:{}", target.0),
                format!(
                    "对{}号将{}当火【杀】使用（朱雀羽扇）",
                    target.number(),
                    l.zh
                ),
                format!(
                    "Use {} as a Fire Slash on seat {} (Vermilion Fan)",
                    l.en,
                    target.number()
                ),
            )
        }
        Act::Spear(Some(t)) => (
            format!("spear:seat:{}", t.0),
            format!("对{}号将两张手牌当【杀】使用（丈八蛇矛）", t.number()),
            format!(
                "Use two hand cards as a Slash on seat {} (Serpent Spear)",
                t.number()
            ),
        ),
        Act::Spear(None) => s(
            "spear",
            "将两张手牌当【杀】（丈八蛇矛）",
            "Two hand cards as a Slash (Serpent Spear)",
        ),
        Act::Recast(card) => {
            let l = card_label(card);
            (
                format!("recast:c{card}"),
                format!("重铸{}", l.zh),
                format!("Recast {}", l.en),
            )
        }
        Act::Target(t) => (
            format!("seat:{}", t.0),
            t.label().zh.into(),
            t.label().en.into(),
        ),
        Act::NoTarget => s("none", "不再选择目标", "No other target"),
        Act::Card(card) => {
            let l = card_label(card);
            (format!("card:c{card}"), l.zh.into(), l.en.into())
        }
        Act::Hand => s("hand", "一张手牌（随机）", "A hand card (at random)"),
        Act::Pass => s("pass", "放弃", "Pass"),
        Act::Bagua => s(
            "eight_diagram",
            "发动八卦阵（判定，红色视为【闪】）",
            "Eight Diagram (judge: red counts as a Dodge)",
        ),
        Act::NullifyAll(card) => {
            let l = card_label(card);
            (
                format!("heg_nullify:c{card}:all"),
                format!("使用{}，对该势力所有剩余目标生效", l.zh),
                format!("Use {} for every remaining target of that faction", l.en),
            )
        }
        Act::Yes => s("yes", "是", "Yes"),
        Act::No => s("no", "否", "No"),
        Act::Give => s("give", "交出武器", "Hand over the weapon"),
        Act::LetDraw => s("let_draw", "令其摸一张牌", "Let them draw a card"),
        Act::Peek(p) => match p {
            PeekAt::Hand => s("peek:hand", "观看其手牌", "Look at the hand"),
            PeekAt::Main => s(
                "peek:main",
                "观看其主势力牌",
                "Look at the main faction card",
            ),
            PeekAt::Second => s(
                "peek:second",
                "观看其副势力牌",
                "Look at the secondary faction card",
            ),
            PeekAt::Character => s("peek:character", "观看其角色牌", "Look at the character"),
        },
        Act::Invoke(k, w) => {
            let n = k.name();
            match w {
                None => (
                    format!("skill:{}", k.key()),
                    format!("发动{}", n.zh),
                    format!("Use {}", n.en),
                ),
                Some(w) => {
                    let (wk, wz, we) = match w {
                        Which::Main => ("main", "主势力牌", "main faction card"),
                        Which::Second => ("second", "副势力牌", "secondary faction card"),
                    };
                    (
                        format!("skill:{}:{wk}", k.key()),
                        format!("明置{wz}与角色牌，发动{}", n.zh),
                        format!("Reveal your {we} and character and use {}", n.en),
                    )
                }
            }
        }
        Act::ViewAs {
            skill,
            card,
            target,
        } => {
            let l = card_label(card);
            let n = skill.name();
            let to = skill.view_as(card_name(card).unwrap_or(Name::Sha)).label();
            match target {
                Some(t) => (
                    format!("{}:c{card}:seat:{}", skill.key(), t.0),
                    format!("对{}号将{}当{}使用（{}）", t.number(), l.zh, to.zh, n.zh),
                    format!(
                        "Use {} as {} on seat {} ({})",
                        l.en,
                        to.en,
                        t.number(),
                        n.en
                    ),
                ),
                None => (
                    format!("{}:c{card}", skill.key()),
                    format!("将{}当{}（{}）", l.zh, to.zh, n.zh),
                    format!("{} as {} ({})", l.en, to.en, n.en),
                ),
            }
        }
        Act::Skill { skill, target } => {
            let n = skill.name();
            match target {
                Some(t) => (
                    format!("{}:seat:{}", skill.key(), t.0),
                    format!("对{}号发动{}", t.number(), n.zh),
                    format!("Use {} on seat {}", n.en, t.number()),
                ),
                None => (
                    skill.key().to_string(),
                    format!("发动{}", n.zh),
                    format!("Use {}", n.en),
                ),
            }
        }
        Act::Suit(suit) => {
            let n = suit.name();
            (
                format!("suit:{}", suit.key()),
                format!("{}{}", suit.symbol(), n.zh),
                format!("{} {}", suit.symbol(), n.en),
            )
        }
    }
}

/// `对3号` / `On seat 3` for every seat, built once.
static ON_SEAT: LazyLock<Vec<Text>> = LazyLock::new(|| {
    (0..tianhei_core::seat::MAX_SEATS)
        .map(|i| {
            let n = Seat(i as u8).num();
            Text {
                zh: leak(format!("对{n}号")),
                en: leak(format!("On seat {n}")),
            }
        })
        .collect()
});

/// `对3号（火杀）` / `On seat 3 (fire)` for every seat, built once.
static ON_SEAT_FIRE: LazyLock<Vec<Text>> = LazyLock::new(|| {
    (0..tianhei_core::seat::MAX_SEATS)
        .map(|i| {
            let n = Seat(i as u8).num();
            Text {
                zh: leak(format!("对{n}号（当火【杀】）")),
                en: leak(format!("On seat {n} (as Fire Slash)")),
            }
        })
        .collect()
});

/// For each card, the first card of the catalogue with the same face (name, suit and
/// number): copies that read the same map to one id.
static FACE_ID: LazyLock<Vec<CardId>> = LazyLock::new(|| match catalogue() {
    Ok(cards) => cards
        .iter()
        .map(|c| {
            cards
                .iter()
                .find(|o| o.name == c.name && o.suit == c.suit && o.number == c.number)
                .map_or(c.id, |o| o.id)
        })
        .collect(),
    Err(_) => Vec::new(),
});

fn face_id(c: CardId) -> CardId {
    FACE_ID.get(c as usize).copied().unwrap_or(c)
}

impl Act {
    /// The act with every card replaced by the first copy of the same face: two acts read
    /// the same (their options' labels are equal) exactly when these are equal.
    pub(crate) fn as_read(self) -> Act {
        match self {
            Act::Use { card, target } => Act::Use {
                card: face_id(card),
                target,
            },
            Act::Play(c) => Act::Play(face_id(c)),
            Act::Fan { card, target } => Act::Fan {
                card: face_id(card),
                target,
            },
            Act::Recast(c) => Act::Recast(face_id(c)),
            Act::Card(c) => Act::Card(face_id(c)),
            Act::NullifyAll(c) => Act::NullifyAll(face_id(c)),
            Act::ViewAs {
                skill,
                card,
                target,
            } => Act::ViewAs {
                skill,
                card: face_id(card),
                target,
            },
            other => other,
        }
    }
}

impl Offer for Act {
    fn choice(&self, _: &()) -> Choice {
        choice(*self)
    }

    fn subject(&self, _: &(), kind: &str, _: &Choice) -> Option<(CardFace, Text)> {
        subject(*self, kind)
    }

    /// Lent from this thread's table of both, filled from the interned tables.
    fn shown<R>(&self, _: &(), kind: &str, f: impl FnOnce(Shown<'_>) -> R) -> R {
        let key = (*self, subject_verb(*self, kind));
        SHOWN.with(|m| {
            if let Some((choice, subject)) = m.borrow().get(&key) {
                return f(lent(choice, subject));
            }
            let choice = choice(*self);
            let subject = subject(*self, kind);
            let r = f(lent(&choice, &subject));
            m.borrow_mut().insert(key, (choice, subject));
            r
        })
    }

    fn is_pass(&self) -> bool {
        *self == Act::Pass
    }

    /// Two acts read the same when they differ only in which copy of a face they use.
    fn reading(&self) -> Option<Act> {
        Some(self.as_read())
    }
}

type Subjects = FxMap<(Act, u8), Option<(CardFace, Text)>>;

/// Per act and card verb, its choice and subject.
type ShownTable = FxMap<(Act, u8), (Choice, Option<(CardFace, Text)>)>;

thread_local! {
    /// What [`Offer::shown`] lends: one look-up in this thread, no lock.
    static SHOWN: std::cell::RefCell<ShownTable> = std::cell::RefCell::new(FxMap::default());
}

fn lent<'a>(choice: &'a Choice, subject: &'a Option<(CardFace, Text)>) -> Shown<'a> {
    Shown {
        choice: Cow::Borrowed(choice),
        subject: subject
            .as_ref()
            .map(|(face, short)| (Cow::Borrowed(face), Cow::Borrowed(short))),
    }
}

static SUBJECTS: LazyLock<RwLock<Subjects>> =
    LazyLock::new(|| RwLock::new(FxMap::with_capacity_and_hasher(4096, Default::default())));

/// What choosing `act` means in a prompt of `kind`, for its subject: a card's verb, or 0.
fn subject_verb(act: Act, kind: &str) -> u8 {
    if matches!(act, Act::Card(_)) {
        card_verb(kind)
    } else {
        0
    }
}

/// What choosing a card means in a prompt of `kind`: 0 choose, 1 show, 2 take, 3 discard.
fn card_verb(kind: &str) -> u8 {
    match kind {
        "guozhan.fire_show" => 1,
        "guozhan.grace" => 2,
        "guozhan.fire_discard" | "guozhan.triblade" | "guozhan.double_sword" => 3,
        _ => 0,
    }
}

/// The card an option uses and the option's label within that card (`对3号`), so hosts
/// can ask "which card", then "which target". Options that use no card (pass, a seat, a
/// yes) have none. `kind` is the prompt's kind (what choosing a card means there). Built
/// once per act and kept.
pub(crate) fn subject(act: Act, kind: &str) -> Option<(CardFace, Text)> {
    let verb = subject_verb(act, kind);
    if let Ok(map) = SUBJECTS.read()
        && let Some(s) = map.get(&(act, verb))
    {
        return s.clone();
    }
    let s = build_subject(act, verb);
    if let Ok(mut map) = SUBJECTS.write() {
        map.insert((act, verb), s.clone());
    }
    s
}

fn build_subject(act: Act, verb: u8) -> Option<(CardFace, Text)> {
    let cards = catalogue().ok()?;
    let face = |c: CardId| cards.get(c as usize).map(crate::faces::face);
    let on = |t: Seat| ON_SEAT[t.index() % ON_SEAT.len()].clone();
    match act {
        Act::Use { card, target } => {
            let short = match (cards.get(card as usize)?.name.kind(), target) {
                (Kind::Equip(_), _) => Text::new("装备", "Equip"),
                (_, Some(t)) => on(t),
                (_, None) => Text::new("使用", "Use"),
            };
            Some((face(card)?, short))
        }
        Act::Play(card) => Some((face(card)?, Text::new("打出", "Play"))),
        Act::Fan { card, target } => Some((
            face(card)?,
            ON_SEAT_FIRE[target.index() % ON_SEAT_FIRE.len()].clone(),
        )),
        Act::Spear(target) => Some((
            crate::faces::weapon_face(Name::Spear),
            match target {
                Some(t) => on(t),
                None => Text::new("两张手牌当【杀】", "Two cards as a Slash"),
            },
        )),
        Act::Recast(card) => Some((face(card)?, Text::new("重铸", "Recast"))),
        Act::ViewAs {
            skill,
            card,
            target,
        } => {
            let n = skill.name();
            let short = match target {
                Some(t) => text!("对{}号（{}）", "On seat {} ({})", t.number(), n),
                None => n,
            };
            Some((face(card)?, short))
        }
        Act::NullifyAll(card) => Some((
            face(card)?,
            Text::new(
                "对该势力所有剩余目标",
                "For every remaining target of that faction",
            ),
        )),
        Act::Card(card) => {
            let short = match verb {
                1 => Text::new("展示", "Show"),
                2 => Text::new("获得", "Take"),
                3 => Text::new("弃置", "Discard"),
                _ => Text::new("选择", "Choose"),
            };
            Some((face(card)?, short))
        }
        _ => None,
    }
}

/// The key without its `:c<card>` part (`sha:seat:2`), which names a use whatever copy
/// of the card is used.
pub fn short_key(key: &str) -> String {
    let parts: Vec<&str> = key.split(':').collect();
    let is_card = |p: &str| p.strip_prefix('c').is_some_and(|n| n.parse::<u8>().is_ok());
    let kept: Vec<&str> = parts.iter().copied().filter(|p| !is_card(p)).collect();
    kept.join(":")
}

/// The card id in a key (`sha:c12:seat:3` → 12).
pub fn key_card(key: &str) -> Option<CardId> {
    key.split(':')
        .find_map(|p| p.strip_prefix('c').and_then(|n| n.parse().ok()))
}

/// The seat in a key (`sha:c12:seat:3` → seat 3).
pub fn key_seat(key: &str) -> Option<Seat> {
    let mut parts = key.split(':');
    while let Some(p) = parts.next() {
        if p == "seat" {
            return parts.next().and_then(|n| n.parse().ok()).map(Seat);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_the_card_and_seat_and_read_back() {
        let cards = catalogue().unwrap();
        let sha = cards.iter().find(|c| c.name == Name::Sha).unwrap();
        let c = choice(Act::Use {
            card: sha.id,
            target: Some(Seat(3)),
        });
        assert_eq!(c.key, format!("sha:c{}:seat:3", sha.id));
        assert_eq!(c.seat, Some(Seat(3)));
        assert!(c.label.zh.contains("对4号使用【杀】"), "{}", c.label.zh);
        assert_eq!(short_key(&c.key), "sha:seat:3");
        assert_eq!(key_card(&c.key), Some(sha.id));
        assert_eq!(key_seat(&c.key), Some(Seat(3)));
        let tea = cards.iter().find(|c| c.name == Name::Tea).unwrap();
        let t = choice(Act::Use {
            card: tea.id,
            target: None,
        });
        assert!(t.label.zh.contains("【茶】"));
        assert_eq!(short_key(&choice(Act::Play(sha.id)).key), "play:sha");
    }
}
