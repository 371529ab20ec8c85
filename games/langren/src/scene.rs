//! The scene of 狼人杀, drawn from a viewer's [`LangrenView`] only: the night or day banner
//! with the phase of the election or the day, the ring with who is out, who speaks, the
//! sheriff, the candidates and a revealed 白痴, the viewer's role card with the pack,
//! checks, potions or protections, the vote as it is shown (the sheriff's 1.5), the claims,
//! and the moderator's notes.

use tianhei_core::{
    Scene, Text, Viewer,
    nightday::{SecretRole, ring, view::ViewOf},
    scene::{Badge, Fact, Panel, SeatNo, Tone},
    text,
};

use crate::{
    Langren,
    role::CheckResult,
    view::{LangrenView, Me, Mine, ModeratorView},
};

fn my_panel(v: &LangrenView, me: &Me) -> Panel {
    let mut facts = Vec::new();
    for c in &me.own.checks {
        let label = text!("第{}夜查验", "Check, night {}", c.night);
        facts.push(Fact::on_seat(label, c.target, c.result.label()));
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
        let label = text!("第{}夜守护", "Protected, night {}", n);
        facts.push(Fact::seats(label, vec![SeatNo(s)]));
    }
    facts.extend(ViewOf::<Langren, Mine>::picks_fact(me));
    let team = Text::new("狼人同伴", "Your pack");
    let mut panel = v.town.seat_panel(me, me.role.label(), me.role, team, facts);
    if v.revealed == Some(me.seat) && v.town.seats[me.seat.index()].alive {
        let status = Text::new("已翻牌，不能投票", "Revealed: you have no vote");
        (panel.facts).insert(0, Fact::new(Text::new("状态", "Status"), status));
    }
    panel
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
        let label = text!("守卫第{}夜守护", "Guard, night {}", n);
        facts.push(Fact::seats(label, vec![SeatNo(s)]));
    }
    ring::moderator_panel(facts)
}

/// The scene for the viewer of `v`: the kit's ring, with the election's and the
/// sheriff's lines, badges for the sheriff, the candidates and a revealed 白痴, the vote
/// with the sheriff's 1.5, the role card's checks, potions and protections, the badge
/// and the claims.
pub fn scene(v: &LangrenView) -> Scene {
    let mut s = v.town.public_scene(v.town.night);
    for sv in &v.town.seats {
        let card = s.seat_mut(sv.seat);
        if v.revealed == Some(sv.seat) && card.secret.is_some() {
            card.role = card.secret.take();
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
    s.private = match (v.town.viewer, &v.town.me, &v.moderator) {
        (Viewer::Seat(_), Some(me), _) => Some(my_panel(v, me)),
        (Viewer::Moderator, _, Some(m)) => Some(moderator_panel(m)),
        _ => None,
    };
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
            label: text!(
                "第{}天 {}号跳预言家",
                "Day {}: seat {} claims seer",
                c.day,
                c.seat.number()
            ),
            value: Text::owned(
                format!("{}号{}", c.target.number(), what.zh),
                format!("seat {} {}", c.target.number(), what.en),
            ),
            seats: vec![SeatNo(c.seat), SeatNo(c.target)],
        });
    }
    s
}
