//! The view every night/day game shares, typed: the public view of the town (seats,
//! who is in, the phase, the vote, the last dawn's deaths) and the viewer's own part
//! (role, team, the group decision it takes part in) — [`TownView`]. A game's view holds
//! it (`#[serde(flatten)]`) beside the game's own fields, and its [`Me`] carries the
//! game's own secrets (checks, potions) in `own`: it extends the default, it does not
//! rebuild it.

use serde::{Serialize, Serializer, ser::SerializeMap};

use crate::{
    seat::{Seat, SeatSet},
    text::Text,
    view::Viewer,
};

use super::{
    NightDay, Play,
    keys::Question,
    night::Pick,
    offer::Opt,
    phase::Showing,
    stage::{Purpose, Speech},
    tally::Ballot,
};

/// One seat as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView<R> {
    /// The seat.
    pub seat: Seat,
    /// Still in the game.
    pub alive: bool,
    /// The role, where the viewer may know it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<R>,
}

/// A group decision as its members see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GroupView {
    /// Round, from 1.
    pub round: u32,
    /// Last round's picks (seat, pick; `None` = nobody).
    pub previous: Vec<Pick>,
    /// This round's picks so far (the partners who have chosen).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub current: Vec<Pick>,
}

/// The viewer's own part: its seat, role and team, the group decision it takes part in,
/// and the game's own secrets (`own`, serialized beside the kit's fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Me<R, X> {
    /// The seat.
    pub seat: Seat,
    /// The role dealt.
    pub role: R,
    /// Seats known to be on the viewer's team (the pack, for a wolf).
    pub team: SeatSet,
    /// The game's own secrets of this seat.
    #[serde(flatten)]
    pub own: X,
    /// The group decision in progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<GroupView>,
}

impl<R, X> Me<R, X> {
    /// The pick to go along with when the group decision this seat is in asks again
    /// ([`follow`](super::follow)); `people` are the seats people play.
    pub fn follow(&self, people: SeatSet) -> Option<Seat> {
        let g = self.group.as_ref()?;
        super::follow(&g.previous, &g.current, g.round, self.seat, people).flatten()
    }
}

/// What every night/day view holds: the public view of the town and the viewer's own
/// part. `R`, `S`, `O` are the game's role, step and offer types ([`ViewOf`] names them
/// from the game); `X` is the game's own part of [`Me`]. It serializes its phase as
/// `phase`, in the kit's words, unless the game names the phase in its own
/// ([`TownView::own_words`]): the phase is built once, for the bot and the serializer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TownView<R, S, O, X> {
    /// Who is looking.
    pub viewer: Viewer,
    /// Night number.
    pub night: u32,
    /// The last day held or being held (day N follows night N; a day a peaceful night
    /// skipped is not counted; 0 before the first day).
    pub day: u32,
    /// Every seat.
    pub seats: Vec<SeatView<R>>,
    /// Deaths announced at the last dawn.
    pub last_deaths: SeatSet,
    /// The viewer's own part, for a seat.
    pub me: Option<Me<R, X>>,
    /// The phase as everyone sees it.
    pub phase: PhaseView,
    /// The game serializes the phase in its own words: the kit's `phase` is left out.
    pub own_words: bool,
    /// What each option of the viewer's open prompt means, in the prompt's order (what
    /// bots reason about; hosts read the prompt's keys and labels instead; not
    /// serialized).
    pub offers: Vec<Opt<O>>,
    /// What the viewer's open prompt asks, typed (what bots and tests match on; not
    /// serialized).
    pub question: Option<Question<S>>,
}

impl<R: Serialize, S, O, X: Serialize> Serialize for TownView<R, S, O, X> {
    fn serialize<Z: Serializer>(&self, z: Z) -> Result<Z::Ok, Z::Error> {
        let mut m = z.serialize_map(None)?;
        m.serialize_entry("viewer", &self.viewer)?;
        m.serialize_entry("night", &self.night)?;
        m.serialize_entry("day", &self.day)?;
        m.serialize_entry("seats", &self.seats)?;
        m.serialize_entry("last_deaths", &self.last_deaths)?;
        if let Some(me) = &self.me {
            m.serialize_entry("me", me)?;
        }
        if !self.own_words {
            m.serialize_entry("phase", &self.phase)?;
        }
        m.end()
    }
}

/// The [`TownView`] of game `G`, with `X` its own part of [`Me`].
pub type ViewOf<G, X> =
    TownView<<G as NightDay>::Role, <G as NightDay>::Step, <G as NightDay>::Offer, X>;

impl<R, S, O, X> TownView<R, S, O, X> {
    /// The viewer's seat view, for a seat viewer.
    pub fn my_seat(&self) -> Option<&SeatView<R>> {
        (self.me.as_ref()).and_then(|m| self.seats.get(m.seat.index()))
    }

    /// The seats alive.
    pub fn alive(&self) -> SeatSet {
        self.seats
            .iter()
            .filter(|s| s.alive)
            .map(|s| s.seat)
            .collect()
    }

