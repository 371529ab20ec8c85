//! Option keys and labels for prompts.
//!
//! Keys: `pass`, `<verb>:c<card>` (破译, 退回, 截获, 真伪莫辨), `<verb>:c<card>:seat:<i>`
//! (锁定, 调虎离山, 试探), `<verb>:c<card>:card:<id>` (烧毁 a black intel),
//! `<verb>:c<card>:stack:<i>` (识破 the card at stack position i, from the bottom), `send:c<card>` / `send:c<card>:seat:<i>` (直达), `accept`, `decline`,
//! `discard:c<card>`. Verbs are the card kinds' keys (`lock`, `lure`, …).
//!
//! The set of options is finite, so each key and label is built once and interned:
//! building a prompt allocates nothing per option after the first game.

use std::{
    borrow::Cow,
    sync::{LazyLock, RwLock},
};
use tianhei_core::text;

use tianhei_core::{
    Choice, Seat, Text,
    cards::{FxMap, Offer},
};

use tianhei_core::scene::CardFace;

use crate::classic::{
    act::{Act, IntelUse, SeatUse, Target},
    card::{CardId, CountSet, Kind, Stamp},
    game::Game,
    scene::face,
};

mod keys;

pub use keys::short_key;

type Key = (CountSet, Act, Option<Seat>, Option<Kind>, Aim);

/// What a stack entry aims at, as an option against it names it: two entries of one user
/// and kind (two 试探 on different players) must read differently.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Aim {
    /// Nothing (or not an option against an entry).
    Nothing,
    /// A player.
    Seat(Seat),
    /// An intel, and who holds it.
    Card(CardId, Option<Seat>),
    /// Another entry: its user and kind.
    Entry(Option<Seat>, Option<Kind>),
}

/// `("对1号", "", " on seat 1")` or `("", "（目标：3号面前的黑色【锁定】）", …)`: the part
/// before the entry's name, the part after it, and the English.
fn aim_text(g: &Game, aim: Aim) -> (String, String, String) {
    match aim {
        Aim::Nothing => (String::new(), String::new(), String::new()),
        Aim::Seat(t) => (
            format!("对{}号", t.number()),
            String::new(),
            format!(" on seat {}", t.number()),
        ),
        Aim::Card(c, o) => {
            let l = g.card(c).label();
            let o = o.map_or(0, |s| s.number());
            (
                String::new(),
                format!("（目标：{o}号面前的{}）", l.zh),
                format!(" (at seat {o}'s {})", l.en),
            )
        }
        Aim::Entry(who, k) => {
            let who = who.map_or(0, |s| s.number());
            let k = k.map(Kind::name).unwrap_or(Text::new("？", "?"));
            (
                String::new(),
                format!("（针对{who}号的【{}】）", k.zh),
                format!(" (against seat {who}'s {})", k.en),
            )
        }
    }
}

static INTERNED: LazyLock<RwLock<FxMap<Key, Choice>>> =
    LazyLock::new(|| RwLock::new(FxMap::default()));

fn leak(s: String) -> Cow<'static, str> {
    Cow::Borrowed(s.leak())
}

