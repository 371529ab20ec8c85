//! The `tianhei` command line: every game through the erased contract.
//!
//! Layout:
//! - [`commands`]: one file per subcommand (`rules`, `play`, `judge`, `sim`, `balance`,
//!   `replay`);
//! - [`term`]: the terminal: input lines, clearing, pauses, countdowns;
//! - [`render`]: views, events, prompts and outcomes as text, and reading answers;
//! - [`scene`]: a scene as a compact text screen;
//! - [`columns`]: text on a terminal's columns: width, wrapping, padding.
//!
//! `main.rs` only parses the arguments and calls [`run`].

pub mod columns;
pub mod commands;
pub mod render;
pub mod scene;
pub mod term;

use std::{fmt, path::PathBuf, process::ExitCode};

use clap::{Args, Parser, Subcommand};
use tianhei_core::{BotKind, Lang};

/// The command line.
#[derive(Debug, Parser)]
#[command(
    name = "tianhei",
    version,
    about = "天黑 — hidden-role party games: play in the terminal, moderate a table, simulate, replay",
    long_about = "天黑 (tianhei) runs hidden-role party games such as 杀人游戏 (police and killers).\n\
        Play against bots or hot-seat with friends, let it be the 法官 (moderator) for a table\n\
        playing in person, simulate thousands of bot games, or step through a recorded game.",
    after_help = "Examples:\n  \
        tianhei rules                                   list the rule sets\n  \
        tianhei play sharen --players 12 --humans 1     play seat 1 against 11 bots\n  \
        tianhei play sharen --set secret_killer=false --set speech_seconds=60   house rules\n  \
        tianhei judge sharen --players 12               moderate a table of 12 in person\n  \
        tianhei sim sharen --players 12 --games 1000    simulate and print win rates\n  \
        tianhei balance sharen --vs sharen-classic      an HTML balance report with charts\n  \
        tianhei replay game.json --all                  print a recorded game\n\n\
        Run `tianhei help COMMAND` for the options and examples of one command."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the rule sets, or show one.
    #[command(after_help = commands::rules::HELP)]
    Rules(RulesArgs),
    /// Play a game in the terminal: you (and friends, hot-seat) against bots.
    #[command(after_help = commands::play::HELP)]
    Play(PlayArgs),
    /// Be the 法官 (moderator) for a table playing in person.
    #[command(after_help = commands::judge::HELP)]
    Judge(JudgeArgs),
    /// Simulate games with bots and print win rates and speed.
    #[command(after_help = commands::sim::HELP)]
    Sim(SimArgs),
    /// Measure one bot against another: duplicate matches, the lift in seat win rate.
    #[command(after_help = commands::arena::HELP)]
    Arena(ArenaArgs),
    /// A rule set's balance at every player count: an HTML report with charts.
    #[command(after_help = commands::balance::HELP)]
    Balance(BalanceArgs),
    /// Step through a recorded game from any seat's point of view.
    #[command(after_help = commands::replay::HELP)]
    Replay(ReplayArgs),
    /// Run the network host: a table screen and phone pages on the LAN.
    Serve(tianhei_server::ServeArgs),
}

/// `tianhei rules`.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// `show ID` prints one rule set.
    #[command(subcommand)]
    pub show: Option<RulesCommand>,
}

/// `tianhei rules show`.
#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// Print a rule set: a summary and its TOML text.
    Show {
        /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
        id: String,
    },
}

/// `tianhei play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
    pub id: String,
    /// Number of players (default: the fewest the rule set seats).
    #[arg(long, short = 'p')]
    pub players: Option<usize>,
    /// Seats played at this keyboard: comma-separated seat numbers from 1, or `all`.
    #[arg(long, default_value = "1", value_name = "LIST|all")]
    pub humans: String,
    /// Seed of the deal (default: from the clock, printed so the game can be replayed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Write the game's record (JSON, for `tianhei replay`) to this file at the end.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// Language of the game's text.
    #[arg(long, default_value = "zh", value_parser = parse_lang, value_name = "zh|en")]
    pub lang: Lang,
    /// The bots in the other seats.
    #[arg(long, default_value = "heuristic", value_parser = parse_bots, value_name = "random|heuristic|search")]
    pub bots: BotKind,
    /// Do not pause after the moderator's narration lines.
    #[arg(long)]
    pub fast: bool,
    /// A house option, KEY=VALUE (repeatable): `--set secret_killer=false --set speech_seconds=60`.
    #[arg(long = "set", value_name = "KEY=VALUE", long_help = commands::settings::HELP)]
    pub set: Vec<String>,
}

/// `tianhei judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
    pub id: String,
    /// Number of players at the table (default: the fewest the rule set seats).
    #[arg(long, short = 'p')]
    pub players: Option<usize>,
    /// Seed of the first deal (default: from the clock); each further game gets a new one.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Language of the game's text.
    #[arg(long, default_value = "zh", value_parser = parse_lang, value_name = "zh|en")]
    pub lang: Lang,
    /// Do not pause after narration lines and do not count speeches down.
    #[arg(long)]
    pub fast: bool,
}

