//! The names 杀人游戏 speaks in, shared by the game, the night, the view and the bot: the
//! event keys and prompt kinds, the night's steps, and the night's own option.

use serde::Serialize;
use std::borrow::Cow;

use tianhei_core::nightday::{Keys, Offer};

/// Event keys and prompt kinds: `sharen.dawn`, `sharen.vote`, ….
pub static KEYS: Keys = tianhei_core::keys!("sharen");

/// Prompt kinds of the night.
pub(crate) mod kind {
    pub const KILL: &str = "sharen.kill";
    pub const SECRET_KILL: &str = "sharen.secret_kill";
    pub const EXECUTE: &str = "sharen.execute";
    pub const HEAL: &str = "sharen.heal";
    pub const CHECK: &str = "sharen.check";
}

/// The night's steps, in the seed's order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The killers choose a victim together.
    Kill,
    /// The 秘匪 may kill, once.
    SecretKill,
    /// The 秘警 may execute, once.
    Execute,
    /// The doctor heals.
    Heal,
    /// The police check a seat together.
    Check,
}

/// The night's own option: the killers kill nobody tonight.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoKill {
    /// 今晚不杀人.
    NoKill,
}

impl Offer for NoKill {
    fn key(&self) -> Cow<'static, str> {
        "no_kill".into()
    }
}
