//! The night/day kit (the hidden-role kit, beside the card kit [`crate::cards`]): the
//! skeleton every night/day game shares, so that a new game of
//! this family is its roles, its night steps and their resolution, and its win check.
//!
//! A game implements [`NightDay`] for its state and hands it to [`Play`], which implements
//! [`Table`](crate::Table): the hosts drive it like any game. The kit runs the rest:
//!
//! - [`role`]: secret roles ([`SecretRole`]): side, card, what a check shows, how the 法官
//!   calls them at night, and who learns whom at the start ([`Team`]).
//! - [`keys`]: each game's event keys and prompt kinds (`keys!("sharen")`).
//! - [`town`]: the shared state: seats, roles, who is in, nights and days, exits, the
//!   night ledger, the sheriff's badge, the log, the prompts, the generator, the outcome.
//! - [`phase`]: a round as a list of typed phases ([`Slot`]s) with enter and answer
//!   handlers; phases push phases (a vote its runoff speeches, a vote-out its exits).
//! - [`night`]: the night script: ordered steps, single seat or group decision (asked again
//!   with the partners' picks shown), narrated every night with the same pauses whether the
//!   role can act or not unless the step's rule stops calling it; game code sees the night
//!   only through [`Night`], which writes private lines and the ledger, nothing public.
//! - [`group`]: a group decision (the wolves' kill): everyone picks, asked again with the
//!   picks shown until they agree or the rounds run out.
//! - [`ledger`]: the night's actions (attacks, protections, saves, poisons, marks).
//! - [`day`]: the dawn's announcement, the speeches and the day's vote ([`DayRules`]).
//! - [`speech`]: speeches with options the game adds (claims) and interruptions (自爆).
//! - [`vote`]: the vote phase: votes in turn or all at once, weighted (a sheriff's 1.5),
//!   with tie policies and their runoffs.
//! - [`tally`]: the count under it: ballots with abstention, weights, the result, tie
//!   policies.
//! - [`exits`]: exits with their hooks (a hunter's shot), the win check at each check
//!   point, the badge, and last words by the game's policy.
//! - [`sheriff`]: the election with withdrawal (退水), the badge, the speaking direction.
//! - [`play`]: the game in progress and its `Table` implementation.
//! - [`view`]: the typed view every game extends ([`view::TownView`]): the town as the
//!   public sees it and the viewer's own part, so no view shows what the public may not.
//! - [`ring`]: the seat-ring scene drawn from that view; a game adds its badges and lines.
//! - [`heuristic`]: a game's heuristic, written from its typed view, as a bot whose
//!   policy samples its answers.
//! - `testing` (feature `testing`): the scenario language of the games' tests.
//! - [`world`]: worlds for a search bot: the roles a seat does not know dealt again.
//!
//! Views and logs leak nothing by construction: every night prompt is secret and every
//! step narrated alike; night code cannot write a public line; the public part of a view
//! ([`Showing`]) carries nothing during the night but that it is night; exit hooks are
//! asked of every seat leaving (pass-only where it has nothing to do).

pub mod day;
pub mod exits;
pub mod group;
pub mod heuristic;
pub mod keys;
pub mod ledger;
pub mod night;
pub mod offer;
pub mod phase;
pub mod play;
pub mod ring;
pub mod role;
pub mod sheriff;
pub mod speech;
pub mod stage;
pub mod tally;
#[cfg(feature = "testing")]
pub mod testing;
pub mod town;
pub mod view;
pub mod vote;
pub mod world;

use std::fmt;

use serde::Serialize;

pub use self::{
    day::{DayRules, Peaceful},
    exits::HookTiming,
    keys::{Keys, Question},
    ledger::{Action, Ledger},
    night::{Act, Ask, Called, Night, NightQuestion, Script, Step, follow, picks_text},
    offer::{NoOffer, Offer, Offered, Offers, Opt},
    phase::{Cx, Done, Flow, NoPhase, Phase, Showing, Slot, Verdict},
    play::Play,
    role::{Call, Deal, SecretRole, Side, Team},
    sheriff::SheriffRules,
    speech::{Extra, Spoke},
    stage::{Poll, Purpose, Speech, Stage, Voting},
    town::{Badge, Cause, End, Exit, SideOf, Town},
    world::Knows,
};
use crate::{
    scene::Scene,
    seat::{Seat, SeatSet},
    view::{View, Viewer},
};

