//! Events, answer hints and outcomes as text, and reading a typed answer. Scenes (what a
//! viewer sees) are drawn by [`crate::scene`].

use tianhei_core::{Audience, Event, GameResult, Lang, Outcome, Prompt, Seat, Text};

use crate::{
    columns::{pad, width},
    term::tr,
};

/// The text in `lang`.
pub fn text(t: &Text, lang: Lang) -> &str {
    t.get(lang)
}

/// A seat as players see it (`3号` / `Seat 3`).
pub fn seat(s: Seat, lang: Lang) -> String {
    s.label().get(lang).to_string()
}

/// Seats as a list (`3号、5号` / `Seat 3, Seat 5`).
pub fn seats(list: &[Seat], lang: Lang) -> String {
    let sep = if lang == Lang::Zh { "、" } else { ", " };
    list.iter()
        .map(|&s| seat(s, lang))
        .collect::<Vec<_>>()
        .join(sep)
}

/// One log line: narration marked `»`, private lines marked with their audience.
pub fn event_line(e: &Event, lang: Lang) -> String {
    let t = text(&e.text, lang);
    if e.pace.is_some() {
        return format!("» {t}");
    }
    match e.audience {
        Audience::All => format!("  {t}"),
        Audience::Seats(set) => {
            let who: Vec<Seat> = set.iter().collect();
            format!("  [{}] {t}", seats(&who, lang))
        }
        Audience::Moderator => format!("  [{}] {t}", tr(lang, "法官", "moderator")),
    }
}

/// Folds runs of routine passes (events whose key ends in `.pass`) onto one line, so a
/// priority lap reads `2号让过 · 3号让过 · 4号让过`.
#[derive(Debug, Default)]
pub struct Folder {
    run: Vec<String>,
}

impl Folder {
    /// The lines to print for `e` now: nothing while a run of passes grows, the run and
    /// then the line when something else comes.
    pub fn push(&mut self, e: &Event, lang: Lang) -> Vec<String> {
        if e.key.ends_with(".pass") && e.pace.is_none() {
            self.run.push(text(&e.text, lang).to_string());
            return Vec::new();
        }
        let mut out: Vec<String> = self.flush().into_iter().collect();
        out.push(event_line(e, lang));
        out
    }

    /// The run of passes so far, as one line.
    pub fn flush(&mut self) -> Option<String> {
        if self.run.is_empty() {
            return None;
        }
        let line = format!("  {}", self.run.join(" · "));
        self.run.clear();
        Some(line)
    }
}

/// The hint after the options: how many to pick and the shortcuts.
pub fn answer_hint(p: &Prompt, lang: Lang) -> String {
    let n = p.options.len();
    let default: Vec<String> = p.default.iter().map(|i| (i + 1).to_string()).collect();
    let default = default.join(",");
    if n == 1 && p.min == 1 {
        return tr(lang, "按回车继续 >", "press Enter >");
    }
    let pick = match (p.min, p.max) {
        (1, 1) => tr(lang, &format!("输入 1–{n}"), &format!("enter 1–{n}")),
        (0, max) => tr(
            lang,
            &format!("输入至多 {max} 个编号，用逗号分隔，回车=不选"),
            &format!("enter up to {max} numbers, comma-separated; Enter = none"),
        ),
        (min, max) if min == max => tr(
            lang,
            &format!("输入 {min} 个编号，用逗号分隔"),
            &format!("enter {min} numbers, comma-separated"),
        ),
        (min, max) => tr(
            lang,
            &format!("输入 {min}–{max} 个编号，用逗号分隔"),
            &format!("enter {min} to {max} numbers, comma-separated"),
        ),
    };
    let more = tr(
        lang,
        &format!("（座位也可写作 5号；d=默认 {default}；q=退出）"),
        &format!(" (or a seat as #5; d = default {default}; q = quit)"),
    );
    format!("{pick}{more} > ")
}

/// What the user typed at a prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A legal choice of option indices.
    Choice(Vec<usize>),
    /// `q`: leave the game.
    Quit,
}

/// Reads an answer: option numbers from 1, a seat as `5号`/`#5`/`s5`, `d` for the
/// default, `q` to quit. A refused answer says why, in `lang`.
pub fn parse_answer(input: &str, p: &Prompt, lang: Lang) -> Result<Typed, String> {
    let input = input.trim();
    let n = p.options.len();
    match input.to_lowercase().as_str() {
        "q" | "quit" | "exit" => return Ok(Typed::Quit),
        "d" | "default" => return Ok(Typed::Choice(p.default.clone())),
        "" if n == 1 && p.min == 1 => return Ok(Typed::Choice(vec![0])),
        "" if p.min == 0 => return Ok(Typed::Choice(Vec::new())),
        "" => {
            return Err(tr(lang, "请输入选项编号", "type the number of an option"));
        }
        _ => {}
    }
    let mut picked = Vec::new();
    for token in input
        .split([',', ' ', '，', '、'])
        .filter(|t| !t.is_empty())
    {
        let seat_number = token
            .strip_suffix('号')
            .or_else(|| token.strip_prefix('#'))
            .or_else(|| token.strip_prefix('s'));
        let index = if let Some(num) = seat_number {
            let k: usize = num.parse().map_err(|_| not_understood(token, lang))?;
            p.options
                .iter()
                .position(|c| c.seat.is_some_and(|s| s.number() == k))
                .ok_or_else(|| {
                    tr(
                        lang,
                        &format!("{k}号不在选项里"),
                        &format!("seat {k} is not an option"),
                    )
                })?
        } else {
            let k: usize = token.parse().map_err(|_| not_understood(token, lang))?;
            if k == 0 || k > n {
                return Err(tr(
                    lang,
                    &format!("没有选项 {k}：请输入 1–{n}"),
                    &format!("there is no option {k}: enter 1–{n}"),
                ));
            }
            k - 1
        };
        if picked.contains(&index) {
            return Err(tr(
                lang,
                "同一个选项不能选两次",
                "an option may be picked once only",
            ));
        }
        picked.push(index);
    }
    let (min, max) = (p.min as usize, p.max as usize);
    if picked.len() < min || picked.len() > max {
        return Err(if min == max {
            tr(
                lang,
                &format!("请选 {min} 项"),
                &format!("pick exactly {min}"),
            )
        } else {
            tr(
                lang,
                &format!("请选 {min}–{max} 项"),
                &format!("pick {min} to {max}"),
            )
        });
    }
    Ok(Typed::Choice(picked))
}

