//! [`Play`]: a night/day game in progress — the town, the game's own state and the phases
//! running — and its [`Table`] implementation, which every host drives.

use crate::{
    event::Log,
    outcome::Outcome,
    prompt::{AnswerError, Prompt, PromptId},
    rng::{GameRng, game_rng},
    rules::SetupError,
    scene::Scene,
    seat::{Seat, SeatSet},
    table::Table,
    view::{View, Viewer},
};

use super::{
    NightDay, Town,
    keys::Question,
    night::Pick,
    phase::{Cx, Flow, Showing, Slot},
    role::SecretRole,
    stage::{Election, NightPhase, Stage},
};

/// A night/day game in progress.
#[derive(Clone, Debug)]
pub struct Play<G: NightDay> {
    pub(super) town: Town<G>,
    pub(super) game: G,
    pub(super) stack: Vec<Stage<G>>,
    slot: usize,
}

impl<G: NightDay> Play<G> {
    /// Deals `roles` (seat `i` gets `roles[i]`), tells each seat its role and each team
    /// its members, and lets night fall. `rng` is the game's generator, already used for
    /// the deal.
    pub fn new(game: G, roles: Vec<G::Role>, rng: GameRng) -> Self {
        let mut town = Town::new(game.keys(), roles, rng);
        let keys = game.keys();
        for (to, text, team) in town.deal().lines() {
            let key = if team { keys.team } else { keys.role };
            town.log.push(to, key, text);
        }
        town.badge.due = game.day().sheriff.is_some();
        let mut play = Play {
            town,
            game,
            stack: Vec::new(),
            slot: 0,
        };
        let first = play.slot_stage();
        play.run(Flow::Push(first));
        play
    }

    /// Deals a game under `rules` for `seats` seats from `seed` ([`NightDay::deal`] on the
    /// generator's stream 0, which the game keeps), then lets night fall.
    pub fn deal(rules: G::Rules, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let mut rng = game_rng(seed, 0);
        let roles = G::deal(&rules, seats, &mut rng)?;
        Ok(Play::new(G::new(rules, roles.len()), roles, rng))
    }

    /// A game with the roles dealt as given (seat `i` gets `roles[i]`): for scenario
    /// tests and for tables that dealt real cards.
    pub fn with_roles(rules: G::Rules, roles: Vec<G::Role>, seed: u64) -> Self {
        Play::new(G::new(rules, roles.len()), roles, game_rng(seed, 0))
    }

    /// The role dealt to `s`.
    pub fn role(&self, s: Seat) -> G::Role {
        self.town.role(s)
    }

    /// Whether `s` is alive.
    pub fn is_alive(&self, s: Seat) -> bool {
        self.town.is_alive(s)
    }

    /// The seats still in the game.
    pub fn alive(&self) -> SeatSet {
        self.town.alive()
    }

    /// The night number (from 1).
    pub fn night(&self) -> u32 {
        self.town.night()
    }

    /// The town: seats, roles, who is in, the log.
    pub fn town(&self) -> &Town<G> {
        &self.town
    }