/// How a night/day game runs, made once from its rules: what [`NightDay::setup`] returns.
#[derive(Clone, Debug)]
pub struct Setup<G: NightDay> {
    /// Event keys and prompt kinds: `static KEYS: Keys = keys!("mygame");`.
    pub keys: &'static Keys,
    /// The night script.
    pub script: Script<G>,
    /// How the days run.
    pub day: DayRules,
}

impl<G: NightDay> Setup<G> {
    /// The setup of a game with these keys, this night and these days.
    pub fn new(keys: &'static Keys, script: Script<G>, day: DayRules) -> Self {
        Setup { keys, script, day }
    }
}

/// What an option of a prompt of game `G` means.
pub type OptOf<G> = Opt<<G as NightDay>::Offer>;

/// What a night/day game supplies: its roles, its night steps and their resolution, its
/// win check, and its views. Everything else has a default or comes from the kit.
pub trait NightDay: Clone + fmt::Debug + Send + Sized + 'static {
    /// The roles.
    type Role: SecretRole;
    /// The night steps (an enum of the game's).
    type Step: Copy + Eq + fmt::Debug + Serialize + Send + Sync + 'static;
    /// Phases of the game's own, for [`Slot::Game`] ([`NoPhase`] if none).
    type Phase: Phase<Self>;
    /// Options of the game's own in the kit's prompts ([`Opt::Game`]; [`NoOffer`] if none).
    type Offer: Offer;
    /// The rule set's options the game is made from.
    type Rules: Clone + fmt::Debug + Send + 'static;

    /// The game's own state for `seats` seats under `rules` (before the first night).
    fn new(rules: Self::Rules, seats: usize) -> Self;
    /// Deals the roles for `seats` seats from `rng` (seat `i` gets the `i`th); every
    /// problem at once when the rules cannot seat them. [`Play::deal`] calls it.
    fn deal(
        rules: &Self::Rules,
        seats: usize,
        rng: &mut crate::rng::GameRng,
    ) -> Result<Vec<Self::Role>, crate::SetupError>;

    /// How the game runs, made from its rules in [`NightDay::new`]: its keys, its night
    /// script, its days.
    fn setup(&self) -> &Setup<Self>;
    /// Event keys and prompt kinds ([`Setup::keys`]).
    fn keys(&self) -> &'static Keys {
        self.setup().keys
    }
    /// The night script ([`Setup::script`]).
    fn script(&self) -> &Script<Self> {
        &self.setup().script
    }
    /// How the days run ([`Setup::day`]).
    fn day(&self) -> &DayRules {
        &self.setup().day
    }
    /// The phases of a round, in order.
    fn cycle(&self) -> &'static [Slot] {
        Slot::STANDARD
    }
    /// The phase for [`Slot::Game`]`(k)`; `None` skips the slot.
    fn phase(&self, k: u8) -> Option<Self::Phase> {
        let _ = k;
        None
    }

    // The night.

    /// Called when a step's role has opened its eyes, before anyone is asked (to tell
    /// them something, such as who joined them).
    fn wake(&mut self, night: &mut Night<'_, Self>, step: Self::Step) {
        let _ = (night, step);
    }
    /// Who decides at `step` tonight: the seat, or the group's members (empty: nobody can,
    /// and the step is narrated or not by its [`Called`] rule). By default every seat
    /// alive holding the step's role in the script.
    fn actors(&self, town: &Town<Self>, step: Self::Step) -> Vec<Seat> {
        let steps = &self.script().steps;
        match steps.iter().find(|s| s.step == step) {
            Some(s) => town.alive_with(s.role).iter().collect(),
            None => Vec::new(),
        }
    }
    /// The question `seat` is asked at `step` (for a group, the members all get the first
    /// member's question). No options: nothing to decide.
    fn ask(&self, night: &Night<'_, Self>, step: Self::Step, seat: Seat) -> Ask<Self::Offer>;
    /// Applies what the step decided: record it in the ledger, tell those who may know.
    fn act(&mut self, night: &mut Night<'_, Self>, step: Self::Step, act: Act<'_, Self::Offer>);
    /// Resolves the ledger at dawn into the night's deaths (announced by the kit, in seat
    /// order, without cause).
    fn dawn(&mut self, night: &mut Night<'_, Self>) -> SeatSet;

    // The day.

    /// Who speaks first when there is no sheriff: by default the first seat alive to the
    /// right of the first seat that died last night, else the first seat alive.
    fn first_speaker(&mut self, town: &mut Town<Self>) -> Option<Seat> {
        let alive = town.alive();
        match town.last_deaths().first() {
            Some(&d) => town.seating().next_where(d, |s| alive.contains(s)),
            None => town.alive().iter().next(),
        }
    }
    /// Options a speaker has besides `done` (a claim, a 自爆).
    fn speech_options(&self, town: &Town<Self>, seat: Seat, speech: Speech) -> Extra<Self::Offer> {
        let _ = (town, seat, speech);
        Extra::default()
    }
    /// A speaker picked one of [`NightDay::speech_options`].
    fn spoke(&mut self, town: &mut Town<Self>, seat: Seat, offer: Self::Offer) -> Spoke {
        let _ = (town, seat, offer);
        Spoke::Done
    }
    /// `seat` has the most votes: true if it is out, false if it stays (the game says why).
    fn voted_out(&mut self, town: &mut Town<Self>, seat: Seat) -> bool {
        let _ = (town, seat);
        true
    }
    /// Whether `seat` votes today.
    fn may_vote(&self, town: &Town<Self>, seat: Seat) -> bool {
        let _ = (town, seat);
        true
    }
    /// Whether the badge may be passed to `seat`.
    fn may_hold_badge(&self, town: &Town<Self>, seat: Seat) -> bool {
        let _ = (town, seat);
        true
    }
    /// The hook of an exit (a hunter's shot), asked in secret; `None`: a pass-only prompt.
    /// Asked only when [`DayRules::hooks`] is set.
    fn exit_hook(&self, town: &Town<Self>, exit: &Exit) -> Option<Ask<Self::Offer>> {
        let _ = (town, exit);
        None
    }
    /// The answer to an exit's hook; a seat it takes out of the game (shot) leaves with
    /// the same exit.
    fn on_exit_hook(
        &mut self,
        town: &mut Town<Self>,
        exit: &Exit,
        opt: OptOf<Self>,
    ) -> Option<Seat> {
        let _ = (town, exit, opt);
        None
    }
    /// Whether `exit` gives last words; `together` seats left with it. None by default.
    fn last_words(&self, town: &Town<Self>, exit: &Exit, together: usize) -> bool {
        let _ = (town, exit, together);
        false
    }
    /// The win check, run at every check point (each dawn, each exit).
    fn win(&self, town: &Town<Self>) -> Option<End<SideOf<Self>>>;
    /// A seat's points: 1 for a win by default, 0 otherwise.
    fn score(&self, role: Self::Role, end: End<SideOf<Self>>) -> i32 {
        i32::from(end == End::Win(role.side()))
    }

    // What players see.

    /// What `viewer` may see; by default the kit's view ([`Play::kit_view`]): the roles
    /// it knows from the deal, its team, the phase; a game extends it with its own.
    fn view(play: &Play<Self>, viewer: Viewer) -> View {
        View::new(play.kit_view(viewer))
    }
    /// `viewer`'s scene, drawn from its view; by default the kit's
    /// ([`view::TownView::scene`]).
    fn scene(play: &Play<Self>, viewer: Viewer) -> Scene {
        play.kit_view(viewer).scene()
    }
    /// The game's own invariants.
    fn invariants(&self, town: &Town<Self>) -> Result<(), String> {
        let _ = town;
        Ok(())
    }

    // Worlds ([`world`]).

    /// What `seat` knows of each seat's role besides the deal's teams (a check's answer,
    /// a role shown in public), in seat order (`None`: nothing; shorter: nothing for the
    /// rest). `None`, the default: this game draws no worlds, and its search bot plays as
    /// its heuristic.
    fn knows(&self, town: &Town<Self>, seat: Seat) -> Option<Vec<Option<Knows<Self::Role>>>> {
        let _ = (town, seat);
        None
    }
    /// Draws the game's own hidden state again for a world of `seat` whose roles are now
    /// `town`'s: keep what `seat` knows, draw the rest from the rules and what the public
    /// saw (never from this state's hidden parts). `ledger` holds the entries of the steps
    /// `seat` took part in; `done` are the steps done tonight (`None` by day), whose
    /// entries the game may draw again.
    fn redraw(
        &mut self,
        town: &Town<Self>,
        ledger: &mut Ledger<Self::Step>,
        seat: Seat,
        done: Option<&[Self::Step]>,
        rng: &mut crate::rng::GameRng,
    ) {
        let _ = (town, ledger, seat, done, rng);
    }
}
