//! 秦无命（死士）: 拼命三郎, 鱼死网破. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    deck::{CardId, Colour},
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "秦无命（死士）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "pin_ming_san_lang",
        name: ("拼命三郎", "Daredevil"),
        text: (
            "出牌阶段限一次：将一张纯黑色手牌置入你的情报区，然后摸三张牌。",
            "Once in your main phase: put a pure-black hand card into your intel area, then draw three.",
        ),
        when: When::Main,
        limit: Limit::Turn,
        usable: |g, s| !pure_black(g, s).is_empty(),
        run: |g, s| {
            let opts = pure_black(g, s)
                .into_iter()
                .map(|card| Opt::Pick { card })
                .collect();
            Some(Question::one(
                s,
                "diezhan.pin_ming_san_lang",
                Text::new(
                    "拼命三郎：选择一张纯黑色手牌置入你的情报区",
                    "Daredevil: choose a pure-black hand card to put into your intel area",
                ),
                opts,
                Memo::default(),
                |g, s, _, chosen| {
                    if let Some(&c) = picked(chosen).first() {
                        g.put_intel(s, c, s);
                        g.draw(s, 3);
                    }
                    None
                },
            ))
        },
        worth: |v, s| {
            let blacks = v.players[s.index()]
                .intel
                .iter()
                .filter(|c| c.colours.has(Colour::Black))
                .count();
            if blacks == 0 { 1 } else { -1 }
        },
        ..Skill::BASE
    },
    Skill {
        key: "yu_si_wang_po",
        name: ("鱼死网破", "Fight to the End"),
        text: (
            "出牌阶段限一次：弃置一张手牌，然后令另一名角色弃置X张手牌（X为你的黑色情报数+1）。",
            "Once in your main phase: discard a hand card; then another player discards X hand cards (X = your black intel + 1).",
        ),
        when: When::Main,
        limit: Limit::Turn,
        usable: |g, s| !g.hand(s).is_empty() && g.alive_from(s).len() > 1,
        run: |g, s| {
            Some(Question::one(
                s,
                "diezhan.yu_si_wang_po_card",
                Text::new(
                    "鱼死网破：弃置一张手牌",
                    "Fight to the End: discard a hand card",
                ),
                hand_opts(g, s),
                Memo::default(),
                discarded,
            ))
        },
        ..Skill::BASE
    },
];

fn pure_black(g: &Game, s: Seat) -> Vec<CardId> {
    g.hand(s)
        .iter()
        .copied()
        .filter(|&c| g.card(c).colours.is_pure_black())
        .collect()
}

fn discarded(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let &c = picked(chosen).first()?;
    g.discard_from_hand(s, c);
    Some(Question::one(
        s,
        "diezhan.yu_si_wang_po_who",
        Text::new(
            "鱼死网破：选择另一名角色",
            "Fight to the End: choose another player",
        ),
        others(g, s, Aim::Hurt),
        Memo::default(),
        |g, s, _, chosen| {
            let t = seat_of(chosen)?;
            let n = (g.count(s, Colour::Black) + 1).min(g.hand(t).len()) as u8;
            Some(Question::many(
                t,
                "diezhan.yu_si_wang_po_discard",
                text!(
                    "鱼死网破：弃置{}张手牌",
                    "Fight to the End: discard {} hand card(s)",
                    n
                ),
                hand_opts(g, t),
                (n, n),
                Memo::default(),
                |g, t, _, chosen| {
                    for c in picked(chosen) {
                        g.discard_from_hand(t, c);
                    }
                    None
                },
            ))
        },
    ))
}
