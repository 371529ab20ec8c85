//! Judgements (flip the deck top; the retrial and result timings; the card to the discard
//! pile) and the judge phase: delayed tricks resolve last placed first, each after a
//! 无懈可击 window — 乐不思蜀 (not ♥: skip the play phase), 兵粮寸断 (not ♣: skip the draw
//! phase), 闪电 (♠2–9: 3 thunder damage with no source; otherwise, or nullified, it moves
//! to the next seat that has none).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text, cards::Step};

use crate::{
    card::{CardId, Name, Nature, Suit, Zone},
    frame::{DelayedCtx, DelayedStep, Frame, In, JudgeCtx, JudgeReason, Next, Ret, ret},
    game::Game,
    phase::Phase,
    skills::Skill,
    timing::Timing,
};

impl JudgeReason {
    fn name(self) -> Text {
        match self {
            JudgeReason::Indulgence => Name::Indulgence.label(),
            JudgeReason::Supply => Name::Supply.label(),
            JudgeReason::Lightning => Name::Lightning.label(),
            JudgeReason::Bagua => Name::EightDiagram.label(),
            JudgeReason::Skill(k) => k.name(),
        }
    }

    /// Whether a judgement card of `suit` and `number` is the result the judgement is for.
    pub fn good(self, suit: Suit, number: u8) -> bool {
        match self {
            JudgeReason::Indulgence => suit == Suit::Heart,
            JudgeReason::Supply => suit == Suit::Club,
            JudgeReason::Lightning => suit == Suit::Spade && (2..=9).contains(&number),
            JudgeReason::Bagua => suit.colour() == crate::card::Colour::Red,
            JudgeReason::Skill(k) => k.judge_good(suit),
        }
    }
}

impl Game {
    pub(crate) fn step_judge(&mut self, j: &mut JudgeCtx, _input: In) -> Next {
        match j.step {
            0 => {
                j.card = self
                    .zones
                    .draw(Zone::Deck, Zone::Discard, Zone::Table, &mut self.rng);
                let why = j.reason.name();
                match j.card {
                    Some(c) => {
                        let l = self.card(c).label();
                        self.say_cards(
                            Audience::All,
                            "guozhan.judge",
                            text!(
                                "{}号为{}判定，判定牌为{}",
                                "Seat {} judges for {}: {}",
                                j.seat.num(),
                                why,
                                l
                            ),
                            &[c],
                        );
                    }
                    None => self.say(
                        "guozhan.judge_none",
                        Text::new(
                            "牌堆与弃牌堆皆空，判定没有结果",
                            "The deck and the discard pile are empty: the judgement has no result",
                        ),
                    ),
                }
                j.step = 1;
                self.fire(Timing::JudgeRetrial)
            }
            1 => {
                j.step = 2;
                self.fire(Timing::JudgeResult)
            }
            _ => {
                let good = j.card.is_some_and(|c| {
                    let card = self.card(c);
                    j.reason.good(card.suit, card.number)
                });
                if let Some(c) = j.card {
                    if good && j.reason == JudgeReason::Skill(Skill::Luoshen) && self.alive(j.seat)
                    {
                        // 洛神 keeps a black judgement card (named while still face-up).
                        let l = self.card(c).label();
                        self.say_cards(
                            Audience::All,
                            "guozhan.luoshen_take",
                            text!(
                                "{}号获得了判定牌{}",
                                "Seat {} takes the judgement card {}",
                                j.seat.num(),
                                l
                            ),
                            &[c],
                        );
                        self.table_to(c, Zone::Hand(j.seat));
                    } else {
                        self.table_to_discard(c);
                    }
                }
                Step::Done(Ret::Judge { card: j.card, good })
            }
        }
    }

