//! `tianhei play`: a game in the terminal through the core driver. Humans at the
//! keyboard (hot-seat when several), bots in the other seats.
//!
//! Secrecy: each human sees only their own seat's view and the log lines their seat
//! may see. With several humans the screen is cleared and the device handed over
//! before each human's turn, and at night every human is visited in seat order for
//! each secret prompt a human must answer, so who acts at night does not show.

use std::{
    future::pending,
    sync::{Arc, Mutex, MutexGuard},
};

use async_trait::async_trait;
use tianhei_core::{
    Agent, AnswerError, Audience, Event, Lang, Match, Prompt, Scene, Seat, View, Viewer,
    agent::{BotAgent, DriveOptions, drive},
};
use tokio::sync::Notify;

use crate::{
    CliError, PlayArgs,
    render::{self, Typed},
    scene,
    term::{Input, Term},
};

/// Examples shown by `tianhei play --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei play sharen --players 12                 you are seat 1, bots play the rest\n  \
    tianhei play sharen --players 12 --humans 1,5    two friends share this screen (hot-seat)\n  \
    tianhei play mini-wolf --players 6 --humans all --lang en\n  \
    tianhei play sharen --players 12 --humans none --fast   watch the bots\n  \
    tianhei play sharen --players 12 --seed 42 --record game.json\n\n\
    At a prompt type an option's number (or a seat as 5号 / #5); `d` takes the default and\n\
    `q` leaves the game. With several humans the screen asks to pass the device to the next\n\
    seat and clears itself, so nobody sees another seat's secrets. The seed is printed at\n\
    the start: the same seed deals the same game. --record writes the game for\n\
    `tianhei replay`.";

/// Longest pause after a narration line in play mode (the judge keeps the full pace).
const PAUSE_CAP_MS: u64 = 1_200;

/// Runs `tianhei play`.
pub fn run(args: PlayArgs) -> Result<(), CliError> {
    let rules = super::settings::load_with(&args.id, &args.set)?;
    let players = super::players(&rules, args.players)?;
    let humans = parse_humans(&args.humans, players)?;
    let seed = super::seed_or_clock(args.seed);
    let mut m = super::new_match(&rules, players, seed)?;
    let mut term = Term::stdio(args.lang, args.fast);
    let lang = args.lang;
    term.line(format!(
        "{} / {} — {players} {}, seed {seed}",
        rules.meta.title,
        rules.meta.title_en,
        term.tr("人", "players")
    ));
    term.line(term.tr(
        &format!(
            "同一局再来：tianhei play {} --players {players} --seed {seed}",
            args.id
        ),
        &format!(
            "Same deal again: tianhei play {} --players {players} --seed {seed}",
            args.id
        ),
    ));
    let outcome = play(&mut m, &humans, args.bots, term)?;
    if let Some(path) = &args.record {
        let json = serde_json::to_string_pretty(&m.record())
            .map_err(|e| CliError::Runtime(format!("cannot encode the record: {e}")))?;
        std::fs::write(path, json).map_err(|e| {
            CliError::Runtime(format!(
                "cannot write the record to {}: {e}",
                path.display()
            ))
        })?;
        println!("{} {}", render::text(&record_note(), lang), path.display());
    }
    match outcome {
        Finished::Over => Ok(()),
        Finished::Quit => Err(CliError::Runtime(
            "the game was left before its end (q or end of input); replay what was played with --record".into(),
        )),
    }
}

fn record_note() -> tianhei_core::Text {
    tianhei_core::Text::new("记录已写入", "Record written to")
}

