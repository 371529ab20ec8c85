//! 乱击 (袁绍): two hand cards of one suit as 【万箭齐发】. The play phase offers one
//! option per suit held twice (its first card); the second card is asked when there is a
//! choice.

use super::prelude::*;

pub(crate) struct Luanji;

steps!(Second, Use);

impl SkillDef for Luanji {
    const KEY: &'static str = "luanji";
    const NAME: Text = Text::new("【乱击】", "Random Strike");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你可以将两张花色相同的手牌当【万箭齐发】使用。",
        "You may use two hand cards of the same suit as Arrow Barrage.",
    );
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if g.others(s).next().is_none() {
            return;
        }
        let hand = g.hand(s);
        // One option per suit held twice: its first card and another of it.
        for suit in Suit::ALL {
            let mut of = hand.iter().filter(|&&c| g.card(c).suit == suit);
            if let (Some(&c), Some(_)) = (of.next(), of.next()) {
                acts.push(Act::ViewAs {
                    skill: Skill::Luanji,
                    card: c,
                    target: None,
                });
            }
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Second => {
                *at = At::Use;
                let Some(&first) = k.cards.first() else {
                    return Step::Done(Ret::None);
                };
                let suit = g.card(first).suit;
                let rest: Vec<CardId> = g
                    .hand(s)
                    .iter()
                    .copied()
                    .filter(|&c| c != first && g.card(c).suit == suit)
                    .collect();
                match rest.as_slice() {
                    [] => Step::Done(Ret::None),
                    [one] => {
                        k.cards.push(*one);
                        let cards = k.cards.clone();
                        g.luanji(s, &cards)
                    }
                    _ => {
                        g.pick_cards(
                            s,
                            Text::new(
                                "乱击：选择另一张同花色的手牌",
                                "Random Strike: choose another hand card of the same suit",
                            ),
                            rest,
                            (1, 1),
                        );
                        Step::Wait
                    }
                }
            }
            At::Use => {
                let mut cards = k.cards.clone();
                cards.extend(Game::picked_cards(input));
                g.luanji(s, &cards)
            }
        }
    }

    fn view_as(_: Name) -> Name {
        Name::Archery
    }

    fn bot_play(h: &PlayHint) -> i32 {
        h.enemies - h.friends - 1
    }
}

impl Game {
    /// 乱击: `cards` (two of one suit, in `s`'s hand) used as 【万箭齐发】.
    fn luanji(&mut self, s: Seat, cards: &[CardId]) -> Next {
        let [a, b] = cards else {
            return Step::Done(Ret::None);
        };
        let held = |c: &CardId| self.hand(s).contains(c);
        if !held(a) || !held(b) || self.card(*a).suit != self.card(*b).suit {
            return Step::Done(Ret::None);
        }
        let used = UsedCard::converted(Name::Archery, &[self.card(*a), self.card(*b)], None);
        let targets: Vec<Seat> = self.others(s).collect();
        Step::Become(self.declare_use(s, used, targets, None))
    }
}
