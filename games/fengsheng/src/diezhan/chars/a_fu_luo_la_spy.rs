//! 阿芙罗拉（间谍）, 间谍阿芙罗拉: 应变自如, 浑水摸鱼. Tests:
//! `diezhan/tests/characters_late.rs`, by skill name.
//!
//! 应变自如's 截获 and 误导 are "视为使用" (virtual: no card, not stopped by 强令). 浑水摸鱼
//! is a conversion where cards are offered (`cards.rs` for 调虎离山 in the main phase,
//! `sending.rs` for 欲擒故纵): any hand card "当作" the card, once a game.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, seat_of};
use crate::diezhan::{
    deck::{Arrow, Colour, Kind},
    frame::{Event, Frame},
    opt::{Aim, Opt},
    passive::HUN_SHUI,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "阿芙罗拉（间谍）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "ying_bian_zi_ru",
        name: ("应变自如", "Adaptable"),
        text: (
            "争夺阶段，若待收情报面朝下，你可以翻开此角色牌，然后翻开待收情报：纯红色或纯蓝色，视为你对其使用了【截获】，摸一张牌；纯黑色，视为你对其使用了【误导】，摸两张牌；双色，弃置该情报，结束争夺阶段，摸三张牌。",
            "In a fight, if the pending intel is face-down, you may flip this card and turn the intel face-up: pure red or blue, as if you used an Intercept on it, draw one; pure black, as if you used a Mislead on it, draw two; two-colour, discard it, end the fight, draw three.",
        ),
        when: When::Fight,
        flip: true,
        usable: |g, _| g.pending.as_ref().is_some_and(|p| !p.face_up),
        run: adapt,
        ..Skill::BASE
    },
    Skill {
        key: HUN_SHUI,
        name: ("浑水摸鱼", "Muddy Waters"),
        text: (
            "每局限一次，你可以将任意一张手牌当作【欲擒故纵】或【调虎离山】使用。",
            "Once per game, you may use any hand card as a Play to Catch or a Lure Away.",
        ),
        limit: Limit::Game,
        ..Skill::BASE
    },
];

fn adapt(g: &mut Game, s: Seat) -> Option<Frame> {
    let p = g.pending.as_mut()?;
    p.face_up = true;
    let (card, holder) = (p.card, p.holder);
    let c = g.card(card);
    let l = c.label();
    g.say(
        Audience::All,
        "diezhan.ying_bian_zi_ru",
        text!(
            "{}号翻开待收情报：{}",
            "Seat {} turns the pending intel face-up: {}",
            s.number(),
            l
        ),
        &[card],
    );
    if c.colours.is_two() {
        g.lose_pending();
        g.turn.fight_over = true;
        g.tell(
            "diezhan.fight_ended",
            Text::new("争夺阶段结束", "The fight ends"),
        );
        g.draw(s, 3);
        return None;
    }
    if !c.colours.has(Colour::Black) {
        g.draw(s, 1);
        as_if(g, s, Kind::Intercept, holder, s);
        return None;
    }
    g.draw(s, 2);
    let sides = [
        g.nearest(holder, Arrow::Left),
        g.nearest(holder, Arrow::Right),
    ];
    let mut opts = Vec::new();
    for seat in sides.into_iter().flatten() {
        let o = Opt::Seat {
            seat,
            aim: Aim::Intel,
        };
        if !opts.contains(&o) {
            opts.push(o);
        }
    }
    Some(Question::one(
        s,
        "diezhan.ying_bian_mislead",
        Text::new(
            "应变自如：视为使用【误导】，将情报移到谁面前？",
            "Adaptable: as a Mislead, move the intel in front of whom?",
        ),
        opts,
        Memo {
            seat: Some(holder),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            if let (Some(holder), Some(to)) = (m.seat, seat_of(chosen)) {
                as_if(g, s, Kind::Mislead, holder, to);
            }
            None
        },
    ))
}

/// `s` is as if he used a 截获 or 误导 (no card) on the intel in front of `holder`: it
/// moves in front of `to`.
fn as_if(g: &mut Game, s: Seat, kind: Kind, holder: Seat, to: Seat) {
    g.event(Event::Used {
        user: s,
        kind,
        target: Some(holder),
    });
    if let Some(p) = g.pending.as_mut() {
        p.holder = to;
    }
    let k = kind.name();
    g.tell(
        "diezhan.as_if",
        text!(
            "视为{}号使用了【{}】，情报移到{}号面前",
            "As if seat {} used {}: the intel moves in front of seat {}",
            s.number(),
            k,
            to.number()
        ),
    );
}
