//! The sheriff (警长): the election before the first dawn's announcement — candidates run,
//! speak, may withdraw (退水), the others vote, a tie gives the tied a second speech and
//! vote, a second tie means no sheriff — the badge passed or torn when the sheriff leaves,
//! and the speaking direction the sheriff picks each day. A seat leaving mid-speech stops
//! an election: it is held again the next day, and after too many such stops the badge is
//! lost for the game (警徽流失).

use crate::{
    event::Pace,
    prompt::Prompt,
    seat::{Seat, SeatSet},
    text::Text,
};

use super::{
    NightDay, OptOf,
    offer::{Offered, Opt},
    phase::{Cx, Done, Flow, Phase, Showing, Verdict},
    role::seat_list,
    stage::{Election, ElectionState, Poll, Purpose, Speech, Speeches, Stage, Voting},
    tally::{Runoff, TieEnd, TiePolicy},
};

/// A rule set's sheriff.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SheriffRules {
    /// The sheriff's vote in half-votes: 3 is 1.5 votes.
    pub weight: u8,
    /// Elections stopped by a seat leaving mid-speech before the badge is lost for good.
    pub interruptions: u8,
}

impl Default for SheriffRules {
    fn default() -> Self {
        SheriffRules {
            weight: 3,
            interruptions: 2,
        }
    }
}

impl Election {
    /// The candidates still running, in seat order.
    pub fn candidates(&self) -> &[Seat] {
        &self.candidates
    }

    /// Everyone who ran.
    pub fn ran(&self) -> SeatSet {
        self.ran
    }

    fn ask_all<G: NightDay>(
        &mut self,
        cx: &mut Cx<'_, G>,
        seats: &[Seat],
        kind: &'static str,
        question: Text,
        options: [Offered<G::Offer>; 2],
    ) {
        let seconds = cx.game.day().vote_seconds;
        for &s in seats {
            cx.town.offer(options.to_vec(), |o| {
                Prompt::one(s, kind, question.clone(), o).with_timeout(seconds)
            });
        }
        self.waiting = seats.len();
        self.yes = SeatSet::EMPTY;
    }

    /// The candidates are known: elect, lose the badge, or hear them.
    fn after_candidacy<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        let key = cx.town.keys().sheriff;
        self.candidates = self.yes.iter().collect();
        self.ran = self.yes;
        if self.candidates.is_empty() {
            return lose(
                cx,
                Text::new(
                    "无人竞选警长：警徽流失",
                    "Nobody runs for sheriff: there is no sheriff",
                ),
            );
        }
        let (zh, en) = seat_list(self.candidates.iter().copied());
        cx.town.announce(
            key,
            Text::owned(
                format!("竞选警长：{zh}"),
                format!("Running for sheriff: seats {en}"),
            ),
        );
        if let [one] = self.candidates[..] {
            return elect(cx, one);
        }
        if cx.town.alive().iter().all(|s| self.ran.contains(s)) {
            return lose(
                cx,
                Text::new(
                    "所有人都竞选警长，无人投票：警徽流失",
                    "Everyone runs, nobody votes: there is no sheriff",
                ),
            );
        }
        let k = rand::RngExt::random_range(&mut cx.town.rng, 0..self.candidates.len());
        let first = self.candidates[k];
        let n = self.candidates.len();
        self.order = (0..n).map(|i| self.candidates[(k + i) % n]).collect();
        cx.town.announce(
            key,
            crate::text!(
                "警长竞选发言：从{}号开始",
                "Campaign speeches: seat {} first",
                first.num()
            ),
        );
        cx.town.narrate(
            Text::new("请警长候选人依次发言。", "Candidates, speak in turn."),
            Pace::SHORT,
        );
        self.state = ElectionState::Campaign;
        Flow::Push(Stage::Speeches(Speeches::new(
            self.order.clone(),
            Speech::Campaign,
        )))
    }

    /// The withdrawals are in: elect, lose the badge, or vote.
    fn after_withdrawal<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        let key = cx.town.keys().sheriff;
        if !self.yes.is_empty() {
            let (zh, en) = seat_list(self.yes.iter());
            cx.town.announce(
                key,
                Text::owned(format!("退水：{zh}"), format!("Withdrawn: seats {en}")),
            );
        }
        let yes = self.yes;
        self.candidates
            .retain(|&c| !yes.contains(c) && cx.town.is_alive(c));
        match self.candidates[..] {
            [] => lose(
                cx,
                Text::new(
                    "候选人全部退水：警徽流失",
                    "Every candidate withdrew: there is no sheriff",
                ),
            ),
            [one] => elect(cx, one),
            _ => {
                let voters: Vec<Seat> = cx
                    .town
                    .alive()
                    .iter()
                    .filter(|&s| !self.ran.contains(s))
                    .collect();
                let speakers: Vec<Seat> = self
                    .order
                    .iter()
                    .copied()
                    .filter(|s| self.candidates.contains(s))
                    .collect();
                let ties = TiePolicy {
                    runoffs: vec![Runoff::TiedSpeak],
                    finally: TieEnd::NobodyOut,
                };
                self.state = ElectionState::Voting;
                Flow::Push(Stage::Poll(Poll::new(
                    Purpose::Sheriff,
                    Voting::Together,
                    voters,
                    self.candidates.clone(),
                    speakers,
                    ties,
                )))
            }
        }
    }

    /// A seat left mid-speech: the election stops, to be held again, or never.
    fn stopped<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        let max = cx.game.day().sheriff.map_or(1, |r| r.interruptions);
        cx.town.badge.interrupted += 1;
        self.state = ElectionState::Idle;
        if cx.town.badge.interrupted >= max {
            return lose(
                cx,
                Text::new(
                    "警长竞选再次中止：警徽流失，本局没有警长",
                    "The election is stopped again: there is no sheriff this game",
                ),
            );
        }
        let key = cx.town.keys().sheriff;
        cx.town.announce(
            key,
            Text::new(
                "警长竞选中止，下一个白天重新竞选",
                "The election is stopped; it is held again next day",
            ),
        );
        Flow::Done(Done::Finished)
    }
}

