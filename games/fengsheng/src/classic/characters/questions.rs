//! The questions skills ask. Each is a frame of the engine (`Frame::Ask`): when its turn
//! comes `open_ask` builds the prompt (or, when nothing could be chosen, settles it
//! without asking) and the frame waits on the stack for the answer (`answered`).
//!
//! The questions several skills share are here with what their answers do; a character's
//! own questions are its module's `Ask` (held as [`Own`](super::ask::Own)).
//!
//! Secret questions: 就计 and 弃卒保帅 work while face-down, so asking only a player who
//! has them would show his face-down character. `Question::Secret` is asked of every
//! face-down player the rule concerns (every face-down target of a 试探 or 锁定, every
//! face-down player whose card was 识破'd), as a secret prompt with the same text;
//! only its options differ ("不发动" alone, or also the skill).

use rand::RngExt;
use tianhei_core::{Audience, Seat, Text, text};

use super::{Skill, ask::Question};
use crate::classic::{
    act::{Act, IntelUse, SeatUse},
    card::{CardId, Colour},
    frame::{Frame, Source, Task},
    game::Game,
    zone::Zone,
};

/// `【狙击】` + text.
pub(crate) fn t(skill: Skill, zh: &str, en: &str) -> Text {
    let n = skill.name();
    text!("【{}】{}", "{}: {}", n, (zh, en))
}

impl Game {
    /// Every card in `s`'s hand (not one per face: choosing several needs each copy).
    pub(crate) fn hand_cards(&self, s: Seat) -> Vec<CardId> {
        self.hand(s).to_vec()
    }

    /// The black cards in `s`'s hand (each copy).
    pub(crate) fn black_hand(&self, s: Seat) -> Vec<CardId> {
        self.hand(s)
            .iter()
            .copied()
            .filter(|&c| self.card(c).colour == Colour::Black)
            .collect()
    }

    /// One card per face, filtered.
    pub(crate) fn faces(&self, s: Seat, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
        self.hand_faces(s).map(|c| c.id).filter(|&c| f(c)).collect()
    }

    /// The intel in front of `s`, filtered.
    pub(crate) fn intel_of(&self, s: Seat, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
        self.intel(s).iter().copied().filter(|&c| f(c)).collect()
    }

    /// One option per intel in front of `s` that `f` keeps, to be used for `why`.
    pub(crate) fn intel_acts(
        &self,
        s: Seat,
        f: impl Fn(CardId) -> bool,
        why: IntelUse,
    ) -> Vec<Act> {
        self.intel_of(s, f)
            .into_iter()
            .map(|card| Act::Intel { card, why })
            .collect()
    }

    /// Whether `c` is black.
    pub(crate) fn black(&self, c: CardId) -> bool {
        self.card(c).colour == Colour::Black
    }

    /// The living seats, in seat order.
    pub(crate) fn alive_in_seat_order(&self) -> Vec<Seat> {
        self.seating.all().filter(|&s| self.alive(s)).collect()
    }

    /// Whether another living player than `seat` holds a card.
    pub(crate) fn other_hand(&self, seat: Seat) -> bool {
        self.seating
            .all()
            .any(|t| t != seat && self.alive(t) && !self.hand(t).is_empty())
    }

    /// Queues a question for its turn.
    pub(crate) fn ask_later(&mut self, q: impl Into<Question>) {
        self.tasks.push(Task::Ask(q.into()));
    }