    /// Who speaks or gives last words now.
    pub fn speaker(&self) -> Option<Seat> {
        match self.phase {
            PhaseView::Speech { seat, .. } | PhaseView::LastWords { seat } => Some(seat),
            _ => None,
        }
    }

    /// The vote in progress, as the public sees it.
    pub fn vote(&self) -> Option<&VoteView> {
        match &self.phase {
            PhaseView::Vote(v) => Some(v),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.phase == PhaseView::Over
    }
}

impl<G: NightDay> Play<G> {
    /// The kit's view for `viewer` with nothing of the game's: the roles it knows from the
    /// deal, its team from the deal, the phase in the kit's words.
    pub fn kit_view(&self, viewer: Viewer) -> ViewOf<G, ()> {
        let team = viewer
            .seat()
            .map_or(SeatSet::EMPTY, |s| self.town.deal().known_to(s));
        self.town_view(viewer, self.known_by_deal(viewer), team, |_| ())
    }

    /// The seats whose roles `viewer` knows from the deal: its own and its team's for a
    /// seat, none for the public, every one for the moderator and for all once the game
    /// is over.
    pub fn known_by_deal(&self, viewer: Viewer) -> SeatSet {
        match viewer {
            _ if self.town.outcome().is_some() => SeatSet::first(self.town.seats()),
            Viewer::Seat(s) => self.town.deal().known_to(s),
            Viewer::Public => SeatSet::EMPTY,
            Viewer::Moderator => SeatSet::first(self.town.seats()),
        }
    }

    /// The kit's view for `viewer`: roles shown for the seats in `known`; a seat
    /// viewer's [`Me`] with `team` (besides itself) and the game's own part `own`.
    pub fn town_view<X>(
        &self,
        viewer: Viewer,
        known: SeatSet,
        team: SeatSet,
        own: impl FnOnce(Seat) -> X,
    ) -> ViewOf<G, X> {
        let town = &self.town;
        let seats = (town.seating().all())
            .map(|seat| SeatView {
                seat,
                alive: town.is_alive(seat),
                role: known.contains(seat).then(|| town.role(seat)),
            })
            .collect();
        let me = viewer.seat().map(|seat| {
            let mut team = team;
            team.remove(seat);
            Me {
                seat,
                role: town.role(seat),
                team,
                own: own(seat),
                group: self.group_of(seat).map(|(round, previous)| GroupView {
                    round,
                    previous: previous.to_vec(),
                    current: self.group_now(seat),
                }),
            }
        });
        TownView {
            viewer,
            night: town.night(),
            day: town.day(),
            seats,
            last_deaths: town.last_deaths().iter().copied().collect(),
            me,
            phase: self.phase_view(),
            own_words: false,
            offers: town.offers_for(viewer),
            question: viewer.seat().and_then(|s| self.question(s)),
        }
    }
}

/// What the public sees of the phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// Eyes closed.
    Night,
    /// Seats decide whether to run for sheriff.
    Candidacy,
    /// Candidates may withdraw.
    Withdrawal,
    /// A seat speaks.
    Speech {
        /// Who.
        seat: Seat,
        /// Which speeches.
        speech: Speech,
    },
    /// A seat gives last words.
    LastWords {
        /// Who.
        seat: Seat,
    },
    /// A vote.
    Vote(VoteView),
    /// The sheriff picks the speaking direction.
    Order {
        /// The sheriff.
        seat: Seat,
    },
    /// The sheriff who left passes or tears the badge.
    Badge {
        /// The sheriff.
        seat: Seat,
    },
    /// Seats that just left settle their exits.
    Exit,
    /// Between phases (the dawn).
    Dawn,
    /// The game is over.
    Over,
}

/// A vote as the public sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VoteView {
    /// What is voted on.
    pub purpose: Purpose,
    /// 0 for the first vote, then the runoffs.
    pub runoff: usize,
    /// Who may be voted for.
    pub candidates: SeatSet,
    /// Who votes.
    pub voters: SeatSet,
    /// Votes shown so far, in order (serialized as `[voter, pick]`; `None` abstains).
    #[serde(serialize_with = "as_pairs")]
    pub ballots: Vec<Ballot>,
    /// Who votes now (votes in turn).
    pub voter: Option<Seat>,
    /// The sheriff's vote weighs 1.5.
    pub weighted: Option<Seat>,
}

/// Ballots as `[voter, pick]` pairs.
fn as_pairs<Z: Serializer>(ballots: &[Ballot], z: Z) -> Result<Z::Ok, Z::Error> {
    z.collect_seq(ballots.iter().map(|b| (b.voter, b.target)))
}

