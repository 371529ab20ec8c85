//! tianhei-core: the contract every hidden-role game and every host meets.
//!
//! A game turns a rule set, a seat count and a seed into a [`Table`]: it lists open
//! [`Prompt`]s, takes [`answer`](Table::answer)s, and shows each [`Viewer`] its own
//! [`View`] and [`Log`]. Hosts drive any game through [`Match`], which also records
//! every accepted answer so a [`GameRecord`] replays the game exactly.
//!
//! ```
//! use tianhei_core::{Seat, seat::Seating};
//! let seating = Seating::new(5);
//! assert_eq!(seating.next(Seat(4)), Seat(0)); // turn order goes to the right
//! ```
//!
//! Layout, one concept per module:
//! - [`seat`]: seats, seating order, seat sets.
//! - [`text`](mod@text): bilingual text (Chinese first, English).
//! - [`rng`]: the named seeded generator every game uses.
//! - [`prompt`]: prompts, choices, answer validation.
//! - [`view`]: viewers and erased views.
//! - [`event`]: the append-only log with audiences and narration.
//! - [`outcome`]: results and scores.
//! - [`scene`]: what a viewer sees, in the vocabulary every host draws (banner, seat
//!   ring, private panel, cards, pending items, tallies).
//! - [`rules`]: rule-set files (TOML through typetag) and setup errors.
//! - [`options`]: a rule set's options as a form (derived schema, zh/en names and help),
//!   house edits checked by the rule set's own check, what an edited file changes.
//! - [`table`]: the erased game interface.
//! - [`record`]: matches (a table, its rule set and its answers), records and replay.
//! - [`bot`]: synchronous bots, the generic random bot, the simulation loop.
//! - [`agent`]: asynchronous agents and the host driver.
//! - [`mech`]: mechanisms shared by games of both kits: priority and stack, role tables.
//! - [`nightday`]: the night/day (hidden-role) kit: secret roles, phases, the night script,
//!   its group decisions and ledger, the day cycle (speeches, weighted votes and their
//!   tally, ties, exits with hooks, the sheriff), win checks — a night/day game supplies
//!   its roles, night steps and win check.
//! - [`cards`]: the card-game kit: an engine of typed frames, typed asks, priority
//!   windows, timing points, zones, the log guard — a card game supplies its cards, its
//!   turn as frames and its skills.

pub mod agent;
pub mod bot;
pub mod cards;
pub mod event;
pub mod mech;
pub mod nightday;
pub mod options;
pub mod outcome;
pub mod prompt;
pub mod record;
pub mod rng;
pub mod rules;
pub mod scene;
pub mod seat;
pub mod table;
pub mod text;
pub mod view;

pub use agent::Agent;
pub use bot::{Bot, BotKind, BotSpec, Decision, RandomBot};
pub use event::{Audience, Event, Log, Pace};
pub use outcome::{GameResult, Outcome, SeatOutcome};
pub use prompt::{AnswerError, Choice, Prompt, PromptBook, PromptId};
pub use record::{GameRecord, Match, RecordedAnswer, ReplayError};
pub use rng::GameRng;
pub use rules::{RuleError, RuleFile, RuleMeta, RuleSet, SetupError};
pub use scene::{Scene, SeatNo};
pub use seat::{Seat, SeatSet};
pub use table::Table;
pub use text::{Lang, Text};
pub use view::{View, ViewData, Viewer};
