//! 风声 (The Message), classic edition, for tianhei: the card game as the seed's 初次游戏
//! plays it (4 or 6 players, 潜伏战线 against 军情处, no characters), and the classic game
//! with the 25 characters, their skills and 打酱油的 with their 机密任务 (3–9 players).
//!
//! ```
//! use tianhei_core::{RuleFile, Match, bot::{play_out, RandomBot}, Bot, Seat};
//! use std::sync::Arc;
//! use tianhei_fengsheng as _; // links the rule set into typetag's registry
//! let rules = Arc::new(RuleFile::parse(
//!     "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n",
//! ).unwrap());
//! let mut m = Match::new(rules, 4, 7).unwrap();
//! let mut bots: Vec<Box<dyn Bot>> =
//!     (0..4).map(|i| Box::new(RandomBot::new(7, Seat(i))) as Box<dyn Bot>).collect();
//! play_out(&mut m, &mut bots, 100_000).unwrap();
//! assert!(m.outcome().is_some());
//! ```
//!
//! Layout, one concept per module:
//! - [`card`]: card types, colours (`crate::shared`'s), stamps, 试探 variants, the deck
//!   data file.
//! - [`act`]: what each option of a prompt means, and what a card use aims at.
//! - [`frame`]: the processes on the card kit's engine (the turn, its steps, the priority
//!   window and its stack, the pending tasks, the timing points) and where placed intel
//!   came from.
//! - [`zone`]: where a card can be (the card kit's `Zones`).
//! - `turn`: the turn in progress (phase, next step, locks, the intel in transit, the
//!   open window).
//! - [`game`]: the state and the zone invariant.
//! - `lines`: the log guard (who sees a card where it lies).
//! - `setup`: dealing (the identity tables), an arranged start for tests.
//! - `flow`: the run on the kit's engine (`Process` for the frames), the turn and its
//!   phases.
//! - `passing`: passing intel, its three steps, receiving.
//! - `window`: priority windows, legal card and skill uses, the stack.
//! - `effects`: what each card does when it resolves.
//! - `tasks`: running pending work (resolving an entry, obtaining intel, 真伪莫辨,
//!   deaths, questions), last in, first out.
//! - `end`: deaths, losses, the last living player.
//! - `missions`: victory, 机密任务 and declarations with several winners.
//! - [`characters`]: the 25 characters, picking one, their skills and questions.
//! - [`choices`]: option keys and labels.
//! - [`view`]: what each viewer may see.
//! - [`scene`]: each viewer's view drawn for people.
//! - [`bot`]: the heuristic bot (it reasons on the typed options its view carries).
//! - `table`: the erased [`Table`] interface.
//! - `world`: worlds for one seat — what it does not know drawn again (search bots).

pub mod act;
pub mod bot;
pub mod card;
pub mod characters;
pub mod choices;
mod effects;
mod end;
mod flow;
pub mod frame;
pub mod game;
mod lines;
mod missions;
mod passing;
pub mod scene;
mod setup;
mod table;
mod tasks;
mod turn;
pub mod view;
mod window;
mod world;
pub mod zone;

use serde::{Deserialize, Serialize};
use tianhei_core::{Bot, RuleSet, Seat, SetupError, Table};

pub use card::{Card, CardId, Colour, CountSet, Faction, Kind, Stamp};
pub use characters::{Character, Gender, Mission, Skill};
pub use frame::Source;
pub use game::{Arranged, Ask, Game, Options, Status};
pub use setup::identity_table;
pub use turn::{Phase, Transit};
pub use view::FsView;

/// The `fengsheng` rule set: the classic edition, its first game (no characters) or the
/// game with characters and 打酱油的.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Classic {
    /// Which count column of the reference's deck to deal: "A" (default) or "B".
    #[serde(default)]
    #[schemars(title = "Card counts", extend("zh" = ["牌数组", "发牌用参考牌组的哪一列牌数：A 或 B。"]))]
    pub count_set: CountSet,
    /// The FAQ's online rule: once every living player is of one faction, it wins.
    #[serde(default)]
    #[schemars(title = "Last faction wins", extend("zh" = ["剩一方即胜", "（FAQ 线上规则）场上活着的人都属同一阵营时，该阵营获胜。"]))]
    pub last_faction_wins: bool,
    /// Who is asked in a priority window: "everyone" (default) or "able".
    #[serde(default)]
    #[schemars(title = "Who is asked", extend("zh" = ["询问谁", "优先权窗口问每个人（同桌面），或只问能出牌的人（更快，但速度会泄露谁没牌）。"]))]
    pub ask: Ask,
    /// Deal characters and use the seed's identity table with 打酱油的 (3–9 players);
    /// false: the 初次游戏 (4 or 6 players, no characters).
    #[serde(default)]
    #[schemars(title = "Characters", extend("zh" = ["角色", "发角色并用带打酱油的身份表（3–9 人）；关：初次游戏（4 或 6 人，无角色）。"]))]
    pub characters: bool,
    /// At 5 and 7 players, the seed's row that is not 标准 (more 打酱油的).
    #[serde(default)]
    #[schemars(title = "Alternative row", extend("zh" = ["另一行身份表", "5 人和 7 人时用非标准的那一行（打酱油的更多）。"]))]
    pub alternative_row: bool,
    /// 酱油同盟: when one 打酱油的 declares victory, every 打酱油的 wins.
    #[serde(default)]
    #[schemars(title = "Jiangyou alliance", extend("zh" = ["酱油同盟", "一名打酱油的宣告胜利时，所有打酱油的一起获胜。"]))]
    pub jiangyou_alliance: bool,
}

#[typetag::serde(name = "fengsheng")]
impl RuleSet for Classic {
    fn seat_counts(&self) -> Vec<usize> {
        if self.characters {
            (3..=9).collect()
        } else {
            vec![4, 6]
        }
    }

    fn check(&self) -> Vec<String> {
        match card::catalogue(self.count_set) {
            Ok(_) => Vec::new(),
            Err(p) => p.to_vec(),
        }
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        let opts = Options {
            count_set: self.count_set,
            last_faction_wins: self.last_faction_wins,
            ask: self.ask,
            characters: self.characters,
            alternative_row: self.alternative_row,
            jiangyou_alliance: self.jiangyou_alliance,
        };
        Ok(Box::new(Game::new(opts, seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(bot::Heuristic::new(seed, seat))
    }
}