    /// The judge phase: the delayed tricks in `pending` (area order), last placed first.
    pub(crate) fn step_judge_phase(&mut self, pending: &mut Vec<CardId>) -> Next {
        let s = self.active;
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        while let Some(card) = pending.pop() {
            if self.move_from(card, Zone::Judge(s), Zone::Table) {
                return Step::Call(Frame::Delayed(DelayedCtx {
                    seat: s,
                    card,
                    name: self.judge_as[card as usize],
                    step: DelayedStep::Start,
                }));
            }
        }
        Step::Done(Ret::None)
    }

    pub(crate) fn step_delayed(&mut self, d: &mut DelayedCtx, input: In) -> Next {
        let s = d.seat;
        match d.step {
            DelayedStep::Start => {
                let l = self.card(d.card).label();
                self.say_cards(
                    Audience::All,
                    "guozhan.delayed",
                    text!(
                        "{}号判定区的{}开始结算",
                        "{1} in seat {0}'s judge area resolves",
                        s.num(),
                        l
                    ),
                    &[d.card],
                );
                d.step = DelayedStep::AfterWindow;
                Step::Call(self.nullify(d.name, None, s, false))
            }
            DelayedStep::AfterWindow => {
                let cancelled = ret(input) == Ret::Bool(true);
                if !self.alive(s) {
                    self.table_to_discard(d.card);
                } else if cancelled {
                    if d.name == Name::Lightning {
                        self.move_lightning(d.card, s);
                    } else {
                        self.table_to_discard(d.card);
                    }
                } else {
                    let reason = match d.name {
                        Name::Indulgence => JudgeReason::Indulgence,
                        Name::Supply => JudgeReason::Supply,
                        _ => JudgeReason::Lightning,
                    };
                    d.step = DelayedStep::Judged;
                    return Step::Call(Frame::Judge(JudgeCtx {
                        seat: s,
                        reason,
                        card: None,
                        step: 0,
                    }));
                }
                Step::Done(Ret::None)
            }
            DelayedStep::Judged => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                let label = d.name.label();
                match d.name {
                    Name::Lightning if good => {
                        self.table_to_discard(d.card);
                        self.say(
                            "guozhan.lightning_strikes",
                            text!("【闪电】击中{}号", "Lightning strikes seat {}", s.num()),
                        );
                        return Step::Become(self.damage(
                            None,
                            s,
                            3,
                            Nature::Thunder,
                            Some(Name::Lightning),
                        ));
                    }
                    Name::Lightning => self.move_lightning(d.card, s),
                    _ => {
                        self.table_to_discard(d.card);
                        if !good {
                            let phase = if d.name == Name::Indulgence {
                                Phase::Play
                            } else {
                                Phase::Draw
                            };
                            self.turn.skip |= phase.bit();
                            let pn = phase.name();
                            self.say(
                                "guozhan.delayed_hit",
                                text!(
                                    "{}生效：{}号将跳过{}",
                                    "{} takes effect: seat {} will skip its {}",
                                    label,
                                    s.num(),
                                    pn
                                ),
                            );
                        } else {
                            self.say(
                                "guozhan.delayed_miss",
                                text!("{}未生效", "{} has no effect", label),
                            );
                        }
                    }
                }
                Step::Done(Ret::None)
            }
        }
    }

    /// 闪电 moves from `from` to the next living seat without one (back to `from` if
    /// there is none).
    fn move_lightning(&mut self, c: CardId, from: Seat) {
        if self.zones.zone_of(c) != Zone::Table {
            return;
        }
        let has = |g: &Game, t: Seat| g.judge_tricks(t).any(|(_, n)| n == Name::Lightning);
        let to = self
            .seating
            .from(self.seating.next(from))
            .find(|&t| self.alive(t) && !has(self, t))
            .unwrap_or(from);
        self.put_judge(to, c, Name::Lightning);
        self.say(
            "guozhan.lightning_moves",
            text!(
                "【闪电】移动到{}号的判定区",
                "Lightning moves to seat {}'s judge area",
                to.num()
            ),
        );
    }
}
