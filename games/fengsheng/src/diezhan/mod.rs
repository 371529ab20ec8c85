//! 风声·谍战篇 (seed 001, the later edition) on the card kit: two-colour intel, the 争夺阶段,
//! 濒死 and 【澄清】, up to three cards handed on at death, identities hidden at death, 密令,
//! the 🔒 icon and 神秘人 with their tasks. It shares nothing with the classic edition's
//! rules (reference/fengsheng-diezhan.md §7 A23); what the two editions share is the
//! crate's name, the kit under both and what `crate::shared` holds.
//!
//! Layout, one concept per module:
//! - [`deck`]: the 118 cards as data (colours, arrows, 🔒, boxes, removals, 试探, 密令).
//! - [`identity`]: identities, the 7 tasks, the identity table.
//! - `state`: the state, its zones and the turn in progress.
//! - [`opt`]: what a prompt offers (keys and labels made here).
//! - `flow`: the turn as frames on the kit's engine (draw, main, sending, passing, 争夺,
//!   receiving, turn end).
//! - `cards`: what each card does.
//! - `node`: the node after every action: collection victories, the last faction, 濒死,
//!   deaths, death tasks, the cards handed on.
//! - `victory`: who wins, in the order of reference §3.5.
//! - [`view`]: what each viewer may see, and the scene drawn from it.
//! - [`bot`]: the heuristic bot.
//! - `table`: the erased `Table` interface.
//! - `world`: worlds for one seat — what it does not know drawn again (search bots).

pub mod bot;
mod cards;
mod characters;
mod chars;
pub mod deck;
mod flow;
pub mod frame;
pub mod identity;
mod node;
mod offer;
mod once;
pub mod opt;
mod passive;
pub mod roster;
mod scene;
mod sending;
mod setup;
mod skill;
mod skills;
mod state;
mod table;
#[cfg(test)]
mod tests;
mod using;
mod victory;
pub mod view;
mod world;

use serde::{Deserialize, Serialize};
use tianhei_core::{Bot, RuleSet, Seat, SetupError, Table};

pub use deck::{Arrow, Card, CardId, Colour, Colours, Kind, Set, Side, Word};
pub use identity::{Identity, Task};
pub use state::{Game, Zone};
pub use view::DzView;

/// Which cards make the deck.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum DeckChoice {
    /// The official adjustment once 一扩 is used (110 cards with all three boxes), and all
    /// 118 at 9 players (the online extension).
    #[default]
    #[schemars(title = "recommended (110; 118 at 9)", extend("zh" = "推荐（110张，9人118张）"))]
    Recommended,
    /// Every card of the boxes in play.
    #[schemars(title = "every card of the boxes in play", extend("zh" = "所用各盒的全部卡牌"))]
    Full,
    /// The base box's 100 cards only.
    #[schemars(title = "base box (100)", extend("zh" = "基础盒（100张）"))]
    Base,
}

/// The expansion boxes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Expansion {
    /// 一扩 铁屋子: 风云变幻, 密令, 诱变者, 先行者.
    #[schemars(title = "Tiewuzi (expansion 1)", extend("zh" = "一扩·铁屋子"))]
    Tiewuzi,
    /// 二扩 老洋房: 调虎离山, 欲擒故纵, 搅局者, 清道夫.
    #[schemars(title = "Laoyangfang (expansion 2)", extend("zh" = "二扩·老洋房"))]
    Laoyangfang,
}

