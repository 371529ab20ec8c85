//! Player names: what a name may hold, when two names are the same, and the names kept for
//! bots.
//!
//! A name is refused if it holds a control, format (bidi marks, U+2060, U+FEFF, soft hyphen,
//! tag characters), line/paragraph separator or private-use character, a Hangul filler, or
//! no visible character at all (only spaces, combining marks or U+2800). Two names are the
//! same when their [`name_key`]s are: NFKC, lower case (Unicode's full lowercase mapping,
//! which for names is case folding but for a handful of letters such as ß), then NFKC
//! again, then the Cyrillic and Greek letters that look like Latin ones are read as those
//! (a small table after Unicode's confusables, UTS #39, for these scripts only: no
//! maintained crate gives UTS #39 skeletons). So 「Alice」, 「alice」, 「ＡＬＩＣＥ」 and
//! 「Аlice」 with a Cyrillic А are one name. A person's name whose key starts with 机器人
//! or `bot` followed by a digit is kept for bots, so nobody passes for one.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// What a bot at `seat` (from 0) is called.
pub fn bot_name(seat: usize) -> String {
    format!("机器人{}", seat + 1)
}

/// Checks a player name: trimmed, 1 to `max` characters, nothing invisible or
/// direction-changing, at least one visible character, not a bot's name. Returns the
/// trimmed name or what to fix, in English and Chinese.
pub fn validate_name(name: &str, max: usize) -> Result<String, String> {
    let name = name.trim();
    let chars = name.chars().count();
    if chars == 0 {
        return Err("请输入名字 / the name is empty: type a name".into());
    }
    if chars > max {
        return Err(format!(
            "名字最多{max}个字 / the name is longer than {max} characters"
        ));
    }
    if let Some(c) = name.chars().find(|&c| hidden(c)) {
        return Err(format!(
            "名字含有不可见或控制字符 / the name holds an invisible or control character (U+{:04X}); type it again",
            c as u32
        ));
    }
    if !name.chars().any(visible) {
        return Err("名字里没有看得见的字 / the name has no visible character; type a name".into());
    }
    if is_bot_like(&name_key(name)) {
        return Err(
            "机器人名字留给机器人，请换一个 / names like 机器人1 are kept for bots; pick another"
                .into(),
        );
    }
    Ok(name.to_string())
}

/// The form names are compared in: two names with the same key are one name.
pub fn name_key(name: &str) -> String {
    let lower: String = name.nfkc().flat_map(char::to_lowercase).collect();
    lower.nfkc().map(latin_lookalike).collect()
}

/// Whether a key is a bot's: 机器人…, or `bot` followed by a digit.
fn is_bot_like(key: &str) -> bool {
    key.starts_with("机器人")
        || key.starts_with("機器人")
        || key
            .strip_prefix("bot")
            .is_some_and(|r| r.trim_start().starts_with(|c: char| c.is_ascii_digit()))
}

/// Characters no name may hold anywhere.
fn hidden(c: char) -> bool {
    use GeneralCategory as G;
    matches!(
        c.general_category(),
        G::Control
            | G::Format
            | G::LineSeparator
            | G::ParagraphSeparator
            | G::PrivateUse
            | G::Surrogate
    ) || matches!(
        c,
        // Hangul fillers: letters by category, blank on screen.
        '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}'
    )
}

/// Whether `c` shows something: not a space, not a mark alone, not the blank braille cell.
fn visible(c: char) -> bool {
    use GeneralCategory as G;
    !c.is_whitespace()
        && !matches!(
            c.general_category(),
            G::SpaceSeparator | G::NonspacingMark | G::EnclosingMark | G::SpacingMark
        )
        && c != '\u{2800}'
}

