//! What each viewer may see. A seat sees its own role, the pack if it is a wolf, its own
//! checks, potions or protections, and what is public: who is in, the sheriff, the
//! candidates, the claims, the vote as it is shown, a revealed 白痴. The public never sees
//! who is being asked at night, and a night changes nothing it sees; the moderator sees
//! everything.

use serde::Serialize;
use tianhei_core::{
    Seat, SeatSet, Viewer,
    nightday::{
        Play,
        ledger::Entry,
        view::{self, ViewOf},
    },
};

use crate::{
    game::{Claim, Langren, SeerCheck},
    keys::Step,
    role::Role,
};

/// The viewer's own secrets beyond the kit's [`Me`](view::Me).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mine {
    /// The 预言家's checks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<SeerCheck>,
    /// The 女巫's potions: (antidote, poison).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub potions: Option<(bool, bool)>,
    /// What the 女巫 was told tonight: the victim, or nobody.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub told: Option<Option<Seat>>,
    /// The 守卫's last protection: (night, seat).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guarded: Option<(u32, Seat)>,
}

/// The viewer's own part: the kit's, with [`Mine`].
pub type Me = view::Me<Role, Mine>;

/// What only the moderator sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModeratorView {
    /// Every role as dealt.
    pub roles: Vec<Role>,
    /// The 女巫's potions: (antidote, poison).
    pub potions: (bool, bool),
    /// The 守卫's last protection.
    pub guarded: Option<(u32, Seat)>,
    /// Tonight's (or last night's) actions.
    pub ledger: Vec<Entry<Step>>,
}

/// The view of 狼人杀 for one viewer: the kit's [`TownView`](view::TownView) (who is
/// looking, night and day, the seats, the last dawn, the viewer's own part, the phase),
/// and the badge, the election, a revealed 白痴 and the claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LangrenView {
    /// What every night/day view holds, the phase as everyone sees it among it.
    #[serde(flatten)]
    pub town: ViewOf<Langren, Mine>,
    /// The sheriff.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<Seat>,
    /// The badge is gone for the game.
    pub badge_lost: bool,
    /// Seats running for sheriff now (once the candidacy is known).
    pub candidates: Vec<Seat>,
    /// The 白痴 who revealed himself.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revealed: Option<Seat>,
    /// Claims made in speeches.
    pub claims: Vec<Claim>,
    /// Everything, for the moderator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moderator: Option<ModeratorView>,
}

/// What `viewer` may see.
pub(crate) fn view_for(play: &Play<Langren>, viewer: Viewer) -> LangrenView {
    let (town, game) = (play.town(), play.game());
    let revealed = game.revealed;
    let mut known = play.known_by_deal(viewer);
    if let Some(r) = revealed {
        known.insert(r);
    }
    // The team is what the deal told this seat, also once the game is over and every
    // role is shown: a 平民 has no pack to list.
    let team = viewer
        .seat()
        .map_or(SeatSet::EMPTY, |s| town.deal().known_to(s));
    let view = play.town_view(viewer, known, team, |s| {
        let role = town.role(s);
        Mine {
            checks: if role == Role::Seer {
                game.checks.clone()
            } else {
                Vec::new()
            },
            potions: (role == Role::Witch).then_some((game.antidote, game.poison)),
            told: match game.told {
                Some((n, v)) if role == Role::Witch && n == town.night() => Some(v),
                _ => None,
            },
            guarded: if role == Role::Guard {
                game.guarded
            } else {
                None
            },
        }
    });
    let candidates = play
        .election()
        .map(|e| e.candidates().to_vec())
        .unwrap_or_default();
    let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
        roles: town.roles().to_vec(),
        potions: (game.antidote, game.poison),
        guarded: game.guarded,
        ledger: town.ledger().entries().to_vec(),
    });
    LangrenView {
        town: view,
        sheriff: town.sheriff(),
        badge_lost: town.badge().lost,
        candidates,
        revealed,
        claims: game.claims.clone(),
        moderator,
    }
}
