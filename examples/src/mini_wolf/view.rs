//! What each viewer may see. The view is the only way state leaves the game, so every
//! secret is decided here: a villager sees no roles, a wolf sees its pack, the public
//! sees what is said aloud, the moderator sees everything.

use serde::Serialize;
use tianhei_core::{Seat, Text, mech::vote::Ballot};

use super::Role;

/// The phase of the game, as everyone may know it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Eyes closed; the wolves are choosing.
    Night,
    /// Speeches in turn.
    Speeches,
    /// The vote in turn.
    Vote,
    /// The game is over.
    Over,
}

/// The viewer's own seat and role (seat viewers only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct You {
    /// Your seat.
    pub seat: Seat,
    /// Your role.
    pub role: Role,
    /// Its name.
    pub role_name: Text,
}

/// One wolf's pick in a round the pack disagreed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PackPick {
    /// The wolf.
    pub wolf_seat: Seat,
    /// Its pick.
    pub target_seat: Seat,
}

/// Mini Werewolf's typed view. Seats are 0-based; hosts show them 1-based. Fields
/// holding seats end in `seat`/`seats`, the convention the CLI uses to show `3号`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MiniWolfView {
    /// You, for a seat viewer.
    pub you: Option<You>,
    /// Night, speeches, vote or over.
    pub phase: Phase,
    /// The round: night 1, day 1, night 2, …
    pub round: u32,
    /// Living seats.
    pub alive_seats: Vec<Seat>,
    /// Seats that are out.
    pub dead_seats: Vec<Seat>,
    /// The wolves this viewer knows: its pack for a wolf, every wolf for the moderator.
    pub wolf_seats: Vec<Seat>,
    /// Every seat's role, for the moderator and for everyone once the game is over.
    pub roles: Option<Vec<Role>>,
    /// Who is speaking (speeches are public).
    pub speaker_seat: Option<Seat>,
    /// The ballots of the current vote, public as they are cast.
    pub votes: Vec<Ballot>,
    /// The wolves' picks of the last round when they disagreed (wolves and moderator).
    pub pack_picks: Vec<PackPick>,
}