/// The option for `act` in game `g`.
pub(crate) fn choice(g: &Game, act: Act) -> Choice {
    let intel_owner = |c: CardId| g.seating.all().find(|&s| g.intel(s).contains(&c));
    let mut aim = Aim::Nothing;
    let (owner, entry_kind) = match act {
        Act::Use {
            target: Target::Card(c),
            ..
        }
        | Act::Intel { card: c, .. }
        | Act::IntelTo { card: c, .. } => (intel_owner(c), None),
        Act::Use {
            target: Target::Entry(i),
            ..
        }
        | Act::Skill {
            target: Target::Entry(i),
            ..
        } => g
            .turn
            .window
            .as_ref()
            .and_then(|w| w.priority.stack().get(i as usize))
            .map(|e| {
                let stack = g.turn.window.as_ref().map(|w| w.priority.stack());
                aim = match e.action.target {
                    Target::Seat(t) => Aim::Seat(t),
                    Target::Card(c) => Aim::Card(c, intel_owner(c)),
                    Target::Entry(j) => {
                        let x = stack.and_then(|st| st.get(j as usize));
                        Aim::Entry(x.map(|x| x.seat), x.and_then(|x| g.entry_kind(&x.action)))
                    }
                    Target::None => Aim::Nothing,
                };
                (Some(e.seat), g.entry_kind(&e.action))
            })
            .unwrap_or((None, None)),
        _ => (None, None),
    };
    let key = (g.opts.count_set, act, owner, entry_kind, aim);
    if let Ok(map) = INTERNED.read()
        && let Some(c) = map.get(&key)
    {
        return c.clone();
    }
    let (k, zh, en) = build(g, act, owner, entry_kind, aim);
    let seat = match act {
        Act::Use {
            target: Target::Seat(t),
            ..
        }
        | Act::UseAs {
            target: Target::Seat(t),
            ..
        }
        | Act::Skill {
            target: Target::Seat(t),
            ..
        }
        | Act::Give { to: t, .. }
        | Act::Place { to: t, .. }
        | Act::IntelTo { to: t, .. }
        | Act::Choose { seat: t, .. }
        | Act::Send { to: Some(t), .. } => Some(t),
        _ => owner,
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
            Act::Pick { character } => Some(character_detail(character)),
            _ => None,
        },
    };
    if let Ok(mut map) = INTERNED.write() {
        map.insert(key, c.clone());
    }
    c
}

