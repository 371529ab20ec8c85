//! 小狼人 / Mini Werewolf: the smallest whole night/day game, written on the hidden-role kit
//! ([`tianhei_core::kit`]). Copy this file to start a game of this family.
//!
//! Night: everyone closes their eyes, the wolves wake and agree on a victim (a secret
//! prompt to each wolf at once, asked again with the partners' picks when they disagree).
//! Dawn: the death is announced. Day: every player alive speaks once in turn, then
//! everyone votes in turn for someone to go out, or abstains; a tie puts nobody out. The
//! wolves win when they are at least as many as the others; the villagers win when every
//! wolf is out.
//!
//! A game of this family is four things, in the order of this file:
//! 1. the rule set: the `[options]` of `rules/mini-wolf.toml`, checked, and the deal;
//! 2. the roles: side, card, how the 法官 calls them at night, who learns whom;
//! 3. the rules the kit cannot know ([`NightDay`]): the night steps, what each asks and
//!    does, the dawn, the day's options, the win check;
//! 4. what players see: the kit's view, its scene and its bot, with no code of its own.
//!
//! The kit runs everything else — narration with equal pacing, the wolves' group decision,
//! the dawn's announcement, speeches, the vote with its ties, exits, the outcome — and the
//! hosts (`play`, `judge`, `sim`, `replay`, `serve`) run the game with no code of its own.
//!
//! ```
//! use std::sync::Arc;
//! use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};
//!
//! let rules = Arc::new(RuleFile::parse(tianhei_miniwolf::MINI_WOLF_RULES).unwrap());
//! let mut m = Match::new(rules.clone(), 6, 42).unwrap();
//! let mut bots: Vec<_> = (0..6)
//!     .map(|i| rules.rules.bot(BotKind::Heuristic, Seat(i), 42))
//!     .collect();
//! play_out(&mut m, &mut bots, 10_000).unwrap();
//! let side = m.outcome().unwrap().result_key();
//! assert!(side == "wolves" || side == "villagers");
//! ```

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Bot, RuleSet, Seat, SeatSet, SetupError, Table, Text,
    mech::roles::RoleTable,
    nightday::tally::{Runoff, TieEnd, TiePolicy},
    nightday::{
        self, Act, Action, Ask, Call, DayRules, End, Keys, Night, NightDay, NightQuestion, NoOffer,
        NoPhase, Offered, Play, Script, SecretRole, Setup, Step, Team, Town, Voting,
        heuristic::Plain,
    },
    rng::GameRng,
    scene::Tone,
    text,
};

// 1. The rule set.

/// The options of a Mini Werewolf rule set. Every field has a default, so an empty
/// `[options]` table is a valid rule set; unknown fields are refused by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct MiniWolf {
    /// Fewest players.
    #[schemars(title = "Fewest players", range(min = 3, max = 20), extend("zh" = ["最少人数", "最少几人开局。"]))]
    pub min_players: usize,
    /// Most players.
    #[schemars(title = "Most players", range(min = 3, max = 20), extend("zh" = ["最多人数", "最多几人开局。"]))]
    pub max_players: usize,
    /// From this many players on, two wolves are dealt instead of one.
    #[schemars(title = "Two wolves from", range(min = 3, max = 21), extend("zh" = ["双狼人数", "从这个人数起发两只狼。"]))]
    pub wolves_from: usize,
    /// Times the wolves are asked in all, the first included, before the most picked wins.
    #[schemars(title = "Rounds to agree", range(min = 1, max = 9), extend("zh" = ["商议轮数", "狼人最多被问几轮，仍不一致时取得票最多者。"]))]
    pub consensus_rounds: u32,
    /// Revotes among the tied before a tie means nobody is out.
    #[schemars(title = "Revotes", range(min = 0, max = 5), extend("zh" = ["重投次数", "平票后在平票者中重投几次，仍平则无人出局。"]))]
    pub revotes: usize,
    /// Seconds a host gives each speech.
    #[schemars(title = "Speech seconds", range(min = 10, max = 600), extend("zh" = ["发言秒数", "主持给每次发言的秒数。"]))]
    pub speech_seconds: u32,
    /// The night question 「你怀疑谁？」 to every living seat not asked at a step, so a lit
    /// phone tells nothing; the answers go to the 复盘 and change no rule.
    #[schemars(title = "Night question", extend("zh" = ["夜间提问", "夜里每一步，没被叫到的活人手机上问「你怀疑谁？」，人人都要点，亮屏不再泄露身份；答案只进复盘。"]))]
    pub night_question: NightQuestion,
}

