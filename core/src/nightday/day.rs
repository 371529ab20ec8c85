//! The day: the dawn's announcement (deaths together, in seat order, without cause), the
//! speeches (from the game's first speaker, or in the direction the sheriff picks), and
//! the vote with its ties, its exit and the hooks of a vote-out (a 白痴 who stays).

use serde::{Deserialize, Serialize};

use crate::{seat::Seat, text::Text};

use super::{
    NightDay, OptOf,
    exits::{HookTiming, finish},
    offer::Opt,
    phase::{Cx, Done, Flow, Phase, Showing, Slot, Verdict},
    role::seat_list,
    sheriff::{self, SheriffRules},
    speech::rotation,
    stage::{Dawn, Discussion, Exits, Judgement, Poll, Purpose, Speech, Speeches, Stage, Voting},
    tally::{Runoff, TieEnd, TiePolicy},
    town::{Cause, End, Exit},
};

/// What a dawn with no deaths leads to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Peaceful {
    /// The day is held all the same.
    #[default]
    Discuss,
    /// Straight on to the next night.
    SkipDay,
}

/// How a rule set runs its days.
#[derive(Clone, Debug)]
pub struct DayRules {
    /// What a dawn without deaths leads to.
    pub peaceful: Peaceful,
    /// How votes are cast.
    pub voting: Voting,
    /// What a tied vote leads to.
    pub ties: TiePolicy,
    /// Whether the tied vote in the runoffs.
    pub tied_vote: bool,
    /// Seconds a host gives a speech or last words.
    pub speech_seconds: u32,
    /// Seconds a host gives a vote.
    pub vote_seconds: u32,
    /// The sheriff, if the rule set has one.
    pub sheriff: Option<SheriffRules>,
    /// When exit hooks are asked, if the game has any.
    pub hooks: Option<HookTiming>,
}

impl Default for DayRules {
    fn default() -> Self {
        DayRules {
            peaceful: Peaceful::Discuss,
            voting: Voting::InTurn,
            ties: TiePolicy {
                runoffs: vec![Runoff::TiedSpeak],
                finally: TieEnd::NobodyOut,
            },
            tied_vote: true,
            speech_seconds: 90,
            vote_seconds: 30,
            sheriff: None,
            hooks: None,
        }
    }
}

impl<G: NightDay> Phase<G> for Dawn {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        // A seat that left before the announcement (by its own hand during the sheriff's
        // election) is not announced again.
        let mut deaths = std::mem::take(&mut cx.town.pending);
        for s in deaths.iter() {
            if !cx.town.is_alive(s) {
                deaths.remove(s);
            }
        }
        let night = cx.town.night;
        let mut batch = Vec::with_capacity(deaths.len());
        for d in deaths.iter() {
            let exit = Exit {
                seat: d,
                cause: Cause::Night,
                night,
                by_day: false,
            };
            cx.town.take_out(exit);
            batch.push(exit);
        }
        let key = cx.town.keys().dawn;
        if deaths.is_empty() {
            cx.town.announce(
                key,
                Text::new("昨晚是平安夜，没有人死亡", "Nobody died last night"),
            );
        } else {
            let list: Vec<&str> = deaths.iter().map(Seat::num).collect();
            cx.town.announce(
                key,
                Text::owned(
                    format!("昨晚死亡：{}号", list.join("号、")),
                    format!("Died last night: seat {}", list.join(", ")),
                ),
            );
        }
        cx.town.last_deaths = deaths.iter().collect();
        Flow::Push(Stage::Exits(Exits::new(batch)))
    }

    fn answer(&mut self, _: &mut Cx<'_, G>, _: Seat, _: OptOf<G>) -> Flow<G> {
        Flow::Wait
    }

    fn resume(&mut self, cx: &mut Cx<'_, G>, _: Done) -> Flow<G> {
        if cx.town.last_deaths.is_empty()
            && cx.game.day().peaceful == Peaceful::SkipDay
            && !cx.town.day_ended
        {
            // The day is not held: it is not counted.
            cx.town.day = cx.town.held;
            return Flow::Goto(Slot::Night);
        }
        Flow::Done(Done::Finished)
    }

    fn showing(&self) -> Showing<'_> {
        Showing::Other
    }
}

impl Discussion {
    fn speak<G: NightDay>(cx: &mut Cx<'_, G>, order: Vec<Seat>, line: Text) -> Flow<G> {
        let key = cx.town.keys().day;
        cx.town.announce(key, line);
        cx.town.order = order.clone();
        Flow::Push(Stage::Speeches(Speeches::new(order, Speech::Day)))
    }
}

