//! The scene: the view drawn for people. It reads only the viewer's [`MiniWolfView`], so it
//! can show nothing the view does not allow.

use tianhei_core::{
    Scene, Text,
    scene::{Badge, Cast, Fact, Panel, SeatNo, Tally, Tone, seat_nos},
    text,
};

use super::{Role, view::MiniWolfView, view::Phase};

fn tone(r: Role) -> Tone {
    match r {
        Role::Wolf => Tone::Red,
        Role::Villager => Tone::Plain,
    }
}

/// The scene for the viewer of `v`.
pub fn scene(v: &MiniWolfView) -> Scene {
    let n = v.alive_seats.len() + v.dead_seats.len();
    let phase = match v.phase {
        Phase::Night => Text::new("天黑请闭眼", "Night: eyes closed"),
        Phase::Speeches => Text::new("发言", "Speeches"),
        Phase::Vote => Text::new("投票", "Vote"),
        Phase::Over => Text::new("游戏结束", "Game over"),
    };
    let mut s = Scene::new(n, phase);
    let day = v.round.div_ceil(2).max(1);
    s.banner.round = match v.phase {
        Phase::Night => Some(text!("第{}夜", "Night {}"; day)),
        Phase::Over => None,
        _ => Some(text!("第{}天", "Day {}"; day)),
    };
    s.banner.night = v.phase == Phase::Night;
    s.banner.over = v.phase == Phase::Over;
    for &d in &v.dead_seats {
        s.seat_mut(d).out = Some(Text::new("出局", "Out"));
    }
    if let Some(sp) = v.speaker_seat {
        s.seat_mut(sp).speaking = true;
    }
    for &w in &v.wolf_seats {
        s.seat_mut(w).secret = Some(Badge::new(Role::Wolf.name(), Tone::Red));
    }
    if let Some(roles) = &v.roles {
        for (i, &r) in roles.iter().enumerate() {
            let b = Some(Badge::new(r.name(), tone(r)));
            // Every role is public once the game is over; before that only the moderator
            // sees them.
            if v.phase == Phase::Over {
                s.seats[i].role = b;
                s.seats[i].secret = None;
            } else {
                s.seats[i].secret = b;
            }
        }
    }
    if let Some(you) = &v.you {
        s.seat_mut(you.seat).secret = Some(Badge::new(you.role_name.clone(), tone(you.role)));
        let mut facts = Vec::new();
        if v.dead_seats.contains(&you.seat) {
            facts.push(Fact::new(
                Text::new("状态", "Status"),
                Text::new("你已出局", "You are out"),
            ));
        }
        let pack: Vec<_> = v
            .wolf_seats
            .iter()
            .copied()
            .filter(|&w| w != you.seat)
            .collect();
        if !pack.is_empty() {
            facts.push(Fact::seats(
                Text::new("狼同伴", "Your pack"),
                seat_nos(pack),
            ));
        }
        if !v.pack_picks.is_empty() {
            let picks: Vec<String> = v
                .pack_picks
                .iter()
                .map(|p| format!("{}→{}", p.wolf_seat.number(), p.target_seat.number()))
                .collect();
            let picks = picks.join("  ");
            facts.push(Fact::new(
                Text::new("同伴上一轮的选择", "The pack's last picks"),
                Text::owned(picks.clone(), picks),
            ));
        }
        s.private = Some(Panel {
            title: you.role_name.clone(),
            tone: tone(you.role),
            text: Some(match you.role {
                Role::Wolf => Text::new(
                    "每晚和狼同伴一起杀一人。狼人不少于其他人时获胜。",
                    "Each night, kill someone with your pack. Win when wolves are at least as many as the others.",
                ),
                Role::Villager => Text::new(
                    "白天发言、投票，放逐所有狼人即获胜。",
                    "Talk and vote by day; win when every wolf is out.",
                ),
            }),
            facts,
        });
    }
    if v.phase == Phase::Vote {
        let casts = v
            .votes
            .iter()
            .map(|b| Cast {
                voter: SeatNo(b.voter),
                pick: b.target.map(SeatNo),
            })
            .collect();
        s.tally = Some(Tally::counted(
            Text::new("放逐投票", "Vote someone out"),
            seat_nos(v.alive_seats.iter().copied()),
            casts,
        ));
    }
    s.facts
        .push(Fact::count(Text::new("存活", "Alive"), v.alive_seats.len()));
    s
}
