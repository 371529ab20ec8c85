//! The room paces the 法官's narration itself, so that what a phone receives and when
//! does not depend on who is acting at night.
//!
//! Every narration line starts no earlier than the end of the previous line's pause
//! (`Pace::pause_ms`, scaled by `Config::pace_scale`); other lines follow the narration
//! they come after. Viewers receive the log only up to the lines whose time has come,
//! and prompts opened by a batch of lines are shown (and their deadlines and bots start)
//! only when the batch's last line is released. A dead doctor's step then takes as long
//! as a living doctor's who answers within the pause: the police see their prompt at the
//! same moment either way.

use std::collections::VecDeque;

use tianhei_core::{Audience, Log};
use tokio::time::{Duration, Instant};

/// The narration clock of one game.
#[derive(Debug)]
pub struct Pacing {
    scale: f64,
    /// Log events already scheduled.
    seen: usize,
    /// When the last scheduled narration line's pause ends.
    clock: Instant,
    /// Scheduled events not yet released: (log index, release time).
    pending: VecDeque<(usize, Instant)>,
    /// Log prefix released to viewers.
    released: usize,
    /// Prompts open now are shown from this time.
    prompts_at: Instant,
    /// The state scheduled last is shown on the table from this time.
    scene_at: Instant,
}

impl Pacing {
    /// A clock for a game whose log already holds `log_len` events (all released, as on
    /// a restore); `scale` 0 turns pacing off.
    pub fn new(scale: f64, log_len: usize, now: Instant) -> Self {
        Pacing {
            scale,
            seen: log_len,
            clock: now,
            pending: VecDeque::new(),
            released: log_len,
            prompts_at: now,
            scene_at: now,
        }
    }

    /// Schedules the events added to `log` since the last call. Returns when the table
    /// may show the state those events lead to: with the batch's last public line that is
    /// not narration (「第2夜」, 「昨夜3号出局」, 「请5号发言」 — the lines that say what
    /// changed), else with its last line; never before a state scheduled earlier. So the
    /// day's banner comes after 「天亮了」 is read, and the night's with 「天黑请闭眼」.
    pub fn schedule(&mut self, log: &Log, now: Instant) -> Instant {
        let all = log.all();
        if self.seen >= all.len() || self.scale <= 0.0 {
            if self.scale <= 0.0 {
                self.seen = all.len();
                self.released = all.len();
                self.prompts_at = now;
            }
            self.scene_at = self.scene_at.max(now);
            return self.scene_at;
        }
        let mut last = now;
        let mut said = None;
        for (i, e) in all.iter().enumerate().skip(self.seen) {
            let start = self.clock.max(now);
            if let Some(p) = e.pace {
                self.clock =
                    start + Duration::from_secs_f64(p.pause_ms as f64 / 1000.0 * self.scale);
            } else if e.audience == Audience::All {
                said = Some(start);
            }
            self.pending.push_back((i, start));
            last = start;
        }
        self.seen = all.len();
        self.prompts_at = self.prompts_at.max(last);
        self.scene_at = self.scene_at.max(said.unwrap_or(last));
        self.release(now);
        self.scene_at
    }

    /// Releases the events whose time has come.
    pub fn release(&mut self, now: Instant) {
        while let Some(&(i, at)) = self.pending.front() {
            if at > now {
                break;
            }
            self.released = i + 1;
            self.pending.pop_front();
        }
    }

    /// How much of the log viewers may receive now.
    pub fn released(&self) -> usize {
        self.released
    }

    /// Whether open prompts may be shown at `now`.
    pub fn prompts_shown(&self, now: Instant) -> bool {
        now >= self.prompts_at
    }

    /// Whether the narration is paced at all.
    pub fn on(&self) -> bool {
        self.scale > 0.0
    }

    /// When open prompts are shown (bots and deadlines start from then).
    pub fn prompts_at(&self) -> Instant {
        self.prompts_at
    }

    /// The next time something is released, if anything waits.
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        let p = (self.prompts_at > now).then_some(self.prompts_at);
        self.pending
            .front()
            .map(|&(_, at)| at)
            .into_iter()
            .chain(p)
            .min()
    }
}

/// What the table screen shows while the narration catches up: each state (the public
/// scene and outcome) is queued with the moment [`Pacing::schedule`] gives it and shown
/// from then on, so the table never runs ahead of the 法官's script.
#[derive(Debug)]
pub struct TableShows<T = crate::push::TableState> {
    shown: Option<T>,
    queue: VecDeque<(Instant, T)>,
}

impl<T> Default for TableShows<T> {
    fn default() -> Self {
        TableShows {
            shown: None,
            queue: VecDeque::new(),
        }
    }
}

impl<T> TableShows<T> {
    /// Queues `state` to be shown from `at`.
    pub fn push(&mut self, at: Instant, state: T, now: Instant) {
        if at <= now && self.queue.is_empty() {
            self.shown = Some(state);
        } else {
            self.queue.push_back((at, state));
        }
    }