fn not_understood(token: &str, lang: Lang) -> String {
    tr(
        lang,
        &format!("看不懂“{token}”：请输入选项编号，如 2"),
        &format!("`{token}` is not understood: type an option number such as 2"),
    )
}

/// The outcome: the result line, then each seat's role, win and score.
pub fn outcome_lines(o: &Outcome, lang: Lang) -> Vec<String> {
    let mut out = vec![text(&o.summary, lang).to_string()];
    // The role column fits the longest role (风声's `潜伏战线·钢铁特工`), 17 at least.
    let cols = o
        .seats
        .iter()
        .map(|s| width(text(&s.role, lang)) + 2)
        .max()
        .unwrap_or(0)
        .max(17);
    out.push(format!(
        "  {}{}{}{}",
        pad(&tr(lang, "座位", "seat"), 9),
        pad(&tr(lang, "身份", "role"), cols),
        pad(&tr(lang, "胜负", "won"), 6),
        tr(lang, " 得分", "score")
    ));
    // In a draw a seat that did not win did not lose either.
    let draw = matches!(o.result, GameResult::Draw);
    for s in &o.seats {
        let won = match (s.won, draw, lang) {
            (true, _, Lang::Zh) => "胜",
            (true, _, Lang::En) => "won",
            (false, true, Lang::Zh) => "平",
            (false, true, Lang::En) => "draw",
            (false, false, Lang::Zh) => "负",
            (false, false, Lang::En) => "lost",
        };
        out.push(format!(
            "  {}{}{}{:>5}",
            pad(&seat(s.seat, lang), 9),
            pad(text(&s.role, lang), cols),
            pad(won, 6),
            s.score
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use tianhei_core::{Choice, Prompt, Text};

    use super::*;

    fn vote() -> Prompt {
        let mut opts: Vec<Choice> = [1u8, 3, 4].iter().map(|&s| Choice::seat(Seat(s))).collect();
        opts.push(Choice::new("abstain", Text::new("弃票", "Abstain")));
        Prompt::one(Seat(0), "t.vote", Text::new("投票", "Vote"), opts).with_default(vec![3])
    }

    #[test]
    fn answers_are_option_numbers_seats_or_the_default() {
        let p = vote();
        assert_eq!(parse_answer("2", &p, Lang::En), Ok(Typed::Choice(vec![1])));
        assert_eq!(
            parse_answer("5号", &p, Lang::Zh),
            Ok(Typed::Choice(vec![2]))
        );
        assert_eq!(parse_answer("#2", &p, Lang::En), Ok(Typed::Choice(vec![0])));
        assert_eq!(parse_answer("d", &p, Lang::En), Ok(Typed::Choice(vec![3])));
        assert_eq!(parse_answer("q", &p, Lang::En), Ok(Typed::Quit));
    }

    #[test]
    fn refused_answers_say_why() {
        let p = vote();
        assert!(parse_answer("9", &p, Lang::En).unwrap_err().contains("1–4"));
        assert!(
            parse_answer("1,2", &p, Lang::En)
                .unwrap_err()
                .contains("exactly 1")
        );
        assert!(parse_answer("x", &p, Lang::En).unwrap_err().contains("`x`"));
        assert!(
            parse_answer("7号", &p, Lang::Zh)
                .unwrap_err()
                .contains("7号")
        );
        assert!(parse_answer("", &p, Lang::En).is_err());
        let done = Prompt::one(
            Seat(0),
            "t.done",
            Text::new("完", "Done"),
            vec![Choice::new("done", Text::new("完", "Done"))],
        );
        assert_eq!(
            parse_answer("", &done, Lang::En),
            Ok(Typed::Choice(vec![0]))
        );
    }

    fn outcome(result: GameResult, won: [bool; 2]) -> Outcome {
        let seat = |i: u8| tianhei_core::SeatOutcome {
            seat: Seat(i),
            side: "town".into(),
            role: Text::new("平民", "Civilian"),
            won: won[i as usize],
            score: 5,
        };
        Outcome {
            result,
            seats: vec![seat(0), seat(1)],
            summary: Text::new("平局", "Draw"),
        }
    }

    #[test]
    fn a_draw_shows_a_draw_not_a_loss_for_the_seats_that_did_not_win() {
        let draw = outcome_lines(&outcome(GameResult::Draw, [false, true]), Lang::Zh);
        assert!(
            draw[2].contains('平') && !draw[2].contains('负'),
            "{draw:?}"
        );
        assert!(draw[3].contains('胜'), "{draw:?}");
        let en = outcome_lines(&outcome(GameResult::Draw, [false, false]), Lang::En);
        assert!(en[2].contains("draw") && !en[2].contains("lost"), "{en:?}");
        let win = GameResult::Win {
            side: "police".into(),
            label: Text::new("警方", "Police"),
        };
        let lost = outcome_lines(&outcome(win, [false, true]), Lang::Zh);
        assert!(lost[2].contains('负'), "{lost:?}");
    }
}
