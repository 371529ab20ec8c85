//! 盛老板（富商）: 如臂指使, 深藏. Tests: `diezhan/tests/characters_late.rs`, by skill name.
//!
//! 如臂指使 makes the player whose hand he looked at use a card the moment allows — a
//! fight card in a 争夺阶段, 【澄清】 on a dying player in a 濒死 window — with its
//! choices made by him; the card is used as the rules of the moment read it (变则通's
//! forced conversions apply; a skill's optional ones do not).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, with_hand};
use crate::diezhan::{
    deck::{Colour, Kind},
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
    using::{CardUse, Using},
};

pub(crate) const NAME: &str = "盛老板（富商）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "ru_bi_zhi_shi",
        name: ("如臂指使", "Puppeteer"),
        text: (
            "一名角色濒死时，或争夺阶段，你可以翻开此角色牌，查看一名角色的手牌，然后可以从中选择一张弃置，或选择一张符合使用时机的牌，由该角色使用（若需要做出选择，由你选择）。",
            "When a player is dying, or in a fight, you may flip this card: look at a player's hand, then you may discard one of its cards, or choose one that may be used now for him to use (you make its choices).",
        ),
        when: When::FightOrDying,
        flip: true,
        usable: |g, s| g.alive_from(s).iter().any(|&t| !g.hand(t).is_empty()),
        run: |g, s| {
            let opts = with_hand(g, s, Aim::Hurt);
            Some(Question::one(
                s,
                "diezhan.ru_bi_who",
                Text::new("如臂指使：查看谁的手牌？", "Puppeteer: look at whose hand?"),
                opts,
                Memo::default(),
                looked,
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: "shen_cang",
        name: ("深藏", "Lie Low"),
        text: (
            "你使用【威逼】【风云变幻】或【截获】后，可以将此角色牌翻至面朝下。",
            "After you use a Coerce, Shifting Winds or Intercept, you may turn this card face-down.",
        ),
        when: When::Trigger,
        optional: true,
        on: |_, o, e| matches!(e, Event::Used { user, kind: Kind::Coerce | Kind::Winds | Kind::Intercept, .. } if user == o),
        fire: |g, o, _| {
            g.turn_down(o);
            None
        },
        ..Skill::BASE
    },
];

fn looked(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = super::ask::seat_of(chosen)?;
    let hand = g.hand(t).to_vec();
    let names = g.names(&hand);
    g.tell_seat(
        s,
        "diezhan.ru_bi_look",
        text!("{}号的手牌：{}", "Seat {}'s hand: {}", t.number(), names),
    );
    let mut opts = vec![Opt::Pass];
    opts.extend(hand.iter().map(|&card| Opt::Pick { card }));
    opts.extend(usable_now(g, t));
    Some(Question::one(
        s,
        "diezhan.ru_bi_card",
        text!(
            "如臂指使：弃置{}号的一张手牌，或选择一张由他使用的牌",
            "Puppeteer: discard one of seat {}'s cards, or choose one for him to use",
            t.number()
        ),
        opts,
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        made,
    ))
}

/// The uses of `t`'s hand cards the moment allows: fight cards in a fight, 澄清 on a
/// dying player in a 濒死 window.
fn usable_now(g: &Game, t: Seat) -> Vec<Opt> {
    let mut opts = Vec::new();
    for &card in g.hand(t) {
        let kind = g.use_kind(card);
        if !g.may_use(t, kind) {
            continue;
        }
        if !g.dying.is_empty() {
            if kind == Kind::Clarify {
                for d in g.dying.iter() {
                    for &intel in g.intel(d) {
                        if g.card(intel).colours.has(Colour::Black) {
                            opts.push(Opt::Rescue { card, intel });
                        }
                    }
                }
            }
            continue;
        }
        let Some(h) = g.pending.as_ref().map(|p| p.holder) else {
            continue;
        };
        match kind {
            Kind::Intercept => opts.push(Opt::Intercept { card }),
            Kind::Switch => opts.push(Opt::Switch { card }),
            Kind::Mislead => {
                let sides = [
                    g.nearest(h, crate::diezhan::deck::Arrow::Left),
                    g.nearest(h, crate::diezhan::deck::Arrow::Right),
                ];
                for to in sides.into_iter().flatten() {
                    if !opts.contains(&Opt::Mislead { card, to }) {
                        opts.push(Opt::Mislead { card, to });
                    }
                }
            }
            _ => {}
        }
    }
    opts
}

fn made(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = m.seat?;
    let o = *chosen.first()?;
    match o {
        Opt::Pick { card } => {
            g.discard(card);
            let l = g.card(card).label();
            g.say(
                Audience::All,
                "diezhan.ru_bi_discard",
                text!(
                    "{}号弃置了{}号的{}",
                    "Seat {} discards seat {}'s {}",
                    s.number(),
                    t.number(),
                    l
                ),
                &[card],
            );
            None
        }
        Opt::Rescue { card, intel } => {
            let d = g.owner_of_intel(intel)?;
            g.rescue(t, d, card, intel);
            None
        }
        Opt::Intercept { .. } | Opt::Mislead { .. } | Opt::Switch { .. } => {
            g.tell(
                "diezhan.ru_bi_use",
                text!(
                    "{}号令{}号使用一张牌",
                    "Seat {} makes seat {} use a card",
                    s.number(),
                    t.number()
                ),
            );
            Using::frame(g, t, CardUse::Fight(o)).or_else(|| {
                g.use_fight(t, o);
                None
            })
        }
        _ => None,
    }
}
