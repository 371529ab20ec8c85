//! What 狼人杀 keeps beyond the kit's town: the 女巫's potions, the guard's last
//! protection, the 预言家's checks, the public claims, a revealed 白痴; with the night
//! script and the day's rules it is made with.

use serde::Serialize;
use tianhei_core::{
    Seat, Text,
    nightday::tally::{Runoff, TieEnd, TiePolicy},
    nightday::{DayRules, HookTiming, Script, Setup, SheriffRules, Step as KitStep, Voting},
};

use crate::{
    keys::{KEYS, Step, kind},
    role::{CheckResult, Role},
    rules::LangrenRules,
};

/// Seconds a host gives a night action.
pub(crate) const NIGHT_SECONDS: u32 = 60;

/// A 预言家's check.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeerCheck {
    /// The night.
    pub night: u32,
    /// Who was checked.
    pub target: Seat,
    /// 好人 or 狼人.
    pub result: CheckResult,
}

/// A public claim made in a speech: "I am the 预言家, and this seat is …".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// The day.
    pub day: u32,
    /// Who claims.
    pub seat: Seat,
    /// The seat reported.
    pub target: Seat,
    /// What the claimer says it is.
    pub result: CheckResult,
}

/// What 狼人杀 keeps beyond the kit's town.
#[derive(Clone, Debug)]
pub struct Langren {
    pub(crate) rules: LangrenRules,
    pub(crate) setup: Setup<Langren>,
    /// The 女巫's antidote and poison, while unused.
    pub(crate) antidote: bool,
    pub(crate) poison: bool,
    /// What the 女巫 was told tonight: (night, the victim if any).
    pub(crate) told: Option<(u32, Option<Seat>)>,
    /// The 守卫's last protection: (night, seat); `None` for nobody.
    pub(crate) guarded: Option<(u32, Seat)>,
    /// The 预言家's checks.
    pub(crate) checks: Vec<SeerCheck>,
    /// Claims made in speeches, in order.
    pub(crate) claims: Vec<Claim>,
    /// The 白痴 who revealed himself.
    pub(crate) revealed: Option<Seat>,
    /// The 猎人 who shot (in public).
    pub(crate) shot_by: Option<Seat>,
}

impl Langren {
    pub(crate) fn with_rules(rules: LangrenRules) -> Self {
        let steps = vec![
            KitStep::new(Step::Guard, Role::Guard, kind::GUARD),
            KitStep::new(Step::Wolves, Role::Wolf, kind::KILL).group(Text::new("空刀", "nobody")),
            KitStep::new(Step::Witch, Role::Witch, kind::WITCH),
            KitStep::new(Step::Seer, Role::Seer, kind::CHECK),
        ];
        let mut script = Script::new(steps, rules.consensus_rounds, NIGHT_SECONDS);
        script.question = rules.night_question.asked();
        let day = DayRules {
            voting: Voting::Together,
            ties: TiePolicy {
                runoffs: vec![Runoff::TiedSpeak],
                finally: TieEnd::NobodyOut,
            },
            tied_vote: false,
            speech_seconds: rules.speech_seconds,
            sheriff: rules.sheriff.then(SheriffRules::default),
            hooks: Some(if rules.hunter_shoots_before_end {
                HookTiming::BeforeCheck
            } else {
                HookTiming::AfterCheck
            }),
            ..DayRules::default()
        };
        Langren {
            rules,
            setup: Setup::new(&KEYS, script, day),
            antidote: true,
            poison: true,
            told: None,
            guarded: None,
            checks: Vec::new(),
            claims: Vec::new(),
            revealed: None,
            shot_by: None,
        }
    }

    /// The rule set's options.
    pub fn rules(&self) -> &LangrenRules {
        &self.rules
    }

    /// The 预言家's checks so far.
    pub fn checks(&self) -> &[SeerCheck] {
        &self.checks
    }

    /// Every claim so far.
    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    /// The 白痴 who revealed himself, if any.
    pub fn revealed(&self) -> Option<Seat> {
        self.revealed
    }

    /// Whether the 女巫 still holds (antidote, poison).
    pub fn potions(&self) -> (bool, bool) {
        (self.antidote, self.poison)
    }
}