impl Default for MiniWolf {
    fn default() -> Self {
        MiniWolf {
            min_players: 4,
            max_players: 8,
            wolves_from: 7,
            consensus_rounds: 2,
            revotes: 0,
            speech_seconds: 60,
            night_question: NightQuestion::default(),
        }
    }
}

impl MiniWolf {
    /// How many wolves a table of `players` gets.
    pub fn wolves(&self, players: usize) -> usize {
        if players >= self.wolves_from { 2 } else { 1 }
    }

    /// Player count → roles, built from the options.
    pub fn role_table(&self) -> RoleTable<Role> {
        let mut table = RoleTable::new();
        for n in self.seat_counts() {
            let wolves = self.wolves(n);
            table.set(n, vec![(Role::Wolf, wolves), (Role::Villager, n - wolves)]);
        }
        table
    }
}

// The name here is what `game = "mini-wolf"` in a rule-set file refers to.
#[typetag::serde(name = "mini-wolf")]
impl RuleSet for MiniWolf {
    fn seat_counts(&self) -> Vec<usize> {
        (self.min_players..=self.max_players).collect()
    }

    /// Every problem at once, naming the field.
    fn check(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.min_players < 3 {
            problems.push("field `options.min_players`: at least 3 players are needed".into());
        }
        if self.max_players > 16 {
            problems.push("field `options.max_players`: at most 16 players".into());
        }
        if self.min_players > self.max_players {
            problems.push(format!(
                "field `options.min_players`: {} is more than max_players ({})",
                self.min_players, self.max_players
            ));
        }
        if self.wolves_from < 5 {
            problems.push(
                "field `options.wolves_from`: two wolves need at least 5 players (else they win at once)"
                    .into(),
            );
        }
        if self.speech_seconds == 0 {
            problems.push("field `options.speech_seconds`: must be at least 1".into());
        }
        problems
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        Ok(Box::new(MiniWolfGame::deal(self.clone(), seats, seed)?))
    }

    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Plain::<Wolves>::bot(seed, seat)
    }
}

/// A game of Mini Werewolf in progress: the kit's [`Play`] of [`Wolves`], dealt by
/// [`Play::deal`]. Hosts drive it through [`Table`].
pub type MiniWolfGame = Play<Wolves>;

// 2. The roles.

/// The two roles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// 狼人: kills by night, wins by outnumbering.
    Wolf,
    /// 村民: finds the wolves by talking and voting.
    Villager,
}

/// How the 法官 calls the wolves: the same lines and pauses every night.
static WOLF_CALL: Call = Call {
    open: Text::new("狼人请睁眼", "Wolves, open your eyes"),
    ask: &[Text::new(
        "狼人请选择今晚要杀的人",
        "Wolves, choose tonight's victim",
    )],
    close: Text::new("狼人请闭眼", "Wolves, close your eyes"),
};

/// The wolves learn each other when the cards are dealt.
static TEAMS: [Team<Role>; 1] = [Team {
    members: &[Role::Wolf],
    shown: &[Role::Wolf],
    label: Text::new("狼人", "The wolves"),
}];

impl SecretRole for Role {
    type Side = Role;
    /// Nobody checks anyone in this game.
    type Check = ();

    fn all() -> &'static [Self] {
        &[Role::Wolf, Role::Villager]
    }
    fn key(self) -> &'static str {
        match self {
            Role::Wolf => "wolf",
            Role::Villager => "villager",
        }
    }
    fn label(self) -> Text {
        match self {
            Role::Wolf => Text::new("狼人", "Wolf"),
            Role::Villager => Text::new("村民", "Villager"),
        }
    }
    fn side(self) -> Role {
        self
    }
    fn text(self) -> Text {
        match self {
            Role::Wolf => Text::new(
                "每晚和狼同伴一起杀一人。狼人不少于其他人时获胜。",
                "Each night, kill someone with your pack. Win when wolves are at least as many as the others.",
            ),
            Role::Villager => Text::new(
                "白天发言、投票，放逐所有狼人即获胜。",
                "Talk and vote by day; win when every wolf is out.",
            ),
        }
    }
    fn tone(self) -> Tone {
        match self {
            Role::Wolf => Tone::Red,
            Role::Villager => Tone::Plain,
        }
    }
    fn check(self) {}
    fn night(self) -> Option<&'static Call> {
        (self == Role::Wolf).then_some(&WOLF_CALL)
    }
    fn teams() -> &'static [Team<Self>] {
        &TEAMS
    }
}