/// Seats from `1,3,5`, `all` or `none`.
pub fn parse_humans(list: &str, players: usize) -> Result<Vec<Seat>, CliError> {
    match list.trim() {
        "all" => return Ok((0..players as u8).map(Seat).collect()),
        "none" | "" => return Ok(Vec::new()),
        _ => {}
    }
    let mut seats = Vec::new();
    for part in list.split(',').map(str::trim) {
        let n: usize = part.parse().map_err(|_| {
            CliError::Usage(format!(
                "--humans: `{part}` is not a seat number; use seat numbers from 1 to {players} separated by commas, `all` or `none`"
            ))
        })?;
        if n == 0 || n > players {
            return Err(CliError::Usage(format!(
                "--humans: there is no seat {n} at a table of {players}; seats are numbered 1 to {players}"
            )));
        }
        let s = Seat((n - 1) as u8);
        if seats.contains(&s) {
            return Err(CliError::Usage(format!(
                "--humans: seat {n} is listed twice"
            )));
        }
        seats.push(s);
    }
    seats.sort();
    Ok(seats)
}

/// How a game in the terminal ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Finished {
    /// The game reached its outcome.
    Over,
    /// A human typed `q`, or the input ended.
    Quit,
}

/// Plays `m` to its end with humans at `term` and bots of `kind` in the other seats.
pub fn play(
    m: &mut Match,
    humans: &[Seat],
    kind: tianhei_core::BotKind,
    term: Term,
) -> Result<Finished, CliError> {
    let lang = term.lang;
    let players = m.seats();
    let style = term.style();
    let screen = Arc::new(Mutex::new(Screen {
        term,
        lang,
        style,
        humans: humans.to_vec(),
        holder: None,
        log: m.table().log().all().to_vec(),
        public_cursor: 0,
        cursors: vec![0; players],
        scenes: vec![None; players],
        shown: vec![None; players],
        folder: render::Folder::default(),
    }));
    lock(&screen).take_scenes(m);
    {
        let mut s = lock(&screen);
        match humans {
            [] => s.term.say(
                "全部由机器人出场，你在旁观。",
                "Bots in every seat: you watch.",
            ),
            [one] => {
                let me = render::seat(*one, lang);
                s.term
                    .say(&format!("你是{me}。"), &format!("You are {me}."));
                s.print_public();
                s.show_scene(*one);
            }
            many => {
                let list = render::seats(many, lang);
                s.term.say(
                    &format!("这台设备上的玩家：{list}。轮到谁，屏幕会请大家把设备交给他。"),
                    &format!("Players at this device: {list}. The screen asks to pass it to whoever is next."),
                );
            }
        }
        s.print_public();
    }
    let quit = Arc::new(Notify::new());
    let bot_seed = m.seed();
    let mut agents: Vec<Box<dyn Agent>> = (0..players as u8)
        .map(Seat)
        .map(|seat| -> Box<dyn Agent> {
            if humans.contains(&seat) {
                Box::new(Human {
                    seat,
                    screen: screen.clone(),
                    quit: quit.clone(),
                })
            } else {
                // Bots go along with the people here where players must agree.
                let mut bot = m.rules().rules.bot(kind, seat, bot_seed);
                bot.people(humans.iter().copied().collect());
                Box::new(BotAgent(bot))
            }
        })
        .collect();
    let after_screen = screen.clone();
    let after = move |m: &Match| {
        let mut s = lock(&after_screen);
        let known = s.log.len();
        s.log.extend_from_slice(&m.table().log().all()[known..]);
        s.take_scenes(m);
        s.print_public();
    };
    let opts = DriveOptions {
        deadlines: false,
        retries: 1_000,
    };
    let rt = super::runtime()?;
    let finished = rt.block_on(async {
        tokio::select! {
            _ = drive(m, &mut agents, opts, after) => Finished::Over,
            _ = quit.notified() => Finished::Quit,
        }
    });
    let mut s = lock(&screen);
    s.flush_public();
    if let Some(outcome) = m.outcome() {
        if s.humans.len() > 1 {
            s.term.clear();
        }
        s.term.line("");
        for l in render::outcome_lines(outcome, lang) {
            s.term.line(l);
        }
    }
    Ok(finished)
}

fn lock(screen: &Mutex<Screen>) -> MutexGuard<'_, Screen> {
    screen.lock().unwrap_or_else(|e| e.into_inner())
}