    /// The state the table shows at `now` (`None` before the first was queued).
    pub fn current(&mut self, now: Instant) -> Option<&T> {
        while self.queue.front().is_some_and(|(at, _)| *at <= now) {
            self.shown = self.queue.pop_front().map(|(_, v)| v);
        }
        self.shown.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use tianhei_core::{Pace, Text};

    use super::*;

    fn narrate(log: &mut Log, pause_ms: u32) {
        log.narrate(Text::new("…", "…"), Pace { pause_ms });
    }

    /// The doctor's step of 杀人游戏: "医生请睁眼" (2 s), "请选择医治对象" (8 s), then the
    /// doctor answers (or is dead), "医生请闭眼" (2 s), "警察请睁眼" (2 s), "警察请确认…" (8 s)
    /// and the police are asked. Dead or quick, the police prompt shows at the same time.
    #[test]
    fn the_police_are_asked_at_the_same_moment_whether_the_doctor_is_dead_or_answers() {
        let t0 = Instant::now();
        let police_at = |doctor_answers_after: Option<u64>| {
            let mut log = Log::new();
            let mut p = Pacing::new(1.0, 0, t0);
            narrate(&mut log, 2_000);
            narrate(&mut log, 8_000);
            let mut now = t0;
            if let Some(ms) = doctor_answers_after {
                p.schedule(&log, now);
                assert_eq!(
                    p.prompts_at(),
                    t0 + Duration::from_secs(2),
                    "the doctor is asked as the instruction is read"
                );
                now = t0 + Duration::from_secs(2) + Duration::from_millis(ms);
                log.push(tianhei_core::Audience::All, "x", Text::new("-", "-"));
            }
            narrate(&mut log, 2_000);
            narrate(&mut log, 2_000);
            narrate(&mut log, 8_000);
            p.schedule(&log, now);
            p.prompts_at()
        };
        let dead = police_at(None);
        assert_eq!(dead, t0 + Duration::from_secs(14));
        assert_eq!(police_at(Some(500)), dead);
        assert_eq!(police_at(Some(7_900)), dead);
    }

    #[test]
    fn lines_are_released_in_order_as_their_time_comes() {
        let t0 = Instant::now();
        let mut log = Log::new();
        let mut p = Pacing::new(1.0, 0, t0);
        narrate(&mut log, 1_000);
        narrate(&mut log, 1_000);
        p.schedule(&log, t0);
        assert_eq!(p.released(), 1);
        assert!(!p.prompts_shown(t0));
        assert_eq!(p.next_wake(t0), Some(t0 + Duration::from_secs(1)));
        p.release(t0 + Duration::from_secs(1));
        assert_eq!(p.released(), 2);
        assert!(p.prompts_shown(t0 + Duration::from_secs(1)));
    }

    /// When each line of the log is released.
    fn released_at(p: &mut Pacing, t0: Instant, n: usize) -> Vec<Instant> {
        let mut at = vec![t0; n];
        let mut t = t0;
        let mut done = p.released();
        while done < n {
            t = p.next_wake(t).expect("lines wait");
            p.release(t);
            for a in at.iter_mut().take(p.released()).skip(done) {
                *a = t;
            }
            done = p.released();
        }
        at
    }

    #[test]
    fn the_day_is_shown_after_its_dawn_is_read_and_the_night_with_its_first_line() {
        let t0 = Instant::now();
        let mut log = Log::new();
        let mut p = Pacing::new(1.0, 0, t0);
        // The police close their eyes, the day breaks, the dead and the first speaker.
        narrate(&mut log, 2_000);
        log.narrate(Text::new("天亮了", "Day breaks"), Pace::SHORT);
        log.push(
            tianhei_core::Audience::All,
            "x.dawn",
            Text::new("昨夜3号出局", "-"),
        );
        log.push(
            tianhei_core::Audience::All,
            "x.speech",
            Text::new("请5号发言", "-"),
        );
        let day = p.schedule(&log, t0);
        let at = released_at(&mut p, t0, log.len());
        assert!(
            day >= at[1],
            "the day is not shown before 「天亮了」 is read"
        );
        assert_eq!(day, at[2], "it is shown with the dawn's news");
        // The night: its banner line, then the call.
        let t1 = day + Duration::from_secs(30);
        let n = log.len();
        log.push(
            tianhei_core::Audience::All,
            "x.night",
            Text::new("第2夜", "-"),
        );
        log.narrate(Text::new("天黑请闭眼", "Night falls"), Pace::SHORT);
        narrate(&mut log, 2_000);
        narrate(&mut log, 8_000);
        let night = p.schedule(&log, t1);
        let at = released_at(&mut p, t1, log.len());
        assert_eq!(
            night,
            at[n + 1],
            "the night is shown as 「天黑请闭眼」 is read"
        );
        // A batch of narration alone is shown with its last line.
        let t2 = t1 + Duration::from_secs(60);
        let n = log.len();
        narrate(&mut log, 2_000);
        narrate(&mut log, 2_000);
        let step = p.schedule(&log, t2);
        let at = released_at(&mut p, t2, log.len());
        assert_eq!(step, at[n + 1]);
    }

    #[test]
    fn the_table_shows_each_state_from_its_moment() {
        let t0 = Instant::now();
        let mut t = TableShows::default();
        assert!(t.current(t0).is_none());
        t.push(t0, Value::from(1), t0);
        t.push(t0 + Duration::from_secs(2), Value::from(2), t0);
        t.push(t0 + Duration::from_secs(2), Value::from(3), t0);
        assert_eq!(t.current(t0), Some(&Value::from(1)));
        assert_eq!(
            t.current(t0 + Duration::from_secs(2)),
            Some(&Value::from(3))
        );
    }

    #[test]
    fn scale_zero_releases_everything_at_once() {
        let t0 = Instant::now();
        let mut log = Log::new();
        let mut p = Pacing::new(0.0, 0, t0);
        narrate(&mut log, 8_000);
        p.schedule(&log, t0);
        assert_eq!(p.released(), 1);
        assert!(p.prompts_shown(t0));
        assert_eq!(p.next_wake(t0), None);
    }
}
