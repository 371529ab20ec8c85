//! 传递阶段开始时 (reference §1.5, §4.3): the turn player sends a hand card face-down, or
//! uses 密令 (another player must send a card of the colour named; he is the sender) or
//! 欲擒故纵 (an intel of his own area goes face-up, and he draws 2). The 🔒 lock is
//! named publicly as part of the send. A player who cannot send is out.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, Text,
    cards::{Ask, Input, Step},
};

use super::{
    deck::{Arrow, CardId, Colour, Kind, Word},
    frame::{Event, Frame, Node, Ret, SendStep, Sending, Sent, SkillSend, UseSkill},
    opt::Opt,
    passive::{HUN_SHUI, LIAN_LUO},
    skill::At,
    state::{Game, Pending, Zone},
};

impl Sending {
    pub(crate) fn new(user: Seat) -> Self {
        Sending {
            user,
            step: SendStep::Start,
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let user = self.user;
        if let Input::Answer(a) = &input
            && let Some(&Opt::Skill { skill }) = a.one()
        {
            // A skill sends instead: it leaves its send in `turn.skill_send`.
            let back = Box::new(std::mem::replace(&mut self.step, SendStep::Start));
            self.step = SendStep::BySkill { back };
            return Step::Call(Frame::Use(UseSkill::active(a.seat, skill)));
        }
        match (&self.step, input) {
            (SendStep::Start, _) => {
                self.step = SendStep::Choose;
                match g.point_now(Event::SendStart { seat: user }) {
                    Some(point) => Step::Call(point),
                    None => Step::Again,
                }
            }
            (SendStep::BySkill { back }, Input::Child(_)) => match g.turn.skill_send.take() {
                Some(SkillSend {
                    sent,
                    lock: Some(lock),
                }) => self.go(g, sent, lock),
                Some(SkillSend { sent, lock: None }) => self.sent(g, sent),
                None => {
                    self.step = (**back).clone();
                    match self.step.clone() {
                        SendStep::OrderSend {
                            target,
                            colour,
                            only,
                            ..
                        } => ask_send(g, target, colour, only),
                        _ => Step::Again,
                    }
                }
            },
            (SendStep::Choose, Input::Answer(a)) => match a.one().copied() {
                Some(Opt::Send { card, to, arrow }) => self.sent(
                    g,
                    Sent {
                        sender: user,
                        card,
                        to,
                        arrow: arrow.unwrap_or(g.card(card).arrow),
                        face_up: false,
                        seen: SeatSet::one(user),
                    },
                ),
                Some(Opt::Order { card, target }) => {
                    self.step = SendStep::OrderWord { card, target };
                    g.ask(Ask::one(
                        user,
                        "diezhan.order_word",
                        Text::new("密令：说出一个暗语", "Secret Order: say a code word"),
                        Word::ALL
                            .into_iter()
                            .map(|word| Opt::Speak { word })
                            .collect(),
                    ))
                }
                Some(Opt::Catch { card, intel, to }) => {
                    if g.card(card).kind != Kind::PlayToCatch {
                        g.mark_used(user, HUN_SHUI);
                    }
                    g.zones.move_to(card, Zone::Resolving);
                    let l = super::opt::used_as(card, Kind::PlayToCatch);
                    g.say(
                        Audience::All,
                        "diezhan.catch",
                        text!(
                            "{}号使用{}，将情报{}正面朝上传出",
                            "Seat {} uses {}, sending the intel {} face-up",
                            user.number(),
                            l,
                            g.card(intel).label()
                        ),
                        &[card, intel],
                    );
                    g.draw(user, 2);
                    g.discard(card);
                    self.sent(
                        g,
                        Sent {
                            sender: user,
                            card: intel,
                            to,
                            arrow: g.card(intel).arrow,
                            face_up: true,
                            seen: SeatSet::one(user),
                        },
                    )
                }
                _ => Step::Done(Ret::Sent(false)),
            },
            (&SendStep::OrderWord { card, target }, Input::Answer(a)) => {
                let word = match a.one() {
                    Some(&Opt::Speak { word }) => word,
                    _ => Word::East,
                };
                {
                    let colour = g.card(card).word_colour(word).unwrap_or(Colour::Black);
                    g.zones.move_to(card, Zone::Removed);
                    let has = g
                        .hand(target)
                        .iter()
                        .any(|&c| g.card(c).colours.has(colour));
                    g.tell(
                        "diezhan.order",
                        text!("{}号对{}号使用【密令】，说出「{}」；{}号{}此颜色的手牌", "Seat {} uses Secret Order on seat {}, saying “{}”; seat {} {} a hand card of that colour", user.number(), target.number(), word.name(), target.number(), (if has { "有" } else { "没有" }, if has { "has" } else { "has no" })),
                    );
                    let mut both = SeatSet::one(user);
                    both.insert(target);
                    g.log.show(
                        Audience::Seats(both),
                        "diezhan.order_colour",
                        text!(
                            "「{}」要求{}色",
                            "“{}” asks for {}",
                            word.name(),
                            colour.name()
                        ),
                    );
                    if has {
                        self.step = SendStep::OrderSend {
                            target,
                            picked_by_user: false,
                            colour: Some(colour),
                            only: None,
                        };
                        ask_send(g, target, Some(colour), None)
                    } else {
                        let hand = g.hand(target).to_vec();
                        let names = g.names(&hand);
                        g.log.show(
                            Audience::seat(user),
                            "diezhan.order_look",
                            text!(
                                "{}号的手牌：{}",
                                "Seat {}'s hand: {}",
                                target.number(),
                                names
                            ),
                        );
                        self.step = SendStep::OrderPick { target };
                        g.ask(Ask::one(
                            user,
                            "diezhan.order_pick",
                            text!(
                                "选择{}号必须传出的牌",
                                "Choose the card seat {} must send",
                                target.number()
                            ),
                            hand.into_iter().map(|card| Opt::Pick { card }).collect(),
                        ))
                    }
                }
            }
            (SendStep::OrderPick { target }, Input::Answer(a)) => {
                let target = *target;
                let Some(&Opt::Pick { card }) = a.one() else {
                    return Step::Done(Ret::Sent(false));
                };
                self.step = SendStep::OrderSend {
                    target,
                    picked_by_user: true,
                    colour: None,
                    only: Some(card),
                };
                ask_send(g, target, None, Some(card))
            }
            (
                &SendStep::OrderSend {
                    target,
                    picked_by_user,
                    ..
                },
                Input::Answer(a),
            ) => {
                let Some(&Opt::Send { card, to, arrow }) = a.one() else {
                    return Step::Done(Ret::Sent(false));
                };
                let mut seen = SeatSet::one(target);
                if picked_by_user {
                    seen.insert(user);
                }
                self.sent(
                    g,
                    Sent {
                        sender: target,
                        card,
                        to,
                        arrow: arrow.unwrap_or(g.card(card).arrow),
                        face_up: false,
                        seen,
                    },
                )
            }
            (SendStep::Lock { sent }, Input::Answer(a)) => {
                let sent = *sent;
                let lock = match a.one() {
                    Some(&Opt::Lock { seat }) => seat,
                    _ => None,
                };
                self.go(g, sent, lock)
            }
            (SendStep::Node, Input::Child(_)) => Step::Done(Ret::Sent(true)),
            (SendStep::Choose, _) => {
                let mut opts = send_options(g, user, None, None);
                if g.may_use_cards(user) {
                    opts.extend(special_options(g, user));
                }
                g.skill_opts(user, At::Send, &mut opts);
                if opts.is_empty() {
                    // No hand card and no skill that sends instead.
                    g.go_out(user);
                    return Step::Done(Ret::Sent(false));
                }
                g.ask(Ask::one(
                    user,
                    "diezhan.send",
                    Text::new(
                        "传递阶段：选择一张手牌背面朝上传出（或使用密令、欲擒故纵）",
                        "Passing: send a hand card face-down (or use Secret Order, Play to Catch)",
                    ),
                    opts,
                ))
            }
            _ => Step::Done(Ret::Sent(false)),
        }
    }

    /// The card and its first stop are chosen: ask the lock if it has 🔒.
    fn sent(&mut self, g: &mut Game, sent: Sent) -> Step<Frame> {
        if !g.card(sent.card).lock {
            return self.go(g, sent, None);
        }
        self.step = SendStep::Lock { sent };
        let mut opts = vec![Opt::Lock { seat: None }];
        opts.extend(
            g.alive_from(g.seating.next(sent.sender))
                .into_iter()
                .map(|s| Opt::Lock { seat: Some(s) }),
        );
        g.ask(Ask::one(
            sent.sender,
            "diezhan.lock",
            Text::new(
                "这张情报有🔒：锁定一名玩家（他在传递中必须接收），或不锁定",
                "This intel has 🔒: lock a player (he must accept it while it passes), or nobody",
            ),
            opts,
        ))
    }

    /// The intel leaves its sender: the public line, then the node.
    fn go(&mut self, g: &mut Game, sent: Sent, lock: Option<Seat>) -> Step<Frame> {
        let c = g.card(sent.card);
        g.zones.move_to(sent.card, Zone::Pending);
        g.pending = Some(Pending {
            card: sent.card,
            sender: sent.sender,
            holder: sent.to,
            arrow: sent.arrow,
            lock,
            face_up: sent.face_up,
            seen: sent.seen,
        });
        let lock_text = match lock {
            Some(l) => text!("，锁定{}号", ", locking seat {}", l.number()),
            None => Text::new("", ""),
        };
        let (what_zh, what_en) = if sent.face_up {
            (c.label().zh.into_owned(), c.label().en.into_owned())
        } else {
            (
                format!("一张情报（{}）", c.arrow.mark()),
                format!("an intel face-down ({})", c.arrow.mark()),
            )
        };
        let cards = if sent.face_up {
            vec![sent.card]
        } else {
            Vec::new()
        };
        g.say(
            Audience::All,
            "diezhan.sent",
            text!(
                "{}号向{}号传出{}{}",
                "Seat {0} sends {2} to seat {1}{3}",
                sent.sender.number(),
                sent.to.number(),
                (what_zh, what_en),
                lock_text
            ),
            &cards,
        );
        g.event(Event::Sent {
            from: sent.sender,
            card: sent.card,
        });
        self.step = SendStep::Node;
        Step::Call(Frame::Node(Node::new()))
    }
}

/// The first stops a card with `arrow` may go to from `sender`.
pub(crate) fn first_stops(g: &Game, sender: Seat, arrow: Arrow) -> Vec<Seat> {
    match arrow {
        Arrow::Up => g
            .alive_from(g.seating.next(sender))
            .into_iter()
            .filter(|&s| s != sender)
            .collect(),
        a => g.nearest(sender, a).into_iter().collect(),
    }
}

/// `Send` options of `s`'s hand: only cards of `colour` if given, only `only` if given.
pub(crate) fn send_options(
    g: &Game,
    s: Seat,
    colour: Option<Colour>,
    only: Option<CardId>,
) -> Vec<Opt> {
    let mut opts = Vec::new();
    for &card in g.hand(s) {
        let c = g.card(card);
        if colour.is_some_and(|k| !c.colours.has(k)) || only.is_some_and(|o| o != card) {
            continue;
        }
        if g.has_up(s, LIAN_LUO) {
            // 联络: its arrow read as any of the three.
            for arrow in Arrow::ALL {
                for to in first_stops(g, s, arrow) {
                    opts.push(Opt::Send {
                        card,
                        to,
                        arrow: Some(arrow),
                    });
                }
            }
            continue;
        }
        for to in first_stops(g, s, c.arrow) {
            opts.push(Opt::Send {
                card,
                to,
                arrow: None,
            });
        }
    }
    opts
}

/// 密令 and 欲擒故纵 uses open to the turn player.
fn special_options(g: &Game, s: Seat) -> Vec<Opt> {
    let mut opts = Vec::new();
    // 浑水摸鱼: any hand card as 欲擒故纵.
    let muddy = g.has_up(s, HUN_SHUI);
    for &card in g.hand(s) {
        let kind = match g.card(card).kind {
            Kind::Order | Kind::PlayToCatch => g.card(card).kind,
            _ if muddy => Kind::PlayToCatch,
            k => k,
        };
        if g.turn.banned.contains(&kind) {
            continue;
        }
        match kind {
            Kind::Order => {
                for target in g.alive_from(g.seating.next(s)) {
                    if target == s || g.hand(target).is_empty() {
                        continue;
                    }
                    opts.push(Opt::Order { card, target });
                }
            }
            Kind::PlayToCatch => {
                for &intel in g.intel(s) {
                    let i = g.card(intel);
                    if !i.colours.is_true() {
                        continue;
                    }
                    for to in first_stops(g, s, i.arrow) {
                        opts.push(Opt::Catch { card, intel, to });
                    }
                }
            }
            _ => {}
        }
    }
    opts
}

/// Asks a 密令's target to send (a card of `colour`, or the card `only`).
fn ask_send(
    g: &mut Game,
    target: Seat,
    colour: Option<Colour>,
    only: Option<CardId>,
) -> Step<Frame> {
    let mut opts = send_options(g, target, colour, only);
    g.skill_opts(target, At::Send, &mut opts);
    let text = match colour {
        Some(k) => {
            text!(
                "密令：传出一张含{}色的手牌",
                "Secret Order: send a hand card with {} in it",
                k.name()
            )
        }
        None => Text::new(
            "密令：传出指定的牌",
            "Secret Order: send the card chosen for you",
        ),
    };
    g.ask(Ask::one(target, "diezhan.order_send", text, opts))
}

impl Game {
    /// `s` cannot send: he is out (not a death: nothing triggers, he cannot win, his
    /// identity stays hidden); his hand and intel are discarded.
    pub(crate) fn go_out(&mut self, s: Seat) {
        self.out.insert(s);
        for c in self.hand(s).to_vec() {
            self.discard(c);
        }
        for c in self.intel(s).to_vec() {
            self.discard(c);
        }
        self.tell(
            "diezhan.out",
            text!(
                "{}号无法传出情报，出局（不算死亡）",
                "Seat {} cannot send intel and is out (not a death)",
                s.number()
            ),
        );
        self.last_faction_check();
    }
}
