//! `tianhei replay`: deals a record's game again and applies its answers one by one,
//! showing what a chosen viewer saw.

use std::path::Path;

use serde_json::Value;
use tianhei_core::{GameRecord, Lang, Match, Seat, Viewer};

use crate::{
    CliError, ReplayArgs, render,
    term::{Input, Term},
};

/// Examples shown by `tianhei replay --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei replay game.json                   step through as the moderator (sees all)\n  \
    tianhei replay game.json --viewer 3        what seat 3 saw, and nothing more\n  \
    tianhei replay game.json --viewer public --all   the whole game as the table saw it\n  \
    tianhei replay game.json --step 40         start after 40 answers\n\n\
    Records come from `tianhei play --record FILE` and from the server's record download.\n\
    While stepping: Enter applies the next answer; `v 3`, `v moderator` or `v public`\n\
    switches the viewer; `q` quits.";

/// Runs `tianhei replay`.
pub fn run(args: ReplayArgs) -> Result<(), CliError> {
    let record = read_record(&args.file)?;
    let viewer = parse_viewer(&args.viewer, record.seats)?;
    if args.step > record.answers.len() {
        return Err(CliError::Usage(format!(
            "--step {}: the record has only {} answers",
            args.step,
            record.answers.len()
        )));
    }
    let term = Term::stdio(args.lang, true);
    let mut r = Replay::new(record, viewer, term)?;
    r.skip(args.step)?;
    if args.all {
        r.print_all()
    } else {
        r.interactive()
    }
}

/// Reads a record: a `GameRecord` object, or an object holding one under `record`.
pub fn read_record(path: &Path) -> Result<GameRecord, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Usage(format!("cannot read {}: {e}", path.display())))?;
    let value: Value = serde_json::from_str(&text).map_err(|e| {
        CliError::Usage(format!(
            "{} is not JSON ({e}); a record comes from `tianhei play --record FILE`",
            path.display()
        ))
    })?;
    let inner = value.get("record").cloned().unwrap_or(value);
    serde_json::from_value(inner)
        .map_err(|e| CliError::Usage(format!("{} is not a game record: {e}", path.display())))
}

/// `moderator`, `public`, or a seat number from 1.
pub fn parse_viewer(s: &str, seats: usize) -> Result<Viewer, CliError> {
    match s.trim() {
        "moderator" | "mod" | "m" => Ok(Viewer::Moderator),
        "public" | "p" => Ok(Viewer::Public),
        n => match n.trim_end_matches('号').parse::<usize>() {
            Ok(k) if (1..=seats).contains(&k) => Ok(Viewer::Seat(Seat((k - 1) as u8))),
            _ => Err(CliError::Usage(format!(
                "viewer `{s}`: use moderator, public, or a seat number from 1 to {seats}"
            ))),
        },
    }
}

/// A record being replayed.
pub struct Replay {
    record: GameRecord,
    m: Match,
    step: usize,
    viewer: Viewer,
    /// Log position shown so far.
    cursor: usize,
    /// Steps that showed this viewer something (a seat's or the public's step count: the
    /// record's own count would tell how many answers, secret ones included, were given).
    seen: usize,
    term: Term,
}

impl Replay {
    /// Deals the record's game again (checking the deal).
    pub fn new(record: GameRecord, viewer: Viewer, term: Term) -> Result<Replay, CliError> {
        let m = Match::from_record_start(&record)
            .map_err(|e| CliError::Runtime(format!("this record does not replay: {e}")))?;
        Ok(Replay {
            record,
            m,
            step: 0,
            viewer,
            cursor: 0,
            seen: 0,
            term,
        })
    }

    fn lang(&self) -> Lang {
        self.term.lang
    }

    /// Applies `k` answers without showing them.
    pub fn skip(&mut self, k: usize) -> Result<(), CliError> {
        for _ in 0..k {
            self.apply()?;
        }
        Ok(())
    }

    /// Applies the next answer; returns the line describing it, if the viewer may see it.
    fn apply(&mut self) -> Result<Option<String>, CliError> {
        let Some(a) = self.record.answers.get(self.step).cloned() else {
            return Ok(None);
        };
        let lang = self.lang();
        let shown = self
            .m
            .prompts()
            .iter()
            .find(|p| p.id == a.prompt)
            .and_then(|p| {
                // An answer is private to its seat (a card sent face-down, a night
                // action); what others may learn of it reaches them through the log.
                let visible = match self.viewer {
                    Viewer::Moderator => true,
                    Viewer::Seat(s) => s == a.seat,
                    Viewer::Public => false,
                };
                let picked: Vec<&str> = a
                    .choice
                    .iter()
                    .filter_map(|&i| p.options.get(i).map(|c| render::text(&c.label, lang)))
                    .collect();
                visible.then(|| {
                    format!(
                        "{}: {} → {}",
                        render::seat(a.seat, lang),
                        render::text(&p.text, lang),
                        if picked.is_empty() {
                            "—".to_string()
                        } else {
                            picked.join(", ")
                        }
                    )
                })
            });
        self.m.answer(a.seat, a.prompt, &a.choice).map_err(|e| {
            CliError::Runtime(format!(
                "this record does not replay: answer {} ({} on prompt {}) is refused: {e}",
                self.step + 1,
                render::seat(a.seat, lang),
                a.prompt
            ))
        })?;
        self.step += 1;
        Ok(shown)
    }

