//! 大美女 (Beauty; female): 精明、爱情.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 大美女.
pub(crate) struct DaMeiNv;

impl CharacterDef for DaMeiNv {
    const KEY: &'static str = "da_mei_nv";
    const NAME: (&'static str, &'static str) = ("大美女", "Beauty");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::JingMing, Skill::AiQing];
    const MISSION: Mission = Mission::MaleDeclaresFewBlack;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

/// 大美女's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 爱情: burn a black intel (`left` more).
    AiQing {
        /// 大美女.
        user: Seat,
        /// Burns left.
        left: u8,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::AiQing { user, .. } = *self;
        user
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::AiQing { left, .. } = *self;
        let mut acts = Vec::new();
        for s in g.alive_in_seat_order() {
            for card in g.intel_of(s, |c| g.black(c)) {
                acts.push(Act::Intel {
                    card,
                    why: IntelUse::Burn,
                });
            }
        }
        (
            t(
                Skill::AiQing,
                &format!("烧毁一张假情报（还有{}张）", left),
                &format!("burn a black intel ({} to go)", left),
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::AiQing { user, left } = self;
        if let Act::Intel { card, .. } = act {
            g.burn(card);
            if left > 1 && black_on_table(g) {
                g.ask_later(Ask::AiQing {
                    user,
                    left: left - 1,
                });
            }
        }
    }
}

/// Whether a living player has a black intel in front of him.
fn black_on_table(g: &Game) -> bool {
    g.seating
        .all()
        .any(|s| g.alive(s) && g.count(s, Colour::Black) > 0)
}

/// 精明.
pub(crate) struct JingMing;

impl SkillDef for JingMing {
    const KEY: &'static str = "jing_ming";
    const NAME: (&'static str, &'static str) = ("精明", "Shrewd");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你的抽牌阶段改为抽三张牌，然后把一张手牌放回牌库顶。",
        "Your draw phase draws three instead, then put one hand card back on top of the deck.",
    );

    /// Draw three, then put one back on top.
    fn draw_phase(g: &mut Game, s: Seat) -> bool {
        g.draw(s, 3);
        g.skill_line(s, Skill::JingMing, None);
        g.ask_top(s, Skill::JingMing, 1);
        true
    }
}

/// 爱情.
pub(crate) struct AiQing;

impl SkillDef for AiQing {
    const KEY: &'static str = "ai_qing";
    const NAME: (&'static str, &'static str) = ("爱情", "Love");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "翻开你的身份牌，然后烧毁两张假情报（一位或两位玩家面前的，可以包括自己；不能被识破）。",
        "Reveal your identity card, then burn two black intel (in front of one or two players, yourself allowed; it cannot be seen through).",
    );

    /// While her identity card is face-down and a black intel is on the table.
    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        if !g.players[s.index()].identity_shown && black_on_table(g) {
            acts.push(Act::Skill {
                skill: Skill::AiQing,
                target: Target::None,
            });
        }
    }

    /// Using it shows her identity card.
    fn on_use(g: &mut Game, s: Seat) {
        g.show_identity(s);
    }

    fn can_resolve(g: &Game, _: Seat, _: Option<Seat>) -> bool {
        black_on_table(g)
    }

    fn resolve(g: &mut Game, user: Seat, _: Option<Seat>) {
        g.ask_later(Ask::AiQing { user, left: 2 });
    }

    fn bot_use(eye: &mut dyn Eye, _: Target) -> i32 {
        let mut vals: Vec<i32> = eye
            .seats()
            .into_iter()
            .filter(|&s| eye.alive(s))
            .flat_map(|s| {
                eye.intel(s)
                    .into_iter()
                    .filter(|&c| c == Colour::Black)
                    .map(move |_| s)
            })
            .map(|s| -eye.worth(s, Colour::Black))
            .collect();
        vals.sort_unstable_by(|a, b| b.cmp(a));
        vals.iter().take(2).sum::<i32>() - 6
    }
}
