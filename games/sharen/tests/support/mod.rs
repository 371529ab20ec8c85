//! Scenario harness for the rulings tests: fixed deals written as letters, answers by
//! seat number (1-based, as the seed writes "3号") and option key, and readers for
//! what each seat, the public and the moderator see.
//!
//! Letters: K 杀手, M 秘匪, P 警察, T 秘警, Y 医生, C 平民.

#![allow(dead_code)]

use tianhei_core::{
    AnswerError, Audience, Prompt, PromptId, Seat, Table, Viewer, nightday::Question,
};
use tianhei_sharen::{Role, SharenGame, SharenRules, SharenView, keys::Step};

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

/// The seat shown as number `n` ("n号").
pub fn seat(n: usize) -> Seat {
    Seat(u8::try_from(n - 1).expect("seat number"))
}

/// The option key naming seat number `n`.
pub fn on(n: usize) -> String {
    format!("seat:{}", n - 1)
}

/// The open prompts as (seat number, kind without the `sharen.` prefix).
pub fn asked(g: &SharenGame) -> Vec<(usize, String)> {
    g.prompts()
        .iter()
        .map(|p| (p.seat.number(), short(&p.kind)))
        .collect()
}

fn short(kind: &str) -> String {
    kind.strip_prefix("sharen.").unwrap_or(kind).to_string()
}

/// The open prompt of seat number `n`.
pub fn prompt_of(g: &SharenGame, n: usize) -> Prompt {
    g.prompts()
        .iter()
        .find(|p| p.seat == seat(n))
        .cloned()
        .unwrap_or_else(|| panic!("{n}号 is not asked; asked: {:?}", asked(g)))
}

/// The option keys of seat `n`'s open prompt.
pub fn options_of(g: &SharenGame, n: usize) -> Vec<String> {
    prompt_of(g, n)
        .options
        .iter()
        .map(|c| c.key.to_string())
        .collect()
}

/// Answers seat `n`'s open prompt with the option `key`, reporting a refusal.
pub fn try_act(g: &mut SharenGame, n: usize, id: PromptId, key: &str) -> Result<(), AnswerError> {
    let p = g.prompts().iter().find(|p| p.id == id).cloned();
    let idx = p.and_then(|p| p.find(key)).unwrap_or(0);
    g.answer(seat(n), id, &[idx])
}

/// Seat `n` answers its open prompt with the option `key` ("pass", "done", "seat:4").
pub fn act(g: &mut SharenGame, n: usize, key: &str) {
    let p = prompt_of(g, n);
    let idx = p.find(key).unwrap_or_else(|| {
        panic!(
            "{n}号's {} has no option {key}: {:?}",
            p.kind,
            options_of(g, n)
        )
    });
    g.answer(seat(n), p.id, &[idx])
        .unwrap_or_else(|e| panic!("{n}号 {key}: {e}"));
}

