//! 急救 (华佗): outside his turn, a red card as 【茶】 — offered when a player is dying
//! (`death.rs` asks [`Game::jijiu_acts`] and carries out [`Game::jijiu`]).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Jijiu;

steps!(Done);

impl SkillDef for Jijiu {
    const KEY: &'static str = "jijiu";
    const NAME: Text = Text::new("【急救】", "First Aid");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你的回合外，你可以将一张红色牌当【茶】使用。",
        "Outside your turn, you may use a red card as Tea.",
    );
    type Step = At;

    fn view_as(_: Name) -> Name {
        Name::Tea
    }
}

impl Game {
    /// 急救: `asker`'s red cards as 【茶】 for dying `s`, outside his own turn.
    pub(crate) fn jijiu_acts(&self, asker: Seat, s: Seat, acts: &mut Vec<Act>) {
        if asker == self.active || !self.holds_skill(asker, Skill::Jijiu) {
            return;
        }
        for c in self.own_cards(asker) {
            if self.card(c).colour() == Colour::Red {
                acts.push(Act::ViewAs {
                    skill: Skill::Jijiu,
                    card: c,
                    target: Some(s),
                });
            }
        }
    }

    /// 急救 used on dying `s`: `asker`'s card `c` as 【茶】.
    pub(crate) fn jijiu(&mut self, asker: Seat, s: Seat, c: CardId) -> bool {
        if !self.invoke(asker, Skill::Jijiu, None) {
            return false;
        }
        self.own_to_table(asker, c);
        let l = self.card(c).label();
        self.say_cards(
            Audience::All,
            "guozhan.rescue",
            text!("{}号对{}号使用了【茶】（由{}转化）", "Seat {0} uses Tea (from {2}) on seat {1}", asker.num(), s.num(), l),
            &[c],
        );
        self.recover(s, 1);
        self.table_to_discard(c);
        true
    }
}
