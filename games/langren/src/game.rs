//! One game of 狼人杀 on the hidden-role kit: what the kit does not keep (the witch's
//! potions, the guard's last protection, the 预言家's checks, the public claims, a revealed
//! 白痴), the night script, the day's rules and the win check; [`LangrenGame`] is the
//! game in progress.

use std::ops::{Deref, DerefMut};

use serde::Serialize;
use tianhei_core::{
    Scene, Seat, SeatSet, SetupError, Text, View, Viewer,
    nightday::tally::{Runoff, TieEnd, TiePolicy},
    nightday::{
        Act, Ask, Called, DayRules, End, Exit, HookTiming, Keys, Night, NightDay, NoPhase, Play,
        Script, SheriffRules, Slot, Step as KitStep, Town, Voting,
    },
    rng::game_rng,
};

use crate::{
    day::Move,
    night::Step,
    role::{CheckResult, Role, Side},
    rules::{LangrenRules, Win},
};

/// Event keys and prompt kinds: `langren.dawn`, `langren.vote`, ….
pub static KEYS: Keys = tianhei_core::keys!("langren");

/// Seconds a host gives a night action.
pub(crate) const NIGHT_SECONDS: u32 = 60;

/// A 预言家's check.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeerCheck {
    /// The night.
    pub night: u32,
    /// Who was checked.
    pub target: Seat,
    /// 好人 or 狼人.
    pub result: CheckResult,
}

/// A public claim made in a speech: "I am the 预言家, and this seat is …".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// The day.
    pub day: u32,
    /// Who claims.
    pub seat: Seat,
    /// The seat reported.
    pub target: Seat,
    /// What the claimer says it is.
    pub result: CheckResult,
}

/// What 狼人杀 keeps beyond the kit's town.
#[derive(Clone, Debug)]
pub struct Langren {
    pub(crate) rules: LangrenRules,
    script: Script<Langren>,
    day: DayRules,
    /// The 女巫's antidote and poison, while unused.
    pub(crate) antidote: bool,
    pub(crate) poison: bool,
    /// What the 女巫 was told tonight: (night, the victim if any).
    pub(crate) told: Option<(u32, Option<Seat>)>,
    /// The 守卫's last protection: (night, seat); `None` for nobody.
    pub(crate) guarded: Option<(u32, Seat)>,
    /// The 预言家's checks.
    pub(crate) checks: Vec<SeerCheck>,
    /// Claims made in speeches, in order.
    pub(crate) claims: Vec<Claim>,
    /// The 白痴 who revealed himself.
    pub(crate) revealed: Option<Seat>,
}

impl Langren {
    fn new(rules: LangrenRules) -> Self {
        let step = |step, role, kind, group: Option<Text>| KitStep {
            step,
            role,
            kind,
            group,
            called: Called::IfDealt,
        };
        let script = Script::new(
            vec![
                step(Step::Guard, Role::Guard, crate::night::kind::GUARD, None),
                step(
                    Step::Wolves,
                    Role::Wolf,
                    crate::night::kind::KILL,
                    Some(Text::new("空刀", "nobody")),
                ),
                step(Step::Witch, Role::Witch, crate::night::kind::WITCH, None),
                step(Step::Seer, Role::Seer, crate::night::kind::CHECK, None),
            ],
            rules.consensus_rounds,
            NIGHT_SECONDS,
        );
        let day = DayRules {
            voting: Voting::Together,
            ties: TiePolicy {
                runoffs: vec![Runoff::TiedSpeak],
                finally: TieEnd::NobodyOut,
            },
            tied_vote: false,
            speech_seconds: rules.speech_seconds,
            sheriff: rules.sheriff.then(SheriffRules::default),
            hooks: Some(if rules.hunter_shoots_before_end {
                HookTiming::BeforeCheck
            } else {
                HookTiming::AfterCheck
            }),
            ..DayRules::default()
        };
        Langren {
            rules,
            script,
            day,
            antidote: true,
            poison: true,
            told: None,
            guarded: None,
            checks: Vec::new(),
            claims: Vec::new(),
            revealed: None,
        }
    }

    /// The rule set's options.
    pub fn rules(&self) -> &LangrenRules {
        &self.rules
    }

    /// The 预言家's checks so far.
    pub fn checks(&self) -> &[SeerCheck] {
        &self.checks
    }

    /// Every claim so far.
    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    /// The 白痴 who revealed himself, if any.
    pub fn revealed(&self) -> Option<Seat> {
        self.revealed
    }

    /// Whether the 女巫 still holds (antidote, poison).
    pub fn potions(&self) -> (bool, bool) {
        (self.antidote, self.poison)
    }
}

impl NightDay for Langren {
    type Role = Role;
    type Step = Step;
    type Phase = NoPhase;
    type Offer = Move;

    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn script(&self) -> &Script<Self> {
        &self.script
    }

    fn day(&self) -> &DayRules {
        &self.day
    }

