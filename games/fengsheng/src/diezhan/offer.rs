//! How 谍战篇's options read in a prompt: each option's key, label and subject, made once
//! per thread and lent (the kit's `Offer`), and its reading (cards replaced by the first
//! that reads the same). The options themselves are `opt.rs`'s.

use std::{borrow::Cow, sync::LazyLock};
use tianhei_core::text;

use tianhei_core::{
    Choice, Seat, Text,
    cards::{FxMap, Offer, Shown},
    scene::CardFace,
};

use super::{
    deck::{CardId, Kind, catalogue},
    opt::{Opt, Use, card, face, leak, used_as},
};

fn seat_text(s: Seat) -> Text {
    text!("{}号", "seat {}", s.number())
}

/// Every option's choice and subject, built once per thread: the set of options is
/// finite (cards are numbered as in the catalogue, seats are few), so building a prompt
/// allocates no label.
type Interned = (Choice, Option<(CardFace, Text)>);

thread_local! {
    static INTERNED: std::cell::RefCell<FxMap<Opt, Interned>> =
        std::cell::RefCell::new(FxMap::default());
}

fn interned<R>(o: &Opt, read: impl FnOnce(&Interned) -> R) -> R {
    INTERNED.with(|m| {
        if let Some(x) = m.borrow().get(o) {
            return read(x);
        }
        let mut c = o.build();
        c.key = leak(c.key);
        c.label.zh = leak(c.label.zh);
        c.label.en = leak(c.label.en);
        let subject = o.subject_of().map(|(f, t)| {
            (
                f,
                Text {
                    zh: leak(t.zh),
                    en: leak(t.en),
                },
            )
        });
        let both = (c, subject);
        let r = read(&both);
        m.borrow_mut().insert(*o, both);
        r
    })
}

impl Offer for Opt {
    fn choice(&self, _: &()) -> Choice {
        interned(self, |x| x.0.clone())
    }

    fn subject(&self, _: &(), _: &str, _: &Choice) -> Option<(CardFace, Text)> {
        interned(self, |x| x.1.clone())
    }

    fn is_pass(&self) -> bool {
        matches!(self, Opt::Pass)
    }

    fn shown<R>(&self, _: &(), _: &str, f: impl FnOnce(Shown<'_>) -> R) -> R {
        interned(self, |(choice, subject)| {
            f(Shown {
                choice: Cow::Borrowed(choice),
                subject: subject
                    .as_ref()
                    .map(|(face, short)| (Cow::Borrowed(face), Cow::Borrowed(short))),
            })
        })
    }

    /// Two options read the same when they are the same but for cards that read the same
    /// (same kind, colours, arrow and 🔒): the option with each card replaced by the first
    /// that reads the same.
    fn reading(&self) -> Option<Self> {
        Some(self.canon())
    }
}

/// Per card, the first card of the catalogue that reads the same.
static CANON: LazyLock<Vec<CardId>> = LazyLock::new(|| {
    let all = catalogue();
    all.iter()
        .map(|c| {
            all.iter()
                .find(|d| {
                    (d.kind, d.colours, d.arrow, d.lock) == (c.kind, c.colours, c.arrow, c.lock)
                })
                .map_or(c.id, |d| d.id)
        })
        .collect()
});

fn canon(c: CardId) -> CardId {
    CANON.get(c as usize).copied().unwrap_or(c)
}

impl Opt {
    /// The option with every card replaced by the first that reads the same.
    fn canon(self) -> Opt {
        match self {
            Opt::Use(u) => Opt::Use(match u {
                Use::Balance { card, target } => Use::Balance {
                    card: canon(card),
                    target,
                },
                Use::Clarify { card, intel } => Use::Clarify {
                    card: canon(card),
                    intel: canon(intel),
                },
                Use::Coerce { card, target } => Use::Coerce {
                    card: canon(card),
                    target,
                },
                Use::Entice { card, target } => Use::Entice {
                    card: canon(card),
                    target,
                },
                Use::Probe { card, target } => Use::Probe {
                    card: canon(card),
                    target,
                },
                Use::Winds { card } => Use::Winds { card: canon(card) },
                Use::LureAway { card, target } => Use::LureAway {
                    card: canon(card),
                    target,
                },
            }),
            Opt::Send { card, to, arrow } => Opt::Send {
                card: canon(card),
                to,
                arrow,
            },
            Opt::Order { card, target } => Opt::Order {
                card: canon(card),
                target,
            },
            Opt::Catch { card, intel, to } => Opt::Catch {
                card: canon(card),
                intel: canon(intel),
                to,
            },
            Opt::Decode { card } => Opt::Decode { card: canon(card) },
            Opt::Play { card } => Opt::Play { card: canon(card) },
            Opt::Intercept { card } => Opt::Intercept { card: canon(card) },
            Opt::Mislead { card, to } => Opt::Mislead {
                card: canon(card),
                to,
            },
            Opt::Switch { card } => Opt::Switch { card: canon(card) },
            Opt::Rescue { card, intel } => Opt::Rescue {
                card: canon(card),
                intel: canon(intel),
            },
            Opt::Pick { card } => Opt::Pick { card: canon(card) },
            Opt::Take { card, intel } => Opt::Take {
                card: canon(card),
                intel,
            },
            Opt::Intel { seat, card } => Opt::Intel {
                seat,
                card: canon(card),
            },
            o => o,
        }
    }

