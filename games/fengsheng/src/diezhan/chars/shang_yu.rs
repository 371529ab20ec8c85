//! 商玉（酒楼掌柜）: 借刀杀人. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, others_with_hand, seat_of};
use crate::diezhan::{
    deck::Colour,
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "商玉（酒楼掌柜）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jie_dao_sha_ren",
    name: ("借刀杀人", "Borrowed Knife"),
    text: (
        "争夺阶段，翻开此角色牌：随机抽取另一名角色的一张手牌并展示；若含黑色，你可以将其置入任意一名角色的情报区，然后将此角色牌翻至面朝下；否则你摸一张牌。",
        "In a fight, flip this card: take a random hand card of another player and show it; if it has black, you may put it into any player's intel area, then turn this card face-down; otherwise draw one.",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, s| !others_with_hand(g, s, Aim::Hurt).is_empty(),
    run: |g, s| {
        let opts = others_with_hand(g, s, Aim::Hurt);
        Some(Question::one(
            s,
            "diezhan.jie_dao_sha_ren_who",
            Text::new("借刀杀人：抽取谁的手牌？", "Borrowed Knife: whose card?"),
            opts,
            Memo::default(),
            drawn,
        ))
    },
    ..Skill::BASE
}];

fn drawn(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let c = g.random_hand_card(t)?;
    g.take_shown(s, t, c);
    if !g.card(c).colours.has(Colour::Black) {
        g.draw(s, 1);
        return None;
    }
    let mut opts: Vec<Opt> = g
        .alive_from(s)
        .into_iter()
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Hurt,
        })
        .collect();
    opts.push(Opt::No);
    Some(Question::one(
        s,
        "diezhan.jie_dao_sha_ren_to",
        Text::new(
            "借刀杀人：将它置入谁的情报区？（然后此角色牌翻至面朝下）",
            "Borrowed Knife: into whose intel area? (then this card turns face-down)",
        ),
        opts,
        Memo {
            card: Some(c),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            if let (Some(c), Some(to)) = (m.card, seat_of(chosen)) {
                g.put_intel(s, c, to);
                g.turn_down(s);
            }
            None
        },
    ))
}