impl nightday::Side for Role {
    fn key(self) -> &'static str {
        match self {
            Role::Wolf => "wolves",
            Role::Villager => "villagers",
        }
    }
    fn label(self) -> Text {
        match self {
            Role::Wolf => Text::new("狼人", "The wolves"),
            Role::Villager => Text::new("村民", "The villagers"),
        }
    }
}

// 3. The rules the kit cannot know.

/// Event keys and prompt kinds: `mini-wolf.dawn`, `mini-wolf.vote`, ….
static KEYS: Keys = tianhei_core::keys!("mini-wolf");

/// The night's only step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Kill {
    /// The wolves agree on a victim.
    Wolves,
}

/// What Mini Werewolf keeps beyond the kit's town: its keys, night script and day rules.
#[derive(Clone, Debug)]
pub struct Wolves {
    setup: Setup<Wolves>,
}

impl NightDay for Wolves {
    type Role = Role;
    type Step = Kill;
    type Phase = NoPhase;
    type Offer = NoOffer;
    type Rules = MiniWolf;

    fn new(rules: MiniWolf, _: usize) -> Self {
        let kill = Step::new(Kill::Wolves, Role::Wolf, "mini-wolf.kill");
        let steps = vec![kill.group(Text::new("不杀", "nobody"))];
        let mut script = Script::new(steps, rules.consensus_rounds, 30);
        script.fall = Text::new("天黑请闭眼", "Night falls, close your eyes");
        script.rise = Text::new("天亮了，请睁眼", "Day breaks, open your eyes");
        script.question = rules.night_question.asked();
        let day = DayRules {
            voting: Voting::InTurn,
            ties: TiePolicy {
                runoffs: vec![Runoff::Revote; rules.revotes],
                finally: TieEnd::NobodyOut,
            },
            speech_seconds: rules.speech_seconds,
            ..DayRules::default()
        };
        Wolves {
            setup: Setup::new(&KEYS, script, day),
        }
    }

    /// The role table's row for `seats`, shuffled.
    fn deal(rules: &MiniWolf, seats: usize, rng: &mut GameRng) -> Result<Vec<Role>, SetupError> {
        (rules.role_table().deal(seats, rng)).ok_or_else(|| {
            SetupError::one(format!(
                "Mini Werewolf has no role table for {seats} players"
            ))
        })
    }

    fn setup(&self) -> &Setup<Self> {
        &self.setup
    }

    /// Any villager alive.
    fn ask(&self, night: &Night<'_, Self>, _: Kill, _: Seat) -> Ask<NoOffer> {
        let town = night.town();
        let victims = town
            .alive_with(Role::Villager)
            .iter()
            .map(Offered::seat)
            .collect();
        Ask::new(
            text!("选择今晚要杀的人", "Choose tonight's victim"),
            victims,
        )
    }

    /// The pack's pick goes into the night's ledger; only the moderator is told.
    fn act(&mut self, night: &mut Night<'_, Self>, _: Kill, act: Act<'_, NoOffer>) {
        if let Act::Group {
            pick: Some(victim), ..
        } = act
        {
            night.record(Kill::Wolves, Action::Attack, victim);
            let line = text!("狼人杀了{}号", "The wolves killed seat {}", victim.number());
            night.note("mini-wolf.kill", line);
        }
    }

    /// Whoever the wolves attacked dies: nobody protects anyone in this game.
    fn dawn(&mut self, night: &mut Night<'_, Self>) -> SeatSet {
        night.ledger().targets(Action::Attack)
    }

    /// Worlds (for the search bot): nobody learns a role in play; the deal's team is known.
    fn knows(&self, _: &Town<Self>, _: Seat) -> Option<Vec<Option<nightday::Knows<Role>>>> {
        Some(Vec::new())
    }

    /// Villagers win when every wolf is out; wolves when they are as many as the others.
    fn win(&self, town: &Town<Self>) -> Option<End<Role>> {
        let wolves = town.alive_with(Role::Wolf).len();
        let others = town.alive().len() - wolves;
        if wolves == 0 {
            Some(End::Win(Role::Villager))
        } else if wolves >= others {
            Some(End::Win(Role::Wolf))
        } else {
            None
        }
    }
}

// 4. What players see: the kit's view (`NightDay::view`'s default), its scene
// (`NightDay::scene`'s default) and its plain heuristic as the bot (`RuleSet::heuristic`).

#[cfg(test)]
mod tests;

/// The shipped rule-set file of Mini Werewolf (`rules/mini-wolf.toml`).
pub const MINI_WOLF_RULES: &str = include_str!("../../../rules/mini-wolf.toml");
