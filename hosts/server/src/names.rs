//! Player names: what a name may hold, when two names are the same, and the names kept for
//! bots.
//!
//! A name is refused if it holds a control, format (bidi marks, U+2060, U+FEFF, soft hyphen,
//! tag characters), line/paragraph separator or private-use character, a default-ignorable
//! code point (UTS #39's identifier profile: U+034F, variation selectors, Mongolian free
//! variation selectors, Khmer inherent vowels, Hangul fillers; an emoji's own variation
//! selector after a symbol is kept), or no visible character at all (only spaces, combining
//! marks or U+2800). Two names are the same when they look the same: their [`NameKey`]s
//! compare through Unicode's confusable skeletons (UTS #39, the `unicode-security` crate
//! rustc's confusable-identifier lint uses), after NFKC and case folding. So 「Alice」,
//! 「alice」, 「ＡＬＩＣＥ」, 「Аlice」 with a Cyrillic А, 「AIice」 with a capital I and 「Bօb」 with
//! an Armenian օ are each one name with their plain spelling. A person's name that reads as
//! 机器人 or `bot` followed by a digit is kept for bots, so nobody passes for one.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};
use unicode_security::{
    GeneralSecurityProfile, general_security_profile::IdentifierType, skeleton,
};

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
    let mut before = None;
    for c in name.chars() {
        if hidden(c, before) {
            return Err(format!(
                "名字含有不可见或控制字符 / the name holds an invisible or control character (U+{:04X}); type it again",
                c as u32
            ));
        }
        before = Some(c);
    }
    if !name.chars().any(visible) {
        return Err("名字里没有看得见的字 / the name has no visible character; type a name".into());
    }
    if is_bot_like(name) {
        return Err(
            "机器人名字留给机器人，请换一个 / names like 机器人1 are kept for bots; pick another"
                .into(),
        );
    }
    Ok(name.to_string())
}

/// The forms a name is compared in. Case folding and confusable skeletons do not commute
/// (a capital I looks like a small l, which folding loses), so a name has two forms: its
/// folded spelling's skeleton, and the skeleton of its skeleton folded. Two names are one
/// when any form of one is a form of the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameKey {
    /// NFKC, lower case, skeleton: 「ALICE」 and 「alice」 meet here.
    folded: String,
    /// NFKC, skeleton, lower case, skeleton: 「AIice」 and 「alice」 meet here.
    shape: String,
}

impl NameKey {
    /// The key of `name`.
    pub fn of(name: &str) -> NameKey {
        let nfkc: String = name.nfkc().collect();
        let fold = |s: &str| -> String { s.nfkc().flat_map(char::to_lowercase).collect() };
        let skel = |s: &str| -> String { skeleton(s).collect() };
        NameKey {
            folded: skel(&fold(&nfkc)),
            shape: skel(&fold(&skel(&nfkc))),
        }
    }

    /// Whether the two names look the same.
    pub fn same(&self, other: &NameKey) -> bool {
        self.forms().iter().any(|k| other.forms().contains(k))
    }

    fn forms(&self) -> [&str; 2] {
        [&self.folded, &self.shape]
    }
}

/// Whether `name` reads as a bot's: 机器人…, or `bot` followed by a digit, in any spelling
/// that looks the same.
fn is_bot_like(name: &str) -> bool {
    let chars: Vec<char> = name.nfkc().collect();
    // The part after the first characters that read as `word`, if some do.
    let after = |word: &str| {
        let word = NameKey::of(word);
        (1..=chars.len()).find_map(|i| {
            let head: String = chars[..i].iter().collect();
            NameKey::of(&head).same(&word).then(|| &chars[i..])
        })
    };
    let digit = |rest: &[char]| {
        rest.iter()
            .find(|c| !c.is_whitespace())
            .is_some_and(|c| c.is_numeric())
    };
    after("机器人").is_some() || after("機器人").is_some() || after("bot").is_some_and(digit)
}

/// Characters no name may hold anywhere; `before` is the character ahead of `c`.
fn hidden(c: char, before: Option<char>) -> bool {
    use GeneralCategory as G;
    if matches!(
        c.general_category(),
        G::Control
            | G::Format
            | G::LineSeparator
            | G::ParagraphSeparator
            | G::PrivateUse
            | G::Surrogate
    ) {
        return true;
    }
    if c.identifier_type() != Some(IdentifierType::Default_Ignorable) {
        return false;
    }
    // An emoji's text or emoji presentation selector (❤️) after a symbol is what phone
    // keyboards type; it still counts for nothing when names are compared.
    let emoji_selector = matches!(c, '\u{fe0e}' | '\u{fe0f}')
        && before.is_some_and(|b| b.general_category() == G::OtherSymbol);
    !emoji_selector
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
            ("combining grapheme joiner", "Al\u{034f}ice"),
            ("variation selector", "Alice\u{fe00}"),
            ("emoji selector after a letter", "Alice\u{fe0f}"),
            ("mongolian free variation selector", "a\u{180b}b"),
            ("khmer inherent vowel", "a\u{17b4}b"),
            ("khmer inherent vowel aa", "a\u{17b5}b"),
            ("variation selector supplement", "ab\u{e0100}"),
            ("grapheme joiner before a bot's name", "\u{034f}机器人5"),
        ];
        for (what, name) in cases {
            assert!(
                validate_name(name, 16).is_err(),
                "{what}: {name:?} accepted"
            );
        }
        for ok in [
            "小明",
            "Zoë",
            "ナナ",
            "김철수",
            "⠁b",
            "a b",
            "🐺",
            "❤\u{fe0f}",
            "☺\u{fe0e}x",
        ] {
            assert!(validate_name(ok, 16).is_ok(), "{ok:?} refused");
        }
    }

    #[test]
    fn names_differing_only_in_case_width_or_lookalike_letters_are_one_name() {
        let same = |a: &str, b: &str| NameKey::of(a).same(&NameKey::of(b));
        for alike in [
            "alice",
            "ALICE",
            "ＡＬＩＣＥ",
            "\u{0410}lice",
            "Аlісе",
            "Αlice",
            "AIice",
            "A\u{217c}ice",
            "Al\u{034f}ice",
        ] {
            assert!(same(alike, "Alice"), "{alike:?}");
            assert!(same("Alice", alike), "{alike:?}, the other way");
        }
        assert!(same("ВОВ", "bob"));
        assert!(same("B\u{0585}b", "Bob"), "an Armenian o");
        assert!(same("é", "e\u{0301}"), "composed or not");
        assert!(same("rn", "m"), "UTS #39's own example");
        assert!(!same("Alice", "Alicia"));
        assert!(!same("小明", "小名"));
        assert!(!same("Bob", "Rob"));
    }

    #[test]
    fn bot_names_are_kept_for_bots() {
        for bot in [
            bot_name(4),
            "机器人".into(),
            "機器人5".into(),
            "Bot 3".into(),
            "ＢＯＴ7".into(),
            "B\u{0585}t 2".into(),
            "b0t9".into(),
        ] {
            assert!(validate_name(&bot, 16).is_err(), "{bot:?} accepted");
        }
        for ok in ["Bottom", "robot", "我是机器", "bo7"] {
            assert!(validate_name(ok, 16).is_ok(), "{ok:?} refused");
        }
    }
}