fn elect<G: NightDay>(cx: &mut Cx<'_, G>, s: Seat) -> Flow<G> {
    cx.town.badge.holder = Some(s);
    cx.town.badge.due = false;
    let key = cx.town.keys().sheriff;
    cx.town.announce(
        key,
        crate::text!("{}号当选警长", "Seat {} is elected sheriff", s.num()),
    );
    Flow::Done(Done::Finished)
}

fn lose<G: NightDay>(cx: &mut Cx<'_, G>, line: Text) -> Flow<G> {
    cx.town.badge.lost = true;
    cx.town.badge.due = false;
    let key = cx.town.keys().sheriff;
    cx.town.announce(key, line);
    Flow::Done(Done::Finished)
}

impl<G: NightDay> Phase<G> for Election {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        let badge = cx.town.badge;
        if cx.game.day().sheriff.is_none() || !badge.due || badge.lost {
            return Flow::Done(Done::Finished);
        }
        cx.town.narrate(
            Text::new("现在开始竞选警长。", "The sheriff's election begins."),
            Pace::SHORT,
        );
        cx.town.narrate(
            Text::new(
                "想竞选警长的玩家请举手。",
                "Whoever runs for sheriff, raise your hand.",
            ),
            Pace::ACTION,
        );
        let alive: Vec<Seat> = cx.town.alive().iter().collect();
        let kind = cx.town.keys().run;
        self.ask_all(
            cx,
            &alive,
            kind,
            Text::new("是否竞选警长？", "Do you run for sheriff?"),
            [
                Offered::new(Opt::Stay, Text::new("不竞选", "Do not run")),
                Offered::new(Opt::Run, Text::new("竞选警长", "Run for sheriff")),
            ],
        );
        self.state = ElectionState::Candidacy;
        Flow::Wait
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        if matches!(opt, Opt::Run | Opt::Withdraw) {
            self.yes.insert(seat);
        }
        self.waiting = self.waiting.saturating_sub(1);
        if self.waiting > 0 {
            return Flow::Wait;
        }
        match self.state {
            ElectionState::Candidacy => self.after_candidacy(cx),
            ElectionState::Withdrawal => self.after_withdrawal(cx),
            _ => Flow::Wait,
        }
    }

    fn resume(&mut self, cx: &mut Cx<'_, G>, done: Done) -> Flow<G> {
        match (self.state, done) {
            (_, Done::Interrupted(_)) => self.stopped(cx),
            (ElectionState::Campaign, _) => {
                let stay: Vec<Seat> = self
                    .candidates
                    .iter()
                    .copied()
                    .filter(|&c| cx.town.is_alive(c))
                    .collect();
                let kind = cx.town.keys().withdraw;
                cx.town.narrate(
                    Text::new("候选人可以退水。", "Candidates may withdraw."),
                    Pace::SHORT,
                );
                self.ask_all(
                    cx,
                    &stay,
                    kind,
                    Text::new(
                        "是否退水（退出警长竞选）？",
                        "Do you withdraw from the election?",
                    ),
                    [
                        Offered::new(Opt::Stay, Text::new("继续竞选", "Keep running")),
                        Offered::new(Opt::Withdraw, Text::new("退水", "Withdraw")),
                    ],
                );
                self.state = ElectionState::Withdrawal;
                if stay.is_empty() {
                    return self.after_withdrawal(cx);
                }
                Flow::Wait
            }
            (ElectionState::Voting, Done::Verdict(v)) => match v {
                Verdict::Chosen(s) => elect(cx, s),
                Verdict::NoVotes => lose(
                    cx,
                    Text::new("无人投票：警徽流失", "No votes: there is no sheriff"),
                ),
                Verdict::StillTied | Verdict::Draw => lose(
                    cx,
                    Text::new("再次平票：警徽流失", "Tied again: there is no sheriff"),
                ),
            },
            _ => Flow::Done(Done::Finished),
        }
    }

    fn showing(&self) -> Showing<'_> {
        match self.state {
            ElectionState::Candidacy => Showing::Candidacy,
            ElectionState::Withdrawal => Showing::Withdrawal,
            _ => Showing::Other,
        }
    }
}