/// Seat `n` picks seat number `target` on its open prompt.
pub fn pick(g: &mut SharenGame, n: usize, target: usize) {
    act(g, n, &on(target));
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
pub fn night(g: &mut SharenGame, night: &Night) -> Vec<(usize, String)> {
    let mut seen = Vec::new();
    let tonight = g.night();
    while g.night() == tonight {
        // The night's prompts, known by their typed question.
        let open = g.prompts().iter().find_map(|p| match g.question(p.seat)? {
            q @ (Question::Night(_) | Question::Suspect) => Some((p.clone(), q)),
            _ => None,
        });
        let Some((p, q)) = open else {
            break;
        };
        let n = p.seat.number();
        let kind = short(&p.kind);
        let key = match q {
            Question::Suspect => {
                // The night question (a house rule): its default, which changes nothing.
                let d = p.default.clone();
                g.answer(p.seat, p.id, &d).expect("the default is legal");
                continue;
            }
            Question::Night(Step::Kill) => night
                .kill
                .clone()
                .expect("the scenario must say whom the killers kill"),
            Question::Night(Step::SecretKill) => night.secret.map_or("pass".into(), on),
            Question::Night(Step::Execute) => night.execute.map_or("pass".into(), on),
            Question::Night(Step::Heal) if night.doctor_times_out => {
                // The doctor misses the deadline: the host applies the prompt's default.
                seen.push((n, kind));
                let d = p.default.clone();
                g.answer(p.seat, p.id, &d).expect("the default is legal");
                continue;
            }
            Question::Night(Step::Heal) => on(night
                .heal
                .expect("the scenario must say whom the doctor heals")),
            Question::Night(Step::Check) => {
                night.check.map_or_else(|| p.options[0].key.to_string(), on)
            }
            _ => unreachable!(),
        };
        seen.push((n, kind));
        act(g, n, &key);
    }
    seen
}

/// The seat giving last words, after it confirms; `None` if nobody is asked for them.
pub fn words(g: &mut SharenGame) -> Option<usize> {
    let p = g
        .prompts()
        .iter()
        .find(|p| p.kind == "sharen.last_words")
        .cloned()?;
    act(g, p.seat.number(), "done");
    Some(p.seat.number())
}

/// Every speaker in turn confirms; returns the speakers in order.
pub fn speak_all(g: &mut SharenGame) -> Vec<usize> {
    let mut order = Vec::new();
    while let Some(p) = g
        .prompts()
        .iter()
        .find(|p| p.kind == "sharen.speech")
        .cloned()
    {
        order.push(p.seat.number());
        act(g, p.seat.number(), "done");
    }
    order
}

/// Votes in the given order (`None` abstains); each voter must be the one asked.
pub fn vote(g: &mut SharenGame, ballots: &[(usize, Option<usize>)]) {
    for &(voter, target) in ballots {
        assert_eq!(
            asked(g),
            vec![(voter, "vote".to_string())],
            "expected {voter}号 to vote"
        );
        act(g, voter, &target.map_or("abstain".into(), on));
    }
}

/// Every voter in turn votes for `target` (the target himself abstains); returns the
/// voters in order.
pub fn vote_all(g: &mut SharenGame, target: Option<usize>) -> Vec<usize> {
    let mut order = Vec::new();
    while let Some(p) = g
        .prompts()
        .iter()
        .find(|p| p.kind == "sharen.vote")
        .cloned()
    {
        let n = p.seat.number();
        order.push(n);
        let key = match target {
            Some(t) if t != n => on(t),
            _ => "abstain".into(),
        };
        act(g, n, &key);
    }
    order
}

/// The view of seat number `n`.
pub fn view(g: &SharenGame, n: usize) -> SharenView {
    view_as(g, Viewer::Seat(seat(n)))
}

/// The view of any viewer.
pub fn view_as(g: &SharenGame, viewer: Viewer) -> SharenView {
    g.view(viewer)
        .downcast_ref::<SharenView>()
        .expect("a SharenView")
        .clone()
}

/// Seat numbers whose role seat `n` sees in its view.
pub fn known_roles(g: &SharenGame, n: usize) -> Vec<(usize, Role)> {
    view(g, n)
        .seats
        .iter()
        .filter_map(|s| s.role.map(|r| (s.seat.number(), r)))
        .collect()
}

/// The numbers of the seats alive.
pub fn alive(g: &SharenGame) -> Vec<usize> {
    g.alive().iter().map(Seat::number).collect()
}

/// The last night each seat got a needle mark (moderator view), by seat number - 1.
pub fn marks(g: &SharenGame) -> Vec<Option<u32>> {
    view_as(g, Viewer::Moderator)
        .moderator
        .expect("moderator part")
        .marked
}

/// Every line the public sees (narration included), Chinese.
pub fn public_lines(g: &SharenGame) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Public lines that are not narration.
pub fn announcements(g: &SharenGame) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .filter(|e| e.pace.is_none())
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Lines addressed to seat `n` in private (not public ones).
pub fn lines_for(g: &SharenGame, n: usize) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| matches!(e.audience, Audience::Seats(set) if set.contains(seat(n))))
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Lines only the moderator sees.
pub fn moderator_lines(g: &SharenGame) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| e.audience == Audience::Moderator)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// The narration of night `k` (from its first line to dawn), with each line's pause.
pub fn narration_of_night(g: &SharenGame, k: u32) -> Vec<(String, u32)> {
    let mut night = 0;
    let mut out = Vec::new();
    for e in g.log().all() {
        if e.key == "sharen.night" {
            night += 1;
        }
        if night == k
            && let Some(pace) = e.pace
        {
            out.push((e.text.zh.to_string(), pace.pause_ms));
        }
    }
    out
}

/// Narration texts only, of night `k`.
pub fn narration_texts(g: &SharenGame, k: u32) -> Vec<String> {
    narration_of_night(g, k).into_iter().map(|l| l.0).collect()
}

/// The result key: "police", "killers" or "draw"; `None` while the game goes on.
pub fn result(g: &SharenGame) -> Option<String> {
    g.outcome().map(|o| o.result_key().to_string())
}

/// Each seat's score, in seat order.
pub fn scores(g: &SharenGame) -> Vec<i32> {
    g.outcome()
        .expect("the game is over")
        .seats
        .iter()
        .map(|s| s.score)
        .collect()
}

/// Seats that won, by number.
pub fn winners(g: &SharenGame) -> Vec<usize> {
    g.outcome()
        .expect("the game is over")
        .winners()
        .map(Seat::number)
        .collect()
}

/// Every seat's number in `from..=to` except `skip`.
pub fn seats_except(from: usize, to: usize, skip: &[usize]) -> Vec<usize> {
    (from..=to).filter(|n| !skip.contains(n)).collect()
}

/// The speaking order for `count` seats from `start` going right, skipping `dead`.
pub fn order_from(start: usize, count: usize, dead: &[usize]) -> Vec<usize> {
    (0..count)
        .map(|i| (start - 1 + i) % count + 1)
        .filter(|n| !dead.contains(n))
        .collect()
}