/// The shared terminal and what each human has been shown.
struct Screen {
    term: Term,
    lang: Lang,
    humans: Vec<Seat>,
    /// Who holds the device (hot-seat).
    holder: Option<Seat>,
    /// The match's log, copied after every answer.
    log: Vec<Event>,
    /// Public lines printed so far.
    public_cursor: usize,
    /// Per seat, the log position it has been shown up to.
    cursors: Vec<usize>,
    /// How scenes are drawn.
    style: scene::Style,
    /// Per human seat, its scene now (taken after every answer).
    scenes: Vec<Option<Scene>>,
    /// Per seat, the scene it was shown last (shown again only when it changed).
    shown: Vec<Option<Scene>>,
    /// Public passes waiting to be printed on one line.
    folder: render::Folder,
}

impl Screen {
    fn hotseat(&self) -> bool {
        self.humans.len() > 1
    }

    /// Prints the lines not printed yet, pausing after narration: the public ones, and
    /// with one human at the screen also that seat's own, each in the order it happened.
    /// A run of passes waits to be printed on one line.
    fn print_public(&mut self) {
        let alone = match self.humans.as_slice() {
            [one] => Some(*one),
            _ => None,
        };
        let new: Vec<Event> = self.log[self.public_cursor..]
            .iter()
            .filter(|e| match alone {
                Some(h) => e.audience.admits(Viewer::Seat(h)),
                None => e.audience == Audience::All,
            })
            .cloned()
            .collect();
        self.public_cursor = self.log.len();
        if let Some(h) = alone {
            // Its private lines are on screen already: `since` has nothing to repeat.
            self.cursors[h.index()] = self.log.len();
        }
        for e in new {
            for l in self.folder.push(&e, self.lang) {
                self.term.line(l);
            }
            if let Some(p) = e.pace {
                self.term.pause((p.pause_ms as u64).min(PAUSE_CAP_MS));
            }
        }
    }

    /// Prints a run of passes still waiting.
    fn flush_public(&mut self) {
        if let Some(l) = self.folder.flush() {
            self.term.line(l);
        }
    }

    /// Shows `seat` the lines it may see since it last looked: every line after the
    /// screen was cleared, else only its private ones (public ones are on screen).
    fn since(&mut self, seat: Seat, with_public: bool) {
        let from = self.cursors[seat.index()];
        let mut folder = render::Folder::default();
        let mut lines: Vec<String> = self.log[from.min(self.log.len())..]
            .iter()
            .filter(|e| e.audience.admits(Viewer::Seat(seat)))
            .filter(|e| with_public || e.audience != Audience::All)
            .flat_map(|e| folder.push(e, self.lang))
            .collect();
        lines.extend(folder.flush());
        self.cursors[seat.index()] = self.log.len();
        if !lines.is_empty() && with_public {
            self.term
                .line(self.term.tr("自你上次查看以来：", "Since you last looked:"));
        }
        for l in lines {
            self.term.line(l);
        }
    }

    /// Takes each human seat's scene from the match.
    fn take_scenes(&mut self, m: &Match) {
        for &h in &self.humans {
            self.scenes[h.index()] = Some(m.scene(Viewer::Seat(h)));
        }
    }

    /// Shows `seat` its scene, if it changed since it was last shown.
    fn show_scene(&mut self, seat: Seat) {
        let Some(now) = self.scenes[seat.index()].clone() else {
            return;
        };
        if self.shown[seat.index()].as_ref() == Some(&now) {
            return;
        }
        for l in scene::lines(&now, Some(seat), &self.style) {
            self.term.line(l);
        }
        self.shown[seat.index()] = Some(now);
    }

    /// Clears the screen and waits until `seat` holds the device. False: input ended.
    fn hand_over(&mut self, seat: Seat) -> bool {
        if !self.hotseat() || self.holder == Some(seat) {
            return true;
        }
        self.term.clear();
        let who = render::seat(seat, self.lang);
        let msg = self.term.tr(
            &format!("请把设备交给{who}，其他人请勿看屏幕。{who}拿到后按回车"),
            &format!("Pass the device to {who}; everyone else look away. {who}: press Enter"),
        );
        if !self.term.wait_enter(&msg) {
            return false;
        }
        self.term.clear();
        self.holder = Some(seat);
        self.shown[seat.index()] = None;
        self.since(seat, true);
        true
    }