    /// Opens the prompt for `a` (true), or settles it at once when there is nothing to
    /// choose (false).
    pub(crate) fn open_ask(&mut self, a: Question) -> bool {
        let seat = a.seat();
        let dead_ok = matches!(&a, Question::Own(o) if o.asks_the_dead());
        if !dead_ok && !self.alive(seat) {
            return false;
        }
        let mut secret = false;
        let (kind, text, acts): (&'static str, Text, Vec<Act>) = match &a {
            Question::ProbeDiscard { target } => (
                "fengsheng.probe_discard",
                Text::new(
                    "试探：选择一张手牌弃置",
                    "Probe: choose a hand card to discard",
                ),
                self.faces(*target, |_| true)
                    .into_iter()
                    .map(|card| Act::Discard { card })
                    .collect(),
            ),
            Question::Secret { skill, .. } => {
                secret = true;
                let mut acts = vec![Act::Skip];
                if self.down_has(seat, *skill) {
                    acts.push(Act::Fire { skill: *skill });
                }
                let text = if *skill == Skill::JiuJi {
                    Text::new(
                        "你被试探或锁定：是否发动角色技能？",
                        "You are probed or locked: use a character skill?",
                    )
                } else {
                    Text::new(
                        "你的卡牌被识破：是否发动角色技能？",
                        "Your card was seen through: use a character skill?",
                    )
                };
                ("fengsheng.secret", text, acts)
            }
            Question::Fire { skill, about, .. } => {
                let (zh, en) = skill.fire_text(*about);
                (
                    "fengsheng.skill",
                    t(*skill, &zh, &en),
                    vec![Act::Skip, Act::Fire { skill: *skill }],
                )
            }
            Question::Top { skill, left, .. } => (
                "fengsheng.skill",
                t(
                    *skill,
                    &format!("选择一张手牌放回牌库顶（还需{}张）", left),
                    &format!("put a hand card back on top of the deck ({} to go)", left),
                ),
                self.faces(seat, |_| true)
                    .into_iter()
                    .map(|card| Act::Top { card })
                    .collect(),
            ),
            Question::Give {
                skill, may_keep, ..
            } => {
                let mut acts = if *may_keep {
                    vec![Act::KeepCard]
                } else {
                    Vec::new()
                };
                for card in self.faces(seat, |_| true) {
                    for to in self.alive_in_seat_order() {
                        if to != seat {
                            acts.push(Act::Give { card, to });
                        }
                    }
                }
                let (zh, en) = if *may_keep {
                    (
                        "把一张手牌交给任意一位玩家（或自己留下）",
                        "give a hand card to any player (or keep it)",
                    )
                } else {
                    (
                        "把一张手牌交给另一位玩家",
                        "give a hand card to another player",
                    )
                };
                ("fengsheng.skill", t(*skill, zh, en), acts)
            }
            Question::PlaceBlack { skill, to, .. } => {
                let mut acts = vec![Act::Skip];
                let targets = match to {
                    Some(t) => vec![*t],
                    None => self.alive_in_seat_order(),
                };
                for card in self.faces(seat, |c| self.black(c)) {
                    for &to in &targets {
                        acts.push(Act::Place { card, to });
                    }
                }
                (
                    "fengsheng.skill",
                    t(*skill, "是否放置一张假情报？", "place a black intel?"),
                    acts,
                )
            }
            Question::TakeFrom { skill, .. } => {
                let mut acts = vec![Act::Skip];
                for s in self.alive_in_seat_order() {
                    if s != seat && !self.hand(s).is_empty() {
                        acts.push(Act::Choose {
                            seat: s,
                            why: SeatUse::TakeFrom,
                        });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        *skill,
                        "是否抽取一位玩家的一张手牌？",
                        "take a random card from a player?",
                    ),
                    acts,
                )
            }
            Question::Own(o) => {
                let (text, acts) = o.prompt(self);
                ("fengsheng.skill", text, acts)
            }
        };
        if acts.is_empty() {
            // Nothing to choose (the cards or intel it needed are gone): it ends here.
            return false;
        }
        if acts.len() == 1 && !secret {
            // One way to do it: no question.
            let act = acts[0];
            self.answered(a, act);
            return false;
        }
        self.ask_with(seat, kind, text, acts, 0, secret);
        true
    }

    /// The question whose prompt is open: the waiting `Frame::Ask` on top of the engine,
    /// or one asked at once (风度) and not yet a frame.
    pub(crate) fn open_question(&self) -> Option<&Question> {
        let asked = self.tasks.iter().rev().find_map(|t| match t {
            Task::Asked(q) => Some(q),
            _ => None,
        });
        asked.or_else(|| match self.engine.frames().last() {
            Some(Frame::Ask { q, open: true }) => Some(q),
            _ => None,
        })
    }

