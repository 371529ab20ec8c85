//! 国战 (seed 004): the faction-card game for tianhei — 4 to 10 players, factions from two
//! faction cards each (◆◆, ◇◇, ◆◇, ◇◆), 野心家, the 108-card deck with 【茶】 for 【桃】,
//! and the 24 characters with their skills.
//!
//! ```
//! use tianhei_core::{RuleFile, Match, bot::{play_out, RandomBot}, Bot, Seat};
//! use std::sync::Arc;
//! use tianhei_guozhan as _; // links the rule set into typetag's registry
//! let rules = Arc::new(RuleFile::parse(
//!     "id = \"gz\"\ntitle = \"国战\"\ntitle_en = \"Kingdoms\"\ngame = \"guozhan\"\n",
//! ).unwrap());
//! let mut m = Match::new(rules, 5, 7).unwrap();
//! let mut bots: Vec<Box<dyn Bot>> =
//!     (0..5).map(|i| Box::new(RandomBot::new(7, Seat(i))) as Box<dyn Bot>).collect();
//! play_out(&mut m, &mut bots, 1_000_000).unwrap();
//! assert!(m.outcome().is_some());
//! ```
//!
//! Layout, one concept per module:
//! - [`card`]: suits, colours, natures, card names and types, real and converted cards,
//!   the deck data file, the zones a card can be in ([`card::Zone`]).
//! - [`character`]: the 24 characters (gender, max HP).
//! - [`faction`]: faction cards, factions, sides, 势力渗透 clauses.
//! - [`phase`]: the phases of a turn.
//! - `faces`: card faces as hosts draw them.
//! - [`peek`]: what a seat learned with 知己知彼.
//! - `fx`: the small fast hasher of the interning maps.
//! - [`timing`]: timing points and their handlers (equipment effects, trigger skills).
//! - [`game`]: the state, setup (dealt or arranged), the zone invariant.
//! - [`frame`]: the processes in resolution (the frames on the card kit's engine) and
//!   what each hands back.
//! - [`hooks`]: timing points on the card kit's `Fire` (`Handlers` for the frames): firing
//!   one, listing a seat's handlers and running one.
//! - [`skills`]: the 31 skills of the 24 characters (`skills::data`: the skills as data;
//!   trigger handlers, view-as and active skills, revealing to use one).
//! - `flow`: the run on the kit's engine (`Process` for the frames), prompts, setup, the
//!   turn and its phases, rounds.
//! - `play`: the play phase's legal uses and follow-up questions.
//! - `usecard`: a card use from declaration to the discard pile; 取消.
//! - `effects`: each card's effect on a target.
//! - `nullify`: 无懈可击 windows through the core priority round.
//! - `respond`: asking for 【闪】 / 【杀】, 八卦阵, 丈八蛇矛.
//! - `damage`: the damage pipeline, chains, HP loss, recovery.
//! - `death`: dying, death, reward and punishment.
//! - `reveal`: revealing, careerists, 重整, the end check, the outcome.
//! - `judge`: judgements and the delayed tricks.
//! - `choose`: picking another seat's card; forced discards.
//! - `equip`: equipment effects that ask.
//! - `distance`: distance, attack range, gender, sides.
//! - `zones`: moving cards between zones (on the card kit's zone table).
//! - `log`: log lines and the guard against naming hidden cards (the card kit's).
//! - [`choices`]: what each option means ([`choices::Act`]), its key and label.
//! - [`view`]: what each viewer may see.
//! - [`scene`]: what each viewer sees, drawn for people (built from the view).
//! - [`bot`]: the heuristic bot (it reasons on the typed options its view carries).
//! - `table`: the erased [`Table`] interface.
//! - `world`: worlds for one seat — what it does not know drawn again (search bots).

pub mod bot;
pub mod card;
pub mod character;
pub mod choices;
mod choose;
mod damage;
mod death;
mod distance;
mod effects;
mod equip;
mod estimate;
mod faces;
pub mod faction;
mod flow;
pub mod frame;
pub mod game;
pub mod hooks;
mod judge;
mod log;
mod nullify;
pub mod peek;
pub mod phase;
mod play;
mod respond;
mod reveal;
pub mod scene;
pub mod skills;
mod table;
mod testing;
pub mod timing;
mod usecard;
pub mod view;
mod world;
mod zones;

use serde::{Deserialize, Serialize};
use tianhei_core::{Bot, RuleSet, Seat, SetupError, Table};

pub use card::{Card, CardId, Colour, Kind, Name, Nature, Slot, Suit};
pub use character::{Character, Gender};
pub use faction::{Clause, FColour, Faction, Side, Which};
pub use game::{Arranged, ArrangedSeat, Game, Options};
pub use phase::Phase;
pub use testing::Interject;
pub use view::GzView;

/// The `guozhan` rule set.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guozhan {
    /// The six 势力渗透 clauses of the rulings (on by default).
    #[serde(default = "yes")]
    #[schemars(title = "Faction infiltration", extend("zh" = ["势力渗透", "裁定中无中生有、过河拆桥、顺手牵羊、桃园结义、五谷丰登、决斗的六条势力渗透条款。"]))]
    pub infiltration: bool,
    /// Rounds before the game ends with no winner (a house limit; 40 by default).
    #[serde(default = "forty")]
    #[schemars(title = "Round limit", range(min = 1, max = 200), extend("zh" = ["回合上限", "房规：到这么多轮游戏结束，无人获胜。"]))]
    pub max_rounds: u32,
    /// The characters' skills (on by default; off, the characters are bodies only).
    #[serde(default = "yes")]
    #[schemars(title = "Skills", extend("zh" = ["武将技能", "关：武将只有体力和性别。"]))]
    pub skills: bool,
    /// 预亮 (off by default): face-down trigger skills are marked at turn start instead
    /// of asked about when they could act.
    #[serde(default)]
    #[schemars(title = "Pre-show", extend("zh" = ["预亮", "开：暗置武将的触发技在回合开始时秘密预先标记，而不是在能发动时询问。"]))]
    pub preshow: bool,
}

fn yes() -> bool {
    true
}

fn forty() -> u32 {
    40
}

#[typetag::serde(name = "guozhan")]
impl RuleSet for Guozhan {
    fn seat_counts(&self) -> Vec<usize> {
        (4..=10).collect()
    }

    fn check(&self) -> Vec<String> {
        let mut problems = match card::catalogue() {
            Ok(_) => Vec::new(),
            Err(p) => p.to_vec(),
        };
        if self.max_rounds == 0 {
            problems.push("field `options.max_rounds`: must be at least 1".into());
        }
        problems
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        let opts = Options {
            infiltration: self.infiltration,
            max_rounds: self.max_rounds,
            skills: self.skills,
            preshow: self.preshow,
        };
        Ok(Box::new(Game::new(opts, seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(bot::Heuristic::new(seed, seat))
    }
}
