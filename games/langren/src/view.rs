//! What each viewer may see. A seat sees its own role, the pack if it is a wolf, its own
//! checks, potions or protections, and what is public: who is in, the sheriff, the
//! candidates, the claims, the vote as it is shown, a revealed 白痴. The public never sees
//! who is being asked at night, and a night changes nothing it sees; the moderator sees
//! everything.

use serde::Serialize;
use tianhei_core::{
    Seat, SeatSet, Viewer,
    nightday::{OptOf, Play, Question, ledger::Entry, view::PhaseView},
};

use crate::{
    game::{Claim, Langren, SeerCheck},
    keys::Step,
    role::Role,
};

/// One seat as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Still in the game.
    pub alive: bool,
    /// The role, where the viewer may know it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

/// A group decision as its members see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GroupView {
    /// Round, from 1.
    pub round: u32,
    /// Last round's picks (seat, pick; `None` = nobody).
    pub previous: Vec<(Seat, Option<Seat>)>,
    /// This round's picks so far (the partners who have chosen).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub current: Vec<(Seat, Option<Seat>)>,
}

/// The viewer's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// The role dealt.
    pub role: Role,
    /// Seats known to be on the viewer's team (the pack, for a wolf).
    pub team: SeatSet,
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
    /// The wolves' decision in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<GroupView>,
}

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

/// The view of 狼人杀 for one viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LangrenView {
    /// Who is looking.
    pub viewer: Viewer,
    /// Night number.
    pub night: u32,
    /// The last day held or being held (day N follows night N; a day a peaceful night
    /// skipped is not counted; 0 before the first day).
    pub day: u32,
    /// The phase as everyone sees it.
    pub phase: PhaseView,
    /// Every seat.
    pub seats: Vec<SeatView>,
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
    /// Deaths announced at the last dawn.
    pub last_deaths: SeatSet,
    /// The viewer's own secrets, for a seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub me: Option<Me>,
    /// Everything, for the moderator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moderator: Option<ModeratorView>,
    /// What each option of the viewer's open prompt means, in the prompt's order (what
    /// bots reason about; hosts read the prompt's keys and labels instead).
    #[serde(skip)]
    pub offers: Vec<OptOf<Langren>>,
    /// What the viewer's open prompt asks, typed (what bots match on).
    #[serde(skip)]
    pub question: Option<Question<Step>>,
}

/// What `viewer` may see.
pub(crate) fn view_for(play: &Play<Langren>, viewer: Viewer) -> LangrenView {
    let (town, game) = (play.town(), play.game());
    let over = town.outcome().is_some();
    let known = match viewer {
        Viewer::Seat(s) if !over => town.deal().known_to(s),
        Viewer::Public if !over => SeatSet::EMPTY,
        _ => SeatSet::first(town.seats()),
    };
    let revealed = game.revealed;
    let seats = town
        .seating()
        .all()
        .map(|s| SeatView {
            seat: s,
            alive: town.is_alive(s),
            role: (known.contains(s) || revealed == Some(s)).then(|| town.role(s)),
        })
        .collect();
    let candidates = play
        .election()
        .map(|e| e.candidates().to_vec())
        .unwrap_or_default();
    let me = viewer.seat().map(|s| {
        let role = town.role(s);
        // The team is what the deal told this seat, also once the game is over and every
        // role is shown: a 平民 has no pack to list.
        let mut team = town.deal().known_to(s);
        team.remove(s);
        Me {
            seat: s,
            role,
            team,
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
            group: play.group_of(s).map(|(round, previous)| GroupView {
                round,
                previous: previous.to_vec(),
                current: play.group_now(s),
            }),
        }
    });
    let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
        roles: town.roles().to_vec(),
        potions: (game.antidote, game.poison),
        guarded: game.guarded,
        ledger: town.ledger().entries().to_vec(),
    });
    LangrenView {
        viewer,
        night: town.night(),
        day: town.day(),
        phase: play.phase_view(),
        seats,
        sheriff: town.sheriff(),
        badge_lost: town.badge().lost,
        candidates,
        revealed,
        claims: game.claims.clone(),
        last_deaths: town.last_deaths().iter().copied().collect(),
        me,
        moderator,
        offers: town.offers_for(viewer),
        question: viewer.seat().and_then(|s| play.question(s)),
    }
}
