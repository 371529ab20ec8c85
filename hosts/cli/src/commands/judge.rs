//! `tianhei judge`: the automatic 法官 for a table playing in person. The laptop deals
//! the roles (each seat looks in turn), reads the script with its pacing, and the
//! moderator enters what the players signal; speeches get a timer; the score table
//! runs across the games of one sitting.

use std::{
    collections::HashMap,
    future::pending,
    sync::{Arc, Mutex, MutexGuard},
};

use async_trait::async_trait;
use tianhei_core::{
    Agent, AnswerError, Audience, Event, Lang, Match, Outcome, Prompt, Seat, View, Viewer,
    agent::{DriveOptions, drive},
};
use tokio::sync::Notify;

use crate::{
    CliError, JudgeArgs, columns,
    render::{self, Typed},
    term::{Input, Term},
};

/// Examples shown by `tianhei judge --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei judge sharen --players 12          moderate a table of 12\n  \
    tianhei judge sharen-classic -p 14 --seed 7\n\n\
    How a sitting goes: each seat comes to the screen in turn, presses Enter, reads its role\n\
    and presses Enter again to hide it. Then the screen reads the 法官 script line by line\n\
    with its pauses (read it aloud). At each night step it says whose decision it is\n\
    (e.g. 杀手（3号、7号）): enter the option the players signal, by number or as a seat\n\
    (7号 / #7). Speeches show a countdown; press Enter when the speaker is done. Votes are\n\
    entered one by one in turn and tallied. At a prompt, `v` shows everything (the\n\
    moderator's view) and `q` ends the sitting. After each game the score table is shown\n\
    and the next game gets a new seed.";

/// Runs `tianhei judge`.
pub fn run(args: JudgeArgs) -> Result<(), CliError> {
    let rules = super::load(&args.id)?;
    let players = super::players(&rules, args.players)?;
    let first_seed = super::seed_or_clock(args.seed);
    super::new_match(&rules, players, first_seed)?;
    let term = Term::stdio(args.lang, args.fast);
    let desk = Arc::new(Mutex::new(Desk::new(term, players)));
    let rt = super::runtime()?;
    let mut table = ScoreTable::new(players);
    for game in 0u64.. {
        let seed = if game == 0 {
            first_seed
        } else {
            super::derive_seed(first_seed, game)
        };
        let mut m = super::new_match(&rules, players, seed)?;
        {
            let mut d = lock(&desk);
            let title = format!("{} / {}", rules.meta.title, rules.meta.title_en);
            let head = d.term.tr(
                &format!("第{}局：{title}，{players}人，seed {seed}", game + 1),
                &format!("Game {}: {title}, {players} players, seed {seed}", game + 1),
            );
            d.term.line(head);
            if !d.deal(&m) {
                break;
            }
        }
        let finished = moderate(&rt, &mut m, &desk);
        let mut d = lock(&desk);
        match (finished, m.outcome()) {
            (true, Some(outcome)) => {
                d.term.line("");
                for l in render::outcome_lines(outcome, d.lang) {
                    d.term.line(l);
                }
                table.add(outcome);
                for l in table.lines(outcome, d.lang) {
                    d.term.line(l);
                }
            }
            _ => {
                let msg = d.term.tr("本局中止。", "Game abandoned.");
                d.term.line(msg);
                break;
            }
        }
        if !d.another_game() {
            break;
        }
        d.term.clear();
    }
    let mut d = lock(&desk);
    if table.games > 0 {
        let bye = d.term.tr(
            &format!("本场共 {} 局，谢谢参与。", table.games),
            &format!("{} game(s) this sitting. Thanks for playing.", table.games),
        );
        d.term.line(bye);
    }
    Ok(())
}

/// Drives one game with the moderator answering every prompt. False when left early.
fn moderate(rt: &tokio::runtime::Runtime, m: &mut Match, desk: &Arc<Mutex<Desk>>) -> bool {
    let quit = Arc::new(Notify::new());
    lock(desk).start(m);
    let mut agents: Vec<Box<dyn Agent>> = (0..m.seats())
        .map(|_| -> Box<dyn Agent> {
            Box::new(Moderator {
                desk: desk.clone(),
                quit: quit.clone(),
            })
        })
        .collect();
    let after_desk = desk.clone();
    let after = move |m: &Match| lock(&after_desk).update(m);
    let opts = DriveOptions {
        deadlines: false,
        retries: 1_000,
    };
    rt.block_on(async {
        tokio::select! {
            _ = drive(m, &mut agents, opts, after) => true,
            _ = quit.notified() => false,
        }
    })
}

fn lock(desk: &Mutex<Desk>) -> MutexGuard<'_, Desk> {
    desk.lock().unwrap_or_else(|e| e.into_inner())
}

/// The moderator's screen and what it knows of the game.
struct Desk {
    term: Term,
    lang: Lang,
    /// The match's log, copied after every answer, and how much was printed.
    log: Vec<Event>,
    printed: usize,
    /// Open prompts, copied after every answer (to ask a group once).
    open: Vec<Prompt>,
    /// The moderator's view, for `v`.
    scene: Option<tianhei_core::Scene>,
    /// Each seat's role as its view names it, from the deal.
    roles: Vec<Option<String>>,
    /// Answers entered for a whole group, waiting for the other members' prompts.
    pending: HashMap<Seat, (String, Vec<String>)>,
    /// The last answer entered, and the labels of a vote in progress, for the tally.
    last: Option<(String, String)>,
    tally: Vec<(String, String)>,
}

impl Desk {
    fn new(term: Term, players: usize) -> Desk {
        let lang = term.lang;
        Desk {
            term,
            lang,
            log: Vec::new(),
            printed: 0,
            open: Vec::new(),
            scene: None,
            roles: vec![None; players],
            pending: HashMap::new(),
            last: None,
            tally: Vec::new(),
        }
    }

    /// Shows each seat its role privately, one at a time. False when input ended.
    fn deal(&mut self, m: &Match) -> bool {
        let lang = self.lang;
        for seat in (0..m.seats() as u8).map(Seat) {
            let scene = m.scene(Viewer::Seat(seat));
            self.roles[seat.index()] = scene
                .private
                .as_ref()
                .map(|p| p.title.get(lang).to_string());
            let who = render::seat(seat, lang);
            let come = self.term.tr(
                &format!("请{who}上前看身份（其他人别看），按回车显示"),
                &format!("{who}, come and look (others look away), then press Enter"),
            );
            if !self.term.wait_enter(&come) {
                return false;
            }
            self.term.line(format!("── {who} ──"));
            for e in m.table().log().all() {
                if matches!(e.audience, Audience::Seats(set) if set.contains(seat)) {
                    self.term
                        .line(format!("   {}", render::text(&e.text, lang)));
                }
            }
            for l in crate::scene::lines(&scene, Some(seat), &self.term.style()) {
                self.term.line(l);
            }
            let hide = self
                .term
                .tr("记住后按回车隐藏", "Remember it, then press Enter to hide");
            let ok = self.term.wait_enter(&hide);
            self.term.clear();
            if !ok {
                return false;
            }
        }
        let go = self.term.tr(
            "身份已发完，游戏开始。",
            "Everyone has seen their role. The game begins.",
        );
        self.term.line(go);
        true
    }

    /// Asks whether to play again: y or n (Enter = n); anything else asks again.
    fn another_game(&mut self) -> bool {
        loop {
            let again = self.term.tr("再来一局？[y/N] ", "Another game? [y/N] ");
            self.term.ask(again);
            match self.term.read() {
                Input::Line(l) => match l.to_lowercase().as_str() {
                    "y" | "yes" | "是" | "好" => return true,
                    "" | "n" | "no" | "否" | "不" => return false,
                    _ => self.term.say("  ✗ 请输入 y 或 n", "  ✗ type y or n"),
                },
                Input::Closed | Input::TimedOut => return false,
            }
        }
    }

    /// A new game: nothing printed yet but the deal lines, which each seat saw.
    fn start(&mut self, m: &Match) {
        self.log.clear();
        self.printed = 0;
        self.pending.clear();
        self.tally.clear();
        self.last = None;
        let dealt: Vec<Event> = m
            .table()
            .log()
            .all()
            .iter()
            .filter(|e| !matches!(e.audience, Audience::Seats(_)))
            .cloned()
            .collect();
        self.log = m.table().log().all().to_vec();
        self.open = m.prompts().to_vec();
        self.scene = Some(m.scene(Viewer::Moderator));
        self.printed = self.log.len();
        self.print(&dealt);
    }

    /// After every answer: copy the log and prompts, print the new lines, tally votes.
    fn update(&mut self, m: &Match) {
        let all = m.table().log().all();
        self.log.extend_from_slice(&all[self.log.len()..]);
        self.open = m.prompts().to_vec();
        self.scene = Some(m.scene(Viewer::Moderator));
        if let Some(last) = self.last.take() {
            self.tally.push(last);
        }
        if let Some((kind, _)) = self.tally.first()
            && !self.open.iter().any(|p| &p.kind == kind)
        {
            self.print_tally();
        }
        let new: Vec<Event> = self.log[self.printed..].to_vec();
        self.printed = self.log.len();
        self.print(&new);
    }

    fn print(&mut self, events: &[Event]) {
        for e in events {
            self.term.line(render::event_line(e, self.lang));
            if let Some(p) = e.pace {
                self.term.pause(p.pause_ms as u64);
            }
        }
    }

    /// `计票：5号 ×3，弃票 ×1` for a run of public answers with several options.
    fn print_tally(&mut self) {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for (_, label) in self.tally.drain(..) {
            match counts.iter_mut().find(|(l, _)| *l == label) {
                Some(c) => c.1 += 1,
                None => counts.push((label, 1)),
            }
        }
        counts.sort_by_key(|c| std::cmp::Reverse(c.1));
        let parts: Vec<String> = counts.iter().map(|(l, n)| format!("{l} ×{n}")).collect();
        let head = self.term.tr("计票：", "Tally: ");
        self.term.line(format!("  {head}{}", parts.join(", ")));
    }

    /// Whose decision it is: `杀手（3号、7号）`, or `3号（警察）`.
    fn whose(&self, seats: &[Seat]) -> String {
        let roles: Vec<Option<&String>> = seats
            .iter()
            .map(|s| self.roles[s.index()].as_ref())
            .collect();
        let list = render::seats(seats, self.lang);
        let (open, close) = if self.lang == Lang::Zh {
            ("（", "）")
        } else {
            (" (", ")")
        };
        match roles.first() {
            Some(Some(r)) if seats.len() > 1 && roles.iter().all(|x| *x == Some(*r)) => {
                format!("{r}{open}{list}{close}")
            }
            _ => seats
                .iter()
                .zip(&roles)
                .map(|(&s, r)| match r {
                    Some(r) => format!("{}{open}{r}{close}", render::seat(s, self.lang)),
                    None => render::seat(s, self.lang),
                })
                .collect::<Vec<_>>()
                .join(if self.lang == Lang::Zh { "、" } else { ", " }),
        }
    }

    /// Asks the moderator for `prompt` (for the whole group when several seats are
    /// asked the same secret question at once). `None`: leave the game.
    fn ask(&mut self, prompt: &Prompt) -> Option<Vec<usize>> {
        if let Some((kind, keys)) = self.pending.remove(&prompt.seat)
            && kind == prompt.kind
        {
            let picked: Option<Vec<usize>> = keys.iter().map(|k| prompt.find(k)).collect();
            if let Some(p) = picked.filter(|p| prompt.check_choice(p).is_ok()) {
                return Some(p);
            }
        }
        let group: Vec<Seat> = if prompt.secret {
            self.open
                .iter()
                .filter(|q| q.kind == prompt.kind && q.secret)
                .map(|q| q.seat)
                .collect()
        } else {
            vec![prompt.seat]
        };
        let group = if group.contains(&prompt.seat) {
            group
        } else {
            vec![prompt.seat]
        };
        let who = self.whose(&group);
        let question = render::text(&prompt.text, self.lang).to_string();
        let who = if self.lang == Lang::Zh {
            format!("{who}：")
        } else {
            format!("{who}: ")
        };
        let choice = if prompt.options.len() == 1 && !prompt.secret {
            self.speech(&who, &question, prompt)?
        } else {
            self.entry(&who, prompt)?
        };
        let keys: Vec<String> = choice
            .iter()
            .map(|&i| prompt.options[i].key.to_string())
            .collect();
        for &s in group.iter().filter(|&&s| s != prompt.seat) {
            self.pending
                .insert(s, (prompt.kind.to_string(), keys.clone()));
        }
        if !prompt.secret && prompt.options.len() > 1 {
            let labels: Vec<&str> = choice
                .iter()
                .map(|&i| render::text(&prompt.options[i].label, self.lang))
                .collect();
            self.last = Some((prompt.kind.to_string(), labels.join("+")));
        }
        Some(choice)
    }

    /// A turn with a timer and one "done" option: count down, Enter ends it.
    fn speech(&mut self, who: &str, question: &str, prompt: &Prompt) -> Option<Vec<usize>> {
        self.term.line(format!("▶ {who}{question}"));
        let label = self.term.tr("发言中，按回车结束", "speaking, Enter ends");
        match self.term.countdown(prompt.timeout_secs.max(1), &label) {
            Input::Line(l) if l == "q" => None,
            Input::Line(_) => Some(vec![0]),
            Input::TimedOut => {
                let up = self.term.tr("时间到", "Time is up");
                self.term.line(format!("  {up}"));
                Some(vec![0])
            }
            Input::Closed => None,
        }
    }

    /// The moderator types the answer the players signal.
    fn entry(&mut self, who: &str, prompt: &Prompt) -> Option<Vec<usize>> {
        // Numbered down the screen; the answer is mapped back to the game's indices.
        let (shown, back) = crate::scene::in_print_order(prompt);
        let prompt = &shown;
        let mut lines = crate::scene::prompt_lines(prompt, &self.term.style());
        let question = lines.remove(0);
        loop {
            self.term.line(format!("▶ {who}{question}"));
            for l in &lines {
                self.term.line(l);
            }
            let hint = render::answer_hint(prompt, self.lang);
            self.term.ask(format!(
                "{}{hint}",
                self.term.tr("（v=全局）", "(v = all) ")
            ));
            let line = match self.term.read() {
                Input::Line(l) => l,
                Input::Closed | Input::TimedOut => return None,
            };
            if !self.term.interactive {
                self.term.line(&line);
            }
            if line == "v" {
                if let Some(sc) = &self.scene {
                    for l in crate::scene::lines(sc, None, &self.term.style()) {
                        self.term.line(l);
                    }
                }
                continue;
            }
            match render::parse_answer(&line, prompt, self.lang) {
                Ok(Typed::Choice(c)) => return Some(c.into_iter().map(|i| back[i]).collect()),
                Ok(Typed::Quit) => return None,
                Err(why) => self.term.line(format!("  ✗ {why}")),
            }
        }
    }
}

/// The moderator answering for one seat.
struct Moderator {
    desk: Arc<Mutex<Desk>>,
    quit: Arc<Notify>,
}

#[async_trait]
impl Agent for Moderator {
    async fn decide(&mut self, _view: View, prompt: &Prompt) -> Option<Vec<usize>> {
        let answer = lock(&self.desk).ask(prompt);
        match answer {
            Some(c) => Some(c),
            None => {
                self.quit.notify_one();
                pending().await
            }
        }
    }

    async fn refused(&mut self, _prompt: &Prompt, error: &AnswerError) {
        let mut d = lock(&self.desk);
        d.last = None;
        let why = match error {
            AnswerError::Refused { reason } => reason.get(d.lang).to_string(),
            other => other.to_string(),
        };
        d.term.line(format!("  ✗ {why}"));
    }

    fn has_deadline(&self) -> bool {
        false
    }
}

/// Scores across the games of a sitting, by seat.
struct ScoreTable {
    games: usize,
    total: Vec<i64>,
    wins: Vec<usize>,
}

impl ScoreTable {
    fn new(players: usize) -> Self {
        ScoreTable {
            games: 0,
            total: vec![0; players],
            wins: vec![0; players],
        }
    }

    fn add(&mut self, o: &Outcome) {
        self.games += 1;
        for s in &o.seats {
            if let Some(t) = self.total.get_mut(s.seat.index()) {
                *t += s.score as i64;
                self.wins[s.seat.index()] += s.won as usize;
            }
        }
    }

    fn lines(&self, last: &Outcome, lang: Lang) -> Vec<String> {
        let mut out = vec![
            String::new(),
            crate::term::tr(
                lang,
                &format!("积分表（{} 局）", self.games),
                &format!("Score table ({} games)", self.games),
            ),
            crate::term::tr(
                lang,
                "  座位     本局得分   累计   胜场",
                "  seat     this game  total  wins",
            ),
        ];
        for s in &last.seats {
            let i = s.seat.index();
            out.push(format!(
                "  {}{:>8}   {:>5}  {:>4}",
                columns::pad(&render::seat(s.seat, lang), 8),
                s.score,
                self.total.get(i).copied().unwrap_or(0),
                self.wins.get(i).copied().unwrap_or(0)
            ));
        }
        out
    }
}