    fn cycle(&self) -> &'static [Slot] {
        if self.rules.sheriff {
            Slot::WITH_SHERIFF
        } else {
            Slot::STANDARD
        }
    }

    fn wake(&mut self, night: &mut Night<'_, Self>, step: Step) {
        if step == Step::Witch {
            self.tell_witch(night);
        }
    }

    fn actors(&self, town: &Town<Self>, step: Step) -> Vec<Seat> {
        let role = match step {
            Step::Guard => Role::Guard,
            Step::Wolves => Role::Wolf,
            Step::Witch => Role::Witch,
            Step::Seer => Role::Seer,
        };
        town.alive_with(role).iter().collect()
    }

    fn ask(&self, night: &Night<'_, Self>, step: Step, seat: Seat) -> Ask<Move> {
        self.question(night, step, seat)
    }

    fn act(&mut self, night: &mut Night<'_, Self>, step: Step, act: Act<'_, Move>) {
        self.on_act(night, step, act);
    }

    fn dawn(&mut self, night: &mut Night<'_, Self>) -> SeatSet {
        self.resolve(night)
    }

    /// Without a sheriff: from the first seat alive to the right of the first seat that
    /// died last night; after a peaceful night, from a seat drawn by the generator.
    fn first_speaker(&mut self, town: &mut Town<Self>) -> Option<Seat> {
        let alive = town.alive();
        if let Some(&d) = town.last_deaths().first() {
            return town.seating().next_where(d, |s| alive.contains(s));
        }
        let alive: Vec<Seat> = alive.iter().collect();
        if alive.is_empty() {
            return None;
        }
        let k = rand::RngExt::random_range(town.rng(), 0..alive.len());
        Some(alive[k])
    }

    fn speech_options(
        &self,
        town: &Town<Self>,
        seat: Seat,
        _: tianhei_core::nightday::Speech,
    ) -> tianhei_core::nightday::speech::Extra<Move> {
        crate::day::speech_options(town, seat)
    }

    fn spoke(
        &mut self,
        town: &mut Town<Self>,
        seat: Seat,
        said: Move,
    ) -> tianhei_core::nightday::Spoke {
        self.on_speech(town, seat, said)
    }

    fn voted_out(&mut self, town: &mut Town<Self>, seat: Seat) -> bool {
        self.on_voted_out(town, seat)
    }

    fn may_vote(&self, _: &Town<Self>, seat: Seat) -> bool {
        self.revealed != Some(seat)
    }

    fn may_hold_badge(&self, _: &Town<Self>, seat: Seat) -> bool {
        self.revealed != Some(seat)
    }

    fn exit_hook(&self, town: &Town<Self>, exit: &Exit) -> Option<Ask<Move>> {
        self.hunter_hook(town, exit)
    }

    fn on_exit_hook(
        &mut self,
        town: &mut Town<Self>,
        exit: &Exit,
        opt: tianhei_core::nightday::Opt<Move>,
    ) -> Option<Seat> {
        self.on_shot(town, exit, opt)
    }

    fn last_words(&self, town: &Town<Self>, exit: &Exit, _: usize) -> bool {
        crate::day::last_words(town, exit)
    }

    /// 屠边: the wolves win when every 神 or every 平民 is out; 屠城: when every non-wolf
    /// is out. The good win when every wolf is out. Both at once: a draw.
    fn win(&self, town: &Town<Self>) -> Option<End<Side>> {
        let (mut wolves, mut gods, mut villagers) = (0, 0, 0);
        for s in town.alive().iter() {
            match town.role(s) {
                Role::Wolf => wolves += 1,
                Role::Villager => villagers += 1,
                _ => gods += 1,
            }
        }
        let good = wolves == 0;
        let bad = match self.rules.win {
            Win::Side => gods == 0 || villagers == 0,
            Win::All => gods + villagers == 0,
        };
        match (good, bad) {
            (false, false) => None,
            (true, true) => Some(End::Draw),
            (true, false) => Some(End::Win(Side::Good)),
            (false, true) => Some(End::Win(Side::Wolves)),
        }
    }

    fn view(play: &Play<Self>, viewer: Viewer) -> View {
        View::new(crate::view::view_for(play, viewer))
    }

    fn scene(play: &Play<Self>, viewer: Viewer) -> Scene {
        crate::scene::scene(&crate::view::view_for(play, viewer))
    }
}

/// One game of 狼人杀 in progress.
#[derive(Clone, Debug)]
pub struct LangrenGame(Play<Langren>);

impl Deref for LangrenGame {
    type Target = Play<Langren>;
    fn deref(&self) -> &Play<Langren> {
        &self.0
    }
}

impl DerefMut for LangrenGame {
    fn deref_mut(&mut self) -> &mut Play<Langren> {
        &mut self.0
    }
}

impl LangrenGame {
    /// Deals a game: shuffles the board for `seats` from `seed`.
    pub fn deal(rules: LangrenRules, seats: usize, seed: u64) -> Result<LangrenGame, SetupError> {
        let table = rules.role_table();
        let mut problems = table.problems();
        let mut rng = game_rng(seed, 0);
        let roles = table.deal(seats, &mut rng);
        if roles.is_none() {
            problems.push(format!(
                "no board for {seats} players: the rule set seats {}",
                tianhei_core::rules::describe_counts(&table.counts())
            ));
        }
        SetupError::check(problems)?;
        Ok(LangrenGame(Play::new(
            Langren::new(rules),
            roles.unwrap_or_default(),
            rng,
        )))
    }

    /// A game with the roles dealt as given (seat i gets `roles[i]`): for scenario tests
    /// and for tables that dealt real cards.
    pub fn with_roles(rules: LangrenRules, roles: Vec<Role>, seed: u64) -> LangrenGame {
        LangrenGame(Play::new(Langren::new(rules), roles, game_rng(seed, 0)))
    }

    /// The game as the kit runs it, for hosts.
    pub fn into_play(self) -> Play<Langren> {
        self.0
    }
}
