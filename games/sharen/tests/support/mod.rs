//! Scenario harness for the rulings tests: fixed deals written as letters, answers by
//! seat number (1-based, as the seed writes "3号") and option key, and readers for
//! what each seat, the public and the moderator see.
//!
//! Letters: K 杀手, M 秘匪, P 警察, T 秘警, Y 医生, C 平民. The rest of the language (seats,
//! answers, the day, readers) is the kit's ([`tianhei_core::nightday::testing`]).

#![allow(dead_code)]

pub use tianhei_core::nightday::testing::*;
use tianhei_core::{Table, Viewer};
pub use tianhei_sharen::keys::Step;
use tianhei_sharen::{Role, SharenGame, SharenRules, SharenView};

/// The roles for a row of letters; seat i gets letter i.
pub fn deal(letters: &str) -> Vec<Role> {
    letters
        .chars()
        .map(|c| match c {
            'K' => Role::Killer,
            'M' => Role::SecretKiller,
            'P' => Role::Police,
            'T' => Role::SecretPolice,
            'Y' => Role::Doctor,
            'C' => Role::Civilian,
            other => panic!("no role letter {other}"),
        })
        .collect()
}

/// A game with the default rules (`rules/sharen.toml`) and a fixed deal.
pub fn table(letters: &str) -> SharenGame {
    table_with(SharenRules::default(), letters)
}

/// A game with the given rules and a fixed deal.
pub fn table_with(rules: SharenRules, letters: &str) -> SharenGame {
    SharenGame::with_roles(rules, deal(letters), 7)
}

/// One night's decisions. Unset: killers must be told, 秘匪/秘警 pass, the doctor
/// must be told if asked, the police check their first option.
#[derive(Clone, Debug, Default)]
pub struct Night {
    kill: Option<String>,
    secret: Option<usize>,
    execute: Option<usize>,
    heal: Option<usize>,
    check: Option<usize>,
    doctor_times_out: bool,
}

impl Night {
    /// The killers (all agreeing) kill seat `n`.
    pub fn kill(n: usize) -> Night {
        Night {
            kill: Some(on(n)),
            ..Night::default()
        }
    }

    /// The killers kill nobody.
    pub fn no_kill() -> Night {
        Night {
            kill: Some("no_kill".into()),
            ..Night::default()
        }
    }

    /// The 秘匪 kills seat `n`.
    pub fn secret(mut self, n: usize) -> Night {
        self.secret = Some(n);
        self
    }

    /// The 秘警 executes seat `n`.
    pub fn execute(mut self, n: usize) -> Night {
        self.execute = Some(n);
        self
    }

    /// The doctor does not answer: the prompt's default applies.
    pub fn doctor_times_out(mut self) -> Night {
        self.doctor_times_out = true;
        self
    }

    /// The doctor heals seat `n`.
    pub fn heal(mut self, n: usize) -> Night {
        self.heal = Some(n);
        self
    }

    /// The police (all agreeing) check seat `n`.
    pub fn check(mut self, n: usize) -> Night {
        self.check = Some(n);
        self
    }
}

/// Plays the current night's prompts as `night` says, returning who was asked in order.
/// Stops at dawn (a peaceful night skipping the day opens the next night's prompts).
pub fn night(g: &mut SharenGame, night: &Night) -> Vec<(usize, Q<Step>)> {
    let mut seen = Vec::new();
    let tonight = g.night();
    while g.night() == tonight {
        // The night's prompts, known by their typed question.
        let open = g.prompts().iter().find_map(|p| match g.question(p.seat)? {
            q @ (Q::Night(_) | Q::Suspect) => Some((p.clone(), q)),
            _ => None,
        });
        let Some((p, q)) = open else {
            break;
        };
        let n = p.seat.number();
        let key = match q {
            Q::Suspect => {
                // The night question (a house rule): its default, which changes nothing.
                let d = p.default.clone();
                g.answer(p.seat, p.id, &d).expect("the default is legal");
                continue;
            }
            Q::Night(Step::Kill) => night
                .kill
                .clone()
                .expect("the scenario must say whom the killers kill"),
            Q::Night(Step::SecretKill) => night.secret.map_or("pass".into(), on),
            Q::Night(Step::Execute) => night.execute.map_or("pass".into(), on),
            Q::Night(Step::Heal) if night.doctor_times_out => {
                // The doctor misses the deadline: the host applies the prompt's default.
                seen.push((n, q));
                let d = p.default.clone();
                g.answer(p.seat, p.id, &d).expect("the default is legal");
                continue;
            }
            Q::Night(Step::Heal) => on(night
                .heal
                .expect("the scenario must say whom the doctor heals")),
            Q::Night(Step::Check) => night.check.map_or_else(|| p.options[0].key.to_string(), on),
            _ => unreachable!(),
        };
        seen.push((n, q));
        act(g, n, &key);
    }
    seen
}

/// Votes in the given order (`None` abstains); each voter must be the one asked.
pub fn vote(g: &mut SharenGame, ballots: &[(usize, Option<usize>)]) {
    vote_in_turn(g, ballots);
}

/// The view of seat number `n`.
pub fn view(g: &SharenGame, n: usize) -> SharenView {
    view_as(g, Viewer::Seat(seat(n)))
}

/// The view of any viewer.
pub fn view_as(g: &SharenGame, viewer: Viewer) -> SharenView {
    tianhei_core::nightday::testing::view_as(g, viewer)
}

/// Seat numbers whose role seat `n` sees in its view.
pub fn known_roles(g: &SharenGame, n: usize) -> Vec<(usize, Role)> {
    view(g, n)
        .town
        .seats
        .iter()
        .filter_map(|s| s.role.map(|r| (s.seat.number(), r)))
        .collect()
}

/// The last night each seat got a needle mark (moderator view), by seat number - 1.
pub fn marks(g: &SharenGame) -> Vec<Option<u32>> {
    view_as(g, Viewer::Moderator)
        .moderator
        .expect("moderator part")
        .marked
}