impl<G: NightDay> Phase<G> for Discussion {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        if cx.town.day_ended {
            return Flow::Done(Done::Finished);
        }
        if let Some(s) = cx.town.sheriff()
            && cx.game.day().sheriff.is_some()
        {
            sheriff::ask_direction(cx, s);
            self.asked = Some(s);
            return Flow::Wait;
        }
        let Some(start) = cx.game.first_speaker(cx.town) else {
            let end = cx.game.win(cx.town).unwrap_or(End::Draw);
            return finish(cx, end);
        };
        let alive = cx.town.alive();
        let order = rotation(cx.town.seating(), start, |s| alive.contains(s));
        let day = cx.town.day;
        Discussion::speak(
            cx,
            order,
            crate::text!(
                "第{}天：从{}号开始发言",
                "Day {}: speeches start with seat {}",
                day,
                start.number()
            ),
        )
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, _: Seat, opt: OptOf<G>) -> Flow<G> {
        let Some(s) = self.asked.take() else {
            return Flow::Wait;
        };
        let order = sheriff::direction(cx.town, s, opt == Opt::Right);
        let day = cx.town.day;
        let first = order[0];
        Discussion::speak(
            cx,
            order,
            crate::text!(
                "第{}天：警长{}号选择从{}号开始发言，警长最后发言",
                "Day {}: the sheriff, seat {}, has seat {} speak first and speaks last",
                day,
                s.number(),
                first.number()
            ),
        )
    }

    fn showing(&self) -> Showing<'_> {
        match self.asked {
            Some(s) => Showing::Order(s),
            None => Showing::Other,
        }
    }
}

impl<G: NightDay> Phase<G> for Judgement {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        if cx.town.day_ended {
            return Flow::Done(Done::Finished);
        }
        let rules = cx.game.day().clone();
        let voters: Vec<Seat> = cx
            .town
            .order
            .iter()
            .copied()
            .filter(|&s| cx.town.is_alive(s) && cx.game.may_vote(cx.town, s))
            .collect();
        let candidates: Vec<Seat> = cx.town.alive().iter().collect();
        let mut poll = Poll::new(
            Purpose::Day,
            rules.voting,
            voters,
            candidates,
            cx.town.order.clone(),
            rules.ties,
        )
        .tied_vote(rules.tied_vote);
        if let (Some(s), Some(sr)) = (cx.town.sheriff(), rules.sheriff) {
            poll = poll.weigh(s, sr.weight);
        }
        Flow::Push(Stage::Poll(poll))
    }

    fn answer(&mut self, _: &mut Cx<'_, G>, _: Seat, _: OptOf<G>) -> Flow<G> {
        Flow::Wait
    }

    fn resume(&mut self, cx: &mut Cx<'_, G>, done: Done) -> Flow<G> {
        let keys = cx.town.keys();
        let Done::Verdict(v) = done else {
            return Flow::Done(Done::Finished);
        };
        match v {
            Verdict::Chosen(s) => {
                if !cx.game.voted_out(cx.town, s) {
                    return Flow::Done(Done::Finished);
                }
                cx.town.announce(
                    keys.out,
                    crate::text!(
                        "{}号得票最多，出局",
                        "Seat {} has the most votes and is out",
                        s.num()
                    ),
                );
                let exit = Exit {
                    seat: s,
                    cause: Cause::Vote,
                    night: cx.town.night,
                    by_day: true,
                };
                cx.town.take_out(exit);
                Flow::Push(Stage::Exits(Exits::new(vec![exit])))
            }
            Verdict::NoVotes => {
                cx.town.announce(
                    keys.vote,
                    Text::new("无人投票，无人出局", "No votes: nobody is out"),
                );
                Flow::Done(Done::Finished)
            }
            Verdict::StillTied => {
                cx.town
                    .announce(keys.out, Text::new("无人出局", "Nobody is out"));
                Flow::Done(Done::Finished)
            }
            Verdict::Draw => {
                cx.town.announce(
                    keys.tie,
                    Text::new("仍然平票：本局平局", "Still tied: the game is a draw"),
                );
                finish(cx, End::Draw)
            }
        }
    }

    fn showing(&self) -> Showing<'_> {
        Showing::Other
    }
}

/// `3号、5号` in both languages, for lines that list seats.
pub fn list(seats: &[Seat]) -> Text {
    let (zh, en) = seat_list(seats.iter().copied());
    Text::owned(zh, en)
}
