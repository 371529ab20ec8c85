//! The rules of Mini Werewolf as a state machine behind the erased [`Table`] trait.
//!
//! The shape every game follows: open prompts in a [`PromptBook`]; `answer` validates
//! through the book (a refused answer changes nothing), closes the prompt, applies it
//! and opens the next prompts; every change is told through the [`Log`] with the right
//! audience; `view` decides what each viewer may see.

use tianhei_core::{
    AnswerError, Audience, Choice, GameResult, Log, Outcome, Pace, Prompt, PromptBook, PromptId,
    Scene, Seat, SeatOutcome, SeatSet, SetupError, Table, Text, View, Viewer,
    mech::{
        group::{GroupDecision, GroupOutcome},
        speech::{Speeches, rotation},
        vote::{Runoff, TieEnd, TiePolicy, TieStep, Vote, VoteResult},
    },
    rng::{GameRng, game_rng},
    seat::Seating,
    text,
};

use super::{
    MiniWolf, Role,
    view::{MiniWolfView, PackPick, Phase, You},
};

/// Where the game is.
#[derive(Clone, Debug)]
enum Step {
    /// The wolves are choosing a victim together.
    Night(GroupDecision<Seat>),
    /// Speeches in turn.
    Speeches(Speeches),
    /// The vote; `held` counts the revotes so far.
    Vote { vote: Vote, held: usize },
    /// Over.
    Over,
}

/// A game of Mini Werewolf.
#[derive(Clone, Debug)]
pub struct MiniWolfGame {
    rules: MiniWolf,
    seating: Seating,
    roles: Vec<Role>,
    alive: SeatSet,
    rng: GameRng,
    book: PromptBook,
    log: Log,
    round: u32,
    step: Step,
    pack_picks: Vec<PackPick>,
    outcome: Option<Outcome>,
}

impl MiniWolfGame {
    /// Deals a game: roles from the seeded generator, then the first night.
    pub fn new(rules: MiniWolf, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let mut rng = game_rng(seed, 0);
        let roles = rules.role_table().deal(seats, &mut rng).ok_or_else(|| {
            SetupError::one(format!(
                "Mini Werewolf has no role table for {seats} players"
            ))
        })?;
        let mut game = MiniWolfGame {
            rules,
            seating: Seating::new(seats),
            roles,
            alive: SeatSet::first(seats),
            rng,
            book: PromptBook::new(),
            log: Log::new(),
            round: 0,
            step: Step::Over,
            pack_picks: Vec::new(),
            outcome: None,
        };
        // Each player learns their role privately; wolves learn their pack.
        let wolves = game.living(Role::Wolf);
        for seat in game.seating.all() {
            let role = game.roles[seat.index()];
            let name = role.name();
            let line = Text::owned(
                format!("你的身份是{}", name.zh),
                format!("You are a {}", name.en),
            );
            game.log.push(Audience::seat(seat), "mini-wolf.role", line);
        }
        let pack = list(&wolves);
        game.log.push(
            Audience::Seats(wolves.iter().copied().collect()),
            "mini-wolf.pack",
            text!("狼人：{}", "The wolves: {}"; pack),
        );
        game.begin_night();
        Ok(game)
    }

    /// Living seats with `role`.
    fn living(&self, role: Role) -> Vec<Seat> {
        self.alive
            .iter()
            .filter(|s| self.roles[s.index()] == role)
            .collect()
    }

    fn begin_night(&mut self) {
        self.round += 1;
        // The same lines with the same pacing every night: timing reveals nothing.
        self.log.narrate(
            text!("天黑请闭眼", "Night falls, close your eyes"),
            Pace::SHORT,
        );
        self.log
            .narrate(text!("狼人请睁眼", "Wolves, open your eyes"), Pace::SHORT);
        self.log.narrate(
            text!("狼人请选择今晚要杀的人", "Wolves, choose tonight's victim"),
            Pace::ACTION,
        );
        let pack = self.living(Role::Wolf);
        self.step = Step::Night(GroupDecision::new(pack, self.rules.consensus_rounds));
        self.ask_pack();
    }

    /// One secret prompt to every wolf who has not picked this round, all at once.
    fn ask_pack(&mut self) {
        let Step::Night(group) = &self.step else {
            return;
        };
        let waiting: Vec<Seat> = group.waiting().collect();
        let round = group.round();
        let targets: Vec<Choice> = self
            .living(Role::Villager)
            .into_iter()
            .map(Choice::seat)
            .collect();
        for wolf in waiting {
            let question =
                text!("选择今晚要杀的人（第{}轮）", "Choose tonight's victim (round {})"; round);
            let p = Prompt::one(wolf, "mini-wolf.kill", question, targets.clone())
                .secret()
                .with_timeout(30);
            self.book.open(p);
        }
    }

