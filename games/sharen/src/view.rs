//! What each viewer may see. A seat sees its own role, its team where the rules show
//! it, its own checks and night results, and what is public; the public never sees
//! who is being asked at night; the moderator sees everything.

use serde::Serialize;
use tianhei_core::{
    Seat, SeatSet, Text, Viewer,
    nightday::tally::Ballot,
    nightday::{Action, OptOf, Play, Question, Showing},
};

use crate::{
    game::{Check, Sharen},
    role::Role,
};

/// One seat as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Alive or out.
    pub alive: bool,
    /// The role, where the viewer may know it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

/// The viewer's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// The role dealt.
    pub role: Role,
    /// Its name.
    pub role_label: Text,
    /// The role played now (a spent 秘匪 is a killer, a spent 秘警 a civilian).
    pub playing: Role,
    /// Seats known to be on the viewer's team.
    pub team: SeatSet,
    /// Police checks the viewer saw.
    pub checks: Vec<Check>,
    /// The group decision the viewer takes part in, with the previous round's picks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<GroupView>,
}

/// A group decision as its members see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GroupView {
    /// Round, from 1.
    pub round: u32,
    /// Last round's picks (seat, pick; `None` = kill nobody).
    pub previous: Vec<(Seat, Option<Seat>)>,
    /// This round's picks so far (the partners who have chosen).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub current: Vec<(Seat, Option<Seat>)>,
}

/// The vote in progress (public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VoteView {
    /// 0 for the day's first vote, 1 and 2 for the tie-break votes.
    pub runoff: usize,
    /// Who may be voted out.
    pub candidates: SeatSet,
    /// Votes cast so far, in order.
    pub ballots: Vec<Ballot>,
    /// Who votes now.
    pub voter: Option<Seat>,
}

/// What only the moderator sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModeratorView {
    /// Every seat's role as dealt.
    pub roles: Vec<Role>,
    /// Which 秘警/秘匪 used the power.
    pub spent: Vec<bool>,
    /// The last night each seat got a needle mark.
    pub marked: Vec<Option<u32>>,
    /// Seats attacked tonight and not healed (so far).
    pub attacked: SeatSet,
    /// Needle marks tonight (so far).
    pub marks: SeatSet,
}

/// The view of 杀人游戏 for one viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SharenView {
    /// Who is looking.
    pub viewer: Viewer,
    /// Night number.
    pub night: u32,
    /// The last day held or being held (day N follows night N; a day a peaceful night
    /// skipped is not counted; 0 before the first day).
    pub day: u32,
    /// `night`, `last_words`, `speech`, `vote` or `over`.
    pub phase: &'static str,
    /// The phase's name.
    pub phase_label: Text,
    /// Every seat.
    pub seats: Vec<SeatView>,
    /// The viewer's own secrets, for a seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub me: Option<Me>,
    /// Who speaks now (day).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub speaker: Option<Seat>,
    /// The vote in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteView>,
    /// Deaths announced at the last dawn.
    pub last_deaths: SeatSet,
    /// Everything, for the moderator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moderator: Option<ModeratorView>,
    /// What each option of the viewer's open prompt means, in the prompt's order (what
    /// bots reason about; hosts read the prompt's keys and labels instead).
    #[serde(skip)]
    pub offers: Vec<OptOf<Sharen>>,
    /// What the viewer's open prompt asks, typed (what bots match on).
    #[serde(skip)]
    pub question: Option<Question<crate::keys::Step>>,
}

/// Seats whose role `viewer` knows: its own, its team's from the deal, and a 秘匪 who
/// used his power is known to the killers (and knows them) once they woke together.
fn known_to(play: &Play<Sharen>, viewer: Seat) -> SeatSet {
    let (town, game) = (play.town(), play.game());
    let mut known = town.deal().known_to(viewer);
    if game.joined_announced && game.current_role(town, viewer) == Role::Killer {
        known = known.union(town.deal().holders(&[Role::Killer, Role::SecretKiller]));
    }
    known
}

/// What `viewer` may see.
pub(crate) fn view_for(play: &Play<Sharen>, viewer: Viewer) -> SharenView {
    let (town, game) = (play.town(), play.game());
    let over = town.outcome().is_some();
    let known = match viewer {
        Viewer::Seat(s) if !over => known_to(play, s),
        Viewer::Public if !over => SeatSet::EMPTY,
        _ => SeatSet::first(town.seats()),
    };
    let seats = town
        .seating()
        .all()
        .map(|s| SeatView {
            seat: s,
            alive: town.is_alive(s),
            role: known.contains(s).then(|| town.role(s)),
        })
        .collect();
    let showing = play.showing();
    let (phase, phase_label) = match showing {
        Showing::Over => ("over", Text::new("游戏结束", "Game over")),
        Showing::Words(_) => ("last_words", Text::new("遗言", "Last words")),
        Showing::Speech(..) => ("speech", Text::new("发言", "Speeches")),
        Showing::Poll(_) => ("vote", Text::new("投票", "Vote")),
        _ => ("night", Text::new("天黑请闭眼", "Night")),
    };
    let speaker = match showing {
        Showing::Speech(s, _) | Showing::Words(s) => Some(s),
        _ => None,
    };
    let vote = match showing {
        Showing::Poll(p) => Some(VoteView {
            runoff: p.runoff(),
            candidates: p.candidates().iter().copied().collect(),
            ballots: p.ballots().to_vec(),
            voter: p.voter(),
        }),
        _ => None,
    };
    let me = viewer.seat().map(|s| me(play, s));
    let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
        roles: town.roles().to_vec(),
        spent: game.spent.clone(),
        marked: game.marked.clone(),
        attacked: town.ledger().unsaved(),
        marks: town.ledger().targets(Action::Mark),
    });
    SharenView {
        viewer,
        night: town.night(),
        day: town.day(),
        phase,
        phase_label,
        seats,
        me,
        speaker,
        vote,
        last_deaths: town.last_deaths().iter().copied().collect(),
        moderator,
        offers: town.offers_for(viewer),
        question: viewer.seat().and_then(|s| play.question(s)),
    }
}

fn me(play: &Play<Sharen>, s: Seat) -> Me {
    let (town, game) = (play.town(), play.game());
    let role = town.role(s);
    let group = play.group_of(s).map(|(round, previous)| GroupView {
        round,
        previous: previous.to_vec(),
        current: play.group_now(s),
    });
    // The team is what this seat learned in play, also once the game is over and every role
    // is shown: a civilian has no fellows to list.
    let mut team = known_to(play, s);
    team.remove(s);
    Me {
        seat: s,
        role,
        role_label: role.label(),
        playing: game.current_role(town, s),
        team,
        checks: game
            .checks
            .iter()
            .filter(|c| c.known_by.contains(s))
            .cloned()
            .collect(),
        group,
    }
}
