//! What each viewer may see. A seat sees its own role, its team where the rules show
//! it, its own checks and night results, and what is public; the public never sees
//! who is being asked at night; the moderator sees everything.

use serde::Serialize;
use tianhei_core::{
    Seat, SeatSet, Text, Viewer,
    nightday::{
        Action, Play, Showing,
        tally::Ballot,
        view::{self, ViewOf},
    },
};

use crate::{
    game::{Check, Sharen},
    role::Role,
};

/// The viewer's own secrets beyond the kit's [`Me`](tianhei_core::nightday::view::Me).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mine {
    /// The name of the role dealt.
    pub role_label: Text,
    /// The role played now (a spent 秘匪 is a killer, a spent 秘警 a civilian).
    pub playing: Role,
    /// Police checks the viewer saw.
    pub checks: Vec<Check>,
}

/// The viewer's own part: the kit's, with [`Mine`].
pub type Me = view::Me<Role, Mine>;

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

/// The view of 杀人游戏 for one viewer: the kit's [`TownView`](view::TownView) (who is
/// looking, night and day, the seats, the last dawn, the viewer's own part) and the
/// phase, speaker, vote and moderator's notes in this game's words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SharenView {
    /// What every night/day view holds.
    #[serde(flatten)]
    pub town: ViewOf<Sharen, Mine>,
    /// `night`, `last_words`, `speech`, `vote` or `over`.
    pub phase: &'static str,
    /// The phase's name.
    pub phase_label: Text,
    /// Who speaks now (day).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub speaker: Option<Seat>,
    /// The vote in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteView>,
    /// Everything, for the moderator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moderator: Option<ModeratorView>,
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
        _ => play.known_by_deal(viewer),
    };
    // The team is what this seat learned in play, also once the game is over and every role
    // is shown: a civilian has no fellows to list.
    let team = viewer.seat().map_or(SeatSet::EMPTY, |s| known_to(play, s));
    let view = play.town_view(viewer, known, team, |s| Mine {
        role_label: town.role(s).label(),
        playing: game.current_role(town, s),
        checks: (game.checks.iter())
            .filter(|c| c.known_by.contains(s))
            .cloned()
            .collect(),
    });
    let showing = play.showing();
    let (phase, phase_label) = match showing {
        Showing::Over => ("over", Text::new("游戏结束", "Game over")),
        Showing::Words(_) => ("last_words", Text::new("遗言", "Last words")),
        Showing::Speech(..) => ("speech", Text::new("发言", "Speeches")),
        Showing::Poll(_) => ("vote", Text::new("投票", "Vote")),
        _ => ("night", Text::new("天黑请闭眼", "Night")),
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
    let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
        roles: town.roles().to_vec(),
        spent: game.spent.clone(),
        marked: game.marked.clone(),
        attacked: town.ledger().unsaved(),
        marks: town.ledger().targets(Action::Mark),
    });
    SharenView {
        speaker: view.speaker(),
        town: view,
        phase,
        phase_label,
        vote,
        moderator,
    }
}
