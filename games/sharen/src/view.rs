//! What each viewer may see. A seat sees its own role, its team where the rules show
//! it, its own checks and night results, and what is public; the public never sees
//! who is being asked at night; the moderator sees everything.

use serde::{Serialize, Serializer};
use tianhei_core::{
    Seat, SeatSet, Text, Viewer,
    nightday::{
        Action, Play, SecretRole,
        tally::Ballot,
        view::{self, PhaseView, ViewOf},
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
/// looking, night and day, the seats, the last dawn, the viewer's own part, the phase)
/// and the moderator's notes. It serializes the phase in this game's words: `phase`
/// (`night`, `last_words`, `speech`, `vote` or `over`), `phase_label`, the `speaker` and
/// the `vote` in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharenView {
    /// What every night/day view holds.
    pub town: ViewOf<Sharen, Mine>,
    /// Everything, for the moderator.
    pub moderator: Option<ModeratorView>,
}

impl SharenView {
    /// The phase's key (`night` for anything but the day's) and its name.
    pub fn phase(&self) -> (&'static str, Text) {
        match self.town.phase {
            PhaseView::Over => ("over", Text::new("游戏结束", "Game over")),
            PhaseView::LastWords { .. } => ("last_words", Text::new("遗言", "Last words")),
            PhaseView::Speech { .. } => ("speech", Text::new("发言", "Speeches")),
            PhaseView::Vote(_) => ("vote", Text::new("投票", "Vote")),
            _ => ("night", Text::new("天黑请闭眼", "Night")),
        }
    }
}

/// The vote in progress as 杀人游戏 shows it.
#[derive(Serialize)]
struct Vote<'a> {
    runoff: usize,
    candidates: SeatSet,
    ballots: &'a [Ballot],
    voter: Option<Seat>,
}

/// [`SharenView`] as it is serialized.
#[derive(Serialize)]
struct Shown<'a> {
    #[serde(flatten)]
    town: &'a ViewOf<Sharen, Mine>,
    phase: &'static str,
    phase_label: Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    speaker: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    vote: Option<Vote<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moderator: Option<&'a ModeratorView>,
}

impl Serialize for SharenView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (phase, phase_label) = self.phase();
        let vote = self.town.vote().map(|v| Vote {
            runoff: v.runoff,
            candidates: v.candidates,
            ballots: &v.ballots,
            voter: v.voter,
        });
        let (town, moderator) = (&self.town, self.moderator.as_ref());
        let speaker = town.speaker();
        (Shown {
            town,
            phase,
            phase_label,
            speaker,
            vote,
            moderator,
        })
        .serialize(s)
    }
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
    let mut view = play.town_view(viewer, known, team, |s| Mine {
        role_label: town.role(s).label(),
        playing: game.current_role(town, s),
        checks: (game.checks.iter())
            .filter(|c| c.known_by.contains(s))
            .cloned()
            .collect(),
    });
    view.own_words = true;
    let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
        roles: town.roles().to_vec(),
        spent: game.spent.clone(),
        marked: game.marked.clone(),
        attacked: town.ledger().unsaved(),
        marks: town.ledger().targets(Action::Mark),
    });
    SharenView {
        town: view,
        moderator,
    }
}
