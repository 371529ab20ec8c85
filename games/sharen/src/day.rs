//! The day: last words, speeches in turn, the vote in turn with abstention, the
//! two-stage tie-break ending in a draw, and the win checks.

use tianhei_core::{
    Audience, Choice, Prompt, Seat, SeatSet, Text,
    mech::{
        speech::{Speeches, rotation},
        vote::{Runoff, TieEnd, TiePolicy, TieStep, Vote, VoteResult},
    },
    text,
};

use crate::{
    game::{AfterWords, SharenGame, Stage},
    night::kind as night_kind,
    role::{Role, Side},
    rules::ExitStep,
};

/// Prompt kinds of the day.
pub(crate) mod kind {
    pub const SPEECH: &str = "sharen.speech";
    pub const LAST_WORDS: &str = "sharen.last_words";
    pub const VOTE: &str = "sharen.vote";
}

/// Seconds a host gives one vote.
const VOTE_SECONDS: u32 = 30;

/// The seed's tie-break: the tied speak and everyone votes among them; then the others
/// speak and everyone votes among them; still tied, the game is a draw.
pub fn tie_policy() -> TiePolicy {
    TiePolicy {
        runoffs: vec![Runoff::TiedSpeak, Runoff::OthersSpeak],
        finally: TieEnd::Draw,
    }
}

impl SharenGame {
    /// Applies a validated answer.
    pub(crate) fn apply(&mut self, seat: Seat, kind: &str, target: Option<Seat>) {
        match kind {
            night_kind::KILL => self.on_kill(seat, target),
            night_kind::SECRET_KILL => self.on_power(Role::SecretKiller, seat, target),
            night_kind::EXECUTE => self.on_power(Role::SecretPolice, seat, target),
            night_kind::HEAL => self.on_heal(seat, target),
            night_kind::CHECK => self.on_check(seat, target),
            kind::SPEECH => self.on_speech_done(),
            kind::LAST_WORDS => self.on_last_words_done(),
            kind::VOTE => self.on_vote(seat, target),
            _ => {}
        }
    }

    /// Whether an exit at `step` gives last words.
    pub(crate) fn gives_last_words(&self, step: ExitStep) -> bool {
        self.rules
            .last_words_until(self.seating.len())
            .is_some_and(|until| step <= until)
    }

    pub(crate) fn last_words(&mut self, seat: Seat, then: AfterWords) {
        self.log.push(
            Audience::All,
            "sharen.last_words",
            Text::fill("请{}号留遗言", "Seat {}, your last words", &[seat.num()]),
        );
        let done = vec![Choice::new("done", Text::new("遗言完毕", "Done"))];
        let p = Prompt::one(
            seat,
            kind::LAST_WORDS,
            Text::new("请留遗言，说完后确认", "Give your last words, then confirm"),
            done,
        )
        .with_timeout(self.rules.speech_seconds);
        self.ask(p);
        self.stage = Stage::LastWords { seat, then };
    }

    fn on_last_words_done(&mut self) {
        if let Stage::LastWords { then, .. } = self.stage {
            self.continue_after(then);
        }
    }

    pub(crate) fn continue_after(&mut self, then: AfterWords) {
        match then {
            AfterWords::Day => self.start_day(),
            AfterWords::Night => self.start_night(),
        }
    }

    /// Speeches start from the first living seat to the right of tonight's victim (the
    /// killers' victim if several died, else the first in seat order).
    fn start_day(&mut self) {
        self.day = self.night;
        let victim = match self.tonight.killers_victim {
            Some(v) if self.last_deaths.contains(&v) => Some(v),
            _ => self.last_deaths.first().copied(),
        };
        let alive = |s: Seat| self.alive[s.index()];
        let start = match victim {
            Some(v) => self.seating.next_where(v, alive),
            None => self.seating.from(Seat(0)).find(|&s| alive(s)),
        };
        let Some(start) = start else {
            return self.check_win_or_draw();
        };
        self.day_order = rotation(self.seating, start, alive);
        self.log.push(
            Audience::All,
            "sharen.day",
            text!("第{}天：从{}号开始发言", "Day {}: speeches start with seat {}"; self.day, start.number()),
        );
        let candidates: Vec<Seat> = self.living().collect();
        self.begin_speeches(self.day_order.clone(), 0, candidates);
    }

