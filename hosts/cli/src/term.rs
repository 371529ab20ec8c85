//! The terminal: lines typed by the user (read on their own thread so a countdown can
//! tick while waiting), output, clearing the screen, and pauses. When stdin or stdout
//! is not a terminal (a test pipes the input) nothing sleeps and nothing is cleared.

use std::{
    io::{self, BufRead, IsTerminal, Write},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread,
    time::{Duration, Instant},
};

use tianhei_core::Lang;

/// Picks the Chinese or the English of a line of the tool's own text.
pub fn tr(lang: Lang, zh: &str, en: &str) -> String {
    match lang {
        Lang::Zh => zh.to_string(),
        Lang::En => en.to_string(),
    }
}

/// A line read from the user, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line, without its line ending.
    Line(String),
    /// The input ended (end of file, or the pipe closed).
    Closed,
    /// The wait ran out (countdowns only).
    TimedOut,
}

/// Input lines, output, and what the terminal can do.
pub struct Term {
    lines: Receiver<String>,
    out: Box<dyn Write + Send>,
    /// stdout is a terminal: clearing and pauses happen.
    pub interactive: bool,
    /// Skip pauses even on a terminal.
    pub fast: bool,
    /// Language of the tool's own text.
    pub lang: Lang,
}

impl Term {
    /// How scenes are drawn on this terminal: its language, its width (`$COLUMNS`, else the
    /// terminal's own, else 80), and colour on a terminal unless `NO_COLOR` is set.
    pub fn style(&self) -> crate::scene::Style {
        let cols = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.parse().ok())
            .or_else(|| {
                self.interactive
                    .then(terminal_size::terminal_size)
                    .flatten()
                    .map(|(w, _)| w.0 as usize)
            })
            .filter(|&c: &usize| c >= 40)
            .unwrap_or(80);
        crate::scene::Style {
            lang: self.lang,
            cols,
            colour: self.interactive && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    /// The process's stdin and stdout.
    pub fn stdio(lang: Lang, fast: bool) -> Term {
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            let stdin = io::stdin();
            for line in stdin.lock().lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Term {
            lines: rx,
            out: Box::new(io::stdout()),
            interactive: io::stdin().is_terminal() && io::stdout().is_terminal(),
            fast,
            lang,
        }
    }

    /// Scripted input and any output (tests).
    pub fn scripted(input: &[&str], out: Box<dyn Write + Send>, lang: Lang) -> Term {
        let (tx, rx) = mpsc::channel();
        for l in input {
            let _ = tx.send(l.to_string());
        }
        Term {
            lines: rx,
            out,
            interactive: false,
            fast: true,
            lang,
        }
    }

    /// The tool's own text in the chosen language.
    pub fn tr(&self, zh: &str, en: &str) -> String {
        tr(self.lang, zh, en)
    }

    /// Prints a line. Output errors (a closed pipe) are ignored: the game goes on.
    pub fn line(&mut self, s: impl AsRef<str>) {
        let _ = writeln!(self.out, "{}", s.as_ref());
        let _ = self.out.flush();
    }

    /// Prints a line of the tool's own text in the chosen language.
    pub fn say(&mut self, zh: &str, en: &str) {
        let l = self.tr(zh, en);
        self.line(l);
    }

    /// Prints without a line end (a question before the answer).
    pub fn ask(&mut self, s: impl AsRef<str>) {
        let _ = write!(self.out, "{}", s.as_ref());
        let _ = self.out.flush();
    }

    /// Waits for a line.
    pub fn read(&mut self) -> Input {
        match self.lines.recv() {
            Ok(l) => Input::Line(l.trim().to_string()),
            Err(_) => Input::Closed,
        }
    }

    /// Waits for Enter after showing `message`. False when the input has ended.
    pub fn wait_enter(&mut self, message: &str) -> bool {
        self.ask(format!("{message} "));
        let ok = !matches!(self.read(), Input::Closed);
        if !self.interactive {
            self.line("");
        }
        ok
    }

    /// Clears the screen and the scrollback, so what was shown cannot be scrolled back to.
    pub fn clear(&mut self) {
        if self.interactive {
            let _ = write!(self.out, "\x1b[H\x1b[2J\x1b[3J");
            let _ = self.out.flush();
        } else {
            self.line("----------------------------------------");
        }
    }

    /// Pauses for `ms` milliseconds on a terminal (never when piped or `fast`).
    pub fn pause(&mut self, ms: u64) {
        if self.interactive && !self.fast && ms > 0 {
            thread::sleep(Duration::from_millis(ms));
        }
    }

    /// Counts `secs` down on one line until Enter; returns the input that ended it.
    /// Piped or `fast`: waits for a line without a timer.
    pub fn countdown(&mut self, secs: u32, label: &str) -> Input {
        if !self.interactive || self.fast {
            self.ask(format!("{label} "));
            return self.read();
        }
        let end = Instant::now() + Duration::from_secs(secs as u64);
        loop {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                self.line("");
                return Input::TimedOut;
            }
            let shown = left.as_secs() + u64::from(left.subsec_millis() > 0);
            let _ = write!(self.out, "\r\x1b[K{label} {shown:>3}s ");
            let _ = self.out.flush();
            let tick = left.min(Duration::from_millis(250));
            match self.lines.recv_timeout(tick) {
                Ok(l) => return Input::Line(l.trim().to_string()),
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return Input::Closed,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_input_reads_lines_then_reports_closed() {
        let mut t = Term::scripted(&[" 2 ", ""], Box::new(io::sink()), Lang::En);
        assert_eq!(t.read(), Input::Line("2".into()));
        assert!(t.wait_enter("press Enter"));
        assert_eq!(t.read(), Input::Closed);
        assert_eq!(
            t.countdown(5, "speak"),
            Input::Closed,
            "no timer when piped"
        );
    }
}