    fn on_kill(&mut self, wolf: Seat, target: Seat) {
        let Step::Night(group) = &mut self.step else {
            return;
        };
        group.pick(wolf, target);
        if !group.all_in() {
            return;
        }
        match group.settle(&mut self.rng) {
            GroupOutcome::Again => {
                self.pack_picks = group
                    .previous()
                    .iter()
                    .map(|&(wolf_seat, target_seat)| PackPick {
                        wolf_seat,
                        target_seat,
                    })
                    .collect();
                let pack: SeatSet = group.members().iter().copied().collect();
                let line = text!("意见不一，请再选一次", "You disagree: choose again");
                self.log
                    .push(Audience::Seats(pack), "mini-wolf.again", line);
                self.ask_pack();
            }
            GroupOutcome::Agreed(victim) | GroupOutcome::Forced(victim) => {
                self.pack_picks.clear();
                self.log.push(
                    Audience::Moderator,
                    "mini-wolf.kill",
                    text!("狼人杀了{}号", "The wolves killed seat {}"; victim.number()),
                );
                self.log
                    .narrate(text!("狼人请闭眼", "Wolves, close your eyes"), Pace::SHORT);
                self.log.narrate(
                    text!("天亮了，请睁眼", "Day breaks, open your eyes"),
                    Pace::SHORT,
                );
                self.alive.remove(victim);
                self.log.push(
                    Audience::All,
                    "mini-wolf.dawn",
                    text!("昨晚{}号死了", "Seat {} died in the night"; victim.number()),
                );
                if !self.check_end() {
                    self.begin_day(victim);
                }
            }
        }
    }

    /// Speeches from the first living seat to the right of the victim, going right.
    fn begin_day(&mut self, victim: Seat) {
        let alive = self.alive;
        let start = self
            .seating
            .next_where(victim, |s| alive.contains(s))
            .unwrap_or(victim);
        let order = rotation(self.seating, start, |s| alive.contains(s));
        self.step = Step::Speeches(Speeches::new(order));
        self.ask_speaker();
    }

    fn ask_speaker(&mut self) {
        let Step::Speeches(speeches) = &self.step else {
            return;
        };
        let Some(speaker) = speeches.current() else {
            return;
        };
        self.log.push(
            Audience::All,
            "mini-wolf.speaker",
            text!("请{}号发言", "Seat {}, please speak"; speaker.number()),
        );
        let done = vec![Choice::new("done", text!("发言完毕", "Done speaking"))];
        let question = text!(
            "轮到你发言，说完后选择“发言完毕”",
            "Your turn to speak; choose Done when finished"
        );
        let p = Prompt::one(speaker, "mini-wolf.speech", question, done)
            .with_timeout(self.rules.speech_seconds);
        self.book.open(p);
    }

    fn on_speech_done(&mut self) {
        let Step::Speeches(speeches) = &mut self.step else {
            return;
        };
        if speeches.done().is_some() {
            self.ask_speaker();
            return;
        }
        // Everyone spoke: vote in the same order, for any living seat.
        let order = speeches.order().to_vec();
        let candidates = self.alive.iter().collect();
        self.log.push(
            Audience::All,
            "mini-wolf.vote",
            text!("开始投票", "The vote begins"),
        );
        self.step = Step::Vote {
            vote: Vote::new(order, candidates),
            held: 0,
        };
        self.ask_voter();
    }

    /// The voter in turn picks another candidate or abstains (the default).
    fn ask_voter(&mut self) {
        let Step::Vote { vote, .. } = &self.step else {
            return;
        };
        let Some(voter) = vote.current_voter() else {
            return;
        };
        let mut options: Vec<Choice> = vote
            .candidates()
            .iter()
            .filter(|&&c| c != voter)
            .map(|&c| Choice::seat(c))
            .collect();
        options.push(Choice::new("abstain", text!("弃票", "Abstain")));
        let abstain = options.len() - 1;
        let question = text!("投票放逐一人，或弃票", "Vote someone out, or abstain");
        let p = Prompt::one(voter, "mini-wolf.vote", question, options).with_default(vec![abstain]);
        self.book.open(p);
    }

    fn on_vote(&mut self, voter: Seat, target: Option<Seat>) {
        let Step::Vote { vote, held } = &mut self.step else {
            return;
        };
        if vote.cast(voter, target).is_err() {
            return; // The book only ever asks the voter in turn, for a candidate.
        }
        let line = match target {
            Some(t) => {
                text!("{}号投给{}号", "Seat {} votes for seat {}"; voter.number(), t.number())
            }
            None => text!("{}号弃票", "Seat {} abstains"; voter.number()),
        };
        self.log.push(Audience::All, "mini-wolf.ballot", line);
        if !vote.is_done() {
            self.ask_voter();
            return;
        }
        // Ties go through the core tie policy: `revotes` revotes, then nobody is out.
        let policy = TiePolicy {
            runoffs: vec![Runoff::Revote; self.rules.revotes],
            finally: TieEnd::NobodyOut,
        };
        let out = match vote.result() {
            VoteResult::Elected(s) => Some(s),
            VoteResult::NoVotes => None,
            VoteResult::Tied(tied) => match policy.after_tie(*held, tied) {
                TieStep::Runoff(_, tied) => {
                    let line = text!("平票：{}，在平票者中重新投票", "Tied: {}; vote again among them"; list(&tied));
                    self.log.push(Audience::All, "mini-wolf.tie", line);
                    *vote = Vote::new(vote.order().to_vec(), tied);
                    *held += 1;
                    self.ask_voter();
                    return;
                }
                TieStep::End(_) => None,
            },
        };
        match out {
            Some(s) => {
                self.alive.remove(s);
                let line = text!("{}号被投票出局", "Seat {} is voted out"; s.number());
                self.log.push(Audience::All, "mini-wolf.out", line);
            }
            None => {
                let line = text!("无人出局", "Nobody is out");
                self.log.push(Audience::All, "mini-wolf.out", line);
            }
        }
        if !self.check_end() {
            self.begin_night();
        }
    }

