//! The state of one game of 杀人游戏 and its [`Table`] implementation.

use serde_json::json;
use tianhei_core::{
    AnswerError, Audience, GameRng, Log, Outcome, Prompt, PromptBook, PromptId, Scene, Seat,
    SeatSet, SetupError, Table, Text, View, Viewer,
    mech::{group::GroupDecision, speech::Speeches, vote::Vote},
    rng::game_rng,
    seat::Seating,
    text,
};

use crate::{
    night::Check,
    role::{Role, Side},
    rules::{ExitStep, SharenRules},
};

/// Where the game stands.
#[derive(Clone, Debug)]
pub(crate) enum Stage {
    /// The killers choose tonight's victim.
    Killers(GroupDecision<Option<Seat>>),
    /// The 秘匪 decides whether to kill.
    SecretKiller,
    /// The 秘警 decides whether to execute.
    SecretPolice,
    /// The doctor heals.
    Doctor,
    /// The police choose whom to check.
    Police(GroupDecision<Seat>),
    /// A player who just left gives last words.
    LastWords { seat: Seat, then: AfterWords },
    /// Speeches before a vote; `runoff` 0 is the day's first vote.
    Speeches {
        speeches: Speeches,
        runoff: usize,
        candidates: Vec<Seat>,
    },
    /// A vote in speaking order.
    Voting { vote: Vote, runoff: usize },
    /// The game is over.
    Over,
}

/// What follows last words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum AfterWords {
    Day,
    Night,
}

/// What happened tonight so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tonight {
    /// Seats attacked (killers, 秘匪, 秘警 on a killer) and not yet healed.
    pub attacked: SeatSet,
    /// Seats that get a needle mark tonight.
    pub marks: SeatSet,
    /// The killers' victim, if their kill took effect.
    pub killers_victim: Option<Seat>,
}

/// One game of 杀人游戏.
#[derive(Clone, Debug)]
pub struct SharenGame {
    pub(crate) rules: SharenRules,
    pub(crate) seating: Seating,
    pub(crate) rng: GameRng,
    pub(crate) roles: Vec<Role>,
    pub(crate) alive: Vec<bool>,
    /// A 秘警 or 秘匪 who used the power.
    pub(crate) spent: Vec<bool>,
    /// The last night each seat got a needle mark.
    pub(crate) marked: Vec<Option<u32>>,
    pub(crate) night: u32,
    pub(crate) day: u32,
    pub(crate) stage: Stage,
    pub(crate) tonight: Tonight,
    pub(crate) book: PromptBook,
    pub(crate) log: Log,
    pub(crate) outcome: Option<Outcome>,
    /// Police checks.
    pub(crate) checks: Vec<Check>,
    /// Whether the killers were told that the 秘匪 joined them.
    pub(crate) joined_announced: bool,
    /// Deaths announced at the last dawn.
    pub(crate) last_deaths: Vec<Seat>,
    /// Who speaks first today.
    pub(crate) day_order: Vec<Seat>,
    /// Every exit in order.
    pub(crate) exits: Vec<(Seat, ExitStep)>,
}

impl SharenGame {
    /// Deals a game: shuffles the role table's row for `seats` from `seed`.
    pub fn deal(rules: SharenRules, seats: usize, seed: u64) -> Result<SharenGame, SetupError> {
        let mut problems = rules.role_table().problems();
        let mut rng = game_rng(seed, 0);
        let roles = rules.role_table().deal(seats, &mut rng);
        if roles.is_none() {
            problems.push(format!(
                "no role table for {seats} players: the seed covers 11–16, a rule file may add rows"
            ));
        }
        SetupError::check(problems)?;
        Ok(SharenGame::with_roles_and_rng(
            rules,
            roles.unwrap_or_default(),
            rng,
        ))
    }

    /// A game with the roles dealt as given (seat i gets `roles[i]`): for scenario tests
    /// and for tables that dealt real cards.
    pub fn with_roles(rules: SharenRules, roles: Vec<Role>, seed: u64) -> SharenGame {
        SharenGame::with_roles_and_rng(rules, roles, game_rng(seed, 0))
    }

    fn with_roles_and_rng(rules: SharenRules, roles: Vec<Role>, rng: GameRng) -> SharenGame {
        let n = roles.len();
        let mut g = SharenGame {
            rules,
            seating: Seating::new(n),
            rng,
            alive: vec![true; n],
            spent: vec![false; n],
            marked: vec![None; n],
            roles,
            night: 0,
            day: 0,
            stage: Stage::Over,
            tonight: Tonight::default(),
            book: PromptBook::new(),
            log: Log::new(),
            outcome: None,
            checks: Vec::new(),
            joined_announced: false,
            last_deaths: Vec::new(),
            day_order: Vec::new(),
            exits: Vec::new(),
        };
        for s in g.seating.all() {
            let role = g.roles[s.index()];
            g.log.push(
                Audience::seat(s),
                "sharen.role",
                Text::owned(
                    format!("你的身份是{}", role.label().zh),
                    format!("Your role: {}", role.label().en),
                ),
            );
        }
        g.tell_teams();
        g.start_night();
        g
    }