    fn build(&self) -> Choice {
        let l = |c: CardId| card(c).label();
        let (key, zh, en): (String, String, String) = match *self {
            Opt::Pass => ("pass".into(), "不出牌".into(), "Pass".into()),
            Opt::Play { card } => {
                let c = l(card);
                (
                    format!("choose:c{card}"),
                    format!("使用{}", c.zh),
                    format!("Use {}", c.en),
                )
            }
            Opt::Back => (
                "back".into(),
                "返回，换一张牌".into(),
                "Back: another card".into(),
            ),
            Opt::EndMain => (
                "end".into(),
                "结束出牌阶段".into(),
                "End the main phase".into(),
            ),
            Opt::Use(u) => {
                let c = used_as(u.card(), u.kind());
                match u {
                    Use::LureAway { card: id, target } if card(id).kind != Kind::LureAway => (
                        format!("use:c{id}:as:lure_away:to:{}", target.number()),
                        format!("对{}号使用{}", target.number(), c.zh),
                        format!("{} on seat {}", c.en, target.number()),
                    ),
                    Use::Balance { card, target }
                    | Use::Probe { card, target }
                    | Use::Coerce { card, target }
                    | Use::LureAway { card, target } => (
                        format!("use:c{card}:to:{}", target.number()),
                        format!("对{}号使用{}", target.number(), c.zh),
                        format!("{} on seat {}", c.en, target.number()),
                    ),
                    Use::Entice { card, target } => (
                        format!("use:c{card}:to:{}", target.number()),
                        format!("对{}号使用{}", target.number(), c.zh),
                        format!("{} on seat {}", c.en, target.number()),
                    ),
                    Use::Clarify { card, intel } => {
                        let i = l(intel);
                        (
                            format!("use:c{card}:intel:c{intel}"),
                            format!("使用{}，弃置情报{}", c.zh, i.zh),
                            format!("{}: discard the intel {}", c.en, i.en),
                        )
                    }
                    Use::Winds { card } => (
                        format!("use:c{card}"),
                        format!("使用{}", c.zh),
                        format!("Use {}", c.en),
                    ),
                }
            }
            Opt::Send { card, to, arrow } => {
                let c = l(card);
                match arrow {
                    None => (
                        format!("send:c{card}:to:{}", to.number()),
                        format!("将{}传给{}号", c.zh, to.number()),
                        format!("Send {} to seat {}", c.en, to.number()),
                    ),
                    Some(a) => (
                        format!("send:c{card}:to:{}:as:{}", to.number(), a.key()),
                        format!("将{}视为{}传给{}号", c.zh, a.mark(), to.number()),
                        format!("Send {} as {} to seat {}", c.en, a.mark(), to.number()),
                    ),
                }
            }
            Opt::Order { card, target } => {
                let c = l(card);
                (
                    format!("order:c{card}:to:{}", target.number()),
                    format!("对{}号使用{}", target.number(), c.zh),
                    format!("{} on seat {}", c.en, target.number()),
                )
            }
            Opt::Name { kind } => (
                format!("name:{}", kind.key()),
                format!("指定【{}】", kind.name().zh),
                format!("Name {}", kind.name().en),
            ),
            Opt::Ban { cards: true } => (
                "ban:cards".into(),
                "本回合他不能使用手牌".into(),
                "He cannot use cards this turn".into(),
            ),
            Opt::Ban { cards: false } => (
                "ban:skills".into(),
                "本回合他的角色技能无效".into(),
                "His skills are void this turn".into(),
            ),
            Opt::Speak { word } => (
                format!("word:{}", word.key()),
                format!("说出「{}」", word.name().zh),
                format!("Say “{}”", word.name().en),
            ),
            Opt::Catch { card, intel, to } => {
                let (c, i) = (used_as(card, Kind::PlayToCatch), l(intel));
                (
                    format!("catch:c{card}:intel:c{intel}:to:{}", to.number()),
                    format!("使用{}，将情报{}正面朝上传给{}号", c.zh, i.zh, to.number()),
                    format!(
                        "{}: send the intel {} face-up to seat {}",
                        c.en,
                        i.en,
                        to.number()
                    ),
                )
            }
            Opt::Lock { seat: None } => ("lock:none".into(), "不锁定".into(), "Lock nobody".into()),
            Opt::Lock { seat: Some(s) } => (
                format!("lock:{}", s.number()),
                format!("锁定{}号", s.number()),
                format!("Lock seat {}", s.number()),
            ),
            Opt::Decode { card } => {
                let c = used_as(card, Kind::Decode);
                (
                    format!("decode:c{card}"),
                    format!("使用{}", c.zh),
                    format!("Use {}", c.en),
                )
            }
            Opt::Reveal { yes: true } => (
                "reveal".into(),
                "翻开这张黑色情报并摸1张牌".into(),
                "Turn the black intel face-up and draw 1".into(),
            ),
            Opt::Reveal { yes: false } => {
                ("keep".into(), "不翻开".into(), "Leave it face-down".into())
            }
            Opt::Accept => ("accept".into(), "接收".into(), "Accept".into()),
            Opt::Decline => ("decline".into(), "不接收".into(), "Decline".into()),
            Opt::Intercept { card } | Opt::Switch { card } => {
                let kind = if matches!(self, Opt::Intercept { .. }) {
                    Kind::Intercept
                } else {
                    Kind::Switch
                };
                let c = used_as(card, kind);
                (
                    format!("play:c{card}"),
                    format!("使用{}", c.zh),
                    format!("Use {}", c.en),
                )
            }
            Opt::Mislead { card, to } => {
                let c = used_as(card, Kind::Mislead);
                (
                    format!("play:c{card}:to:{}", to.number()),
                    format!("使用{}，把情报移到{}号面前", c.zh, to.number()),
                    format!("{}: move the intel to seat {}", c.en, to.number()),
                )
            }
            Opt::Rescue { card, intel } => {
                let (c, i) = (l(card), l(intel));
                (
                    format!("rescue:c{card}:intel:c{intel}"),
                    format!("使用{}，弃置濒死者的情报{}", c.zh, i.zh),
                    format!("{}: discard the dying player's intel {}", c.en, i.en),
                )
            }
            Opt::Pick { card } => {
                let c = l(card);
                (
                    format!("card:c{card}"),
                    c.zh.into_owned(),
                    c.en.into_owned(),
                )
            }
            Opt::Take { card, intel } => {
                let c = l(card);
                if intel {
                    (
                        format!("take:c{card}:intel"),
                        format!("将{}置入自己的情报区", c.zh),
                        format!("Put {} into your intel area", c.en),
                    )
                } else {
                    (
                        format!("take:c{card}:hand"),
                        format!("将{}收入手牌", c.zh),
                        format!("Take {} into your hand", c.en),
                    )
                }
            }
            Opt::Character { id } => {
                let c = &super::roster::roster()[id as usize];
                let t = c.title();
                let g = if c.female {
                    ("女", "female")
                } else {
                    ("男", "male")
                };
                let h = if c.hidden {
                    ("潜伏", "hidden")
                } else {
                    ("公开", "public")
                };
                let mut choice = Choice::owned(
                    format!("character:{id}"),
                    text!("{}（{}，{}）", "{} ({}, {})", t, (g.0, g.1), (h.0, h.1)),
                );
                // Each skill with its text, as the card prints it (the names alone for a
                // character whose skills are not written).
                let written = super::chars::skills(id);
                choice.detail = Some(if written.is_empty() {
                    let skills = c.skills.join("、");
                    text!("技能：{}", "Skills: {}", skills)
                } else {
                    let zh: Vec<String> = written
                        .iter()
                        .map(|k| format!("【{}】{}", k.name.0, k.text.0))
                        .collect();
                    let en: Vec<String> = written
                        .iter()
                        .map(|k| format!("{} ({}): {}", k.name.0, k.name.1, k.text.1))
                        .collect();
                    Text::owned(zh.join(" "), en.join(" "))
                });
                return choice;
            }
            Opt::Skill { skill } => {
                let k = super::skills::skill(skill);
                let mut choice = Choice::owned(
                    format!("skill:{}", k.key),
                    text!("发动【{}】", "Use {} ({})", k.name.0, k.name.1),
                );
                choice.detail = Some(Text::new(k.text.0, k.text.1));
                return choice;
            }
            Opt::Seat { seat, .. } => {
                let t = seat_text(seat);
                (format!("seat:{}", seat.number()), t.zh.into(), t.en.into())
            }
            Opt::Intel { seat, card } => {
                let c = l(card);
                (
                    format!("intel:{}:c{card}", seat.number()),
                    format!("{}号的情报{}", seat.number(), c.zh),
                    format!("Seat {}'s intel {}", seat.number(), c.en),
                )
            }
            Opt::Yes => ("yes".into(), "是".into(), "Yes".into()),
            Opt::Colour { colour } => (
                format!("colour:{}", colour.key()),
                format!("{}色", colour.name().zh),
                colour.name().en.into_owned(),
            ),
            Opt::No => ("no".into(), "否".into(), "No".into()),
            Opt::To { seat } => {
                let t = seat_text(seat);
                (
                    format!("to:{}", seat.number()),
                    format!("交给{}", t.zh),
                    format!("Give to {}", t.en),
                )
            }
        };
        Choice::owned(key, Text::owned(zh, en))
    }

