//! Asking a seat for 【闪】 or 【杀】: 使用 (a 【闪】 against a 【杀】) or 打出 (南蛮入侵,
//! 万箭齐发, 决斗), one card at a time until enough are given; 八卦阵's judgement counts
//! as a 【闪】 on red; 丈八蛇矛 turns two hand cards into a 【杀】. Every option is offered
//! to the seat asked, whether or not it holds a card (a "pass" alone, then), so being
//! asked says nothing about a hand.

use tianhei_core::text;
use tianhei_core::{Audience, Text, cards::Step};

use crate::{
    card::{CardId, Name, UsedCard},
    choices::Act,
    frame::{Frame, In, JudgeCtx, JudgeReason, Next, RespondCtx, RespondStep, Ret, reply, ret},
    game::Game,
    log::cached_text,
    timing::Timing,
};

impl Game {
    pub(crate) fn step_respond(&mut self, r: &mut RespondCtx, input: In) -> Next {
        let s = r.seat;
        if !self.alive(s) {
            return Step::Done(Ret::Bool(false));
        }
        match r.step {
            RespondStep::Ask => {
                let acts = self.respond_acts(r);
                let text = self.respond_text(r);
                r.step = RespondStep::Answered;
                self.ask(s, "guozhan.respond", text, acts, 0);
                Step::Wait
            }
            RespondStep::Answered => match reply(input) {
                Some(act @ Act::ViewAs { skill, card, .. }) => {
                    if self.needs_faction_choice(s) {
                        return match self.defer_for_reveal(s, act) {
                            Some(f) => Step::Call(f),
                            None => Step::Again,
                        };
                    }
                    let Some(used) = self.respond_skill(r, skill, card) else {
                        return Step::Done(Ret::None);
                    };
                    self.log_response(r, &used);
                    self.table_to_discard(card);
                    self.given(r)
                }
                Some(Act::Use { card, .. }) | Some(Act::Play(card)) => {
                    self.hand_to_table(s, &[card]);
                    self.log_response(r, &UsedCard::real(self.card(card)));
                    self.table_to_discard(card);
                    self.given(r)
                }
                Some(Act::Spear(None)) => {
                    let acts: Vec<Act> = self.hand(s).iter().map(|&c| Act::Card(c)).collect();
                    if acts.len() < 2 {
                        r.step = RespondStep::Ask;
                        return Step::Again;
                    }
                    r.step = RespondStep::SpearCards;
                    self.ask_many(
                        s,
                        "guozhan.spear_cards",
                        Text::new(
                            "丈八蛇矛：选择两张手牌当【杀】",
                            "Serpent Spear: choose two hand cards to play as a Slash",
                        ),
                        acts,
                        (2, 2),
                        vec![0, 1],
                    );
                    Step::Wait
                }
                Some(Act::Bagua) => {
                    r.bagua = false;
                    r.step = RespondStep::Bagua;
                    self.say(
                        "guozhan.bagua",
                        text!(
                            "{}号发动了【八卦阵】",
                            "Seat {} uses the Eight Diagram",
                            s.num()
                        ),
                    );
                    Step::Call(Frame::Judge(JudgeCtx {
                        seat: s,
                        reason: JudgeReason::Bagua,
                        card: None,
                        step: 0,
                    }))
                }
                _ => {
                    let w = r.want.label();
                    self.say(
                        "guozhan.no_response",
                        text!("{}号没有出{}", "Seat {} gives no {}", s.num(), w),
                    );
                    Step::Done(Ret::Bool(false))
                }
            },
            RespondStep::SpearCards => {
                let picked: Vec<CardId> = Game::picked_cards(input);
                if picked.len() != 2 {
                    r.step = RespondStep::Ask;
                    return Step::Again;
                }
                let used = UsedCard::converted(
                    Name::Sha,
                    &[self.card(picked[0]), self.card(picked[1])],
                    Some(Name::Spear),
                );
                self.hand_to_table(s, &picked);
                self.log_response(r, &used);
                for &c in &picked {
                    self.table_to_discard(c);
                }
                self.given(r)
            }
            RespondStep::Bagua => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                if good {
                    let used = UsedCard::converted(Name::Shan, &[], Some(Name::EightDiagram));
                    self.log_response(r, &used);
                    self.given(r)
                } else {
                    r.step = RespondStep::Ask;
                    Step::Again
                }
            }
            RespondStep::Given => {
                if r.got >= r.need {
                    Step::Done(Ret::Bool(true))
                } else {
                    r.step = RespondStep::Ask;
                    r.bagua = true;
                    Step::Again
                }
            }
        }
    }

    /// One card given: its used/played timing, then enough or ask again.
    fn given(&mut self, r: &mut RespondCtx) -> Next {
        r.got += 1;
        if r.want == Name::Sha && self.in_own_play(r.seat) {
            self.turn.sha_touched = true;
        }
        let play = r.play;
        r.step = RespondStep::Given;
        self.fire(if play {
            Timing::CardPlayed
        } else {
            Timing::CardUsed
        })
    }

    /// The options: pass, each distinct card that answers (one per name), 丈八蛇矛 and
    /// 八卦阵 when they may.
    pub(crate) fn respond_acts(&self, r: &RespondCtx) -> Vec<Act> {
        let s = r.seat;
        let mut acts = vec![Act::Pass];
        let hand = self.hand(s);
        let mut names: Vec<Name> = Vec::with_capacity(3);
        for &c in hand {
            let name = self.card(c).name;
            let fits = if r.want == Name::Sha {
                name.is_sha()
            } else {
                name == r.want
            };
            if fits && !names.contains(&name) {
                names.push(name);
                acts.push(if r.play {
                    Act::Play(c)
                } else {
                    Act::Use {
                        card: c,
                        target: None,
                    }
                });
            }
        }
        if r.want == Name::Sha && hand.len() >= 2 && self.has_active(s, Name::Spear) {
            acts.push(Act::Spear(None));
        }
        if r.want == Name::Shan
            && r.bagua
            && !r.armor_ignored
            && self.has_active(s, Name::EightDiagram)
        {
            acts.push(Act::Bagua);
        }
        self.respond_skill_acts(r, &mut acts);
        acts
    }

    fn respond_text(&self, r: &RespondCtx) -> Text {
        let card = self.top_use().map_or(255, |u| u.card.name as u8);
        let from = r.from.map_or(0, |f| f.0 + 1);
        let key = [
            2,
            from,
            card,
            r.want as u8,
            u8::from(r.play),
            r.need - r.got,
        ];
        cached_text(key, || self.build_respond_text(r))
    }

    fn build_respond_text(&self, r: &RespondCtx) -> Text {
        let w = r.want.label();
        let left = (r.need - r.got).to_string();
        let verb = if r.play {
            Text::new("打出", "play")
        } else {
            Text::new("使用", "use")
        };
        let from = r.from.map_or("?", |f| f.num());
        let card = self
            .top_use()
            .map(|u| u.card.name.label())
            .unwrap_or(Text::new("牌", "card"));
        text!(
            "{}号的{}：请{}{}（还需{}张），否则承受其效果",
            "Seat {}'s {}: {} a {} ({} more needed), or suffer its effect",
            from,
            card,
            verb,
            w,
            left
        )
    }

    fn log_response(&mut self, r: &RespondCtx, used: &UsedCard) {
        let s = r.seat.num();
        let verb = if r.play {
            Text::new("打出", "plays")
        } else {
            Text::new("使用", "uses")
        };
        let what = if used.real {
            self.cards_text(&used.cards)
        } else {
            let n = used.name.label();
            let via = used.via.map(|v| v.label()).unwrap_or(Text::new("", ""));
            if used.cards.is_empty() {
                text!("{}（{}）", "{} ({})", n, via)
            } else if used.via.is_none() {
                // Converted by a skill (its line came first).
                let c = self.cards_text(&used.cards);
                text!("{}（由{}转化）", "{} (from {})", n, c)
            } else {
                let c = self.cards_text(&used.cards);
                text!("{}（{}：{}）", "{} ({}: {})", n, via, c)
            }
        };
        let cards = used.cards.clone();
        self.say_cards(
            Audience::All,
            "guozhan.respond",
            text!("{}号{}了{}", "Seat {} {} {}", s, verb, what),
            &cards,
        );
    }
}
