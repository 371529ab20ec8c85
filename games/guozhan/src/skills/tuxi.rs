//! 突袭 (张辽): at the start of the draw phase, draw nothing and take a hand card from each
//! of one or two other players instead.

use rand::RngExt;

use super::prelude::*;

pub(crate) struct Tuxi;

steps!(Choose, Take);

impl SkillDef for Tuxi {
    const KEY: &'static str = "tuxi";
    const NAME: Text = Text::new("【突袭】", "Sudden Raid");
    const KIND: SkillKind = SkillKind::DrawCount;
    const TEXT: Text = Text::new(
        "摸牌阶段开始时，你可以放弃摸牌，改为获得一至两名其他角色的各一张手牌。",
        "At the start of your draw phase you may draw nothing and instead take a hand card from each of one or two other players.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::PhaseStart(Phase::Draw)
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        s == g.active && g.others(s).any(|o| !g.hand(o).is_empty())
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Choose => {
                let acts: Vec<Act> = g
                    .others(s)
                    .filter(|&o| !g.hand(o).is_empty())
                    .map(Act::Target)
                    .collect();
                *at = At::Take;
                g.ask_many(
                    s,
                    "guozhan.tuxi",
                    Text::new(
                        "突袭：选择一至两名其他角色，获得其各一张手牌",
                        "Sudden Raid: choose one or two other players to take a hand card from each",
                    ),
                    acts,
                    (1, 2),
                    vec![0],
                );
                Step::Wait
            }
            At::Take => {
                let from: Vec<Seat> = replies(input)
                    .into_iter()
                    .filter_map(|a| match a {
                        Act::Target(t) => Some(t),
                        _ => None,
                    })
                    .collect();
                for t in from {
                    let n = g.hand(t).len();
                    if n == 0 || t == s {
                        continue;
                    }
                    let i = g.rng.random_range(0..n);
                    let c = g.hand(t)[i];
                    g.give_hand_card(t, s, c);
                }
                // The draw is replaced.
                Step::Done(Ret::Broke(true))
            }
        }
    }
}