impl PhaseView {
    /// The phase's name on the banner.
    pub fn label(&self) -> Text {
        match self {
            PhaseView::Night => Text::new("天黑请闭眼", "Night"),
            PhaseView::Candidacy => Text::new("警长竞选：上警", "Sheriff election: who runs"),
            PhaseView::Withdrawal => Text::new("警长竞选：退水", "Sheriff election: withdrawals"),
            PhaseView::Speech {
                speech: Speech::Campaign,
                ..
            } => Text::new("警长竞选发言", "Campaign speeches"),
            PhaseView::Speech {
                speech: Speech::Runoff,
                ..
            } => Text::new("平票发言", "Runoff speeches"),
            PhaseView::Speech { .. } => Text::new("发言", "Speeches"),
            PhaseView::LastWords { .. } => Text::new("遗言", "Last words"),
            PhaseView::Vote(v) if v.purpose == Purpose::Sheriff => {
                Text::new("警长投票", "Sheriff vote")
            }
            PhaseView::Vote(_) => Text::new("放逐投票", "Vote"),
            PhaseView::Order { .. } => Text::new("警长选择发言顺序", "The sheriff picks the order"),
            PhaseView::Badge { .. } => Text::new("移交警徽", "Passing the badge"),
            // Seats leave at dawn and after a vote alike: an exile is not daybreak.
            PhaseView::Exit => Text::new("出局", "Seats leave"),
            PhaseView::Dawn => Text::new("天亮了", "Day breaks"),
            PhaseView::Over => Text::new("游戏结束", "Game over"),
        }
    }

    /// The banner's line: who speaks or votes, what the sheriff or the candidates do.
    pub fn line(&self) -> Option<Text> {
        Some(match self {
            PhaseView::Speech { seat, .. } => {
                crate::text!("{}号发言", "Seat {} speaks", seat.number())
            }
            PhaseView::LastWords { seat } => {
                crate::text!("{}号发表遗言", "Seat {}: last words", seat.number())
            }
            PhaseView::Order { seat } => {
                crate::text!(
                    "警长{}号选择发言方向",
                    "The sheriff, seat {}, picks the direction",
                    seat.number()
                )
            }
            PhaseView::Badge { seat } => {
                crate::text!(
                    "警长{}号移交或撕毁警徽",
                    "The sheriff, seat {}, passes or tears the badge",
                    seat.number()
                )
            }
            PhaseView::Candidacy => Text::new(
                "想当警长的请举手",
                "Whoever runs for sheriff, raise your hand",
            ),
            PhaseView::Withdrawal => Text::new("候选人可以退水", "Candidates may withdraw"),
            PhaseView::Vote(VoteView {
                voter: Some(seat), ..
            }) => crate::text!("{}号投票", "Seat {} votes", seat.number()),
            PhaseView::Vote(v) if v.runoff > 0 => Text::new(
                "平票：在平票者中再投一次",
                "Tied: vote again among the tied",
            ),
            PhaseView::Vote(_) => Text::new("所有人同时投票", "Everyone votes at once"),
            _ => return None,
        })
    }
}

impl<G: NightDay> Play<G> {
    /// The public view of the phase.
    pub fn phase_view(&self) -> PhaseView {
        match self.showing() {
            Showing::Night => PhaseView::Night,
            Showing::Candidacy => PhaseView::Candidacy,
            Showing::Withdrawal => PhaseView::Withdrawal,
            Showing::Speech(seat, speech) => PhaseView::Speech { seat, speech },
            Showing::Words(seat) => PhaseView::LastWords { seat },
            Showing::Poll(p) => PhaseView::Vote(VoteView {
                purpose: p.purpose(),
                runoff: p.runoff(),
                candidates: p.candidates().iter().copied().collect(),
                voters: p.voters().iter().copied().collect(),
                ballots: p.ballots().to_vec(),
                voter: p.voter(),
                weighted: p.voters().iter().copied().find(|&v| p.halves_of(v) != 2),
            }),
            Showing::Order(seat) => PhaseView::Order { seat },
            Showing::Badge(seat) => PhaseView::Badge { seat },
            Showing::Exit => PhaseView::Exit,
            Showing::Other => PhaseView::Dawn,
            Showing::Over => PhaseView::Over,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_with_nothing_of_the_games_own_serializes_the_kits_fields_only() {
        let me: Me<&str, ()> = Me {
            seat: Seat(2),
            role: "wolf",
            team: SeatSet::EMPTY,
            own: (),
            group: None,
        };
        let v = serde_json::to_value(&me).expect("a view serializes");
        assert_eq!(
            v,
            serde_json::json!({"seat": 2, "role": "wolf", "team": []})
        );
    }

    #[test]
    fn the_vote_line_names_the_voter_in_turn_and_everyone_at_once() {
        let vote = |voter, runoff| {
            PhaseView::Vote(VoteView {
                purpose: Purpose::Day,
                runoff,
                candidates: SeatSet::EMPTY,
                voters: SeatSet::EMPTY,
                ballots: Vec::new(),
                voter,
                weighted: None,
            })
        };
        let zh = |p: PhaseView| p.line().map(|t| t.zh.to_string());
        assert_eq!(zh(vote(Some(Seat(4)), 1)).as_deref(), Some("5号投票"));
        assert_eq!(zh(vote(None, 0)).as_deref(), Some("所有人同时投票"));
        assert_eq!(
            zh(vote(None, 1)).as_deref(),
            Some("平票：在平票者中再投一次")
        );
        assert_eq!(zh(PhaseView::Night), None);
    }
}