/// The `fengsheng-diezhan` rule set (`game = "fengsheng-diezhan"`).
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Diezhan {
    /// "recommended" (110 cards at 4–8, 118 at 9), "full" (every card of the boxes in
    /// play) or "base" (the base box's 100).
    #[schemars(title = "Deck", extend("zh" = ["牌堆", "recommended：4–8人110张（官方调整），9人118张；full：所用各盒的全部卡牌；base：基础盒100张。"]))]
    pub deck: DeckChoice,
    /// Which expansion boxes are in play (their cards and 神秘人 tasks).
    #[schemars(title = "Expansions", extend("zh" = ["扩展", "使用哪些扩展盒（其卡牌与神秘人任务）：tiewuzi（一扩铁屋子）、laoyangfang（二扩老洋房）。"]))]
    pub expansions: Vec<Expansion>,
    /// The seed's online rule: once every living player is of one faction, it wins (a
    /// victory by a condition is checked first). False: the physical rule (the last
    /// single survivor declares).
    #[schemars(title = "Last faction wins", extend("zh" = ["剩一方即胜", "（线上规则）场上存活的玩家都属同一阵营时该阵营获胜；关：实体规则（只剩一人时由他宣胜）。"]))]
    pub last_faction_wins: bool,
    /// Deal characters (each keeps one of those offered), as the edition is played. False
    /// plays the game without them.
    #[schemars(title = "Characters", extend("zh" = ["角色", "发角色牌（每人从发给他的角色中留一张），谍战篇本来的玩法；关：不用角色。"]))]
    pub characters: bool,
    /// Characters offered to each player, who keeps one (2 as printed; 3 online).
    #[schemars(title = "Characters offered", range(min = 2, max = 3), extend("zh" = ["候选角色数", "每人发几张角色牌选一张（实体2张，线上3张）。"]))]
    pub characters_offered: u8,
    /// Add SP墨红霜 to the characters dealt: her texts name a "female player" or "male
    /// player", read here as a face-up female or male character.
    #[schemars(title = "SP Mo Hongshuang", extend("zh" = ["SP墨红霜", "把SP墨红霜加入角色池：她技能中的“女性玩家/男性玩家”按面朝上角色的性别结算。"]))]
    pub mo_hong_shuang: bool,
    /// Points a winning 潜伏战线 player scores in the room's running table (a player who
    /// does not win scores 0).
    #[schemars(title = "Points: 潜伏战线 win", range(min = 0, max = 100), extend("zh" = ["潜伏战线胜利得分", "潜伏战线获胜时每名胜者在房间积分表中得几分（未获胜得0分）。"]))]
    pub points_qianfu: u32,
    /// Points a winning 特工机关 player scores.
    #[schemars(title = "Points: 特工机关 win", range(min = 0, max = 100), extend("zh" = ["特工机关胜利得分", "特工机关获胜时每名胜者得几分。"]))]
    pub points_tegong: u32,
    /// Points a 神秘人 scores when he wins, whatever his task (he wins alone, against a
    /// whole table).
    #[schemars(title = "Points: 神秘人 win", range(min = 0, max = 100), extend("zh" = ["神秘人胜利得分", "神秘人获胜时得几分（无论哪种任务）。"]))]
    pub points_mystery: u32,
}

impl Default for Diezhan {
    fn default() -> Self {
        Diezhan {
            deck: DeckChoice::Recommended,
            expansions: vec![Expansion::Tiewuzi, Expansion::Laoyangfang],
            last_faction_wins: true,
            characters: true,
            characters_offered: 2,
            mo_hong_shuang: false,
            points_qianfu: 2,
            points_tegong: 2,
            points_mystery: 4,
        }
    }
}

impl Diezhan {
    /// What a winner of `identity` scores (every task of a 神秘人 the same).
    pub fn points(&self, identity: Identity) -> u32 {
        match identity {
            Identity::Qianfu => self.points_qianfu,
            Identity::Tegong => self.points_tegong,
            Identity::Mystery(_) => self.points_mystery,
        }
    }

    /// Whether cards and tasks of `set` are in play.
    pub fn uses(&self, set: Set) -> bool {
        match set {
            Set::Base => true,
            Set::Tiewuzi => self.expansions.contains(&Expansion::Tiewuzi),
            Set::Laoyangfang => self.expansions.contains(&Expansion::Laoyangfang),
        }
    }

    /// The cards dealt at `seats` players.
    pub fn deck_cards(&self, seats: usize) -> Vec<&'static Card> {
        let trim = match self.deck {
            DeckChoice::Recommended => seats < 9 && self.uses(Set::Tiewuzi),
            DeckChoice::Full | DeckChoice::Base => false,
        };
        deck::catalogue()
            .iter()
            .filter(|c| match self.deck {
                DeckChoice::Base => c.from == Set::Base,
                _ => self.uses(c.from),
            })
            .filter(|c| !(trim && c.removed))
            .collect()
    }
}

#[typetag::serde(name = "fengsheng-diezhan")]
impl RuleSet for Diezhan {
    fn seat_counts(&self) -> Vec<usize> {
        (4..=9).collect()
    }

    fn check(&self) -> Vec<String> {
        let mut bad = Vec::new();
        if !(2..=3).contains(&self.characters_offered) {
            bad.push(format!(
                "characters_offered: {} is not 2 or 3",
                self.characters_offered
            ));
        }
        let mut seen = Vec::new();
        for (key, points) in [
            ("points_qianfu", self.points_qianfu),
            ("points_tegong", self.points_tegong),
            ("points_mystery", self.points_mystery),
        ] {
            if points > 100 {
                bad.push(format!("{key}: {points} is more than 100"));
            }
        }
        for e in &self.expansions {
            if seen.contains(e) {
                bad.push(format!("expansions: {e:?} is listed twice"));
            }
            seen.push(*e);
        }
        bad
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        SetupError::check(self.check())?;
        Ok(Box::new(Game::new(self.clone(), seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(bot::Heuristic::new(seed, seat))
    }
}
