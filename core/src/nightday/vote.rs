//! One vote with its runoffs ([`Poll`]): cast in turn or all at once, a sheriff's vote
//! weighing 1.5, ties settled by the rule set's tie policy (the tied speak again, the
//! others speak, a revote), ending in a [`Verdict`] for the phase that called it.

use crate::{
    prompt::Prompt,
    seat::{Seat, SeatSet},
    text::Text,
};

use super::{
    NightDay, OptOf,
    offer::{Offered, Opt},
    phase::{Cx, Done, Flow, Phase, Showing, Verdict},
    role::seat_list,
    stage::{Poll, Purpose, Speech, Speeches, Stage, Voting},
    tally::{Ballot, Runoff, TieEnd, TieStep, Vote, VoteResult},
};

impl Poll {
    /// What is voted on.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// 0 for the first vote, then 1, 2 for the runoffs.
    pub fn runoff(&self) -> usize {
        self.runoff
    }

    /// Who may be voted for.
    pub fn candidates(&self) -> &[Seat] {
        self.vote.candidates()
    }

    /// Who votes in this round, in order.
    pub fn voters(&self) -> &[Seat] {
        self.vote.order()
    }

    /// The votes everyone has seen: each as it is cast in turn; none of a vote all at
    /// once until the last is in.
    pub fn ballots(&self) -> &[Ballot] {
        match self.voting {
            Voting::InTurn => self.vote.ballots(),
            Voting::Together => &[],
        }
    }

    /// Who votes now (votes in turn).
    pub fn voter(&self) -> Option<Seat> {
        match self.voting {
            Voting::InTurn => self.vote.current_voter(),
            Voting::Together => None,
        }
    }

    /// How votes are cast.
    pub fn voting(&self) -> Voting {
        self.voting
    }

    /// A voter's weight in half-votes.
    pub fn halves_of(&self, voter: Seat) -> u32 {
        self.vote.halves_of(voter)
    }

    fn kind<G: NightDay>(&self, cx: &Cx<'_, G>) -> &'static str {
        match self.purpose {
            Purpose::Day => cx.town.keys().vote,
            Purpose::Sheriff => cx.town.keys().elect,
        }
    }

    /// Opens a round among the candidates in `self.next`.
    fn open<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        let candidates = std::mem::take(&mut self.next);
        let tied: SeatSet = candidates.iter().copied().collect();
        let voters: Vec<Seat> = self
            .voters
            .iter()
            .copied()
            .filter(|&v| {
                cx.town.is_alive(v) && (self.runoff == 0 || self.tied_vote || !tied.contains(v))
            })
            .collect();
        let keys = cx.town.keys();
        let line = if self.runoff > 0 {
            let (zh, en) = seat_list(candidates.iter().copied());
            Text::owned(
                format!("平票，第{}次投票，候选：{zh}", self.runoff + 1),
                format!("Tie: vote {} among seats {}", self.runoff + 1, en),
            )
        } else {
            match (self.purpose, self.voting) {
                (Purpose::Day, Voting::InTurn) => Text::new(
                    "开始投票：按发言顺序依次投票，可以弃权",
                    "Vote in speaking order; you may abstain",
                ),
                (Purpose::Day, Voting::Together) => Text::new(
                    "开始投票：所有人同时投票，可以弃权",
                    "Everyone votes at once; you may abstain",
                ),
                (Purpose::Sheriff, _) => Text::new(
                    "警长投票：没有竞选的玩家投票，可以弃权",
                    "The sheriff's vote: those who did not run vote; you may abstain",
                ),
            }
        };
        cx.town.announce(keys.vote, line);
        self.vote = Vote::new(voters, candidates);
        for &(v, h) in &self.weights {
            self.vote.weigh(v, h);
        }
        match self.voting {
            Voting::InTurn => match self.vote.current_voter() {
                Some(v) => self.ask(cx, v),
                None => return Flow::Done(Done::Verdict(Verdict::NoVotes)),
            },
            Voting::Together => {
                if self.vote.order().is_empty() {
                    return Flow::Done(Done::Verdict(Verdict::NoVotes));
                }
                for v in self.vote.order().to_vec() {
                    self.ask(cx, v);
                }
            }
        }
        Flow::Wait
    }

    fn ask<G: NightDay>(&self, cx: &mut Cx<'_, G>, voter: Seat) {
        let mut options = Vec::with_capacity(self.vote.candidates().len() + 1);
        options.push(Offered::new(Opt::Abstain, Text::new("弃权", "Abstain")));
        options.extend(
            self.vote
                .candidates()
                .iter()
                .filter(|&&c| c != voter)
                .map(|&c| Offered::seat(c)),
        );
        let question = match self.purpose {
            Purpose::Day => Text::new(
                "请投票：选择要出局的人，或弃权",
                "Vote: whom should be out? Or abstain",
            ),
            Purpose::Sheriff => {
                Text::new("请投票选出警长，或弃权", "Vote for the sheriff, or abstain")
            }
        };
        let (kind, seconds) = (self.kind(cx), cx.game.day().vote_seconds);
        cx.town.offer(options, |o| {
            Prompt::one(voter, kind, question, o).with_timeout(seconds)
        });
    }

