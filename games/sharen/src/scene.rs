//! The scene of 杀人游戏, drawn from a viewer's [`SharenView`] only: the night or day
//! banner, the ring with who is out and who speaks, the viewer's role card with team,
//! checks and the partners' picks, the vote as it is cast, and the moderator's notes.

use tianhei_core::{
    Scene, Text, Viewer,
    nightday::{SecretRole, ring, view::ViewOf},
    scene::{Fact, Panel, SeatNo, seat_nos},
    text,
};

use crate::{
    Sharen,
    role::Role,
    view::{Me, Mine, ModeratorView, SharenView},
};
fn my_panel(v: &SharenView, me: &Me) -> Panel {
    let mut title = me.own.role_label.clone();
    if me.own.playing != me.role {
        let p = me.own.playing.label();
        title = Text::owned(
            format!("{}（现为{}）", title.zh, p.zh),
            format!("{} (now {})", title.en, p.en),
        );
    }
    let team = match me.own.playing {
        Role::Killer => Text::new("杀手同伴", "Fellow killers"),
        _ => Text::new("警察同伴", "Fellow police"),
    };
    let mut facts: Vec<Fact> = (me.own.checks.iter())
        .map(|c| {
            let label = text!("第{}夜验人", "Check, night {}", c.night);
            Fact::on_seat(label, c.target, c.result.label())
        })
        .collect();
    facts.extend(ViewOf::<Sharen, Mine>::picks_fact(me));
    v.town.seat_panel(me, title, me.own.playing, team, facts)
}

fn moderator_panel(v: &SharenView, m: &ModeratorView) -> Panel {
    let spent = (v.town.seats.iter())
        .filter(|s| m.spent[s.seat.index()])
        .map(|s| SeatNo(s.seat))
        .collect();
    let mut facts = vec![
        Fact::seats(
            Text::new("今晚被杀（未救）", "Attacked tonight (not saved)"),
            seat_nos(m.attacked.iter()),
        ),
        Fact::seats(
            Text::new("今晚针孔", "Needle marks tonight"),
            seat_nos(m.marks.iter()),
        ),
        Fact::seats(Text::new("已用能力", "Power used"), spent),
    ];
    facts.retain(|f| !f.seats.is_empty());
    ring::moderator_panel(facts)
}

/// The scene for the viewer of `v`: the kit's ring, with the voter in the banner, the
/// vote's title, the role card's checks and the moderator's notes.
pub fn scene(v: &SharenView) -> Scene {
    let (phase, label) = v.phase();
    let mut s = v.town.ring(label, phase == "night", v.town.day);
    s.banner.line = v.town.phase.line();
    s.tally = v.town.vote().map(|vote| {
        let title = match vote.runoff {
            0 => Text::new("放逐投票", "Vote someone out"),
            n => text!("平票再投（第{}次）", "Tie-break vote ({})", n),
        };
        ring::tally(vote, title)
    });
    s.private = match (v.town.viewer, &v.town.me, &v.moderator) {
        (Viewer::Seat(_), Some(me), _) => Some(my_panel(v, me)),
        (Viewer::Moderator, _, Some(m)) => Some(moderator_panel(v, m)),
        _ => None,
    };
    s
}
