//! Text on a terminal's columns: how many a string takes (CJK characters take two, colour
//! codes none), wrapping to a width, padding, and stripping colour codes.

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

/// Whether `c` may not begin a line (closing punctuation: 。，、；：！？ and closing
/// brackets), so a wrap never leaves it orphaned at the start of the next line.
fn no_line_start(c: char) -> bool {
    matches!(
        c,
        '。' | '，'
            | '、'
            | '；'
            | '：'
            | '！'
            | '？'
            | '」'
            | '』'
            | '）'
            | '】'
            | '》'
            | '〕'
            | ','
            | '.'
            | ';'
            | ':'
            | '!'
            | '?'
            | ')'
            | ']'
    )
}

/// Whether `c` may not end a line (opening brackets and quotes), so a wrap never leaves
/// it alone at the end of a line.
fn no_line_end(c: char) -> bool {
    matches!(c, '【' | '「' | '『' | '（' | '《' | '〔' | '(' | '[' | '“')
}

/// `s` broken into lines of at most `cols` terminal columns, every line after the first
/// starting with `indent`. ANSI colour codes take no columns; a name in 【…】 is never
/// broken and an opening bracket never ends a line; a list whose items are set apart by
/// two spaces (a hand of cards) breaks between items; otherwise English breaks at spaces,
/// Chinese anywhere but before closing punctuation, which takes the last character down
/// with it.
pub fn wrap(s: &str, cols: usize, indent: &str) -> Vec<String> {
    if width(&strip_ansi(s)) <= cols {
        return vec![s.to_string()];
    }
    let units = units(s);
    let room = |first: bool| {
        if first {
            cols
        } else {
            cols.saturating_sub(width(indent)).max(8)
        }
    };
    let mut lines: Vec<String> = Vec::new();
    let mut line: Vec<(String, usize)> = Vec::new();
    let mut used = 0;
    for u in units {
        let room_now = room(lines.is_empty());
        if used + u.1 > room_now && !line.is_empty() {
            let cut = cut_at(&line, &u.0, room_now);
            let rest = line.split_off(cut);
            lines.push(finish(&line, lines.is_empty(), indent));
            line = rest.into_iter().skip_while(|x| x.0 == " ").collect();
            used = line.iter().map(|x| x.1).sum();
        }
        if line.is_empty() && u.0 == " " && !lines.is_empty() {
            continue;
        }
        used += u.1;
        line.push(u);
    }
    if !line.is_empty() {
        lines.push(finish(&line, lines.is_empty(), indent));
    }
    lines
}

/// `s` as units to wrap: (text, columns), an escape sequence being one unit of width 0
/// and a name in 【…】 (up to a dozen characters) one unit that is never broken.
fn units(s: &str) -> Vec<(String, usize)> {
    let mut units: Vec<(String, usize)> = Vec::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\x1b' {
            let mut esc = String::from(c);
            i += 1;
            while i < chars.len() {
                esc.push(chars[i]);
                i += 1;
                if chars[i - 1].is_ascii_alphabetic() {
                    break;
                }
            }
            units.push((esc, 0));
            continue;
        }
        if c == '【'
            && let Some(len) = chars[i..].iter().take(14).position(|&d| d == '】')
        {
            let name: String = chars[i..=i + len].iter().collect();
            let w = width(&strip_ansi(&name));
            units.push((name, w));
            i += len + 1;
            continue;
        }
        units.push((c.to_string(), width(c.encode_utf8(&mut [0; 4]))));
        i += 1;
    }
    units
}

