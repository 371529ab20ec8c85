//! The scene of 狼人杀, drawn from a viewer's [`LangrenView`] only: the night or day banner
//! with the phase of the election or the day, the ring with who is out, who speaks, the
//! sheriff, the candidates and a revealed 白痴, the viewer's role card with the pack,
//! checks, potions or protections, the vote as it is shown (the sheriff's 1.5), the claims,
//! and the moderator's notes.

use tianhei_core::{
    Scene, Text, Viewer,
    nightday::{
        Purpose, SecretRole, Speech,
        view::{PhaseView, VoteView},
    },
    scene::{Badge, Cast, Count, Fact, Panel, SeatNo, Tally, Tone, seat_nos},
    text,
};

use crate::{
    role::{CheckResult, Role},
    view::{LangrenView, Me, ModeratorView},
};

fn phase_label(p: &PhaseView) -> Text {
    match p {
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

fn status_line(p: &PhaseView) -> Option<Text> {
    match p {
        PhaseView::Speech { seat, .. } => Some(text!("{}号发言", "Seat {} speaks"; seat.number())),
        PhaseView::LastWords { seat } => {
            Some(text!("{}号发表遗言", "Seat {}: last words"; seat.number()))
        }
        PhaseView::Order { seat } => Some(
            text!("警长{}号选择发言方向", "The sheriff, seat {}, picks the direction"; seat.number()),
        ),
        PhaseView::Badge { seat } => Some(
            text!("警长{}号移交或撕毁警徽", "The sheriff, seat {}, passes or tears the badge"; seat.number()),
        ),
        PhaseView::Candidacy => Some(Text::new(
            "想当警长的请举手",
            "Whoever runs for sheriff, raise your hand",
        )),
        PhaseView::Withdrawal => Some(Text::new("候选人可以退水", "Candidates may withdraw")),
        PhaseView::Vote(v) if v.runoff > 0 => Some(Text::new(
            "平票：在平票者中再投一次",
            "Tied: vote again among the tied",
        )),
        PhaseView::Vote(_) => Some(Text::new("所有人同时投票", "Everyone votes at once")),
        _ => None,
    }
}

fn tally(v: &VoteView) -> Tally {
    let title = match (v.purpose, v.runoff) {
        (Purpose::Sheriff, 0) => Text::new("警长投票", "Sheriff vote"),
        (Purpose::Sheriff, _) => Text::new("警长平票再投", "Sheriff vote, runoff"),
        (Purpose::Day, 0) => Text::new("放逐投票", "Vote someone out"),
        (Purpose::Day, _) => Text::new("平票再投", "Runoff vote"),
    };
    let casts: Vec<Cast> = v
        .ballots
        .iter()
        .map(|&(voter, pick)| Cast {
            voter: SeatNo(voter),
            pick: pick.map(SeatNo),
        })
        .collect();
    let mut counts: Vec<Count> = Vec::new();
    for &(voter, pick) in &v.ballots {
        let Some(p) = pick else { continue };
        let w = if v.weighted == Some(voter) { 1.5 } else { 1.0 };
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

fn my_panel(v: &LangrenView, me: &Me) -> Panel {
    let mut facts = Vec::new();
    if !v.town.seats[me.seat.index()].alive {
        facts.push(Fact::new(
            Text::new("状态", "Status"),
            Text::new("你已出局", "You are out"),
        ));
    } else if v.revealed == Some(me.seat) {
        facts.push(Fact::new(
            Text::new("状态", "Status"),
            Text::new("已翻牌，不能投票", "Revealed: you have no vote"),
        ));
    }
    if !me.team.is_empty() {
        facts.push(Fact::seats(
            Text::new("狼人同伴", "Your pack"),
            seat_nos(me.team.iter()),
        ));
    }
    for c in &me.own.checks {
        let r = c.result.label();
        facts.push(Fact {
            label: text!("第{}夜查验", "Check, night {}"; c.night),
            value: Text::owned(
                format!("{}号：{}", c.target.number(), r.zh),
                format!("seat {}: {}", c.target.number(), r.en),
            ),
            seats: vec![SeatNo(c.target)],
        });
    }
    if let Some((antidote, poison)) = me.own.potions {
        let has = |b: bool| {
            if b {
                Text::new("有", "yes")
            } else {
                Text::new("已用", "used")
            }
        };
        let (a, p) = (has(antidote), has(poison));
        facts.push(Fact::new(
            Text::new("药", "Potions"),
            Text::owned(
                format!("解药：{}，毒药：{}", a.zh, p.zh),
                format!("antidote: {}, poison: {}", a.en, p.en),
            ),
        ));
    }
    if let Some(told) = me.own.told {
        facts.push(match told {
            Some(s) => Fact::seats(Text::new("今晚被杀", "Killed tonight"), vec![SeatNo(s)]),
            None => Fact::new(
                Text::new("今晚被杀", "Killed tonight"),
                Text::new("没有人", "nobody"),
            ),
        });
    }
    if let Some((n, s)) = me.own.guarded {
        facts.push(Fact {
            label: text!("第{}夜守护", "Protected, night {}"; n),
            value: Text::new("", ""),
            seats: vec![SeatNo(s)],
        });
    }
    if let Some(g) = &me.group
        && !g.previous.is_empty()
    {
        facts.push(Fact {
            label: text!("上一轮的选择（第{}轮）", "Last round's picks (round {})"; g.round.saturating_sub(1).max(1)),
            value: tianhei_core::nightday::picks_text(&g.previous, &Text::new("—", "—")),
            seats: seat_nos(g.previous.iter().map(|(m, _)| *m)),
        });
    }
    Panel {
        undealt: false,
        title: me.role.label(),
        tone: me.role.tone(),
        text: Some(me.role.text()),
        facts,
    }
}

fn moderator_panel(m: &ModeratorView) -> Panel {
    let (a, p) = m.potions;
    let mut facts = vec![Fact::new(
        Text::new("女巫的药", "The witch's potions"),
        Text::owned(
            format!(
                "解药{}，毒药{}",
                if a { "在" } else { "已用" },
                if p { "在" } else { "已用" }
            ),
            format!(
                "antidote {}, poison {}",
                if a { "held" } else { "used" },
                if p { "held" } else { "used" }
            ),
        ),
    )];
    if let Some((n, s)) = m.guarded {
        facts.push(Fact {
            label: text!("守卫第{}夜守护", "Guard, night {}"; n),
            value: Text::new("", ""),
            seats: vec![SeatNo(s)],
        });
    }
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
pub fn scene(v: &LangrenView) -> Scene {
    let mut s = Scene::new(v.town.seats.len(), phase_label(&v.phase));
    let night = v.phase == PhaseView::Night;
    let over = v.phase == PhaseView::Over;
    s.banner.night = night;
    s.banner.over = over;
    s.banner.round = match (night, over) {
        (_, true) => None,
        (true, _) => Some(text!("第{}夜", "Night {}"; v.town.night.max(1))),
        _ => Some(text!("第{}天", "Day {}"; v.town.night.max(1))),
    };
    s.banner.line = status_line(&v.phase);
    let speaker = match v.phase {
        PhaseView::Speech { seat, .. } | PhaseView::LastWords { seat } => Some(seat),
        _ => None,
    };
    s.banner.turn = match v.phase {
        PhaseView::Order { seat } | PhaseView::Badge { seat } => Some(SeatNo(seat)),
        _ => None,
    };
    for sv in &v.town.seats {
        let card = s.seat_mut(sv.seat);
        if !sv.alive {
            card.out = Some(Text::new("出局", "Out"));
        }
        card.speaking = speaker == Some(sv.seat);
        let badge = sv.role.map(|r| Badge::new(r.label(), r.tone()));
        if over || v.revealed == Some(sv.seat) {
            card.role = badge;
        } else {
            card.secret = badge;
        }
        if v.sheriff == Some(sv.seat) {
            card.badges
                .push(Badge::new(Text::new("警长", "Sheriff"), Tone::Gold));
        }
        if v.candidates.contains(&sv.seat) {
            card.badges
                .push(Badge::new(Text::new("竞选", "Running"), Tone::Plain));
        }
        if v.revealed == Some(sv.seat) {
            card.badges
                .push(Badge::new(Text::new("无投票权", "No vote"), Tone::Grey));
        }
    }
    if let PhaseView::Vote(vote) = &v.phase {
        s.tally = Some(tally(vote));
    }
    s.private = match (v.town.viewer, &v.town.me, &v.moderator) {
        (Viewer::Seat(_), Some(me), _) => Some(my_panel(v, me)),
        (Viewer::Moderator, _, Some(m)) => Some(moderator_panel(m)),
        _ => None,
    };
    let alive = v.town.seats.iter().filter(|x| x.alive).count();
    s.facts.push(Fact::new(
        Text::new("存活", "Alive"),
        Text::owned(
            format!("{alive}/{}", v.town.seats.len()),
            format!("{alive}/{}", v.town.seats.len()),
        ),
    ));
    if !v.town.last_deaths.is_empty() {
        s.facts.push(Fact::seats(
            Text::new("昨夜出局", "Out last night"),
            seat_nos(v.town.last_deaths.iter()),
        ));
    }
    if v.badge_lost {
        s.facts.push(Fact::new(
            Text::new("警徽", "Badge"),
            Text::new("流失", "lost"),
        ));
    }
    for c in v.claims.iter().rev().take(4).rev() {
        let what = match c.result {
            CheckResult::Good => Text::new("金水", "good"),
            CheckResult::Wolf => Text::new("查杀", "wolf"),
        };
        s.facts.push(Fact {
            label: text!("第{}天 {}号跳预言家", "Day {}: seat {} claims seer"; c.day, c.seat.number()),
            value: Text::owned(
                format!("{}号{}", c.target.number(), what.zh),
                format!("seat {} {}", c.target.number(), what.en),
            ),
            seats: vec![SeatNo(c.seat), SeatNo(c.target)],
        });
    }
    let _ = Role::Wolf;
    s
}
