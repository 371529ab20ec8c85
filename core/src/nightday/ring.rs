//! The ring scene every night/day game draws from its [`TownView`]: the banner (phase,
//! night or day and its number), the seat ring (who is out, who speaks, the roles the
//! viewer knows — told to everyone once the game is over), the vote as it is cast, a
//! seat's role card (out or not, its team, its group's last picks) or the moderator's
//! notes, and the public facts (who is alive, who died last night). A game adds its
//! status line, its badges and its panel lines.

use crate::{
    scene::{Badge, Cast, Count, Fact, Panel, Scene, SeatNo, Tally, Tone, seat_nos},
    text,
    text::Text,
    view::Viewer,
};

use super::{
    SecretRole,
    stage::Purpose,
    view::{Me, PhaseView, TownView, VoteView},
};

impl<R: SecretRole, S, O, X> TownView<R, S, O, X> {
    /// The ring scene under the banner `phase`: `night` says whether the banner is the
    /// night's (numbered by the night) or the day's (numbered `day`).
    pub fn ring(&self, phase: Text, night: bool, day: u32) -> Scene {
        let over = self.over();
        let mut s = Scene::new(self.seats.len(), phase);
        s.banner.night = night;
        s.banner.over = over;
        s.banner.round = match (night, over) {
            (_, true) => None,
            (true, _) => Some(text!("第{}夜", "Night {}", self.night.max(1))),
            _ => Some(text!("第{}天", "Day {}", day.max(1))),
        };
        let speaker = self.speaker();
        for sv in &self.seats {
            let card = s.seat_mut(sv.seat);
            if !sv.alive {
                card.out = Some(Text::new("出局", "Out"));
            }
            card.speaking = speaker == Some(sv.seat);
            let badge = sv.role.map(|r| Badge::new(r.label(), r.tone()));
            // Roles are told to everyone only at the end; until then a role shown is the
            // viewer's own knowledge.
            if over {
                card.role = badge;
            } else {
                card.secret = badge;
            }
        }
        let (alive, n) = (self.alive().len(), self.seats.len());
        s.facts.push(Fact::new(
            Text::new("存活", "Alive"),
            Text::owned(format!("{alive}/{n}"), format!("{alive}/{n}")),
        ));
        if !self.last_deaths.is_empty() {
            s.facts.push(Fact::seats(
                Text::new("昨夜出局", "Out last night"),
                seat_nos(self.last_deaths.iter()),
            ));
        }
        s
    }

    /// The whole scene of a game that adds nothing ([`NightDay::scene`]'s default): the
    /// ring under the phase's name and line, the sheriff's turn, the vote, a seat's role
    /// card (with its group's last picks) or the moderator's panel.
    ///
    /// [`NightDay::scene`]: super::NightDay::scene
    pub fn scene(&self) -> Scene {
        let mut s = self.public_scene(self.day);
        s.private = match (self.viewer, &self.me) {
            (Viewer::Moderator, _) => Some(moderator_panel(Vec::new())),
            (_, Some(me)) => {
                let facts = Self::picks_fact(me).into_iter().collect();
                let team = Text::new("同伴", "Your team");
                Some(self.seat_panel(me, me.role.label(), me.role, team, facts))
            }
            _ => None,
        };
        s
    }

    /// What everyone sees: the ring under the phase's name and line (the day numbered
    /// `day`), the sheriff's turn and the vote.
    pub fn public_scene(&self, day: u32) -> Scene {
        let night = self.phase == PhaseView::Night;
        let mut s = self.ring(self.phase.label(), night, day);
        s.banner.line = self.phase.line();
        s.banner.turn = match self.phase {
            PhaseView::Order { seat } | PhaseView::Badge { seat } => Some(SeatNo(seat)),
            _ => None,
        };
        s.tally = self.vote().map(|v| tally(v, vote_title(v)));
        s
    }

    /// The last round's picks of the group `me` decides in, when they disagreed.
    pub fn picks_fact(me: &Me<R, X>) -> Option<Fact> {
        let g = me.group.as_ref().filter(|g| !g.previous.is_empty())?;
        Some(Fact {
            label: text!(
                "上一轮的选择（第{}轮）",
                "Last round's picks (round {})",
                g.round.saturating_sub(1).max(1)
            ),
            value: super::picks_text(&g.previous, &Text::new("—", "—")),
            seats: seat_nos(g.previous.iter().map(|(m, _)| *m)),
        })
    }

    /// A seat's role card: `title` over the text of `card` (the role it plays), whether
    /// it is out, its team under `team`, then the game's `facts` (with
    /// [`TownView::picks_fact`] where the game shows it).
    pub fn seat_panel(
        &self,
        me: &Me<R, X>,
        title: Text,
        card: R,
        team: Text,
        facts: Vec<Fact>,
    ) -> Panel {
        let mut all = Vec::new();
        if self.seats.get(me.seat.index()).is_some_and(|s| !s.alive) {
            all.push(Fact::new(
                Text::new("状态", "Status"),
                Text::new("你已出局", "You are out"),
            ));
        }
        if !me.team.is_empty() {
            all.push(Fact::seats(team, seat_nos(me.team.iter())));
        }
        all.extend(facts);
        Panel {
            undealt: false,
            title,
            tone: card.tone(),
            text: Some(card.text()),
            facts: all,
        }
    }
}

/// The vote's title: the sheriff's or the day's, first or runoff.
pub fn vote_title(v: &VoteView) -> Text {
    match (v.purpose, v.runoff) {
        (Purpose::Sheriff, 0) => Text::new("警长投票", "Sheriff vote"),
        (Purpose::Sheriff, _) => Text::new("警长平票再投", "Sheriff vote, runoff"),
        (Purpose::Day, 0) => Text::new("放逐投票", "Vote someone out"),
        (Purpose::Day, _) => Text::new("平票再投", "Runoff vote"),
    }
}

/// The moderator's panel with the game's `facts`.
pub fn moderator_panel(facts: Vec<Fact>) -> Panel {
    Panel {
        undealt: false,
        title: Text::new("法官", "Moderator"),
        tone: Tone::Gold,
        text: Some(Text::new(
            "你看得到所有身份和夜里的行动。",
            "You see every role and every night action.",
        )),
        facts,
    }
}

/// The vote as it is cast, under `title`: each ballot, and the count (a sheriff's vote
/// weighs 1.5), most votes first.
pub fn tally(v: &VoteView, title: Text) -> Tally {
    let casts: Vec<Cast> = (v.ballots.iter())
        .map(|b| Cast {
            voter: SeatNo(b.voter),
            pick: b.target.map(SeatNo),
        })
        .collect();
    let mut counts: Vec<Count> = Vec::new();
    for b in &v.ballots {
        let Some(p) = b.target else { continue };
        let w = if v.weighted == Some(b.voter) {
            1.5
        } else {
            1.0
        };
        match counts.iter_mut().find(|c| c.seat == SeatNo(p)) {
            Some(c) => c.votes += w,
            None => counts.push(Count {
                seat: SeatNo(p),
                votes: w,
            }),
        }
    }
    counts.sort_by(|a, b| b.votes.total_cmp(&a.votes).then(a.seat.cmp(&b.seat)));
    Tally {
        title,
        candidates: seat_nos(v.candidates.iter()),
        casts,
        counts,
        voter: v.voter.map(SeatNo),
    }
}
