//! The names 狼人杀 speaks in, shared by the game, the night, the view and the bot: the
//! event keys and prompt kinds, and the night's steps.

use serde::Serialize;
use tianhei_core::nightday::Keys;

/// Event keys and prompt kinds: `langren.dawn`, `langren.vote`, ….
pub static KEYS: Keys = tianhei_core::keys!("langren");

/// Prompt kinds of the night.
pub mod kind {
    /// The guard's protection.
    pub const GUARD: &str = "langren.guard";
    /// The wolves' kill.
    pub const KILL: &str = "langren.kill";
    /// The witch's potions.
    pub const WITCH: &str = "langren.witch";
    /// The 预言家's check.
    pub const CHECK: &str = "langren.check";
}

/// The night's steps, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// 守卫 protects a seat.
    Guard,
    /// 狼人 agree on a victim.
    Wolves,
    /// 女巫 may save or poison.
    Witch,
    /// 预言家 checks a seat.
    Seer,
}
