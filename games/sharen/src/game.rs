//! What 杀人游戏 keeps beyond the kit's town: spent powers, needle marks, police checks,
//! with the night script and the day's rules it is made with, and who plays what now.

use tianhei_core::{
    Seat, SeatSet, Text,
    nightday::tally::{Runoff, TieEnd, TiePolicy},
    nightday::{Called, DayRules, Peaceful, Script, Setup, Step as KitStep, Town},
};

use crate::{
    keys::{KEYS, Step, kind},
    role::{CheckResult, Role},
    rules::{PeacefulNight, SharenRules},
};

/// Seconds a host gives a night action.
const NIGHT_SECONDS: u32 = 60;

/// What 杀人游戏 keeps beyond the kit's town.
#[derive(Clone, Debug)]
pub struct Sharen {
    pub(crate) rules: SharenRules,
    pub(crate) setup: Setup<Sharen>,
    /// A 秘警 or 秘匪 who used the power.
    pub(crate) spent: Vec<bool>,
    /// The last night each seat got a needle mark.
    pub(crate) marked: Vec<Option<u32>>,
    /// Police checks.
    pub(crate) checks: Vec<Check>,
    /// Whether the killers were told that the 秘匪 joined them.
    pub(crate) joined_announced: bool,
}

impl Sharen {
    pub(crate) fn with_rules(rules: SharenRules, seats: usize) -> Self {
        let secret = if rules.call_spent_secret_roles {
            Called::IfDealt
        } else {
            Called::WhileAble
        };
        let steps = vec![
            KitStep::new(Step::Kill, Role::Killer, kind::KILL).group(Text::new("不杀", "nobody")),
            KitStep::new(Step::SecretKill, Role::SecretKiller, kind::SECRET_KILL).called(secret),
            KitStep::new(Step::Execute, Role::SecretPolice, kind::EXECUTE).called(secret),
            KitStep::new(Step::Heal, Role::Doctor, kind::HEAL),
            KitStep::new(Step::Check, Role::Police, kind::CHECK).group(Text::new("—", "nobody")),
        ];
        let mut script = Script::new(steps, rules.consensus_rounds, NIGHT_SECONDS);
        script.question = rules.night_question.asked();
        let day = DayRules {
            peaceful: match rules.peaceful_night {
                PeacefulNight::SkipDay => Peaceful::SkipDay,
                PeacefulNight::Discuss => Peaceful::Discuss,
            },
            ties: tie_policy(),
            speech_seconds: rules.speech_seconds,
            ..DayRules::default()
        };
        Sharen {
            rules,
            setup: Setup::new(&KEYS, script, day),
            spent: vec![false; seats],
            marked: vec![None; seats],
            checks: Vec::new(),
            joined_announced: false,
        }
    }

    /// The role `s` plays now: a spent 秘匪 is a killer, a spent 秘警 a civilian.
    pub(crate) fn current_role(&self, town: &Town<Sharen>, s: Seat) -> Role {
        match (town.role(s), self.spent[s.index()]) {
            (Role::SecretKiller, true) => Role::Killer,
            (Role::SecretPolice, true) => Role::Civilian,
            (r, _) => r,
        }
    }

    /// The killers still alive, with a 秘匪 who has used his power.
    pub(crate) fn killer_side(&self, town: &Town<Sharen>) -> Vec<Seat> {
        town.alive()
            .iter()
            .filter(|&s| self.current_role(town, s) == Role::Killer)
            .collect()
    }
}

/// The seed's tie-break: the tied speak and everyone votes among them; then the others
/// speak and everyone votes among them; still tied, the game is a draw.
pub fn tie_policy() -> TiePolicy {
    TiePolicy {
        runoffs: vec![Runoff::TiedSpeak, Runoff::OthersSpeak],
        finally: TieEnd::Draw,
    }
}

/// A police check as the police remember it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Check {
    /// The night of the check.
    pub night: u32,
    /// Who was checked.
    pub target: Seat,
    /// The answer.
    pub result: CheckResult,
    /// The police who saw the answer.
    #[serde(skip)]
    pub known_by: SeatSet,
}
