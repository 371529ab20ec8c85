//! 王田香（特务处长）: 禁闭. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "王田香（特务处长）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jin_bi",
    name: ("禁闭", "Confinement"),
    text: (
        "出牌阶段限一次：选择另一名角色，除非他交给你两张手牌，否则本回合他不能使用手牌且角色技能无效。",
        "Once in your main phase: choose another player; unless he gives you two hand cards, this turn he cannot use hand cards and his skills are void.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| g.alive_from(s).len() > 1,
    run: |g, s| {
        Some(Question::one(
            s,
            "diezhan.jin_bi_who",
            Text::new("禁闭：选择一名角色", "Confinement: choose a player"),
            others(g, s, Aim::Hurt),
            Memo::default(),
            chosen,
        ))
    },
    ..Skill::BASE
}];

fn chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    if g.hand(t).len() < 2 {
        confine(g, t);
        return None;
    }
    Some(Question::many(
        t,
        "diezhan.jin_bi_give",
        text!(
            "禁闭：交给{}号两张手牌，或不交（本回合你不能使用手牌且角色技能无效）",
            "Confinement: give seat {} two hand cards, or none (this turn you cannot use hand cards and your skills are void)",
            s.number()
        ),
        hand_opts(g, t),
        (0, 2),
        Memo {
            seat: Some(s),
            ..Memo::default()
        },
        |g, t, m, chosen| {
            let cards = picked(chosen);
            match m.seat {
                Some(s) if cards.len() == 2 => g.give(t, s, &cards),
                _ => confine(g, t),
            }
            None
        },
    ))
}

fn confine(g: &mut Game, t: Seat) {
    g.turn.no_cards.insert(t);
    g.turn.no_skills.insert(t);
    g.tell(
        "diezhan.jin_bi",
        text!(
            "本回合{}号不能使用手牌，角色技能无效",
            "This turn seat {} cannot use hand cards and his skills are void",
            t.number()
        ),
    );
}