    fn header(&mut self) {
        let who = viewer_name(self.viewer, self.lang());
        let rules = self.m.rules().meta.clone();
        let answers = match self.viewer {
            Viewer::Moderator => format!(", {} answers", self.record.answers.len()),
            _ => String::new(),
        };
        self.term.line(format!(
            "{} / {} — {} players, seed {}{answers}; viewer: {who}",
            rules.title, rules.title_en, self.record.seats, self.record.seed,
        ));
    }

    /// Prints the log lines the viewer may see that were not shown yet.
    fn new_lines(&mut self) {
        let lang = self.lang();
        let lines: Vec<String> = self
            .m
            .table()
            .log()
            .for_viewer(self.viewer, self.cursor)
            .map(|e| render::event_line(e, lang))
            .collect();
        self.cursor = self.m.table().log().len();
        for l in lines {
            self.term.line(l);
        }
    }

    fn show_view(&mut self) {
        let lang = self.lang();
        let who = viewer_name(self.viewer, lang);
        let at = self.marker();
        self.term.line(format!("── {who} {at} ──"));
        let scene = self.m.scene(self.viewer);
        for l in crate::scene::lines(&scene, self.viewer.seat(), &self.term.style()) {
            self.term.line(l);
        }
    }

    /// Applies the next answer and shows what the viewer may see of it; `quiet`
    /// leaves out the step marker when nothing is visible.
    fn next(&mut self, quiet: bool) -> Result<(), CliError> {
        let line = self.apply()?;
        let before = self.cursor;
        let visible = self
            .m
            .table()
            .log()
            .for_viewer(self.viewer, before)
            .next()
            .is_some();
        if !quiet || line.is_some() || visible {
            self.seen += 1;
            let at = self.marker();
            self.term.line(at);
        }
        if let Some(l) = line {
            self.term.line(format!("  ▶ {l}"));
        }
        self.new_lines();
        Ok(())
    }

    /// Where the replay is: `[40/66]` for the moderator; for a seat or the public only how
    /// many steps showed it something, `[12]`.
    fn marker(&self) -> String {
        match self.viewer {
            Viewer::Moderator => format!("[{}/{}]", self.step, self.record.answers.len()),
            _ => format!("[{}]", self.seen),
        }
    }

    fn finish(&mut self) -> Result<(), CliError> {
        let lang = self.lang();
        match self.m.outcome().cloned() {
            Some(o) => {
                if let Some(rec) = &self.record.outcome
                    && *rec != o
                {
                    return Err(CliError::Runtime(
                        "this record does not replay: the replayed outcome differs from the recorded one".into(),
                    ));
                }
                self.term.line("");
                for l in render::outcome_lines(&o, lang) {
                    self.term.line(l);
                }
            }
            None => {
                let msg = self.term.tr(
                    "（记录在游戏结束前停止）",
                    "(the record stops before the game ended)",
                );
                self.term.line(msg);
            }
        }
        Ok(())
    }

    /// The whole game for the viewer, without stopping.
    pub fn print_all(&mut self) -> Result<(), CliError> {
        self.header();
        self.new_lines();
        while self.step < self.record.answers.len() {
            self.next(true)?;
        }
        self.show_view();
        self.finish()
    }

    /// Step by step: Enter for the next answer, `v N` to switch viewer, `q` to quit.
    pub fn interactive(&mut self) -> Result<(), CliError> {
        self.header();
        self.new_lines();
        self.show_view();
        loop {
            if self.step >= self.record.answers.len() {
                return self.finish();
            }
            let hint = self.term.tr(
                "回车=下一步，v 3 / v m / v p=换视角，q=退出 > ",
                "Enter = next, v 3 / v m / v p = viewer, q = quit > ",
            );
            self.term.ask(hint);
            let line = match self.term.read() {
                Input::Line(l) => l,
                _ => return Ok(()),
            };
            match line.as_str() {
                "" | "n" => {
                    self.next(false)?;
                    self.show_view();
                }
                "q" => return Ok(()),
                v if v.starts_with('v') => match parse_viewer(v[1..].trim(), self.record.seats) {
                    Ok(viewer) => {
                        self.viewer = viewer;
                        self.cursor = self.m.table().log().len();
                        self.show_view();
                    }
                    Err(e) => self.term.line(format!("  ✗ {e}")),
                },
                other => {
                    let msg = self.term.tr(
                        &format!("看不懂“{other}”"),
                        &format!("`{other}` is not understood"),
                    );
                    self.term.line(format!("  ✗ {msg}"));
                }
            }
        }
    }
}

fn viewer_name(v: Viewer, lang: Lang) -> String {
    match v {
        Viewer::Moderator => crate::term::tr(lang, "法官", "moderator"),
        Viewer::Public => crate::term::tr(lang, "公众", "public"),
        Viewer::Seat(s) => render::seat(s, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn viewers_are_moderator_public_or_a_seat_from_one() {
        assert_eq!(parse_viewer("moderator", 6).unwrap(), Viewer::Moderator);
        assert_eq!(parse_viewer("public", 6).unwrap(), Viewer::Public);
        assert_eq!(parse_viewer("3", 6).unwrap(), Viewer::Seat(Seat(2)));
        assert!(
            parse_viewer("7", 6)
                .unwrap_err()
                .to_string()
                .contains("1 to 6")
        );
    }
}