    /// Killers learn each other, police learn each other (the 秘匪 and 秘警 stay unknown).
    fn tell_teams(&mut self) {
        for (team, zh, en) in [
            (Role::Killer, "杀手同伴", "Your fellow killers"),
            (Role::Police, "警察同伴", "Your fellow police"),
        ] {
            let members: SeatSet = self
                .seating
                .all()
                .filter(|s| self.roles[s.index()] == team)
                .collect();
            let list = members
                .iter()
                .map(|s| s.number().to_string())
                .collect::<Vec<_>>();
            let zh_list = list.iter().map(|n| format!("{n}号")).collect::<Vec<_>>();
            self.log.push(
                Audience::Seats(members),
                "sharen.team",
                Text::owned(
                    format!("{zh}：{}", zh_list.join("、")),
                    format!("{en}: seats {}", list.join(", ")),
                ),
            );
        }
    }

    /// The role dealt to `s`.
    pub fn role(&self, s: Seat) -> Role {
        self.roles[s.index()]
    }

    /// The role `s` plays now: a spent 秘匪 is a killer, a spent 秘警 a civilian.
    pub fn current_role(&self, s: Seat) -> Role {
        match (self.roles[s.index()], self.spent[s.index()]) {
            (Role::SecretKiller, true) => Role::Killer,
            (Role::SecretPolice, true) => Role::Civilian,
            (r, _) => r,
        }
    }

    /// Whether `s` is alive.
    pub fn is_alive(&self, s: Seat) -> bool {
        self.alive[s.index()]
    }

    /// Living seats in seat order.
    pub fn living(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seating.all().filter(|&s| self.alive[s.index()])
    }

    /// The night number (from 1).
    pub fn night(&self) -> u32 {
        self.night
    }

    /// Police checks so far.
    pub fn checks(&self) -> &[Check] {
        &self.checks
    }

    /// Every exit so far with its step.
    pub fn exits(&self) -> &[(Seat, ExitStep)] {
        &self.exits
    }

    /// Opens a prompt.
    pub(crate) fn ask(&mut self, p: Prompt) -> PromptId {
        self.book.open(p)
    }

    /// Ends the game with `winner` (`None` = draw).
    pub(crate) fn finish(&mut self, winner: Option<Side>) {
        self.book.clear();
        self.stage = Stage::Over;
        let seats = self
            .seating
            .all()
            .map(|s| {
                let role = self.roles[s.index()];
                tianhei_core::SeatOutcome {
                    seat: s,
                    side: role.side().key().into(),
                    role: role.label(),
                    won: winner == Some(role.side()),
                    score: role.score(winner),
                }
            })
            .collect();
        let (result, summary) = match winner {
            Some(side) => (
                tianhei_core::GameResult::Win {
                    side: side.key().into(),
                    label: side.label(),
                },
                Text::owned(
                    format!("{}获胜", side.label().zh),
                    format!("{} win", side.label().en),
                ),
            ),
            None => (tianhei_core::GameResult::Draw, text!("平局", "Draw")),
        };
        self.log.push(Audience::All, "sharen.over", summary.clone());
        let reveal: Vec<String> = self
            .seating
            .all()
            .map(|s| format!("{}号{}", s.number(), self.roles[s.index()].label().zh))
            .collect();
        let reveal_en: Vec<String> = self
            .seating
            .all()
            .map(|s| format!("{} {}", s.number(), self.roles[s.index()].label().en))
            .collect();
        self.log.push(
            Audience::All,
            "sharen.reveal",
            Text::owned(reveal.join("，"), reveal_en.join(", ")),
        );
        self.outcome = Some(Outcome {
            result,
            seats,
            summary,
        });
    }
}

impl Table for SharenGame {
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
        let p = self.book.check(seat, id, choice)?;
        let picked = &p.options[choice[0]];
        let (kind, target) = (p.kind.clone(), picked.seat);
        self.book.close(id);
        self.apply(seat, &kind, target);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_for(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        crate::scene::scene(&self.view_for(viewer))
    }

    fn log(&self) -> &Log {
        &self.log
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn dealt(&self) -> serde_json::Value {
        json!({ "roles": self.roles.iter().map(|r| r.key()).collect::<Vec<_>>() })
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.roles.len();
        if self.alive.len() != n || self.spent.len() != n || self.marked.len() != n {
            return Err("per-seat tables differ in length".into());
        }
        let counted: usize = crate::role::ROLES
            .iter()
            .map(|&r| self.roles.iter().filter(|&&x| x == r).count())
            .sum();
        if counted != n {
            return Err(format!("{counted} role cards accounted for, {n} dealt"));
        }
        let dead = self.alive.iter().filter(|a| !**a).count();
        if dead != self.exits.len() {
            return Err(format!(
                "{dead} dead but {} exits recorded",
                self.exits.len()
            ));
        }
        if self.outcome.is_none() && self.book.list().is_empty() {
            return Err("no prompt open and no outcome".into());
        }
        Ok(())
    }
}
