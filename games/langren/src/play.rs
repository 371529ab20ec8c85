//! 狼人杀 as the kit plays it: the hooks the kit calls (the night's steps, the first
//! speaker, speeches, the vote, the 猎人's shot, last words, the win check, each viewer's
//! view and scene); [`LangrenGame`] is the game in progress, and the rule set starts it
//! and names its bot.

use tianhei_core::{
    Bot, GameRng, RuleSet, Scene, Seat, SeatSet, SetupError, Table, View, Viewer,
    nightday::{
        Act, Ask, End, Exit, Knows, Ledger, Night, NightDay, NoPhase, Play, Setup, Slot, Town,
        heuristic::HeuristicBot,
    },
};

use crate::{
    bot::LangrenBot,
    day::{Move, last_words, speech_options},
    game::Langren,
    keys::Step,
    role::{Role, Side},
    rules::{LangrenRules, Win},
    scene::scene,
    view::view_for,
};

impl NightDay for Langren {
    type Role = Role;
    type Step = Step;
    type Phase = NoPhase;
    type Offer = Move;
    type Rules = LangrenRules;

    fn new(rules: LangrenRules, _: usize) -> Self {
        Langren::with_rules(rules)
    }

    /// Shuffles the board for `seats`.
    fn deal(
        rules: &LangrenRules,
        seats: usize,
        rng: &mut GameRng,
    ) -> Result<Vec<Role>, SetupError> {
        (rules.role_table()).deal_checked(seats, rng, |counts| {
            let counts = tianhei_core::rules::describe_counts(counts);
            format!("no board for {seats} players: the rule set seats {counts}")
        })
    }

    fn setup(&self) -> &Setup<Self> {
        &self.setup
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
        speech_options(town, seat)
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
        last_words(town, exit)
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

    fn view(play: &Play<Self>, viewer: Viewer) -> View {
        View::new(view_for(play, viewer))
    }

    fn scene(play: &Play<Self>, viewer: Viewer) -> Scene {
        scene(&view_for(play, viewer))
    }
}

/// One game of 狼人杀 in progress: the kit's [`Play`] of [`Langren`], dealt by
/// [`Play::deal`] or [`Play::with_roles`].
pub type LangrenGame = Play<Langren>;

#[typetag::serde(name = "langren")]
impl RuleSet for LangrenRules {
    fn seat_counts(&self) -> Vec<usize> {
        self.role_table().counts()
    }

    fn check(&self) -> Vec<String> {
        let mut problems = self.table_problems();
        if self.consensus_rounds == 0 {
            problems.push("field `options.consensus_rounds`: must be at least 1".into());
        }
        if self.speech_seconds == 0 {
            problems.push("field `options.speech_seconds`: must be at least 1".into());
        }
        problems
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        Ok(Box::new(LangrenGame::deal(self.clone(), seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(HeuristicBot::new(LangrenBot::new(seed, seat)))
    }
}