    fn check_win_or_draw(&mut self) {
        if !self.check_win() {
            self.finish(None);
        }
    }

    fn begin_speeches(&mut self, speakers: Vec<Seat>, runoff: usize, candidates: Vec<Seat>) {
        let speeches = Speeches::new(speakers);
        match speeches.current() {
            Some(first) => {
                self.ask_speaker(first);
                self.stage = Stage::Speeches {
                    speeches,
                    runoff,
                    candidates,
                };
            }
            None => self.begin_vote(runoff, candidates),
        }
    }

    fn ask_speaker(&mut self, s: Seat) {
        self.log.push(
            Audience::All,
            "sharen.speech",
            Text::fill("请{}号发言", "Seat {}, please speak", &[s.num()]),
        );
        let done = vec![Choice::new("done", Text::new("发言完毕", "Done"))];
        let p = Prompt::one(
            s,
            kind::SPEECH,
            Text::new(
                "轮到你发言，说完后确认",
                "Your turn to speak; confirm when done",
            ),
            done,
        )
        .with_timeout(self.rules.speech_seconds);
        self.ask(p);
    }

    fn on_speech_done(&mut self) {
        let Stage::Speeches {
            mut speeches,
            runoff,
            candidates,
        } = std::mem::replace(&mut self.stage, Stage::Over)
        else {
            return;
        };
        match speeches.done() {
            Some(next) => {
                self.ask_speaker(next);
                self.stage = Stage::Speeches {
                    speeches,
                    runoff,
                    candidates,
                };
            }
            None => self.begin_vote(runoff, candidates),
        }
    }

    fn begin_vote(&mut self, runoff: usize, candidates: Vec<Seat>) {
        let voters: Vec<Seat> = self
            .day_order
            .iter()
            .copied()
            .filter(|&s| self.is_alive(s))
            .collect();
        let list: Vec<String> = candidates.iter().map(|c| c.number().to_string()).collect();
        self.log.push(
            Audience::All,
            "sharen.vote",
            if runoff == 0 {
                Text::new(
                    "开始投票：按发言顺序依次投票，可以弃权",
                    "Vote in speaking order; you may abstain",
                )
            } else {
                Text::owned(
                    format!(
                        "平票，第{}次投票，候选：{}号",
                        runoff + 1,
                        list.join("号、")
                    ),
                    format!("Tie: vote {} among seats {}", runoff + 1, list.join(", ")),
                )
            },
        );
        let vote = Vote::new(voters, candidates);
        match vote.current_voter() {
            Some(v) => {
                self.ask_voter(v, &vote);
                self.stage = Stage::Voting { vote, runoff };
            }
            None => self.finish(None),
        }
    }

    fn ask_voter(&mut self, voter: Seat, vote: &Vote) {
        let mut options = vec![Choice::new("abstain", Text::new("弃权", "Abstain"))];
        options.extend(
            vote.candidates()
                .iter()
                .filter(|&&c| c != voter)
                .map(|&c| Choice::seat(c)),
        );
        let p = Prompt::one(
            voter,
            kind::VOTE,
            Text::new(
                "请投票：选择要出局的人，或弃权",
                "Vote: whom should be out? Or abstain",
            ),
            options,
        )
        .with_timeout(VOTE_SECONDS);
        self.ask(p);
    }