    /// The answer `act` to the question `a`.
    pub(crate) fn answered(&mut self, a: Question, act: Act) {
        match (a, act) {
            (Question::ProbeDiscard { target }, Act::Discard { card }) => {
                self.discard_from_hand(target, card)
            }
            (Question::Secret { seat, skill }, Act::Fire { .. }) => skill.fired(self, seat, seat),
            (Question::Fire { seat, skill, about }, Act::Fire { .. }) => {
                skill.fired(self, seat, about)
            }
            (Question::Top { seat, skill, left }, Act::Top { card }) => {
                self.zones.move_to(card, Zone::Deck);
                let l = self.card(card).label();
                self.both_lines(
                    seat,
                    text!("你把{}放回牌库顶", "You put {} back on top of the deck", l),
                    text!(
                        "{}号把一张手牌放回牌库顶",
                        "Seat {} puts a hand card back on top of the deck",
                        seat.number()
                    ),
                );
                if left > 1 {
                    self.ask_top(seat, skill, left - 1);
                }
            }
            (Question::Give { seat, .. }, Act::Give { card, to }) => self.give(seat, to, card),
            (Question::PlaceBlack { seat, skill, .. }, Act::Place { card, to }) => {
                self.skill_line(seat, skill, Some(to));
                self.place(seat, skill, to, vec![card]);
            }
            (Question::TakeFrom { seat, skill }, Act::Choose { seat: from, .. }) => {
                self.skill_line(seat, skill, Some(from));
                if let Some(c) = self.take_random(from, seat) {
                    self.took_cards(seat, from, &[c]);
                }
            }
            (Question::Own(o), act) => o.answer(self, act),
            // Skip, Stop, KeepCard: nothing more happens.
            _ => {}
        }
    }

    /// Asks `seat` to put `n` hand cards back on top of the deck (if he has any).
    pub(crate) fn ask_top(&mut self, seat: Seat, skill: Skill, n: u8) {
        if !self.hand(seat).is_empty() && n > 0 {
            self.ask_later(Question::Top {
                seat,
                skill,
                left: n,
            });
        }
    }

    /// Whether `s` holds a black card not yet chosen.
    pub(crate) fn black_left(&self, s: Seat, chosen: &[CardId]) -> bool {
        self.hand(s)
            .iter()
            .any(|c| !chosen.contains(c) && self.card(*c).colour == Colour::Black)
    }

    /// A card at random from `s`'s hand, into `to`'s hand.
    pub(crate) fn take_random(&mut self, s: Seat, to: Seat) -> Option<CardId> {
        let n = self.hand(s).len();
        if n == 0 {
            return None;
        }
        let i = self.rng.random_range(0..n);
        let card = self.hand(s)[i];
        self.zones.move_to(card, Zone::Hand(to));
        Some(card)
    }

    /// `from` gives `card` face-down to `to` (交给): the two of them see it.
    pub(crate) fn give(&mut self, from: Seat, to: Seat, card: CardId) {
        if from == to || !self.hand(from).contains(&card) {
            return;
        }
        self.zones.move_to(card, Zone::Hand(to));
        self.log.push(
            Audience::All,
            "fengsheng.give",
            text!(
                "{}号交给{}号一张手牌",
                "Seat {} gives seat {} a hand card",
                from.number(),
                to.number()
            ),
        );
        let l = self.card(card).label();
        self.say_given(
            from,
            to,
            "fengsheng.given",
            text!(
                "{}号交给{}号：{}",
                "Seat {} gives seat {}: {}",
                from.number(),
                to.number(),
                l
            ),
            &[card],
        );
    }

    /// Lays `cards` face-up in front of `to` (placed there by `user`, or taken by `to`
    /// himself) and says so; obtaining them follows (it keeps them in this order, last).
    pub(crate) fn lay_down(&mut self, user: Seat, to: Seat, cards: &[CardId]) {
        for &c in cards {
            self.zones.move_to(c, Zone::Intel(to));
        }
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        let (zh, en) = (
            crate::classic::flow::join(&names, true),
            crate::classic::flow::join(&names, false),
        );
        let line = if user == to {
            text!(
                "{}号获得情报：{}",
                "Seat {} obtains the intel {}",
                to.number(),
                (zh, en)
            )
        } else {
            text!(
                "{}号在{}号面前放置情报：{}",
                "Seat {} places intel in front of seat {}: {}",
                user.number(),
                to.number(),
                (zh, en)
            )
        };
        self.say_cards(Audience::All, "fengsheng.place", line, cards);
    }

    /// `user`'s skill moves `card` from the intel in front of another player to the intel
    /// in front of himself (obtaining it: 掩护, 收买).
    pub(crate) fn take_intel(&mut self, user: Seat, card: CardId, skill: Skill) {
        self.lay_down(user, user, &[card]);
        self.obtain(user, vec![card], Source::Skill { user, skill });
    }

    /// A face-down skill used in secret (就计, 弃卒保帅): false when `seat` no longer has
    /// it face-down; otherwise the character is flipped up and the use told.
    pub(crate) fn flip_to_use(&mut self, seat: Seat, skill: Skill) -> bool {
        if !self.down_has(seat, skill) {
            return false;
        }
        self.flip(seat, true);
        self.skill_line(seat, skill, None);
        true
    }
}
