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
    collections::HashMap,
    sync::{LazyLock, RwLock},
};

use tianhei_core::{Choice, Seat, Text};

use tianhei_core::scene::CardFace;

use crate::{
    card::{CardId, CountSet, Kind, Stamp},
    game::{Act, Game, Target},
    scene::face,
};

type Key = (CountSet, Act, Option<Seat>, Option<Kind>);

static INTERNED: LazyLock<RwLock<HashMap<Key, Choice>>> =
    LazyLock::new(|| RwLock::new(HashMap::new()));

fn leak(s: String) -> Cow<'static, str> {
    Cow::Borrowed(Box::leak(s.into_boxed_str()))
}

/// The option for `act` in game `g`.
pub(crate) fn choice(g: &Game, act: Act) -> Choice {
    let (owner, entry_kind) = match act {
        Act::Use {
            target: Target::Card(c),
            ..
        } => (
            g.seating
                .all()
                .find(|&s| g.players[s.index()].intel.contains(&c)),
            None,
        ),
        Act::Use {
            target: Target::Entry(i),
            ..
        } => g
            .window
            .as_ref()
            .and_then(|w| w.round.stack().get(i as usize))
            .map(|e| (Some(e.seat), Some(g.card(e.action.card).kind)))
            .unwrap_or((None, None)),
        _ => (None, None),
    };
    let key = (g.opts.count_set, act, owner, entry_kind);
    if let Ok(map) = INTERNED.read()
        && let Some(c) = map.get(&key)
    {
        return c.clone();
    }
    let (k, zh, en) = build(g, act, owner, entry_kind);
    let seat = match act {
        Act::Use {
            target: Target::Seat(t),
            ..
        }
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
        Act::Use { card, target } => {
            let c = g.card(card);
            let mut l = c.label();
            if let Some(p) = c.probe {
                let gs = p.guess.name();
                let (ez, ee) = match p.effect {
                    crate::card::ProbeEffect::Draw => ("抽二", "draw 2"),
                    crate::card::ProbeEffect::Discard => ("弃一", "discard 1"),
                };
                l = Text::owned(
                    format!("{}（猜{}，{}）", l.zh, gs.zh, ez),
                    format!("{} ({}? {})", l.en, gs.en, ee),
                );
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
                    (
                        format!("{verb}:c{card}:stack:{i}"),
                        format!("用{}识破{who}号的【{}】", l.zh, k.zh),
                        format!("Use {} to negate seat {who}'s {}", l.en, k.en),
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

/// The card an option uses and the option's label within that card (`对3号`), so hosts
/// can ask "which card", then "which target". Passing, accepting and declining use none.
pub(crate) fn subject(g: &Game, c: &Choice) -> Option<(CardFace, Text)> {
    let short = |zh: &str, en: &str| Text::owned(zh.to_string(), en.to_string());
    match parse(&c.key)? {
        Parsed::Pass | Parsed::Accept | Parsed::Decline => None,
        Parsed::Discard { card } => Some((face(g.card(card)), Text::new("弃置", "Discard"))),
        Parsed::Send { card, to } => {
            let f = face(g.card(card));
            let l = match to {
                Some(t) => Text::fill("直达{}号", "Direct to seat {}", &[t.num()]),
                None => match g.card(card).stamp {
                    Stamp::Secret => Text::new("以密电传出", "Send (secret)"),
                    Stamp::Direct => Text::new("以直达传出", "Send (direct)"),
                    Stamp::Open => Text::new("以文本传出", "Send (open)"),
                },
            };
            Some((f, l))
        }
        Parsed::Use { card, target, .. } => {
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
    }
}

/// An option key read back: what bots and tests reason about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// `pass`.
    Pass,
    /// `accept`.
    Accept,
    /// `decline`.
    Decline,
    /// Using a card of `kind`.
    Use {
        /// The card's kind.
        kind: Kind,
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Sending a card.
    Send {
        /// The card.
        card: CardId,
        /// The 直达 target.
        to: Option<Seat>,
    },
    /// Discarding a card.
    Discard {
        /// The card.
        card: CardId,
    },
}

fn card_id(s: &str) -> Option<CardId> {
    s.strip_prefix('c')?.parse().ok()
}

/// Reads an option key.
pub fn parse(key: &str) -> Option<Parsed> {
    let mut parts = key.split(':');
    let verb = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let target = |rest: &[&str]| -> Option<Target> {
        match rest {
            [] => Some(Target::None),
            ["seat", i] => Some(Target::Seat(Seat(i.parse().ok()?))),
            ["card", i] => Some(Target::Card(i.parse().ok()?)),
            ["stack", i] => Some(Target::Entry(i.parse().ok()?)),
            _ => None,
        }
    };
    match verb {
        "pass" => Some(Parsed::Pass),
        "accept" => Some(Parsed::Accept),
        "decline" => Some(Parsed::Decline),
        "discard" => Some(Parsed::Discard {
            card: card_id(rest.first()?)?,
        }),
        "send" => {
            let card = card_id(rest.first()?)?;
            let to = match target(&rest[1..])? {
                Target::Seat(s) => Some(s),
                _ => None,
            };
            Some(Parsed::Send { card, to })
        }
        v => {
            let kind = Kind::ALL.into_iter().find(|k| k.key() == v)?;
            let card = card_id(rest.first()?)?;
            Some(Parsed::Use {
                kind,
                card,
                target: target(&rest[1..])?,
            })
        }
    }
}

/// The key without its `:c<card>` part (`lock:seat:2`), which names a use whatever
/// copy of the card is used.
pub fn short_key(key: &str) -> String {
    let parts: Vec<&str> = key.split(':').collect();
    if parts.len() >= 2 && card_id(parts[1]).is_some() {
        let mut v = vec![parts[0]];
        v.extend(&parts[2..]);
        v.join(":")
    } else {
        key.to_string()
    }
}