    /// The game's own state.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// What the public may see of the current phase.
    pub fn showing(&self) -> Showing<'_> {
        if self.town.outcome().is_some() {
            return Showing::Over;
        }
        self.stack.last().map_or(Showing::Other, Stage::showing)
    }

    /// The night's group decision `seat` takes part in, if one is being asked: the
    /// round and the picks of the last round.
    pub fn group_of(&self, seat: Seat) -> Option<(u32, &[Pick])> {
        self.stack.iter().find_map(|s| match s {
            Stage::Night(n) => n.group_of(seat).map(|g| (g.round(), g.previous())),
            _ => None,
        })
    }

    /// What `seat`'s open prompt asks, typed ([`Question`]): a night step by the script's
    /// kind for it, else the kit's question; `None` when nothing is asked of it.
    pub fn question(&self, seat: Seat) -> Option<Question<G::Step>> {
        let p = self.town.prompts().iter().find(|p| p.seat == seat)?;
        self.asks(p)
    }

    /// What prompt `p` asks, typed ([`Question`]); `None` for a prompt of no kind the
    /// game or the kit knows.
    pub fn asks(&self, p: &Prompt) -> Option<Question<G::Step>> {
        let kind: &str = &p.kind;
        let steps = &self.game.script().steps;
        let keys = self.town.keys();
        // The kit's prompts carry the very key strings: known by address first (a view
        // is built for every decision), by their text for a prompt read back.
        let step = (steps.iter().find(|s| std::ptr::eq(s.kind, kind)))
            .or_else(|| steps.iter().find(|s| s.kind == kind));
        match step {
            Some(s) => Some(Question::Night(s.step)),
            None => keys.question(kind),
        }
    }

    /// The picks made so far this round by the group deciding, if `seat` is one of its
    /// members (what the members see of one another while they choose).
    pub fn group_now(&self, seat: Seat) -> Vec<Pick> {
        self.stack
            .iter()
            .find_map(|s| match s {
                Stage::Night(n) => n.group_of(seat).map(|g| g.current()),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// The election in progress, if any.
    pub fn election(&self) -> Option<&Election> {
        self.stack.iter().find_map(|s| match s {
            Stage::Election(e) => Some(e),
            _ => None,
        })
    }

    /// Whether it is night (a night step or the dawn's resolution).
    pub fn is_night(&self) -> bool {
        matches!(self.showing(), Showing::Night)
    }

    /// The phase of the current slot, or of the next slot that has one.
    fn slot_stage(&mut self) -> Stage<G> {
        let cycle = self.game.cycle();
        for _ in 0..cycle.len() {
            if let Some(stage) = Stage::of(cycle[self.slot], &self.game) {
                return stage;
            }
            self.slot = (self.slot + 1) % cycle.len();
        }
        self.slot = cycle.iter().position(|&s| s == Slot::Night).unwrap_or(0);
        Stage::Night(NightPhase::default())
    }

    /// Runs the machine until it waits for answers or the game is over.
    fn run(&mut self, mut flow: Flow<G>) {
        loop {
            flow = match flow {
                Flow::Wait => return,
                Flow::Over => {
                    self.stack.clear();
                    return;
                }
                Flow::Push(stage) => {
                    self.stack.push(stage);
                    let mut cx = Cx {
                        town: &mut self.town,
                        game: &mut self.game,
                    };
                    let top = self.stack.last_mut().expect("just pushed");
                    top.enter(&mut cx)
                }
                Flow::Done(done) => {
                    self.stack.pop();
                    let mut cx = Cx {
                        town: &mut self.town,
                        game: &mut self.game,
                    };
                    match self.stack.last_mut() {
                        Some(top) => top.resume(&mut cx, done),
                        None => {
                            self.slot = (self.slot + 1) % self.game.cycle().len();
                            Flow::Push(self.slot_stage())
                        }
                    }
                }
                Flow::Goto(slot) => {
                    self.stack.clear();
                    self.slot = self
                        .game
                        .cycle()
                        .iter()
                        .position(|&s| s == slot)
                        .unwrap_or(0);
                    Flow::Push(self.slot_stage())
                }
            };
        }
    }
}

impl<G: NightDay> Table for Play<G> {
    fn seats(&self) -> usize {
        self.town.seats()
    }

    fn prompts(&self) -> &[Prompt] {
        self.town.book.list()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.town.outcome().is_some() {
            return Err(AnswerError::GameOver);
        }
        self.town.book.check(seat, id, choice)?;
        let Some(opt) = self.town.close(id, choice[0]) else {
            return Err(AnswerError::StalePrompt { id });
        };
        let mut cx = Cx {
            town: &mut self.town,
            game: &mut self.game,
        };
        let flow = match self.stack.last_mut() {
            Some(top) => top.answer(&mut cx, seat, opt),
            None => Flow::Wait,
        };
        self.run(flow);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        G::view(self, viewer)
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        G::scene(self, viewer)
    }

    fn log(&self) -> &Log {
        &self.town.log
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.town.outcome()
    }

    fn dealt(&self) -> serde_json::Value {
        let roles: Vec<&str> = self.town.roles().iter().map(|r| r.key()).collect();
        serde_json::json!({ "roles": roles })
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.town.check()?;
        self.game.invariants(&self.town)
    }

    fn fork(&self) -> Option<Box<dyn Table>> {
        Some(Box::new(self.clone()))
    }

    fn hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<crate::world::Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn truth(&self) -> Option<Vec<String>> {
        let draws = self.game.knows(&self.town, Seat(0)).is_some();
        draws.then(|| self.role_keys())
    }

    fn with_hidden(&self, h: &crate::world::Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h).map(|w| Box::new(w) as Box<dyn Table>)
    }
}
