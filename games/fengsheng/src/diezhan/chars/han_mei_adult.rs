//! 韩梅（特务处长）, 成年韩梅: 暗度陈仓, 将计就计. Tests: `diezhan/tests/characters.rs`, by
//! skill name. 暗度陈仓 is 成年小九's too ([`AN_DU_CHEN_CANG`]).

use tianhei_core::Seat;
use tianhei_core::text;

use super::ask::{Memo, Question, hand_where, picked};
use crate::diezhan::{
    deck::Kind,
    frame::{Event, Frame},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "韩梅（特务处长）";

/// 暗度陈仓, shared with 成年小九.
pub(crate) const AN_DU_CHEN_CANG: Skill = Skill {
    key: "an_du_chen_cang",
    name: ("暗度陈仓", "Secret Passage"),
    text: (
        "你接收其他角色传出的情报后，翻开此角色牌：摸两张牌，然后（若你有）将一张与该情报含相同颜色的手牌置入传出者的情报区。",
        "After you receive another player's intel, flip this card: draw two, then (if you have one) put a hand card sharing a colour with that intel into its sender's area.",
    ),
    when: When::Trigger,
    flip: true,
    optional: true,
    on: |_, o, e| matches!(e, Event::Received { to, from, .. } if to == o && from != o),
    fire: secret_passage,
    ..Skill::BASE
};

fn secret_passage(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    let Event::Received { from, card, .. } = e else {
        return None;
    };
    g.draw(o, 2);
    if !g.alive(from) {
        return None;
    }
    let k = g.card(card).colours;
    let opts = hand_where(g, o, |c| c.shares(k));
    Some(Question::one(
        o,
        "diezhan.an_du_chen_cang",
        text!(
            "暗度陈仓：将一张同色手牌置入{}号的情报区",
            "Secret Passage: put a hand card of that colour into seat {}'s area",
            from.number()
        ),
        opts,
        Memo {
            seat: Some(from),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            if let (Some(t), Some(&c)) = (m.seat, picked(chosen).first()) {
                g.put_intel(o, c, t);
            }
            None
        },
    ))
}

/// "May turn this card face-down and draw one" after a fight card of `kind` was used
/// by its owner or on the intel in front of him (将计就计, 顺势而为).
pub(crate) fn hide_after(kind: Kind) -> fn(&Game, Seat, Event) -> bool {
    match kind {
        Kind::Mislead => {
            |_, o, e| matches!(e, Event::Used { user, kind: Kind::Mislead, target } if user == o || target == Some(o))
        }
        _ => {
            |_, o, e| matches!(e, Event::Used { user, kind: Kind::Intercept, target } if user == o || target == Some(o))
        }
    }
}

/// Turns its owner face-down and draws one.
pub(crate) fn hide(g: &mut Game, o: Seat, _: Event) -> Option<Frame> {
    g.turn_down(o);
    g.draw(o, 1);
    None
}

pub(crate) static SKILLS: &[Skill] = &[
    AN_DU_CHEN_CANG,
    Skill {
        key: "jiang_ji_jiu_ji",
        name: ("将计就计", "Turn the Tables"),
        text: (
            "你使用【误导】后，或你面前的情报被【误导】后，你可以将此角色牌翻至面朝下，然后摸一张牌。",
            "After you use a Mislead, or the intel in front of you is Misled, you may turn this card face-down and draw one.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| (hide_after(Kind::Mislead))(g, o, e),
        fire: hide,
        ..Skill::BASE
    },
];