    /// Every vote is in: the verdict, or a runoff.
    fn settle<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        match self.vote.result() {
            VoteResult::Elected(s) => Flow::Done(Done::Verdict(Verdict::Chosen(s))),
            VoteResult::NoVotes => Flow::Done(Done::Verdict(Verdict::NoVotes)),
            VoteResult::Tied(tied) => {
                let tie = cx.town.keys().tie;
                let set: SeatSet = tied.iter().copied().collect();
                match self.ties.after_tie(self.runoff, tied) {
                    TieStep::Runoff(r, tied) => {
                        self.runoff += 1;
                        self.next = tied;
                        let speakers: Vec<Seat> = match r {
                            Runoff::TiedSpeak => {
                                cx.town.announce(
                                    tie,
                                    Text::new(
                                        "平票：平票者再发言一轮",
                                        "Tie: the tied players speak again",
                                    ),
                                );
                                self.speakers
                                    .iter()
                                    .copied()
                                    .filter(|&s| set.contains(s))
                                    .collect()
                            }
                            Runoff::OthersSpeak => {
                                cx.town.announce(
                                    tie,
                                    Text::new(
                                        "再次平票：其他玩家逐一发言",
                                        "Tied again: the other players speak one by one",
                                    ),
                                );
                                self.speakers
                                    .iter()
                                    .copied()
                                    .filter(|&s| !set.contains(s) && cx.town.is_alive(s))
                                    .collect()
                            }
                            Runoff::Revote => return self.open(cx),
                        };
                        Flow::Push(Stage::Speeches(Speeches::new(speakers, Speech::Runoff)))
                    }
                    TieStep::End(TieEnd::Draw) => Flow::Done(Done::Verdict(Verdict::Draw)),
                    TieStep::End(TieEnd::NobodyOut) => {
                        Flow::Done(Done::Verdict(Verdict::StillTied))
                    }
                }
            }
        }
    }

    /// `计票：5号2.5票、3号2票`, for votes shown all at once.
    fn count_line(&self) -> Option<Text> {
        let mut counts: Vec<(Seat, u32)> =
            self.vote.halves().into_iter().filter(|c| c.1 > 0).collect();
        if counts.is_empty() {
            return None;
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let votes = |h: u32| {
            if h.is_multiple_of(2) {
                (h / 2).to_string()
            } else {
                format!("{}.5", h / 2)
            }
        };
        let zh: Vec<String> = counts
            .iter()
            .map(|&(s, h)| format!("{}号{}票", s.number(), votes(h)))
            .collect();
        let en: Vec<String> = counts
            .iter()
            .map(|&(s, h)| format!("seat {} {}", s.number(), votes(h)))
            .collect();
        Some(Text::owned(
            format!("计票：{}", zh.join("、")),
            format!("Count: {}", en.join(", ")),
        ))
    }
}

fn ballot_line(b: Ballot) -> Text {
    match b.target {
        Some(t) => crate::text!(
            "{}号投给{}号",
            "Seat {} votes for seat {}",
            b.voter.num(),
            t.num()
        ),
        None => crate::text!("{}号弃权", "Seat {} abstains", b.voter.num()),
    }
}

impl<G: NightDay> Phase<G> for Poll {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        self.open(cx)
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        let target = opt.seat();
        let key = cx.town.keys().ballot;
        match self.voting {
            Voting::InTurn => {
                if self.vote.cast(seat, target).is_err() {
                    return Flow::Wait;
                }
                cx.town.announce(
                    key,
                    ballot_line(Ballot {
                        voter: seat,
                        target,
                    }),
                );
                if let Some(next) = self.vote.current_voter() {
                    self.ask(cx, next);
                    return Flow::Wait;
                }
            }
            Voting::Together => {
                if self.vote.cast_any(seat, target).is_err() || !self.vote.is_done() {
                    return Flow::Wait;
                }
                for b in self.vote.in_order() {
                    cx.town.announce(key, ballot_line(b));
                }
                if let Some(line) = self.count_line() {
                    cx.town.announce(key, line);
                }
            }
        }
        self.settle(cx)
    }

    fn resume(&mut self, cx: &mut Cx<'_, G>, done: Done) -> Flow<G> {
        match done {
            Done::Interrupted(s) => Flow::Done(Done::Interrupted(s)),
            _ => self.open(cx),
        }
    }

    fn showing(&self) -> Showing<'_> {
        Showing::Poll(self)
    }
}
