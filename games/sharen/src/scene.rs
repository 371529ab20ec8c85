//! The scene of 杀人游戏, drawn from a viewer's [`SharenView`] only: the night or day
//! banner, the ring with who is out and who speaks, the viewer's role card with team,
//! checks and the partners' picks, the vote as it is cast, and the moderator's notes.

use tianhei_core::{
    Scene, SeatSet, Text, Viewer,
    nightday::view::GroupView,
    scene::{Badge, Cast, Fact, Panel, SeatNo, Tally, Tone, seat_nos},
    text,
};

use crate::{
    role::{Role, role_text, role_tone},
    view::{Me, ModeratorView, SharenView, VoteView},
};
fn out_text() -> Text {
    Text::new("出局", "Out")
}

fn round(v: &SharenView) -> Option<Text> {
    match v.phase {
        "night" => Some(text!("第{}夜", "Night {}"; v.town.night.max(1))),
        "over" => None,
        _ => Some(text!("第{}天", "Day {}"; v.town.day.max(1))),
    }
}

fn status_line(v: &SharenView) -> Option<Text> {
    match (v.phase, v.speaker) {
        ("last_words", Some(s)) => Some(text!("{}号发表遗言", "Seat {}: last words"; s.number())),
        ("speech", Some(s)) => Some(text!("{}号发言", "Seat {} speaks"; s.number())),
        ("vote", _) => v.vote.as_ref().and_then(|vote| {
            vote.voter
                .map(|s| text!("{}号投票", "Seat {} votes"; s.number()))
        }),
        _ => None,
    }
}

fn tally(vote: &VoteView) -> Tally {
    let title = match vote.runoff {
        0 => Text::new("放逐投票", "Vote someone out"),
        n => text!("平票再投（第{}次）", "Tie-break vote ({})"; n),
    };
    let casts = vote
        .ballots
        .iter()
        .map(|b| Cast {
            voter: SeatNo(b.voter),
            pick: b.target.map(SeatNo),
        })
        .collect();
    let mut t = Tally::counted(title, seat_nos(vote.candidates.iter()), casts);
    t.voter = vote.voter.map(SeatNo);
    t
}

fn picks_fact(g: &GroupView) -> Fact {
    Fact {
        label: text!("上一轮的选择（第{}轮）", "Last round's picks (round {})"; g.round.saturating_sub(1).max(1)),
        value: tianhei_core::nightday::picks_text(&g.previous, &Text::new("—", "—")),
        seats: seat_nos(g.previous.iter().map(|(m, _)| *m)),
    }
}

fn my_panel(v: &SharenView, me: &Me) -> Panel {
    let mut title = me.own.role_label.clone();
    if me.own.playing != me.role {
        let p = me.own.playing.label();
        title = Text::owned(
            format!("{}（现为{}）", title.zh, p.zh),
            format!("{} (now {})", title.en, p.en),
        );
    }
    let mut facts = Vec::new();
    if !v.town.seats[me.seat.index()].alive {
        facts.push(Fact::new(
            Text::new("状态", "Status"),
            Text::new("你已出局", "You are out"),
        ));
    }
    if !me.team.is_empty() {
        let label = match me.own.playing {
            Role::Killer => Text::new("杀手同伴", "Fellow killers"),
            _ => Text::new("警察同伴", "Fellow police"),
        };
        facts.push(Fact::seats(label, seat_nos(me.team.iter())));
    }
    for c in &me.own.checks {
        let r = c.result.label();
        facts.push(Fact {
            label: text!("第{}夜验人", "Check, night {}"; c.night),
            value: Text::owned(
                format!("{}号：{}", c.target.number(), r.zh),
                format!("seat {}: {}", c.target.number(), r.en),
            ),
            seats: vec![SeatNo(c.target)],
        });
    }
    if let Some(g) = &me.group
        && !g.previous.is_empty()
    {
        facts.push(picks_fact(g));
    }
    Panel {
        undealt: false,
        title,
        tone: role_tone(me.own.playing),
        text: Some(role_text(me.own.playing)),
        facts,
    }
}

fn moderator_panel(v: &SharenView, m: &ModeratorView) -> Panel {
    let seats_where = |f: &dyn Fn(usize) -> bool| -> Vec<SeatNo> {
        v.town
            .seats
            .iter()
            .filter(|s| f(s.seat.index()))
            .map(|s| SeatNo(s.seat))
            .collect()
    };
    let mut facts = vec![
        Fact::seats(
            Text::new("今晚被杀（未救）", "Attacked tonight (not saved)"),
            seat_nos(m.attacked.iter()),
        ),
        Fact::seats(
            Text::new("今晚针孔", "Needle marks tonight"),
            seat_nos(m.marks.iter()),
        ),
        Fact::seats(
            Text::new("已用能力", "Power used"),
            seats_where(&|i| m.spent[i]),
        ),
    ];
    facts.retain(|f| !f.seats.is_empty());
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

/// The scene for the viewer of `v`.
pub fn scene(v: &SharenView) -> Scene {
    let phase = v.phase_label.clone();
    let mut s = Scene::new(v.town.seats.len(), phase);
    s.banner.round = round(v);
    s.banner.night = v.phase == "night";
    s.banner.over = v.phase == "over";
    s.banner.line = status_line(v);
    for sv in &v.town.seats {
        let card = s.seat_mut(sv.seat);
        if !sv.alive {
            card.out = Some(out_text());
        }
        card.speaking = v.speaker == Some(sv.seat);
        let badge = sv.role.map(|r| Badge::new(r.label(), role_tone(r)));
        // Roles are told to everyone only at the end; until then a role shown is the
        // viewer's own knowledge.
        if v.phase == "over" {
            card.role = badge;
        } else {
            card.secret = badge;
        }
    }
    s.tally = v.vote.as_ref().map(tally);
    s.private = match (v.town.viewer, &v.town.me, &v.moderator) {
        (Viewer::Seat(_), Some(me), _) => Some(my_panel(v, me)),
        (Viewer::Moderator, _, Some(m)) => Some(moderator_panel(v, m)),
        _ => None,
    };
    let alive: SeatSet = v
        .town
        .seats
        .iter()
        .filter(|x| x.alive)
        .map(|x| x.seat)
        .collect();
    s.facts.push(Fact {
        label: Text::new("存活", "Alive"),
        value: Text::owned(
            format!("{}/{}", alive.len(), v.town.seats.len()),
            format!("{}/{}", alive.len(), v.town.seats.len()),
        ),
        seats: Vec::new(),
    });
    if !v.town.last_deaths.is_empty() {
        s.facts.push(Fact::seats(
            Text::new("昨夜出局", "Out last night"),
            seat_nos(v.town.last_deaths.iter()),
        ));
    }
    s
}