    fn subject_of(&self) -> Option<(CardFace, Text)> {
        let f = |c: CardId| face(card(c));
        let (c, t) = match *self {
            Opt::Use(u) => {
                let t = match u {
                    // A card used as another (浑水摸鱼) reads apart from its own uses.
                    Use::LureAway { card: id, target } if card(id).kind != Kind::LureAway => {
                        text!(
                            "当作【调虎离山】对{}号",
                            "as Lure Away on seat {}",
                            target.number()
                        )
                    }
                    Use::Balance { target, .. }
                    | Use::Probe { target, .. }
                    | Use::Entice { target, .. }
                    | Use::Coerce { target, .. }
                    | Use::LureAway { target, .. } => seat_text(target),
                    Use::Clarify { intel, .. } => card(intel).label(),
                    Use::Winds { .. } => Text::new("使用", "use"),
                };
                (u.card(), t)
            }
            Opt::Send { card, to, arrow } => (
                card,
                match arrow {
                    None => text!("传给{}号", "send to seat {}", to.number()),
                    Some(a) => {
                        text!(
                            "视为{}传给{}号",
                            "send as {} to seat {}",
                            a.mark(),
                            to.number()
                        )
                    }
                },
            ),
            Opt::Order { card, target } => {
                (card, text!("对{}号使用", "use on seat {}", target.number()))
            }
            Opt::Catch { card, intel, to } => (
                card,
                text!(
                    "{}传给{}号",
                    "{} to seat {}",
                    card_label(intel),
                    to.number()
                ),
            ),
            Opt::Play { card }
            | Opt::Decode { card }
            | Opt::Intercept { card }
            | Opt::Switch { card } => (card, Text::new("使用", "use")),
            Opt::Mislead { card, to } => (card, seat_text(to)),
            Opt::Rescue { card, intel } => (card, card_label(intel)),
            // A card picked from a hand or from those turned up: drawn as the card it is.
            Opt::Pick { card } => (card, Text::new("选这张", "this one")),
            Opt::Take { card, intel: false } => (card, Text::new("收入手牌", "into your hand")),
            Opt::Take { card, intel: true } => {
                (card, Text::new("置入自己的情报区", "into your intel area"))
            }
            _ => return None,
        };
        Some((f(c), t))
    }
}

fn card_label(c: CardId) -> Text {
    card(c).label()
}
