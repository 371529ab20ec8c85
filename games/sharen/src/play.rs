//! 杀人游戏 as the kit plays it: the hooks the kit calls (the night's steps, the first
//! speaker, last words, the win check, the score, each viewer's view and scene);
//! [`SharenGame`] is the game in progress, and the rule set starts it and names its bot.

use tianhei_core::{
    Bot, GameRng, RuleSet, Scene, Seat, SetupError, Table, View, Viewer,
    nightday::{
        Act, Ask, End, Exit, Knows, Ledger, Night, NightDay, NoPhase, Play, Setup, Town,
        heuristic::HeuristicBot,
    },
};

use crate::{
    bot::SharenBot,
    game::{Check, Sharen},
    keys::{NoKill, Step},
    role::{CheckResult, Role, Side},
    rules::{ExitStep, SharenRules},
    scene::scene,
    view::view_for,
};

impl NightDay for Sharen {
    type Role = Role;
    type Step = Step;
    type Phase = NoPhase;
    type Offer = NoKill;
    type Rules = SharenRules;

    fn new(rules: SharenRules, seats: usize) -> Self {
        Sharen::with_rules(rules, seats)
    }

    /// Shuffles the role table's row for `seats`.
    fn deal(rules: &SharenRules, seats: usize, rng: &mut GameRng) -> Result<Vec<Role>, SetupError> {
        (rules.role_table()).deal_checked(seats, rng, |_| {
            format!(
                "no role table for {seats} players: the seed covers 11–16, a rule file may add rows"
            )
        })
    }

    fn setup(&self) -> &Setup<Self> {
        &self.setup
    }

    fn wake(&mut self, night: &mut Night<'_, Self>, step: Step) {
        if step == Step::Kill {
            self.announce_joined_secret_killer(night);
        }
    }

    fn actors(&self, town: &Town<Self>, step: Step) -> Vec<Seat> {
        let unspent = |role: Role| {
            town.alive_with(role)
                .iter()
                .filter(|&s| !self.spent[s.index()])
                .take(1)
                .collect()
        };
        match step {
            Step::Kill => self.killer_side(town),
            Step::SecretKill => unspent(Role::SecretKiller),
            Step::Execute => unspent(Role::SecretPolice),
            Step::Heal => town.alive_with(Role::Doctor).iter().take(1).collect(),
            Step::Check => town.alive_with(Role::Police).iter().collect(),
        }
    }

    fn ask(&self, night: &Night<'_, Self>, step: Step, seat: Seat) -> Ask<NoKill> {
        self.question(night.town(), step, seat)
    }

    fn act(&mut self, night: &mut Night<'_, Self>, step: Step, act: Act<'_, NoKill>) {
        self.on_act(night, step, act);
    }

    fn dawn(&mut self, night: &mut Night<'_, Self>) -> tianhei_core::SeatSet {
        self.resolve(night)
    }

    /// Speeches start from the first seat alive to the right of tonight's victim (the
    /// killers' victim if several died, else the first in seat order).
    fn first_speaker(&mut self, town: &mut Town<Self>) -> Option<Seat> {
        let killers = town
            .ledger()
            .by(Step::Kill, tianhei_core::nightday::Action::Attack);
        let victim = match killers {
            Some(v) if town.last_deaths().contains(&v) => Some(v),
            _ => town.last_deaths().first().copied(),
        };
        let alive = town.alive();
        match victim {
            Some(v) => town.seating().next_where(v, |s| alive.contains(s)),
            None => town.seating().from(Seat(0)).find(|&s| alive.contains(s)),
        }
    }

    /// Exits count night 1, day 1, night 2, …; up to the rule set's cut-off, a seat that
    /// leaves alone gives last words.
    fn last_words(&self, town: &Town<Self>, exit: &Exit, together: usize) -> bool {
        together == 1
            && (self.rules.last_words_until(town.seats()))
                .is_some_and(|until| ExitStep::of(exit) <= until)
    }

