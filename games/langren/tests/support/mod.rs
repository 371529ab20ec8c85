//! Scenario harness for the rulings tests: fixed deals written as letters, answers by seat
//! number (1-based, as players say "3号") and option key, and readers for what each seat,
//! the public and the moderator see.
//!
//! Letters: W 狼人, V 平民, S 预言家, X 女巫, H 猎人, I 白痴, G 守卫.

#![allow(dead_code)]

use tianhei_core::{Audience, Prompt, Seat, Table, Viewer};
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

/// The seat shown as number `n`.
pub fn seat(n: usize) -> Seat {
    Seat(u8::try_from(n - 1).expect("seat number"))
}

/// The option key naming seat number `n`.
pub fn on(n: usize) -> String {
    format!("seat:{}", n - 1)
}

fn short(kind: &str) -> String {
    kind.strip_prefix("langren.").unwrap_or(kind).to_string()
}

/// The open prompts as (seat number, kind without the `langren.` prefix).
pub fn asked(g: &LangrenGame) -> Vec<(usize, String)> {
    g.prompts()
        .iter()
        .map(|p| (p.seat.number(), short(&p.kind)))
        .collect()
}

/// The kinds open now, once each.
pub fn kinds(g: &LangrenGame) -> Vec<String> {
    let mut k: Vec<String> = g.prompts().iter().map(|p| short(&p.kind)).collect();
    k.dedup();
    k
}

/// The open prompt of seat number `n`.
pub fn prompt_of(g: &LangrenGame, n: usize) -> Prompt {
    g.prompts()
        .iter()
        .find(|p| p.seat == seat(n))
        .cloned()
        .unwrap_or_else(|| panic!("{n}号 is not asked; asked: {:?}", asked(g)))
}

/// The option keys of seat `n`'s open prompt.
pub fn options_of(g: &LangrenGame, n: usize) -> Vec<String> {
    prompt_of(g, n)
        .options
        .iter()
        .map(|c| c.key.to_string())
        .collect()
}

