//! 奸雄 (曹操): after taking damage, take the card that caused it.

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Jianxiong;

steps!(Take);

impl SkillDef for Jianxiong {
    const KEY: &'static str = "jianxiong";
    const NAME: Text = Text::new("【奸雄】", "Villainous Hero");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你受到伤害后，你可以获得造成此伤害的牌。",
        "After you take damage, you may take the card that caused it.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::AfterDamaged
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        g.top_damage().is_some_and(|d| {
            d.target == s && d.card.is_some() && !g.damage_cards(d.card).is_empty()
        })
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        let s = k.owner;
        let card = g.top_damage().and_then(|d| d.card);
        let cards = g.damage_cards(card);
        if !cards.is_empty() {
            let names = g.cards_text(&cards);
            g.say_cards(
                Audience::All,
                "guozhan.jianxiong",
                text!("{}号获得了{}", "Seat {} takes {}", s.num(), names),
                &cards,
            );
        }
        for &c in &cards {
            g.table_to(c, Zone::Hand(s));
        }
        Step::Done(Ret::None)
    }
}

impl Game {
    /// The cards of the use that caused damage with `card`, still in the processing zone.
    fn damage_cards(&self, card: Option<Name>) -> Vec<CardId> {
        match (self.top_use(), card) {
            (Some(u), Some(n)) if u.card.name == n => u
                .card
                .cards
                .iter()
                .copied()
                .filter(|&c| self.zones.zone_of(c) == Zone::Table)
                .collect(),
            _ => Vec::new(),
        }
    }
}