/// Asks the sheriff who left to pass the badge to a seat still alive, or tear it.
pub(crate) fn ask_badge<G: NightDay>(cx: &mut Cx<'_, G>, holder: Seat) {
    let key = cx.town.keys().badge;
    cx.town.announce(
        cx.town.keys().sheriff,
        crate::text!(
            "请警长{}号移交或撕毁警徽",
            "Sheriff, seat {}: pass the badge or tear it",
            holder.num()
        ),
    );
    let mut options = vec![Offered::new(
        Opt::Tear,
        Text::new("撕毁警徽", "Tear the badge"),
    )];
    options.extend(
        cx.town
            .alive()
            .iter()
            .filter(|&s| cx.game.may_hold_badge(cx.town, s))
            .map(Offered::seat),
    );
    let seconds = cx.game.day().vote_seconds;
    cx.town.offer(options, |o| {
        Prompt::one(
            holder,
            key,
            Text::new(
                "请移交警徽，或撕毁警徽",
                "Pass the badge to a living seat, or tear it",
            ),
            o,
        )
        .with_timeout(seconds)
    });
}

/// The badge passes to the seat picked, or is torn.
pub(crate) fn on_badge<G: NightDay>(cx: &mut Cx<'_, G>, holder: Seat, opt: OptOf<G>) {
    let key = cx.town.keys().sheriff;
    match opt.seat() {
        Some(to) => {
            cx.town.badge.holder = Some(to);
            cx.town.announce(
                key,
                crate::text!(
                    "警长{}号将警徽移交给{}号",
                    "Sheriff {} passes the badge to seat {}",
                    holder.num(),
                    to.num()
                ),
            );
        }
        None => {
            cx.town.badge.holder = None;
            cx.town.badge.lost = true;
            cx.town.announce(
                key,
                crate::text!(
                    "警长{}号撕毁警徽，警徽流失",
                    "Sheriff {} tears the badge: there is no sheriff now",
                    holder.num()
                ),
            );
        }
    }
}

/// The speaking order from `sheriff`'s right or left, the sheriff last.
pub fn direction<G: NightDay>(town: &super::Town<G>, sheriff: Seat, right: bool) -> Vec<Seat> {
    let seating = town.seating();
    let n = seating.len();
    let mut order: Vec<Seat> = (1..n)
        .map(|k| {
            if right {
                Seat(((sheriff.index() + k) % n) as u8)
            } else {
                Seat(((sheriff.index() + n - k) % n) as u8)
            }
        })
        .filter(|&s| town.is_alive(s))
        .collect();
    order.push(sheriff);
    order
}

/// Asks the sheriff which way the speeches go.
pub(crate) fn ask_direction<G: NightDay>(cx: &mut Cx<'_, G>, sheriff: Seat) {
    let right = direction(cx.town, sheriff, true);
    let left = direction(cx.town, sheriff, false);
    let options = vec![
        Offered::new(
            Opt::Right,
            crate::text!(
                "向右（{}号先发言）",
                "To the right (seat {} first)",
                right[0].num()
            ),
        ),
        Offered::new(
            Opt::Left,
            crate::text!(
                "向左（{}号先发言）",
                "To the left (seat {} first)",
                left[0].num()
            ),
        ),
    ];
    let (kind, seconds) = (cx.town.keys().order, cx.game.day().vote_seconds);
    cx.town.offer(options, |o| {
        Prompt::one(
            sheriff,
            kind,
            Text::new(
                "请选择发言顺序（警长最后发言）",
                "Pick the speaking direction (the sheriff speaks last)",
            ),
            o,
        )
        .with_timeout(seconds)
    });
}