fn build(
    g: &Game,
    act: Act,
    owner: Option<Seat>,
    entry_kind: Option<Kind>,
    aim: Aim,
) -> (String, String, String) {
    match act {
        Act::Pass => ("pass".into(), "让过".into(), "Pass".into()),
        Act::Accept => (
            "accept".into(),
            "接收情报".into(),
            "Accept the intel".into(),
        ),
        Act::Decline { direct: false } => (
            "decline".into(),
            "不接收（继续传递）".into(),
            "Decline (pass it on)".into(),
        ),
        Act::Decline { direct: true } => (
            "decline".into(),
            "不接收（退还传出者）".into(),
            "Decline (send it back)".into(),
        ),
        Act::Discard { card } => {
            let l = g.card(card).label();
            (
                format!("discard:c{card}"),
                format!("弃置{}", l.zh),
                format!("Discard {}", l.en),
            )
        }
        Act::Send { card, to } => {
            let c = g.card(card);
            let (l, m) = (c.label(), c.stamp.name());
            match to {
                Some(t) => (
                    format!("send:c{card}:seat:{}", t.0),
                    format!("以直达传出{}给{}号", l.zh, t.number()),
                    format!("Send {} direct to seat {}", l.en, t.number()),
                ),
                None => (
                    format!("send:c{card}"),
                    format!("以{}传出{}", m.zh, l.zh),
                    format!("Send {} ({})", l.en, m.en),
                ),
            }
        }
        Act::UseAs { card, kind, target } => {
            let l = g.card(card).label();
            let kn = kind.name();
            let verb = kind.key();
            let t = match target {
                Target::Seat(t) => t,
                _ => Seat(0),
            };
            (
                format!("{verb}:c{card}:seat:{}", t.0),
                format!("把{}当作【{}】对{}号使用", l.zh, kn.zh, t.number()),
                format!("Use {} as {} on seat {}", l.en, kn.en, t.number()),
            )
        }
        Act::Skill { skill, target } => {
            let n = skill.name();
            let flip = if skill.flips_up() {
                "翻开角色牌，"
            } else {
                ""
            };
            let flip_en = if skill.flips_up() {
                "flip face-up and "
            } else {
                ""
            };
            let k = skill.key();
            match target {
                Target::Seat(t) => (
                    format!("skill:{k}:seat:{}", t.0),
                    format!("{flip}对{}号发动【{}】", t.number(), n.zh),
                    format!("{flip_en}use {} on seat {}", n.en, t.number()),
                ),
                Target::Entry(i) => {
                    let who = owner.map(|s| s.number()).unwrap_or(0);
                    let kn = entry_kind.map(Kind::name).unwrap_or(Text::new("？", "?"));
                    let (pre, post, en) = aim_text(g, aim);
                    (
                        format!("skill:{k}:stack:{i}"),
                        format!(
                            "{flip}发动【{}】识破{who}号{pre}的【{}】{post}",
                            n.zh, kn.zh
                        ),
                        format!("{flip_en}use {} against seat {who}'s {}{en}", n.en, kn.en),
                    )
                }
                _ => (
                    format!("skill:{k}"),
                    format!("{flip}发动【{}】", n.zh),
                    format!("{flip_en}use {}", n.en),
                ),
            }
        }
        Act::Switch { card } => {
            let l = g.card(card).label();
            (
                format!("switch:c{card}"),
                format!("发动【偷龙转凤】：弃置{}，情报与牌库顶调换", l.zh),
                format!(
                    "Use Switch: discard {} and swap the intel with the deck top",
                    l.en
                ),
            )
        }
        Act::Pick { character } => {
            let n = character.name();
            let info = character.info();
            let gd = info.gender.name();
            let (hz, he) = if info.hidden {
                ("潜伏", "hidden")
            } else {
                ("公开", "public")
            };
            let skills: Vec<String> = info
                .skills
                .iter()
                .map(|s| format!("【{}】", s.name().zh))
                .collect();
            let skills_en: Vec<String> = info
                .skills
                .iter()
                .map(|s| s.name().en.to_string())
                .collect();
            (
                format!("pick:{}", character.key()),
                format!("【{}】（{}·{}）{}", n.zh, hz, gd.zh, skills.join("")),
                format!("{} ({}, {}): {}", n.en, he, gd.en, skills_en.join(", ")),
            )
        }
        Act::Fire { skill } => {
            let n = skill.name();
            let flip = if skill.flips_up() {
                "翻开角色牌，"
            } else {
                ""
            };
            let flip_en = if skill.flips_up() {
                "flip face-up and "
            } else {
                ""
            };
            (
                format!("fire:{}", skill.key()),
                format!("{flip}发动【{}】", n.zh),
                format!("{flip_en}use {}", n.en),
            )
        }
        Act::Skip => ("skip".into(), "不发动".into(), "Don't".into()),
        Act::Stop => ("stop".into(), "到此为止".into(), "Stop here".into()),
        Act::KeepCard => (
            "keep_card".into(),
            "自己留下".into(),
            "Keep it yourself".into(),
        ),
        Act::Top { card } => {
            let l = g.card(card).label();
            (
                format!("top:c{card}"),
                format!("把{}放回牌库顶", l.zh),
                format!("Put {} back on top of the deck", l.en),
            )
        }
        Act::Give { card, to } => {
            let l = g.card(card).label();
            (
                format!("give:c{card}:seat:{}", to.0),
                format!("把{}交给{}号", l.zh, to.number()),
                format!("Give {} to seat {}", l.en, to.number()),
            )
        }
        Act::Place { card, to } => {
            let l = g.card(card).label();
            (
                format!("place:c{card}:seat:{}", to.0),
                format!("在{}号面前放置{}", to.number(), l.zh),
                format!("Place {} in front of seat {}", l.en, to.number()),
            )
        }
        Act::Intel { card, why } => {
            let l = g.card(card).label();
            let who = owner.map(|s| s.number()).unwrap_or(0);
            let (k, zh, en) = match why {
                IntelUse::Burn => ("burn", "烧毁", "Burn"),
                IntelUse::Take => ("take", "获得", "Obtain"),
                IntelUse::ToTop => ("top", "放回牌库顶：", "Put back on the deck:"),
                IntelUse::Swap => ("swap", "与牌库顶调换：", "Swap with the deck top:"),
            };
            (
                format!("intel:{k}:card:{card}"),
                format!("{zh}{who}号面前的{}", l.zh),
                format!("{en} seat {who}'s {}", l.en),
            )
        }
        Act::IntelTo { card, to } => {
            let l = g.card(card).label();
            let who = owner.map(|s| s.number()).unwrap_or(0);
            (
                format!("intel_to:card:{card}:seat:{}", to.0),
                format!("把{who}号面前的{}加入{}号的手牌", l.zh, to.number()),
                format!(
                    "Move seat {who}'s {} into seat {}'s hand",
                    l.en,
                    to.number()
                ),
            )
        }
        Act::Choose { seat, why } => {
            let (k, zh, en) = match why {
                SeatUse::TakeFrom => (
                    "take_from",
                    "抽取{}号的一张手牌",
                    "Take a card from seat {}",
                ),
                SeatUse::GiveHand => ("give_hand", "把手牌交给{}号", "Hand your cards to seat {}"),
                SeatUse::Look => ("look", "检视{}号的手牌", "Look at seat {}'s hand"),
                SeatUse::Target => ("target", "在{}号面前放置", "Place in front of seat {}"),
                SeatUse::Companion => ("companion", "{}号与你一同胜利", "Seat {} wins with you"),
            };
            let n = seat.number().to_string();
            (
                format!("choose:{k}:seat:{}", seat.0),
                zh.replace("{}", &n),
                en.replace("{}", &n),
            )
        }
        Act::Answer { right, probe } => {
            let t = Game::cheng_fu_label(right, probe);
            (
                format!("answer:{}", if right { "right" } else { "wrong" }),
                t.zh.to_string(),
                t.en.to_string(),
            )
        }
        Act::Keep { as_intel } => {
            if as_intel {
                (
                    "keep:intel".into(),
                    "作为你的情报".into(),
                    "Take it as your intel".into(),
                )
            } else {
                (
                    "keep:hand".into(),
                    "加入手牌".into(),
                    "Add it to your hand".into(),
                )
            }
        }
        Act::Use { card, target } => {
            let c = g.card(card);
            let mut l = c.label();
            if let Some(p) = c.probe {
                let gs = p.guess.name();
                let (ez, ee) = match p.effect {
                    crate::classic::card::ProbeEffect::Draw => ("抽二", "draw 2"),
                    crate::classic::card::ProbeEffect::Discard => ("弃一", "discard 1"),
                };
                l = text!("{}（猜{}，{}）", "{} ({}? {})", l, gs, (ez, ee));
            }
            let verb = c.kind.key();
            match target {
                Target::None => (
                    format!("{verb}:c{card}"),
                    format!("使用{}", l.zh),
                    format!("Use {}", l.en),
                ),
                Target::Seat(t) => (
                    format!("{verb}:c{card}:seat:{}", t.0),
                    format!("对{}号使用{}", t.number(), l.zh),
                    format!("Use {} on seat {}", l.en, t.number()),
                ),
                Target::Card(tc) => {
                    let tl = g.card(tc).label();
                    let who = owner.map(|s| s.number()).unwrap_or(0);
                    (
                        format!("{verb}:c{card}:card:{tc}"),
                        format!("用{}烧毁{who}号面前的{}", l.zh, tl.zh),
                        format!("Use {} to burn seat {who}'s {}", l.en, tl.en),
                    )
                }
                Target::Entry(i) => {
                    let who = owner.map(|s| s.number()).unwrap_or(0);
                    let k = entry_kind.map(Kind::name).unwrap_or(Text::new("？", "?"));
                    let (pre, post, aim_en) = aim_text(g, aim);
                    (
                        format!("{verb}:c{card}:stack:{i}"),
                        format!("用{}识破{who}号{pre}的【{}】{post}", l.zh, k.zh),
                        format!("Use {} to negate seat {who}'s {}{aim_en}", l.en, k.en),
                    )
                }
            }
        }
    }
}