    /// A human's turn: hand over, show what is new and the view, read a legal answer.
    fn turn(&mut self, seat: Seat, prompt: &Prompt) -> Option<Vec<usize>> {
        self.flush_public();
        if !self.hand_over(seat) {
            return None;
        }
        self.since(seat, false);
        self.show_scene(seat);
        // Numbered down the screen; the answer is mapped back to the game's indices.
        let (shown, back) = scene::in_print_order(prompt);
        let prompt = &shown;
        loop {
            for l in scene::prompt_lines(prompt, &self.style) {
                self.term.line(l);
            }
            let hint = render::answer_hint(prompt, self.lang);
            self.term.ask(hint);
            let line = match self.term.read() {
                Input::Line(l) => l,
                Input::Closed | Input::TimedOut => {
                    let msg = self
                        .term
                        .tr("输入已结束，游戏中止。", "Input ended: the game stops.");
                    self.term.line(format!("\n{msg}"));
                    return None;
                }
            };
            if !self.term.interactive {
                self.term.line(&line);
            }
            match render::parse_answer(&line, prompt, self.lang) {
                Ok(Typed::Choice(c)) => return Some(c.into_iter().map(|i| back[i]).collect()),
                Ok(Typed::Quit) => return None,
                Err(why) => self.term.line(format!("  ✗ {why}")),
            }
        }
    }

    /// A night visit to a human with nothing to do, so the order of visits hides who acts.
    fn idle_visit(&mut self, seat: Seat) -> bool {
        if !self.hand_over(seat) {
            return false;
        }
        let msg = self
            .term
            .tr("现在没有轮到你，按回车", "Nothing for you now: press Enter");
        self.term.wait_enter(&msg)
    }
}

/// A human at the keyboard.
struct Human {
    seat: Seat,
    screen: Arc<Mutex<Screen>>,
    quit: Arc<Notify>,
}

impl Human {
    fn decide_now(&self, prompt: &Prompt) -> Option<Vec<usize>> {
        let mut s = lock(&self.screen);
        if prompt.forced() && !s.hotseat() {
            // Nothing to choose (only a pass, or one legal answer): answered for the player
            // (with several humans at one screen the device still goes round, so nobody
            // learns the seat had nothing).
            return Some(prompt.default.clone());
        }
        if !(prompt.secret && s.hotseat()) {
            return s.turn(self.seat, prompt);
        }
        let mut answer = None;
        for h in s.humans.clone() {
            if h == self.seat {
                answer = Some(s.turn(h, prompt)?);
            } else if !s.idle_visit(h) {
                return None;
            }
        }
        answer
    }
}

#[async_trait]
impl Agent for Human {
    async fn decide(&mut self, _view: View, prompt: &Prompt) -> Option<Vec<usize>> {
        match self.decide_now(prompt) {
            Some(choice) => Some(choice),
            None => {
                self.quit.notify_one();
                pending().await
            }
        }
    }

    async fn refused(&mut self, _prompt: &Prompt, error: &AnswerError) {
        let mut s = lock(&self.screen);
        let why = match error {
            AnswerError::Refused { reason } => reason.get(s.lang).to_string(),
            other => other.to_string(),
        };
        s.term.line(format!("  ✗ {why}"));
    }

    fn has_deadline(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn humans_are_seat_numbers_from_one_all_or_none() {
        assert_eq!(parse_humans("1,3", 6).unwrap(), vec![Seat(0), Seat(2)]);
        assert_eq!(parse_humans("all", 3).unwrap().len(), 3);
        assert!(parse_humans("none", 3).unwrap().is_empty());
        let e = parse_humans("7", 6).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(e.to_string().contains("1 to 6"), "{e}");
        assert!(parse_humans("1,1", 6).is_err());
        assert!(
            parse_humans("x", 6)
                .unwrap_err()
                .to_string()
                .contains("`x`")
        );
    }
}