    /// Ends the game if a side has won; returns whether it did.
    fn check_end(&mut self) -> bool {
        let wolves = self.living(Role::Wolf).len();
        let others = self.alive.len() - wolves;
        let winner = if wolves == 0 {
            Role::Villager
        } else if wolves >= others {
            Role::Wolf
        } else {
            return false;
        };
        let (side, label) = match winner {
            Role::Wolf => ("wolves", text!("狼人", "The wolves")),
            Role::Villager => ("villagers", text!("村民", "The villagers")),
        };
        let summary = Text::owned(format!("{}获胜", label.zh), format!("{} win", label.en));
        self.log
            .push(Audience::All, "mini-wolf.end", summary.clone());
        let seats = self
            .seating
            .all()
            .map(|seat| {
                let role = self.roles[seat.index()];
                let won = role == winner;
                SeatOutcome {
                    seat,
                    side: role.side().into(),
                    role: role.name(),
                    won,
                    score: won as i32,
                }
            })
            .collect();
        self.outcome = Some(Outcome {
            result: GameResult::Win {
                side: side.into(),
                label,
            },
            seats,
            summary,
        });
        self.book.clear();
        self.step = Step::Over;
        true
    }

    /// What `viewer` may see: every secret is decided here.
    pub fn view_of(&self, viewer: Viewer) -> MiniWolfView {
        let wolves = self
            .seating
            .all()
            .filter(|s| self.roles[s.index()] == Role::Wolf);
        let (you, wolf_seats, pack_picks) = match viewer {
            Viewer::Seat(seat) => {
                let role = self.roles[seat.index()];
                let you = Some(You {
                    seat,
                    role,
                    role_name: role.name(),
                });
                match role {
                    Role::Wolf => (you, wolves.collect(), self.pack_picks.clone()),
                    Role::Villager => (you, Vec::new(), Vec::new()),
                }
            }
            Viewer::Moderator => (None, wolves.collect(), self.pack_picks.clone()),
            Viewer::Public => (None, Vec::new(), Vec::new()),
        };
        let (phase, speaker_seat, votes) = match &self.step {
            Step::Night(_) => (Phase::Night, None, Vec::new()),
            Step::Speeches(s) => (Phase::Speeches, s.current(), Vec::new()),
            Step::Vote { vote, .. } => (Phase::Vote, None, vote.ballots().to_vec()),
            Step::Over => (Phase::Over, None, Vec::new()),
        };
        MiniWolfView {
            you,
            phase,
            round: self.round,
            alive_seats: self.alive.iter().collect(),
            dead_seats: self
                .seating
                .all()
                .filter(|&s| !self.alive.contains(s))
                .collect(),
            wolf_seats,
            roles: (self.outcome.is_some() || viewer == Viewer::Moderator)
                .then(|| self.roles.clone()),
            speaker_seat,
            votes,
            pack_picks,
        }
    }
}

/// `3号、5号` / `3, 5`.
fn list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.number().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Table for MiniWolfGame {
    fn seats(&self) -> usize {
        self.seating.len()
    }

    fn prompts(&self) -> &[Prompt] {
        self.book.list()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.outcome.is_some() {
            return Err(AnswerError::GameOver);
        }
        // Validate first: nothing changes unless the book accepts the answer.
        let p = self.book.check(seat, id, choice)?;
        let (kind, picked) = (p.kind.clone(), p.options[choice[0]].seat);
        self.book.close(id);
        match kind.as_ref() {
            "mini-wolf.kill" => self.on_kill(seat, picked.unwrap_or(seat)),
            "mini-wolf.speech" => self.on_speech_done(),
            _ => self.on_vote(seat, picked),
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_of(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        super::scene::scene(&self.view_of(viewer))
    }

    fn log(&self) -> &Log {
        &self.log
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn dealt(&self) -> serde_json::Value {
        serde_json::json!({ "roles": self.roles })
    }

    fn check_invariants(&self) -> Result<(), String> {
        let wolves = self.roles.iter().filter(|&&r| r == Role::Wolf).count();
        if wolves != self.rules.wolves(self.roles.len()) {
            return Err(format!("{wolves} wolves dealt"));
        }
        if self.outcome.is_some() != matches!(self.step, Step::Over) {
            return Err("outcome and step disagree".into());
        }
        if self.outcome.is_none() && self.book.list().is_empty() {
            return Err("no prompt open in a running game".into());
        }
        Ok(())
    }
}
