//! Bilingual text: Chinese first, English second.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

/// Display language.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// 中文 (default).
    #[default]
    Zh,
    /// English.
    En,
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "zh" | "zh-CN" | "cn" => Ok(Lang::Zh),
            "en" => Ok(Lang::En),
            _ => Err(format!("unknown language `{s}`: use zh or en")),
        }
    }
}

/// A line of player-facing text in Chinese and English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    /// Chinese.
    pub zh: Cow<'static, str>,
    /// English.
    pub en: Cow<'static, str>,
}

impl Text {
    /// The same text with its strings kept for the life of the process, borrowed from
    /// then on (for tables made once per process: faces, labels).
    pub fn kept(self) -> Text {
        fn keep(s: Cow<'static, str>) -> Cow<'static, str> {
            match s {
                Cow::Owned(s) => Cow::Borrowed(s.leak()),
                b => b,
            }
        }
        Text {
            zh: keep(self.zh),
            en: keep(self.en),
        }
    }

    /// Text from two static strings (no allocation).
    pub const fn new(zh: &'static str, en: &'static str) -> Self {
        Text {
            zh: Cow::Borrowed(zh),
            en: Cow::Borrowed(en),
        }
    }

    /// Text from two owned strings.
    pub fn owned(zh: String, en: String) -> Self {
        Text {
            zh: Cow::Owned(zh),
            en: Cow::Owned(en),
        }
    }

    /// Fills each `{}` of two templates with `args` in order, each written in the
    /// template's language (a [`Text`] argument gives its Chinese to the Chinese line and
    /// its English to the English one), without the formatting machinery. Extra `{}` stay
    /// empty. What [`text!`](crate::text!) calls; write lines with the macro.
    pub fn filled(zh: &'static str, en: &'static str, args: &[&dyn Word]) -> Self {
        Text::owned(fill_one(zh, Lang::Zh, args), fill_one(en, Lang::En, args))
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Zh => &self.zh,
            Lang::En => &self.en,
        }
    }

    /// Both languages on one line: `中文 / English`.
    pub fn both(&self) -> String {
        format!("{} / {}", self.zh, self.en)
    }
}

fn fill_one<A: Word>(template: &str, lang: Lang, args: &[A]) -> String {
    let mut out = String::with_capacity(template.len() + 8 * args.len());
    let mut next = 0;
    let bytes = template.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i + 1 < bytes.len() {
        // `{}` takes the next argument; `{0}`..`{9}` the one numbered (for a language that
        // names them in another order).
        let at = match (bytes[i], bytes[i + 1], bytes.get(i + 2)) {
            (b'{', b'}', _) => Some((next, 2)),
            (b'{', d @ b'0'..=b'9', Some(b'}')) => Some(((d - b'0') as usize, 3)),
            _ => None,
        };
        let Some((k, len)) = at else {
            i += 1;
            continue;
        };
        out.push_str(&template[start..i]);
        if let Some(a) = args.get(k) {
            a.put(lang, &mut out);
        }
        if len == 2 {
            next += 1;
        }
        i += len;
        start = i;
    }
    out.push_str(&template[start..]);
    out
}

/// A value a bilingual line names, written in the line's language: a [`Text`] (its
/// Chinese or its English), a pair `(Chinese, English)`, a string, a number, a character.
pub trait Word {
    /// Appends the value, in `lang`, to `out`.
    fn put(&self, lang: Lang, out: &mut String);
}

impl Word for Text {
    fn put(&self, lang: Lang, out: &mut String) {
        out.push_str(self.get(lang));
    }
}

impl Word for str {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(self);
    }
}

impl Word for String {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(self);
    }
}

impl Word for Cow<'_, str> {
    fn put(&self, _: Lang, out: &mut String) {
        out.push_str(self);
    }
}

impl<T: Word + ?Sized> Word for &T {
    fn put(&self, lang: Lang, out: &mut String) {
        (**self).put(lang, out);
    }
}