/// The Latin letter a lowercase Cyrillic or Greek letter is read as (after UTS #39's
/// confusables; lowercase forms of uppercase lookalikes too, since keys ignore case).
fn latin_lookalike(c: char) -> char {
    match c {
        // Cyrillic.
        'а' => 'a',
        'в' => 'b',
        'с' => 'c',
        'ԁ' => 'd',
        'е' | 'ё' => 'e',
        'һ' | 'н' => 'h',
        'і' | 'ї' | 'ӏ' => 'i',
        'ј' => 'j',
        'к' => 'k',
        'м' => 'm',
        'о' => 'o',
        'р' => 'p',
        'ԛ' => 'q',
        'ѕ' => 's',
        'т' => 't',
        'у' => 'y',
        'ԝ' => 'w',
        'х' => 'x',
        'ү' => 'y',
        // Greek.
        'α' => 'a',
        'β' => 'b',
        'ε' => 'e',
        'η' => 'h',
        'ι' => 'i',
        'κ' => 'k',
        'μ' => 'm',
        'ν' => 'v',
        'ο' => 'o',
        'ρ' => 'p',
        'τ' => 't',
        'υ' => 'u',
        'χ' => 'x',
        'ζ' => 'z',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_bounded_and_free_of_control_characters() {
        assert_eq!(validate_name("  小明 ", 16).as_deref(), Ok("小明"));
        assert!(validate_name("", 16).is_err());
        assert!(validate_name("   ", 16).is_err());
        assert!(validate_name("a\u{7}b", 16).is_err());
        assert!(validate_name("a\u{202e}b", 16).is_err());
        assert!(validate_name(&"字".repeat(17), 16).is_err());
        assert!(validate_name(&"字".repeat(16), 16).is_ok());
    }

    #[test]
    fn every_format_separator_and_invisible_class_is_refused() {
        let cases = [
            ("bidi mark", "a\u{061c}b"),
            ("left-to-right mark", "a\u{200e}b"),
            ("isolate", "a\u{2066}b\u{2069}"),
            ("word joiner", "a\u{2060}b"),
            ("byte order mark", "\u{feff}ab"),
            ("zero-width space", "a\u{200b}b"),
            ("soft hyphen", "a\u{00ad}b"),
            ("line separator", "a\u{2028}b"),
            ("paragraph separator", "a\u{2029}b"),
            ("tag characters", "ab\u{e0041}\u{e007f}"),
            ("private use", "a\u{e000}"),
            ("hangul filler alone", "\u{3164}"),
            ("hangul filler inside", "a\u{3164}b"),
            ("halfwidth hangul filler", "\u{ffa0}"),
            ("blank braille cell alone", "\u{2800}"),
            ("blank braille cells", "\u{2800} \u{2800}"),
            ("ideographic spaces", "\u{3000}\u{3000}"),
            ("combining mark alone", "\u{0301}"),
        ];
        for (what, name) in cases {
            assert!(
                validate_name(name, 16).is_err(),
                "{what}: {name:?} accepted"
            );
        }
        for ok in ["小明", "Zoë", "ナナ", "김철수", "⠁b", "a b", "🐺"] {
            assert!(validate_name(ok, 16).is_ok(), "{ok:?} refused");
        }
    }

    #[test]
    fn names_differing_only_in_case_width_or_lookalike_letters_are_one_name() {
        let alice = name_key("Alice");
        for same in [
            "alice",
            "ALICE",
            "ＡＬＩＣＥ",
            "\u{0410}lice",
            "Аlісе",
            "Αlice",
        ] {
            assert_eq!(name_key(same), alice, "{same:?}");
        }
        assert_eq!(name_key("ВОВ"), name_key("bob"));
        assert_eq!(name_key("é"), name_key("e\u{0301}"), "composed or not");
        assert_ne!(name_key("Alice"), name_key("Alicia"));
        assert_ne!(name_key("小明"), name_key("小名"));
    }

    #[test]
    fn bot_names_are_kept_for_bots() {
        for bot in [
            bot_name(4),
            "机器人".into(),
            "機器人5".into(),
            "Bot 3".into(),
            "ＢＯＴ7".into(),
        ] {
            assert!(validate_name(&bot, 16).is_err(), "{bot:?} accepted");
        }
        for ok in ["Bottom", "robot", "我是机器", "bo7"] {
            assert!(validate_name(ok, 16).is_ok(), "{ok:?} refused");
        }
    }
}
