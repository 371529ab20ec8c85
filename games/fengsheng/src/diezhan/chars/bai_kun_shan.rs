//! 白昆山（军官）: 毒计. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! With two black cards shown, the first chosen player's card is decided first (the card
//! lets him choose the order; the order changes nothing but who dies first, and deaths
//! come together at the node).

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, Text,
    cards::{Ask, Boxed, DynProcess, Input, Step},
};

use super::ask::{Memo, Question};
use crate::diezhan::{
    deck::{CardId, Colour},
    frame::{Frame, Ret},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "白昆山（军官）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "du_ji",
    name: ("毒计", "Poison Plot"),
    text: (
        "争夺阶段，翻开此角色牌：选择两名其他角色，各从对方手牌中随机抽取一张并展示。展示的牌都收入你的手牌；其中含黑色的，你可以改为令抽取者选择将其置入自己或对方的情报区。",
        "In a fight, flip this card: choose two other players; each draws a random card from the other's hand and shows it. Both go into your hand, except that for one with black in it you may instead make its drawer put it into his own or the other's intel area.",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, s| targets(g, s).len() >= 2,
    run: |g, s| {
        Some(Question::many(
            s,
            "diezhan.du_ji_who",
            Text::new(
                "毒计：选择两名其他角色",
                "Poison Plot: choose two other players",
            ),
            targets(g, s),
            (2, 2),
            Memo::default(),
            chosen,
        ))
    },
    ..Skill::BASE
}];

fn targets(g: &Game, s: Seat) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| t != s && !g.hand(t).is_empty())
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Hurt,
        })
        .collect()
}

fn chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let seats: Vec<Seat> = chosen
        .iter()
        .filter_map(|o| match *o {
            Opt::Seat { seat, .. } => Some(seat),
            _ => None,
        })
        .collect();
    let [a, b] = seats[..] else {
        return None;
    };
    // Both draw at once: each card is taken before either is placed.
    let from_b = g.random_hand_card(b)?;
    let from_a = g.random_hand_card(a)?;
    for (drawer, other, c) in [(a, b, from_b), (b, a, from_a)] {
        g.zones.move_to(c, Zone::Revealed);
        let l = g.card(c).label();
        g.say(
            Audience::All,
            "diezhan.du_ji_show",
            text!(
                "{}号从{}号手牌中抽出{}并展示",
                "Seat {0} draws {2} from seat {1}'s hand and shows it",
                drawer.number(),
                other.number(),
                l
            ),
            &[c],
        );
    }
    Some(Frame::Skill(Boxed::new(Plot {
        by: s,
        left: vec![(a, b, from_b), (b, a, from_a)],
        asked: None,
    })))
}

/// The shown cards still to settle: a black one is asked about (he, then its drawer), the
/// others go to his hand.
#[derive(Clone, Debug)]
struct Plot {
    by: Seat,
    /// (drawer, the other, card), in order.
    left: Vec<(Seat, Seat, CardId)>,
    /// The question open: whether its drawer places the first card (false), or where (true).
    asked: Option<bool>,
}

impl DynProcess<Frame> for Plot {
    fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let answer = match input {
            Input::Answer(a) => a.one().copied(),
            _ => None,
        };
        match (self.asked.take(), answer) {
            (Some(false), Some(Opt::Yes)) => {
                let (drawer, other, c) = self.left[0];
                self.asked = Some(true);
                return g.ask(Ask::one(
                    drawer,
                    "diezhan.du_ji_place",
                    text!(
                        "毒计：将{}置入你或{}号的情报区",
                        "Poison Plot: put {} into your or seat {}'s intel area",
                        g.card(c).label(),
                        other.number()
                    ),
                    [drawer, other]
                        .into_iter()
                        .map(|seat| Opt::Seat {
                            seat,
                            aim: Aim::Intel,
                        })
                        .collect(),
                ));
            }
            (Some(true), Some(Opt::Seat { seat, .. })) => {
                let (drawer, _, c) = self.left.remove(0);
                g.put_intel(drawer, c, seat);
            }
            (Some(_), _) => {
                let (_, _, c) = self.left.remove(0);
                g.zones.move_to(c, Zone::Hand(self.by));
            }
            (None, _) => {}
        }
        while let Some(&(drawer, _, c)) = self.left.first() {
            if !g.card(c).colours.has(Colour::Black) {
                g.zones.move_to(c, Zone::Hand(self.by));
                self.left.remove(0);
                continue;
            }
            self.asked = Some(false);
            return g.ask(Ask::one(
                self.by,
                "diezhan.du_ji_black",
                text!("毒计：{}含黑色，令{}号将其置入情报区？（否：收入你的手牌）", "Poison Plot: {} has black; make seat {} put it into an intel area? (No: into your hand)", g.card(c).label(), drawer.number()),
                vec![Opt::Yes, Opt::No],
            ));
        }
        Step::Done(Ret::None)
    }

    fn boxed(&self) -> Box<dyn DynProcess<Frame>> {
        Box::new(self.clone())
    }
}