    /// All killers out (an unused 秘匪 does not count) → the police side wins; all police
    /// out (an unused 秘警 does not count) or all civilians out (a spent 秘警 counts) →
    /// the killers win; both at once → a draw.
    fn win(&self, town: &Town<Self>) -> Option<End<Side>> {
        let killers = self.killer_side(town).len();
        let police = town.alive_with(Role::Police).len();
        let civilians = town
            .alive()
            .iter()
            .filter(|&s| self.current_role(town, s) == Role::Civilian)
            .count();
        match (killers == 0, police == 0 || civilians == 0) {
            (false, false) => None,
            (true, true) => Some(End::Draw),
            (true, false) => Some(End::Win(Side::Police)),
            (false, true) => Some(End::Win(Side::Killers)),
        }
    }

    /// The seed's score table, by the role dealt.
    fn score(&self, role: Role, end: End<Side>) -> i32 {
        role.score(match end {
            End::Win(side) => Some(side),
            End::Draw => None,
        })
    }

    fn view(play: &Play<Self>, viewer: Viewer) -> View {
        View::new(view_for(play, viewer))
    }

    fn scene(play: &Play<Self>, viewer: Viewer) -> Scene {
        scene(&view_for(play, viewer))
    }

    fn knows(&self, town: &Town<Self>, seat: Seat) -> Option<Vec<Option<Knows<Role>>>> {
        Some(self.known_roles(town, seat))
    }

    fn redraw(
        &mut self,
        town: &Town<Self>,
        ledger: &mut Ledger<Step>,
        seat: Seat,
        done: Option<&[Step]>,
        rng: &mut GameRng,
    ) {
        self.redraw_hidden(town, ledger, seat, done, rng);
    }

    fn invariants(&self, town: &Town<Self>) -> Result<(), String> {
        let n = town.seats();
        if self.spent.len() != n || self.marked.len() != n {
            return Err("per-seat tables differ in length".into());
        }
        Ok(())
    }
}

/// One game of 杀人游戏 in progress: the kit's [`Play`] of [`Sharen`], dealt by
/// [`Play::deal`] or [`Play::with_roles`].
pub type SharenGame = Play<Sharen>;

/// What a game of 杀人游戏 in progress tells beyond the kit's [`Play`].
pub trait SharenPlay {
    /// The role `s` plays now: a spent 秘匪 is a killer, a spent 秘警 a civilian.
    fn current_role(&self, s: Seat) -> Role;
    /// Police checks so far.
    fn checks(&self) -> &[Check];
    /// Every exit so far with its step.
    fn exits(&self) -> Vec<(Seat, ExitStep)>;
    /// The answer the police get for `t` now.
    fn check_result(&self, t: Seat) -> CheckResult;
}

impl SharenPlay for SharenGame {
    fn current_role(&self, s: Seat) -> Role {
        self.game().current_role(self.town(), s)
    }

    fn checks(&self) -> &[Check] {
        &self.game().checks
    }

    fn exits(&self) -> Vec<(Seat, ExitStep)> {
        self.town()
            .exits()
            .iter()
            .map(|e| (e.seat, ExitStep::of(e)))
            .collect()
    }

    fn check_result(&self, t: Seat) -> CheckResult {
        self.game().check_result(self.town(), t)
    }
}

#[typetag::serde(name = "sharen")]
impl RuleSet for SharenRules {
    fn seat_counts(&self) -> Vec<usize> {
        self.role_table().counts()
    }

    fn check(&self) -> Vec<String> {
        let mut problems = self.table_problems();
        if self.consensus_rounds == 0 {
            problems.push("field `options.consensus_rounds`: must be at least 1".into());
        }
        for l in &self.last_words {
            if l.players[0] > l.players[1] {
                problems.push(format!(
                    "field `options.last_words`: range {:?} is backwards",
                    l.players
                ));
            }
        }
        problems
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        Ok(Box::new(SharenGame::deal(self.clone(), seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(HeuristicBot::new(SharenBot::new(seed, seat)))
    }
}
