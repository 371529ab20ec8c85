//! Views, events, prompts and outcomes as text, and reading a typed answer.
//!
//! Views are rendered generically from their JSON: one `key: value` line per field.
//! Seats are 0-based in JSON; a number is shown as a seat (`3号`) when its field is
//! named `seat`, `seats`, `…_seat`, `…_seats`, `voter`, `target` or `speaker`. An object
//! with exactly the fields `zh` and `en` is a bilingual text, shown in one language.

use serde_json::Value;
use tianhei_core::{Audience, Event, Lang, Outcome, Prompt, Seat, Text};

use crate::term::tr;

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

/// Whether a JSON field holds seats.
pub fn is_seat_key(key: &str) -> bool {
    matches!(
        key,
        "seat"
            | "seats"
            | "voter"
            | "target"
            | "speaker"
            | "team"
            | "candidates"
            | "previous"
            | "attacked"
            | "marks"
            | "members"
            | "winners"
    ) || key.ends_with("_seat")
        || key.ends_with("_seats")
        || key.ends_with("_deaths")
}

fn as_text(map: &serde_json::Map<String, Value>, lang: Lang) -> Option<String> {
    if map.len() != 2 {
        return None;
    }
    let (zh, en) = (map.get("zh")?.as_str()?, map.get("en")?.as_str()?);
    Some(if lang == Lang::Zh { zh } else { en }.to_string())
}

fn yes_no(b: bool, lang: Lang) -> &'static str {
    match (b, lang) {
        (true, Lang::Zh) => "是",
        (false, Lang::Zh) => "否",
        (true, Lang::En) => "yes",
        (false, Lang::En) => "no",
    }
}

fn value(v: &Value, seatish: bool, lang: Lang) -> Option<String> {
    Some(match v {
        Value::Null => return None,
        Value::Bool(b) => yes_no(*b, lang).into(),
        Value::Number(n) => match n.as_u64() {
            Some(i) if seatish && i < 64 => seat(Seat(i as u8), lang),
            _ => n.to_string(),
        },
        Value::String(s) => s.clone(),
        Value::Array(items) if items.is_empty() => "—".into(),
        // Pairs of seats, as in (voter, pick): `3号→5号; 4号→—`.
        Value::Array(items) if seatish && items.iter().all(is_pair) => {
            let pairs: Vec<String> = items
                .iter()
                .filter_map(Value::as_array)
                .map(|p| {
                    let a = value(&p[0], true, lang).unwrap_or_default();
                    let b = value(&p[1], true, lang).unwrap_or_else(|| "—".into());
                    format!("{a}→{b}")
                })
                .collect();
            pairs.join("; ")
        }
        Value::Array(items) => {
            let parts: Vec<String> = items
                .iter()
                .filter_map(|i| value(i, seatish, lang))
                .collect();
            let sep = if items.iter().any(|i| i.is_object() || i.is_array()) {
                "; "
            } else {
                ", "
            };
            parts.join(sep)
        }
        Value::Object(map) => {
            if let Some(t) = as_text(map, lang) {
                return Some(t);
            }
            // A ballot: `3号→5号`, or `3号→弃票`.
            if let (Some(voter), Some(target), 2) = (map.get("voter"), map.get("target"), map.len())
            {
                let who = value(voter, true, lang)?;
                let whom = value(target, true, lang).unwrap_or_else(|| tr(lang, "弃票", "abstain"));
                return Some(format!("{who}→{whom}"));
            }
            // A seat with details: `3号 (police)`, `3号 ✝` when not alive.
            if let Some(s) = map.get("seat").and_then(|s| value(s, true, lang)) {
                let mut out = s;
                if map.get("alive") == Some(&Value::Bool(false)) {
                    out += " ✝";
                }
                let rest: Vec<String> = map
                    .iter()
                    .filter(|(k, _)| *k != "seat" && *k != "alive")
                    .filter_map(|(k, v)| field(k, v, lang))
                    .collect();
                if !rest.is_empty() {
                    out += &format!(" ({})", rest.join(", "));
                }
                return Some(out);
            }
            let parts: Vec<String> = map.iter().filter_map(|(k, v)| field(k, v, lang)).collect();
            parts.join(", ")
        }
    })
}

fn is_pair(v: &Value) -> bool {
    v.as_array()
        .is_some_and(|p| p.len() == 2 && p.iter().all(|x| !x.is_array() && !x.is_object()))
}

fn field(key: &str, v: &Value, lang: Lang) -> Option<String> {
    Some(format!(
        "{}: {}",
        label(key),
        value(v, is_seat_key(key), lang)?
    ))
}

fn label(key: &str) -> String {
    key.replace('_', " ")
}

/// The order fields are shown in: the viewer's own part first, then plain values,
/// then lists and groups.
fn rank(key: &str, v: &Value) -> u8 {
    match (key, v) {
        ("you" | "me", _) => 0,
        (_, Value::Array(_)) => 2,
        (_, Value::Object(m)) if m.len() == 2 && m.contains_key("zh") => 1,
        (_, Value::Object(_)) => 3,
        _ => 1,
    }
}