/// Where to cut a full `line` before the unit `next`: after the last two-space gap in
/// the line's second half (between the items of a list), else at the last space for
/// English words, before the last character when `next` may not start a line, else
/// here; never just after an opening bracket.
fn cut_at(line: &[(String, usize)], next: &str, room: usize) -> usize {
    let mut cut = line.len();
    let starts = next.chars().next().unwrap_or(' ');
    let mut at = 0;
    let gap = (1..line.len())
        .filter(|&i| {
            at += line[i - 1].1;
            line[i].0 == " " && line[i - 1].0 == " " && at * 2 >= room
        })
        .last();
    if let Some(g) = gap {
        cut = g + 1;
    } else if starts.is_ascii_alphanumeric() {
        if let Some(sp) = line.iter().rposition(|x| x.0 == " ") {
            cut = sp + 1;
        }
    } else if no_line_start(starts) {
        // Take characters down until the new line starts with one that may.
        while let Some(last) = line[..cut].iter().rposition(|x| x.1 > 0) {
            cut = last;
            let c = line[last].0.chars().next().unwrap_or(' ');
            if !no_line_start(c) {
                break;
            }
        }
    }
    // An opening bracket goes down with what it opens.
    while cut > 1
        && line[cut - 1].0.chars().next().is_some_and(no_line_end)
        && line[cut - 1].0.chars().count() == 1
    {
        cut -= 1;
    }
    if cut == 0 { line.len() } else { cut }
}

fn finish(line: &[(String, usize)], first: bool, indent: &str) -> String {
    let body: String = line.iter().map(|x| x.0.as_str()).collect();
    let body = body.trim_end().to_string();
    if first {
        body
    } else {
        format!("{indent}{body}")
    }
}

/// `s` without its ANSI colour codes.
pub fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `s` padded with spaces to `cols` terminal columns.
pub fn pad(s: &str, cols: usize) -> String {
    format!("{s}{}", " ".repeat(cols.saturating_sub(width(s))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wrap_at_the_width_and_never_start_with_closing_punctuation() {
        let s = "1号的角色：柒佰（男）：【敏锐】·自动式：你可以在他人回合中使用锁定（可被识破）。  【联动】·自动式：当你的锁定成功使用时";
        for cols in 20..70 {
            let lines = wrap(s, cols, "   ");
            for l in &lines {
                assert!(width(l) <= cols, "{cols}: {l:?} in {lines:#?}");
                let first = l.trim_start().chars().next().unwrap();
                assert!(!no_line_start(first), "{cols}: {l:?} in {lines:#?}");
            }
            let joined: String = lines.iter().map(|l| l.trim_start()).collect();
            assert_eq!(joined.replace(' ', ""), s.replace(' ', ""), "nothing lost");
        }
    }

    #[test]
    fn a_hand_wraps_between_cards_never_inside_a_name_or_after_an_opening_bracket() {
        let hand = "你的手牌：红【欲擒故纵】·红蓝→  黑【截获】·黑↑  蓝【调包】·蓝←  红蓝【误导】·红蓝→  黑【澄清】·黑↑  红【利诱】·红→  蓝【试探】·蓝↑  黑【风云变幻】·黑←";
        for cols in 24..120 {
            let lines = wrap(hand, cols, "     ");
            for l in &lines {
                assert!(width(l) <= cols, "{cols}: {l:?} in {lines:#?}");
                let body = l.trim();
                assert!(
                    !body.ends_with('【'),
                    "{cols}: {l:?} ends with an opening bracket"
                );
                assert_eq!(
                    body.matches('【').count(),
                    body.matches('】').count(),
                    "{cols}: {l:?} breaks inside a card's name"
                );
            }
            if cols >= 40 {
                // Every line holds whole cards: it starts and ends at a card's edge.
                for l in &lines[1..] {
                    let body = l.trim_start();
                    assert!(
                        ["红", "黑", "蓝"].iter().any(|c| body.starts_with(c)),
                        "{cols}: {l:?} does not start with a card"
                    );
                }
            }
            let joined: String = lines.iter().map(|l| l.trim_start()).collect();
            assert_eq!(
                joined.replace(' ', ""),
                hand.replace(' ', ""),
                "nothing lost"
            );
        }
    }

    #[test]
    fn english_wraps_at_spaces_and_colour_codes_take_no_room() {
        let s = "\x1b[31mred\x1b[0m words that go on and on past the width";
        let lines = wrap(s, 20, "  ");
        assert_eq!(strip_ansi(&lines[0]), "red words that go on");
        assert!(
            lines.iter().all(|l| width(&strip_ansi(l)) <= 20),
            "{lines:?}"
        );
        assert!(lines[1].starts_with("  and"), "{lines:?}");
    }
}