    fn on_vote(&mut self, seat: Seat, target: Option<Seat>) {
        let Stage::Voting { mut vote, runoff } = std::mem::replace(&mut self.stage, Stage::Over)
        else {
            return;
        };
        if vote.cast(seat, target).is_err() {
            self.stage = Stage::Voting { vote, runoff };
            return;
        }
        self.log.push(
            Audience::All,
            "sharen.ballot",
            match target {
                Some(t) => Text::fill(
                    "{}号投给{}号",
                    "Seat {} votes for seat {}",
                    &[seat.num(), t.num()],
                ),
                None => Text::fill("{}号弃权", "Seat {} abstains", &[seat.num()]),
            },
        );
        if let Some(next) = vote.current_voter() {
            self.ask_voter(next, &vote);
            self.stage = Stage::Voting { vote, runoff };
            return;
        }
        match vote.result() {
            VoteResult::Elected(out) => self.vote_out(out),
            VoteResult::NoVotes => {
                self.log.push(
                    Audience::All,
                    "sharen.vote",
                    Text::new("无人投票，无人出局", "No votes: nobody is out"),
                );
                self.start_night();
            }
            VoteResult::Tied(tied) => self.after_tie(runoff, tied),
        }
    }

    fn after_tie(&mut self, runoff: usize, tied: Vec<Seat>) {
        match tie_policy().after_tie(runoff, tied) {
            TieStep::Runoff(Runoff::TiedSpeak, tied) => {
                let set: SeatSet = tied.iter().copied().collect();
                let speakers = self
                    .day_order
                    .iter()
                    .copied()
                    .filter(|&s| set.contains(s))
                    .collect();
                self.log.push(
                    Audience::All,
                    "sharen.tie",
                    Text::new(
                        "平票：平票者再发言一轮",
                        "Tie: the tied players speak again",
                    ),
                );
                self.begin_speeches(speakers, runoff + 1, tied);
            }
            TieStep::Runoff(Runoff::OthersSpeak, tied) => {
                let set: SeatSet = tied.iter().copied().collect();
                let speakers = self
                    .day_order
                    .iter()
                    .copied()
                    .filter(|&s| !set.contains(s) && self.is_alive(s))
                    .collect();
                self.log.push(
                    Audience::All,
                    "sharen.tie",
                    Text::new(
                        "再次平票：其他玩家逐一发言",
                        "Tied again: the other players speak one by one",
                    ),
                );
                self.begin_speeches(speakers, runoff + 1, tied);
            }
            TieStep::Runoff(Runoff::Revote, tied) => self.begin_vote(runoff + 1, tied),
            TieStep::End(TieEnd::Draw) => {
                self.log.push(
                    Audience::All,
                    "sharen.tie",
                    Text::new("仍然平票：本局平局", "Still tied: the game is a draw"),
                );
                self.finish(None);
            }
            TieStep::End(TieEnd::NobodyOut) => self.start_night(),
        }
    }

    fn vote_out(&mut self, out: Seat) {
        self.alive[out.index()] = false;
        let step = ExitStep::day(self.day);
        self.exits.push((out, step));
        self.log.push(
            Audience::All,
            "sharen.out",
            Text::fill(
                "{}号得票最多，出局",
                "Seat {} has the most votes and is out",
                &[out.num()],
            ),
        );
        if self.check_win() {
            return;
        }
        if self.gives_last_words(step) {
            self.last_words(out, AfterWords::Night);
        } else {
            self.start_night();
        }
    }

    /// Checks the end of the game; finishes it and returns true if it ended.
    ///
    /// All killers out (an unused 秘匪 does not count) → the police side wins; all police
    /// out (an unused 秘警 does not count) or all civilians out (a spent 秘警 counts) →
    /// the killers win; both at once → a draw.
    pub(crate) fn check_win(&mut self) -> bool {
        let killers = self.killer_side().len();
        let police = self
            .living()
            .filter(|&s| self.role(s) == Role::Police)
            .count();
        let civilians = self
            .living()
            .filter(|&s| self.current_role(s) == Role::Civilian)
            .count();
        let police_win = killers == 0;
        let killers_win = police == 0 || civilians == 0;
        match (police_win, killers_win) {
            (false, false) => return false,
            (true, true) => self.finish(None),
            (true, false) => self.finish(Some(Side::Police)),
            (false, true) => self.finish(Some(Side::Killers)),
        }
        true
    }
}
