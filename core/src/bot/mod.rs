//! Synchronous bots for simulations: what a bot is and the generic random bot
//! ([`player`]), a bot's scores for every option ([`policy`]), bots as users name them
//! with their options ([`spec`]), and the loop that plays a match out with bots
//! ([`play`]).

pub mod play;
pub mod player;
pub mod policy;
pub mod spec;

pub use self::{
    play::{PlayError, PlayStats, play_out, play_out_by, play_out_stats},
    player::{Bot, BotKind, RandomBot},
    policy::Decision,
    spec::{BotOption, BotSpec},
};
