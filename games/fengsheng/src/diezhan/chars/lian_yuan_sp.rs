//! 连鸢（SP）（爱国作家）: 探求真理. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_where, picked};
use crate::diezhan::{
    deck::Colours,
    frame::Frame,
    opt::Opt,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "连鸢（SP）（爱国作家）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "tan_qiu_zhen_li",
    name: ("探求真理", "Seek the Truth"),
    text: (
        "出牌阶段限一次：将另一名角色情报区中的一张情报置入你的情报区（不能使你某种颜色的情报达到三张），然后他可以将一张纯黑色的手牌或情报置入你的情报区。",
        "Once in your main phase: move an intel from another player's area into yours (not giving you three of a colour); then he may put a pure-black card from his hand or area into your area.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| !movable(g, s).is_empty(),
    run: |g, s| {
        Some(Question::one(
            s,
            "diezhan.tan_qiu_zhen_li",
            Text::new(
                "探求真理：选择一张情报置入你的情报区",
                "Seek the Truth: choose an intel to move into your area",
            ),
            movable(g, s),
            Memo::default(),
            moved,
        ))
    },
    ..Skill::BASE
}];

fn movable(g: &Game, s: Seat) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| t != s)
        .flat_map(|t| g.intel_opts(t, None))
        .filter(|o| matches!(*o, Opt::Intel { card, .. } if !g.would_three(s, card)))
        .collect()
}

fn moved(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (t, card) = chosen.iter().find_map(|o| match *o {
        Opt::Intel { seat, card } => Some((seat, card)),
        _ => None,
    })?;
    g.put_intel(s, card, s);
    let mut opts = hand_where(g, t, Colours::is_pure_black);
    opts.extend(
        g.intel(t)
            .iter()
            .filter(|&&c| g.card(c).colours.is_pure_black())
            .map(|&card| Opt::Intel { seat: t, card }),
    );
    if opts.is_empty() {
        return None;
    }
    opts.push(Opt::No);
    Some(Question::one(
        t,
        "diezhan.tan_qiu_zhen_li_back",
        text!(
            "探求真理：你可以将一张纯黑色的手牌或情报置入{}号的情报区",
            "Seek the Truth: you may put a pure-black hand card or intel into seat {}'s area",
            s.number()
        ),
        opts,
        Memo {
            seat: Some(s),
            ..Memo::default()
        },
        |g, t, m, chosen| {
            if let (Some(s), Some(&c)) = (m.seat, picked(chosen).first()) {
                g.put_intel(t, c, s);
            }
            None
        },
    ))
}
