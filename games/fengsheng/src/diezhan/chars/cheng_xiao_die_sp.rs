//! 程小蝶（SP）（梨园义士）: 共焚. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Audience;
use tianhei_core::text;

use crate::diezhan::{
    skill::{Skill, When},
    state::Zone,
};

pub(crate) const NAME: &str = "程小蝶（SP）（梨园义士）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "gong_fen",
    name: ("共焚", "Burn Together"),
    text: (
        "争夺阶段，翻开此角色牌：从你开始逆时针，每名存活的角色翻开牌堆顶的一张牌：纯黑色的置入该角色的情报区，含红色或蓝色的收入你的手牌。",
        "In a fight, flip this card: from you, counterclockwise, every living player turns up the deck top; a pure-black card goes into his own intel area, one with red or blue into your hand.",
    ),
    when: When::Fight,
    flip: true,
    run: |g, s| {
        // From her, counterclockwise: seat+1, the turn's own direction (reference §1).
        for t in g.alive_from(s) {
            let Some(top) = g.zones.peek(Zone::Deck, Zone::Discard, &mut g.rng) else {
                break;
            };
            g.zones.move_to(top, Zone::Revealed);
            let l = g.card(top).label();
            g.say(
                Audience::All,
                "diezhan.gong_fen_top",
                text!(
                    "{}号翻开牌堆顶的牌：{}",
                    "Seat {} turns up the deck top: {}",
                    t.number(),
                    l
                ),
                &[top],
            );
            if g.card(top).colours.is_true() {
                g.zones.move_to(top, Zone::Hand(s));
            } else {
                g.put_intel(s, top, t);
            }
        }
        None
    },
    ..Skill::BASE
}];