/// `对3号` for every seat, built once.
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

impl Offer<Game> for Act {
    fn choice(&self, g: &Game) -> Choice {
        choice(g, *self)
    }

    fn subject(&self, g: &Game, _: &str, c: &Choice) -> Option<(CardFace, Text)> {
        subject(g, *self, c)
    }

    fn is_pass(&self) -> bool {
        *self == Act::Pass
    }
}

/// The card an option uses and the option's label within that card (`对3号`), so hosts
/// can ask "which card", then "which target". Passing, accepting and declining use none.
pub(crate) fn subject(g: &Game, act: Act, c: &Choice) -> Option<(CardFace, Text)> {
    let short = |zh: &str, en: &str| Text::owned(zh.to_string(), en.to_string());
    match act {
        Act::Pass | Act::Accept | Act::Decline { .. } => None,
        Act::Discard { card } => Some((face(g.card(card)), Text::new("弃置", "Discard"))),
        Act::Send { card, to } => {
            let f = face(g.card(card));
            let l = match to {
                Some(t) => text!("直达{}号", "Direct to seat {}", t.num()),
                None => match g.card(card).stamp {
                    Stamp::Secret => Text::new("以密电传出", "Send (secret)"),
                    Stamp::Direct => Text::new("以直达传出", "Send (direct)"),
                    Stamp::Open => Text::new("以文本传出", "Send (open)"),
                },
            };
            Some((f, l))
        }
        Act::UseAs { card, target, kind } if kind != g.card(card).kind => {
            // 预谋, 亮剑, 换日: the card used as another kind.
            let (f, k) = (face(g.card(card)), kind.name());
            let on = match target {
                Target::Seat(t) => ON_SEAT[t.index()].clone(),
                _ => Text::new("", ""),
            };
            Some((f, text!("当作【{}】{}", "As {}: {}", k, on)))
        }
        Act::Use { card, target } | Act::UseAs { card, target, .. } => {
            let f = face(g.card(card));
            let l = match target {
                Target::None => Text::new("使用", "Use"),
                Target::Seat(t) => ON_SEAT[t.index()].clone(),
                // The rest of the full label names the target card and its owner.
                Target::Card(_) | Target::Entry(_) => {
                    let (zh, en) = (&c.label.zh, &c.label.en);
                    let zh = zh.split_once('】').map_or(zh.as_ref(), |(_, r)| r);
                    let en = en.split_once(" to ").map_or(en.as_ref(), |(_, r)| r);
                    short(zh, en)
                }
            };
            Some((f, l))
        }
        Act::Skill { skill, target } => {
            let f = CardFace::new(skill.name(), tianhei_core::scene::Tone::Gold)
                .with_note(Text::new("角色技能", "skill"));
            let l = match target {
                Target::Seat(t) => ON_SEAT[t.index()].clone(),
                Target::None => Text::new("发动", "Use"),
                Target::Card(_) | Target::Entry(_) => {
                    let zh = c
                        .label
                        .zh
                        .split_once('】')
                        .map_or(c.label.zh.as_ref(), |(_, r)| r);
                    short(zh, &c.label.en)
                }
            };
            Some((f, l))
        }
        Act::Switch { card } => Some((
            face(g.card(card)),
            Text::new("弃置：偷龙转凤", "Discard: Switch"),
        )),
        Act::Top { card } => Some((face(g.card(card)), Text::new("放回牌库顶", "Back on top"))),
        Act::Give { card, to } => Some((
            face(g.card(card)),
            text!("交给{}号", "Give to seat {}", to.num()),
        )),
        Act::Place { card, to } => Some((
            face(g.card(card)),
            text!("放在{}号面前", "In front of seat {}", to.num()),
        )),
        Act::Intel { card, .. } => {
            let who = g.intel_owner(card).map_or("?", |s| s.num());
            Some((face(g.card(card)), text!("{}号面前", "Seat {}'s", who)))
        }
        Act::IntelTo { card, to } => {
            let who = g.intel_owner(card).map_or("?", |s| s.num());
            Some((
                face(g.card(card)),
                text!(
                    "{}号面前的，加入{}号手牌",
                    "Seat {}'s, into seat {}'s hand",
                    who,
                    to.num()
                ),
            ))
        }
        Act::Pick { .. }
        | Act::Fire { .. }
        | Act::Skip
        | Act::Stop
        | Act::KeepCard
        | Act::Choose { .. }
        | Act::Answer { .. }
        | Act::Keep { .. } => None,
    }
}

/// An offered character's skills with their texts, one a line, and an 打酱油的's mission
/// printed on the card: `【就计】当…`.
fn character_detail(c: crate::classic::Character) -> Text {
    let info = c.info();
    let mut zh: Vec<String> = Vec::new();
    let mut en: Vec<String> = Vec::new();
    for k in info.skills {
        let (n, t) = (k.name(), k.text());
        zh.push(format!("【{}】{}", n.zh, t.zh));
        en.push(format!("{}: {}", n.en, t.en));
    }
    let m = c.mission().text();
    zh.push(format!("机密任务（打酱油的）：{}", m.zh));
    en.push(format!("Secret mission (bystander): {}", m.en));
    Text::owned(zh.join("\n"), en.join("\n"))
}