/// `tianhei sim`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
    pub id: String,
    /// Number of players (default: the fewest the rule set seats).
    #[arg(long, short = 'p')]
    pub players: Option<usize>,
    /// Number of games.
    #[arg(long, short = 'g', default_value_t = 1000)]
    pub games: usize,
    /// Seed; game i is dealt from a seed derived from it and i (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The bots in every seat.
    #[arg(long, default_value = "heuristic", value_parser = parse_bots, value_name = "random|heuristic|search")]
    pub bots: BotKind,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (results do not depend on it).
    #[arg(long, short = 't', default_value_t = 1)]
    pub threads: usize,
}

/// `tianhei arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
    pub id: String,
    /// Number of players (default: the fewest the rule set seats).
    #[arg(long, short = 'p')]
    pub players: Option<usize>,
    /// The two bots, A,B, each with its options: `heuristic,random`.
    #[arg(long, value_name = "A,B")]
    pub bots: String,
    /// Deals; each is played twice, the bots' seats swapped.
    #[arg(long, short = 'g', default_value_t = 500)]
    pub games: usize,
    /// Seed; deal i is dealt from a seed derived from it and i (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: one per core; results do not depend on it).
    #[arg(long, short = 't')]
    pub threads: Option<usize>,
}

/// `tianhei balance`.
#[derive(Debug, Args)]
pub struct BalanceArgs {
    /// A rule-set id (see `tianhei rules`) or a path to a .toml file.
    pub id: String,
    /// A second rule set to set beside the first, dealt the same seeds.
    #[arg(long, value_name = "OTHER")]
    pub vs: Option<String>,
    /// Player counts: one (12) or several (11,12,16); default every count the rules seat.
    #[arg(long, short = 'p', value_name = "N[,N…]")]
    pub players: Option<String>,
    /// Games per rule set, kind of bot and player count.
    #[arg(long, short = 'g', default_value_t = 1000)]
    pub games: usize,
    /// Seed; game i of every series is dealt from a seed derived from it and i.
    #[arg(long)]
    pub seed: Option<u64>,
    /// The bots: heuristic, random, or both.
    #[arg(
        long,
        default_value = "heuristic,random",
        value_name = "heuristic,random"
    )]
    pub bots: String,
    /// Worker threads (default: one per core; results do not depend on it).
    #[arg(long, short = 't')]
    pub threads: Option<usize>,
    /// A house option of the first rule set, KEY=VALUE (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE", long_help = commands::settings::HELP)]
    pub set: Vec<String>,
    /// A house option of the second rule set (repeatable); without --vs, the second is the
    /// first rule set as shipped with these options: `--vs-set secret_police=false`.
    #[arg(long = "vs-set", value_name = "KEY=VALUE")]
    pub vs_set: Vec<String>,
    /// The HTML report to write (default: balance-ID.html).
    #[arg(long, short = 'o', value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// `tianhei replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A game record (JSON) from `tianhei play --record` or the server.
    pub file: PathBuf,
    /// Whose point of view: `moderator`, `public`, or a seat number from 1.
    #[arg(long, default_value = "moderator", value_name = "moderator|public|N")]
    pub viewer: String,
    /// Start after this many answers.
    #[arg(long, default_value_t = 0, value_name = "K")]
    pub step: usize,
    /// Print the whole game at once instead of stepping with Enter.
    #[arg(long)]
    pub all: bool,
    /// Language of the game's text.
    #[arg(long, default_value = "zh", value_parser = parse_lang, value_name = "zh|en")]
    pub lang: Lang,
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
}

fn parse_bots(s: &str) -> Result<BotKind, String> {
    s.parse()
}

/// A failure, with the exit code it maps to.
#[derive(Debug)]
pub enum CliError {
    /// Bad arguments or a rule set that does not load (exit code 2).
    Usage(String),
    /// Something went wrong while running (exit code 1).
    Runtime(String),
}

impl CliError {
    /// The process exit code.
    pub fn code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Runtime(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(m) | CliError::Runtime(m) => f.write_str(m.trim_end()),
        }
    }
}

impl std::error::Error for CliError {}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Rules(a) => commands::rules::run(a),
        Command::Play(a) => commands::play::run(a),
        Command::Judge(a) => commands::judge::run(a),
        Command::Sim(a) => commands::sim::run(a),
        Command::Arena(a) => commands::arena::run(a),
        Command::Balance(a) => commands::balance::run(a),
        Command::Replay(a) => commands::replay::run(a),
        Command::Serve(a) => serve(a),
    }
}

fn serve(args: tianhei_server::ServeArgs) -> Result<(), CliError> {
    let rt = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::Runtime(format!("cannot start the async runtime: {e}")))?;
    rt.block_on(tianhei_server::run_cli(args))
        .map_err(|e| CliError::Runtime(e.to_string()))
}

/// Parses the process arguments, runs, prints `error: …` on failure.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.code())
        }
    }
}
