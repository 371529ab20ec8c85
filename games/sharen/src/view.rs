//! What each viewer may see. A seat sees its own role, its team where the rules show
//! it, its own checks and night results, and what is public; the public never sees
//! who is being asked at night; the moderator sees everything.

use serde::Serialize;
use tianhei_core::{Seat, SeatSet, Text, Viewer, mech::vote::Ballot};

use crate::{
    game::{SharenGame, Stage},
    night::Check,
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
    /// Day number (0 before the first day).
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
}

impl SharenGame {
    /// Seats whose role `viewer` knows.
    fn known_to(&self, viewer: Seat) -> SeatSet {
        let mut known = SeatSet::one(viewer);
        match self.role(viewer) {
            Role::Killer | Role::SecretKiller if self.current_role(viewer) == Role::Killer => {
                // A 秘匪 who used his power joins the killers at their next waking.
                if self.role(viewer) == Role::Killer || self.joined_announced {
                    known = known.union(
                        self.seating
                            .all()
                            .filter(|&s| self.role(s) == Role::Killer)
                            .collect(),
                    );
                }
                if self.joined_announced {
                    known = known.union(
                        self.seating
                            .all()
                            .filter(|&s| self.role(s) == Role::SecretKiller)
                            .collect(),
                    );
                }
            }
            Role::Police => {
                known = known.union(
                    self.seating
                        .all()
                        .filter(|&s| self.role(s) == Role::Police)
                        .collect(),
                );
            }
            _ => {}
        }
        known
    }

    pub(crate) fn view_for(&self, viewer: Viewer) -> SharenView {
        let over = self.outcome.is_some();
        let known = match viewer {
            Viewer::Seat(s) if !over => self.known_to(s),
            Viewer::Public if !over => SeatSet::EMPTY,
            _ => SeatSet::first(self.seating.len()),
        };
        let seats = self
            .seating
            .all()
            .map(|s| SeatView {
                seat: s,
                alive: self.is_alive(s),
                role: known.contains(s).then(|| self.role(s)),
            })
            .collect();
        let (phase, phase_label) = match &self.stage {
            Stage::Over => ("over", Text::new("游戏结束", "Game over")),
            Stage::LastWords { .. } => ("last_words", Text::new("遗言", "Last words")),
            Stage::Speeches { .. } => ("speech", Text::new("发言", "Speeches")),
            Stage::Voting { .. } => ("vote", Text::new("投票", "Vote")),
            _ => ("night", Text::new("天黑请闭眼", "Night")),
        };
        let speaker = match &self.stage {
            Stage::Speeches { speeches, .. } => speeches.current(),
            Stage::LastWords { seat, .. } => Some(*seat),
            _ => None,
        };
        let vote = match &self.stage {
            Stage::Voting { vote, runoff } => Some(VoteView {
                runoff: *runoff,
                candidates: vote.candidates().iter().copied().collect(),
                ballots: vote.ballots().to_vec(),
                voter: vote.current_voter(),
            }),
            _ => None,
        };
        let me = viewer.seat().map(|s| self.me(s, known));
        let moderator = (viewer == Viewer::Moderator).then(|| ModeratorView {
            roles: self.roles.clone(),
            spent: self.spent.clone(),
            marked: self.marked.clone(),
            attacked: self.tonight.attacked,
            marks: self.tonight.marks,
        });
        SharenView {
            viewer,
            night: self.night,
            day: self.day,
            phase,
            phase_label,
            seats,
            me,
            speaker,
            vote,
            last_deaths: self.last_deaths.iter().copied().collect(),
            moderator,
        }
    }

    fn me(&self, s: Seat, known: SeatSet) -> Me {
        let role = self.role(s);
        let group = match &self.stage {
            Stage::Killers(g) if g.members().contains(&s) => Some(GroupView {
                round: g.round(),
                previous: g.previous().to_vec(),
            }),
            Stage::Police(g) if g.members().contains(&s) => Some(GroupView {
                round: g.round(),
                previous: g.previous().iter().map(|&(m, t)| (m, Some(t))).collect(),
            }),
            _ => None,
        };
        Me {
            seat: s,
            role,
            role_label: role.label(),
            playing: self.current_role(s),
            team: {
                let mut team = known;
                team.remove(s);
                team
            },
            checks: self
                .checks
                .iter()
                .filter(|c| c.known_by.contains(s))
                .cloned()
                .collect(),
            group,
        }
    }
}