/// Seat `n` answers its open prompt with the option `key`.
pub fn act(g: &mut LangrenGame, n: usize, key: &str) {
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
pub fn pick(g: &mut LangrenGame, n: usize, target: usize) {
    act(g, n, &on(target));
}

/// Answers every open prompt of `kind` with `key(seat number)`, until none is open.
pub fn answer_all(g: &mut LangrenGame, kind: &str, key: impl Fn(usize) -> String) {
    let full = format!("langren.{kind}");
    while let Some(p) = g.prompts().iter().find(|p| p.kind == full).cloned() {
        let n = p.seat.number();
        act(g, n, &key(n));
    }
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

fn is_night(kind: &str) -> bool {
    matches!(
        kind,
        "langren.guard" | "langren.kill" | "langren.witch" | "langren.check"
    )
}

/// Plays the current night's prompts as `night` says; returns who was asked, in order.
pub fn night(g: &mut LangrenGame, night: &Night) -> Vec<(usize, String)> {
    let mut seen = Vec::new();
    let mut split = night.split.clone();
    let mut wolf_round = 0;
    while let Some(p) = g.prompts().iter().find(|p| is_night(&p.kind)).cloned() {
        let n = p.seat.number();
        let kind = short(&p.kind);
        if kind == "kill"
            && let Some(picks) = &mut split
        {
            let open: Vec<usize> = g
                .prompts()
                .iter()
                .filter(|q| q.kind == "langren.kill")
                .map(|q| q.seat.number())
                .collect();
            for (i, w) in open.iter().enumerate() {
                seen.push((*w, "kill".to_string()));
                pick(g, *w, picks[i % picks.len()]);
            }
            split = None;
            wolf_round += 1;
            continue;
        }
        let key = match kind.as_str() {
            "guard" => night.guard.map_or("nobody".into(), on),
            "kill" => night
                .kill
                .clone()
                .expect("the scenario must say whom the wolves kill"),
            "witch" => night.witch.clone().unwrap_or("pass".into()),
            "check" => night.check.map_or_else(|| p.options[0].key.to_string(), on),
            _ => unreachable!(),
        };
        seen.push((n, kind));
        act(g, n, &key);
    }
    let _ = wolf_round;
    seen
}

/// Each seat runs for sheriff if listed; everyone else stays out.
pub fn run(g: &mut LangrenGame, runners: &[usize]) {
    answer_all(g, "run", |n| {
        if runners.contains(&n) { "run" } else { "stay" }.to_string()
    });
}

/// Each listed candidate withdraws (退水); the others keep running.
pub fn withdraw(g: &mut LangrenGame, quitters: &[usize]) {
    answer_all(g, "withdraw", |n| {
        if quitters.contains(&n) {
            "withdraw"
        } else {
            "stay"
        }
        .to_string()
    });
}

/// Every speaker in turn is done; returns the speakers in order.
pub fn speak_all(g: &mut LangrenGame) -> Vec<usize> {
    let mut order = Vec::new();
    while let Some(p) = g
        .prompts()
        .iter()
        .find(|p| p.kind == "langren.speech")
        .cloned()
    {
        order.push(p.seat.number());
        act(g, p.seat.number(), "done");
    }
    order
}

/// Speakers are done until seat `n` is asked to speak.
pub fn speak_until(g: &mut LangrenGame, n: usize) {
    while let Some(p) = g
        .prompts()
        .iter()
        .find(|p| p.kind == "langren.speech")
        .cloned()
    {
        if p.seat.number() == n {
            return;
        }
        act(g, p.seat.number(), "done");
    }
    panic!("{n}号 was never asked to speak; asked: {:?}", asked(g));
}

/// The open vote of `kind` ("vote" or "elect"): each voter listed votes as given, the
/// others abstain.
pub fn votes(g: &mut LangrenGame, kind: &str, ballots: &[(usize, usize)]) {
    answer_all(g, kind, |n| {
        ballots
            .iter()
            .find(|b| b.0 == n)
            .map_or("abstain".to_string(), |b| on(b.1))
    });
}

/// The day's vote: each voter listed votes as given, the others abstain.
pub fn vote(g: &mut LangrenGame, ballots: &[(usize, usize)]) {
    votes(g, "vote", ballots);
}

/// Every voter of the open day vote votes for `target` (the target abstains).
pub fn vote_all(g: &mut LangrenGame, target: usize) {
    answer_all(g, "vote", |n| {
        if n == target {
            "abstain".into()
        } else {
            on(target)
        }
    });
}

/// The seat giving last words, after it is done; `None` if nobody is asked.
pub fn words(g: &mut LangrenGame) -> Option<usize> {
    let p = g
        .prompts()
        .iter()
        .find(|p| p.kind == "langren.last_words")
        .cloned()?;
    act(g, p.seat.number(), "done");
    Some(p.seat.number())
}

/// Every seat giving last words in turn; their numbers.
pub fn all_words(g: &mut LangrenGame) -> Vec<usize> {
    std::iter::from_fn(|| words(g)).collect()
}

/// The open exit prompts: (seat, whether it is a real question, not a pass-only one).
pub fn exit_prompts(g: &LangrenGame) -> Vec<(usize, bool)> {
    g.prompts()
        .iter()
        .filter(|p| p.kind == "langren.exit")
        .map(|p| (p.seat.number(), !p.pass_only))
        .collect()
}

/// Answers the exit prompts: the hunter (if really asked) shoots `shot`, or passes.
pub fn exits(g: &mut LangrenGame, shot: Option<usize>) {
    while let Some(p) = g
        .prompts()
        .iter()
        .find(|p| p.kind == "langren.exit")
        .cloned()
    {
        let key = match (p.pass_only, shot) {
            (false, Some(t)) => on(t),
            _ => "pass".to_string(),
        };
        act(g, p.seat.number(), &key);
    }
}

/// The view of seat number `n`.
pub fn view(g: &LangrenGame, n: usize) -> LangrenView {
    view_as(g, Viewer::Seat(seat(n)))
}

/// The view of any viewer.
pub fn view_as(g: &LangrenGame, viewer: Viewer) -> LangrenView {
    g.view(viewer)
        .downcast_ref::<LangrenView>()
        .expect("a LangrenView")
        .clone()
}

/// The numbers of the seats alive.
pub fn alive(g: &LangrenGame) -> Vec<usize> {
    g.town().alive().iter().map(Seat::number).collect()
}

/// Every seat's number in `from..=to` except `skip`.
pub fn seats_except(from: usize, to: usize, skip: &[usize]) -> Vec<usize> {
    (from..=to).filter(|n| !skip.contains(n)).collect()
}

/// Every line the public sees (narration included), Chinese.
pub fn public_lines(g: &LangrenGame) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Public lines that are not narration.
pub fn announcements(g: &LangrenGame) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .filter(|e| e.pace.is_none())
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Whether the public saw `line`.
pub fn heard(g: &LangrenGame, line: &str) -> bool {
    announcements(g).iter().any(|l| l == line)
}

/// Lines addressed to seat `n` in private.
pub fn lines_for(g: &LangrenGame, n: usize) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| matches!(e.audience, Audience::Seats(set) if set.contains(seat(n))))
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Lines only the moderator sees.
pub fn moderator_lines(g: &LangrenGame) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| e.audience == Audience::Moderator)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// The narration of night `k`, with each line's pause.
pub fn narration_of_night(g: &LangrenGame, k: u32) -> Vec<(String, u32)> {
    let mut night = 0;
    let mut out = Vec::new();
    for e in g.log().all() {
        if e.key == "langren.night" {
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

/// The result key: "good", "wolves" or "draw"; `None` while the game goes on.
pub fn result(g: &LangrenGame) -> Option<String> {
    g.outcome().map(|o| o.result_key().to_string())
}

/// The sheriff's seat number.
pub fn sheriff(g: &LangrenGame) -> Option<usize> {
    g.town().sheriff().map(Seat::number)
}