/// A pair is a word given in each language: `(Chinese, English)`.
impl<Z: Word, E: Word> Word for (Z, E) {
    fn put(&self, lang: Lang, out: &mut String) {
        match lang {
            Lang::Zh => self.0.put(lang, out),
            Lang::En => self.1.put(lang, out),
        }
    }
}

macro_rules! word_by_display {
    ($($t:ty),+) => {$(
        impl Word for $t {
            fn put(&self, _: Lang, out: &mut String) {
                use std::fmt::Write;
                let _ = write!(out, "{self}");
            }
        }
    )+};
}

word_by_display!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, char);

/// The one way to write a line of player-facing text: Chinese first, then English, then
/// the arguments both share, each `{}` taking the next in order and each argument written
/// in its line's language ([`Word`]: a [`Text`] gives its Chinese to the Chinese line, a
/// pair `(zh, en)` its first to the Chinese line and its second to the English).
///
/// ```
/// use tianhei_core::{Text, text};
/// let out = text!("出局", "Out");
/// let role = text!("平民", "Villager");
/// let line = text!("{}号（{}）出局", "Seat {} ({}) is out", 3, role);
/// assert_eq!(line.zh, "3号（平民）出局");
/// assert_eq!(line.en, "Seat 3 (Villager) is out");
/// # let _ = out;
/// ```
///
/// Without arguments it borrows its two strings (no allocation). Placeholders are `{}`,
/// or `{0}`..`{9}` where a language names the arguments in another order; a value that
/// needs formatting (a width, a float's places) is formatted first.
#[macro_export]
macro_rules! text {
    ($zh:literal, $en:literal $(,)?) => {
        $crate::Text::new($zh, $en)
    };
    ($zh:literal, $en:literal, $($arg:expr),+ $(,)?) => {
        $crate::Text::filled($zh, $en, &[$(&$arg as &dyn $crate::text::Word),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_macro_formats_both_languages() {
        let t = crate::text!("{}号出局", "Seat {} is out", 3);
        assert_eq!(t.get(Lang::Zh), "3号出局");
        assert_eq!(t.get(Lang::En), "Seat 3 is out");
        assert_eq!("en".parse::<Lang>(), Ok(Lang::En));
        assert!("fr".parse::<Lang>().is_err());
        let f = crate::text!("{}号投给{}号", "Seat {} votes for seat {}", "3", 12u8);
        assert_eq!(
            (f.zh.as_ref(), f.en.as_ref()),
            ("3号投给12号", "Seat 3 votes for seat 12")
        );
        // A Text argument is written in each line's own language; extra `{}` stay empty.
        let wolf = Text::new("狼人", "werewolf");
        let t = crate::text!("{}号是{}{}", "Seat {} is a {}{}", 5, wolf);
        assert_eq!(
            (t.zh.as_ref(), t.en.as_ref()),
            ("5号是狼人", "Seat 5 is a werewolf")
        );
        // Arguments in order; no arguments; a place with no argument left stays empty
        // (what 国战's own filler, which this replaced, was tested for).
        let t = crate::text!("{}号对{}号", "{} on {}", "1", "3");
        assert_eq!(t.zh, "1号对3号");
        assert_eq!(crate::text!("no args", "none").zh, "no args");
        assert_eq!(crate::text!("{}{}", "{}{}", "a").zh, "a");
        // A pair: each line takes its own.
        let t = crate::text!("{}号{}", "Seat {} {}", 4, ("弃牌", "discards"));
        assert_eq!(
            (t.zh.as_ref(), t.en.as_ref()),
            ("4号弃牌", "Seat 4 discards")
        );
        // Numbered places: English names the arguments the other way round.
        let t = crate::text!(
            "{}号的{}",
            "the {1} of seat {0}",
            2,
            Text::new("手牌", "hand")
        );
        assert_eq!(
            (t.zh.as_ref(), t.en.as_ref()),
            ("2号的手牌", "the hand of seat 2")
        );
    }
}
