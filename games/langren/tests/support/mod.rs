//! Scenario harness for the rulings tests: fixed deals written as letters, answers by seat
//! number (1-based, as players say "3号") and option key, and readers for what each seat,
//! the public and the moderator see.
//!
//! Letters: W 狼人, V 平民, S 预言家, X 女巫, H 猎人, I 白痴, G 守卫. The rest of the language
//! (seats, answers, the day, readers) is the kit's ([`tianhei_core::nightday::testing`]).

#![allow(dead_code)]

pub use tianhei_core::nightday::testing::*;
use tianhei_core::{Seat, Table, Viewer};
pub use tianhei_langren::keys::Step;
use tianhei_langren::{LangrenGame, LangrenRules, LangrenView, Role};

/// The 12-seat 预女猎白 board: wolves 1–4, villagers 5–8, then 预言家 9, 女巫 10, 猎人 11,
/// 白痴 12.
pub const BOARD: &str = "WWWWVVVVSXHI";
/// The guard board: 守卫 at 12 instead of the 白痴.
pub const GUARD_BOARD: &str = "WWWWVVVVSXHG";

/// The roles for a row of letters; seat i gets letter i.
pub fn deal(letters: &str) -> Vec<Role> {
    letters
        .chars()
        .map(|c| match c {
            'W' => Role::Wolf,
            'V' => Role::Villager,
            'S' => Role::Seer,
            'X' => Role::Witch,
            'H' => Role::Hunter,
            'I' => Role::Idiot,
            'G' => Role::Guard,
            other => panic!("no role letter {other}"),
        })
        .collect()
}

/// The default options without a sheriff (most scenarios do not need one).
pub fn plain() -> LangrenRules {
    LangrenRules {
        sheriff: false,
        ..LangrenRules::default()
    }
}

/// A game with `rules` and a fixed deal.
pub fn table_with(rules: LangrenRules, letters: &str) -> LangrenGame {
    LangrenGame::with_roles(rules, deal(letters), 7)
}

/// A game without a sheriff.
pub fn table(letters: &str) -> LangrenGame {
    table_with(plain(), letters)
}

/// One night's decisions. Unset: the guard protects nobody, the wolves must be told, the
/// witch uses nothing, the 预言家 checks his first option.
#[derive(Clone, Debug, Default)]
pub struct Night {
    guard: Option<usize>,
    kill: Option<String>,
    witch: Option<String>,
    check: Option<usize>,
    /// The wolves' picks in a first round that disagrees.
    split: Option<Vec<usize>>,
}

impl Night {
    /// The wolves (all agreeing) kill seat `n`.
    pub fn kill(n: usize) -> Night {
        Night {
            kill: Some(on(n)),
            ..Night::default()
        }
    }

    /// The wolves kill nobody (空刀).
    pub fn no_kill() -> Night {
        Night {
            kill: Some("no_kill".into()),
            ..Night::default()
        }
    }

    /// The guard protects seat `n`.
    pub fn guard(mut self, n: usize) -> Night {
        self.guard = Some(n);
        self
    }

    /// The witch saves tonight's victim.
    pub fn save(mut self) -> Night {
        self.witch = Some("save".into());
        self
    }

    /// The witch poisons seat `n`.
    pub fn poison(mut self, n: usize) -> Night {
        self.witch = Some(format!("poison:{}", n - 1));
        self
    }

    /// The 预言家 checks seat `n`.
    pub fn check(mut self, n: usize) -> Night {
        self.check = Some(n);
        self
    }

    /// The wolves first disagree (wolf i picks `picks[i]`), then agree on the kill.
    pub fn split(mut self, picks: Vec<usize>) -> Night {
        self.split = Some(picks);
        self
    }
}

/// Plays the current night's prompts as `night` says; returns who was asked, in order.
pub fn night(g: &mut LangrenGame, night: &Night) -> Vec<(usize, Q<Step>)> {
    let mut seen = Vec::new();
    let mut split = night.split.clone();
    let step = |g: &LangrenGame| {
        g.prompts().iter().find_map(|p| match g.asks(p)? {
            Q::Night(step) => Some((p.clone(), step)),
            _ => None,
        })
    };
    while let Some((p, step)) = step(g) {
        let n = p.seat.number();
        if step == Step::Wolves
            && let Some(picks) = &mut split
        {
            let open: Vec<usize> = asked(g)
                .into_iter()
                .filter(|a| a.1 == Q::Night(Step::Wolves))
                .map(|a| a.0)
                .collect();
            for (i, w) in open.iter().enumerate() {
                seen.push((*w, Q::Night(Step::Wolves)));
                pick(g, *w, picks[i % picks.len()]);
            }
            split = None;
            continue;
        }
        let key = match step {
            Step::Guard => night.guard.map_or("nobody".into(), on),
            Step::Wolves => night
                .kill
                .clone()
                .expect("the scenario must say whom the wolves kill"),
            Step::Witch => night.witch.clone().unwrap_or("pass".into()),
            Step::Seer => night.check.map_or_else(|| p.options[0].key.to_string(), on),
        };
        seen.push((n, Q::Night(step)));
        act(g, n, &key);
    }
    seen
}

/// Each seat runs for sheriff if listed; everyone else stays out.
pub fn run(g: &mut LangrenGame, runners: &[usize]) {
    answer_all(g, Q::Run, |n| {
        if runners.contains(&n) { "run" } else { "stay" }.to_string()
    });
}

/// Each listed candidate withdraws (退水); the others keep running.
pub fn withdraw(g: &mut LangrenGame, quitters: &[usize]) {
    answer_all(g, Q::Withdraw, |n| {
        if quitters.contains(&n) {
            "withdraw"
        } else {
            "stay"
        }
        .to_string()
    });
}

/// The open vote asking `q` (`Q::Vote` or `Q::Elect`): each voter listed votes as given,
/// the others abstain.
pub fn votes(g: &mut LangrenGame, q: Q<Step>, ballots: &[(usize, usize)]) {
    answer_all(g, q, |n| {
        ballots
            .iter()
            .find(|b| b.0 == n)
            .map_or("abstain".to_string(), |b| on(b.1))
    });
}

/// The day's vote: each voter listed votes as given, the others abstain.
pub fn vote(g: &mut LangrenGame, ballots: &[(usize, usize)]) {
    votes(g, Q::Vote, ballots);
}

/// Every voter of the open day vote votes for `target` (the target abstains).
pub fn vote_all(g: &mut LangrenGame, target: usize) {
    tianhei_core::nightday::testing::vote_all(g, Some(target));
}

/// The view of seat number `n`.
pub fn view(g: &LangrenGame, n: usize) -> LangrenView {
    view_as(g, Viewer::Seat(seat(n)))
}

/// The view of any viewer.
pub fn view_as(g: &LangrenGame, viewer: Viewer) -> LangrenView {
    tianhei_core::nightday::testing::view_as(g, viewer)
}

/// The sheriff's seat number.
pub fn sheriff(g: &LangrenGame) -> Option<usize> {
    g.town().sheriff().map(Seat::number)
}