/// A view as lines: one `key: value` line per field; a group of fields (an object)
/// as a heading and indented lines. `viewer` and empty fields are left out.
pub fn view_lines(view: &Value, lang: Lang) -> Vec<String> {
    let Value::Object(map) = view else {
        return value(view, false, lang).into_iter().collect();
    };
    if as_text(map, lang).is_some() {
        return value(view, false, lang).into_iter().collect();
    }
    let mut fields: Vec<(&String, &Value)> = map.iter().filter(|(k, _)| *k != "viewer").collect();
    fields.sort_by_key(|(k, v)| rank(k, v));
    let mut out = Vec::new();
    for (k, v) in fields {
        match v {
            Value::Object(inner)
                if as_text(inner, lang).is_none() && !inner.contains_key("seat")
                    || matches!(k.as_str(), "you" | "me") =>
            {
                out.push(format!("{}:", label(k)));
                for (ik, iv) in inner {
                    if let Some(l) = field(ik, iv, lang) {
                        out.push(format!("  {l}"));
                    }
                }
            }
            _ => out.extend(field(k, v, lang)),
        }
    }
    out
}

/// The role a seat's view shows, when the view says it (`role_name`, `role_label`,
/// or a `role` text, at the top or under `you` / `me`).
pub fn role_in_view(view: &Value, lang: Lang) -> Option<String> {
    let find = |obj: &Value| -> Option<String> {
        for key in ["role_name", "role_label", "role"] {
            match obj.get(key) {
                Some(Value::Object(m)) => {
                    if let Some(t) = as_text(m, lang) {
                        return Some(t);
                    }
                }
                Some(Value::String(s)) if key != "role" => return Some(s.clone()),
                _ => {}
            }
        }
        None
    };
    find(view)
        .or_else(|| view.get("you").and_then(find))
        .or_else(|| view.get("me").and_then(find))
}

/// Columns a string takes on a terminal (CJK characters take two).
pub fn width(s: &str) -> usize {
    s.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F
            | 0x2E80..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x20000..=0x3FFFD => 2,
            _ => 1,
        })
        .sum()
}

/// `s` padded with spaces to `cols` terminal columns.
pub fn pad(s: &str, cols: usize) -> String {
    format!("{s}{}", " ".repeat(cols.saturating_sub(width(s))))
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

/// A prompt: the question, then the numbered options (from 1).
pub fn prompt_lines(p: &Prompt, lang: Lang) -> Vec<String> {
    let mut out = vec![text(&p.text, lang).to_string()];
    let labels: Vec<String> = p
        .options
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{:>3}) {}", i + 1, text(&c.label, lang)))
        .collect();
    let short = labels.iter().all(|l| width(l) <= 11);
    if short && labels.len() > 6 {
        for row in labels.chunks(6) {
            out.push(
                row.iter()
                    .map(|l| pad(l, 12))
                    .collect::<String>()
                    .trim_end()
                    .to_string(),
            );
        }
    } else {
        out.extend(labels);
    }
    out
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

/// The outcome: the result line, then each seat's role, side, win and score.
pub fn outcome_lines(o: &Outcome, lang: Lang) -> Vec<String> {
    let mut out = vec![format!("{}", text(&o.summary, lang))];
    out.push(tr(
        lang,
        "  座位     身份         阵营          胜负   得分",
        "  seat     role         side          won   score",
    ));
    for s in &o.seats {
        let won = match (s.won, lang) {
            (true, Lang::Zh) => "胜",
            (false, Lang::Zh) => "负",
            (true, Lang::En) => "won",
            (false, Lang::En) => "lost",
        };
        out.push(format!(
            "  {}{}{}{}{:>5}",
            pad(&seat(s.seat, lang), 9),
            pad(text(&s.role, lang), 13),
            pad(&s.side, 14),
            pad(won, 6),
            s.score
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use tianhei_core::{Choice, Prompt, Text};

    use super::*;

    fn vote() -> Prompt {
        let mut opts: Vec<Choice> = [1u8, 3, 4].iter().map(|&s| Choice::seat(Seat(s))).collect();
        opts.push(Choice::new("abstain", Text::new("弃票", "Abstain")));
        Prompt::one(Seat(0), "t.vote", Text::new("投票", "Vote"), opts).with_default(vec![3])
    }

    #[test]
    fn seat_fields_show_one_based_and_texts_in_one_language() {
        let v = json!({"you": {"seat": 2, "role_name": {"zh": "狼人", "en": "Wolf"}},
                       "alive_seats": [0, 2], "round": 1, "roles": null, "votes": []});
        let lines = view_lines(&v, Lang::Zh);
        assert_eq!(
            lines[0..3],
            ["you:", "  role name: 狼人", "  seat: 3号"],
            "{lines:?}"
        );
        assert!(
            lines.contains(&"alive seats: 1号, 3号".to_string()),
            "{lines:?}"
        );
        assert!(lines.contains(&"round: 1".to_string()));
        assert!(lines.contains(&"votes: —".to_string()));
        assert!(
            !lines.iter().any(|l| l.starts_with("roles")),
            "nulls are left out"
        );
        assert_eq!(role_in_view(&v, Lang::En).as_deref(), Some("Wolf"));
    }

    #[test]
    fn ballots_pairs_and_seat_lists_read_as_seats() {
        let v = json!({"ballots": [{"voter": 0, "target": 2}, {"voter": 1, "target": null}],
                       "previous": [[0, 4], [1, null]],
                       "seats": [{"seat": 0, "alive": true}, {"seat": 1, "alive": false, "role": "police"}]});
        let lines = view_lines(&v, Lang::Zh);
        assert!(
            lines.contains(&"ballots: 1号→3号; 2号→弃票".to_string()),
            "{lines:?}"
        );
        assert!(
            lines.contains(&"previous: 1号→5号; 2号→—".to_string()),
            "{lines:?}"
        );
        assert!(
            lines.contains(&"seats: 1号; 2号 ✝ (role: police)".to_string()),
            "{lines:?}"
        );
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
}
