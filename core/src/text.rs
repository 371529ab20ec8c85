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

    /// Fills each `{}` of two templates with `args` in order, without the formatting
    /// machinery (for lines written at every decision). Extra `{}` stay empty.
    pub fn fill(zh: &'static str, en: &'static str, args: &[&str]) -> Self {
        Text::owned(fill_one(zh, args), fill_one(en, args))
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

fn fill_one(template: &str, args: &[&str]) -> String {
    let extra: usize = args.iter().map(|a| a.len()).sum();
    let mut out = String::with_capacity(template.len() + extra);
    let mut args = args.iter();
    let bytes = template.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i + 1 < bytes.len() {
        if bytes[i] == b'{' && bytes[i + 1] == b'}' {
            out.push_str(&template[start..i]);
            out.push_str(args.next().copied().unwrap_or(""));
            i += 2;
            start = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&template[start..]);
    out
}

/// Builds a [`Text`] from two format strings sharing arguments:
/// `text!("{}号出局" , "Seat {} is out"; n)`.
#[macro_export]
macro_rules! text {
    ($zh:literal, $en:literal) => {
        $crate::Text::new($zh, $en)
    };
    ($zh:literal, $en:literal; $($arg:expr),+ $(,)?) => {
        $crate::Text::owned(format!($zh, $($arg),+), format!($en, $($arg),+))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_macro_formats_both_languages() {
        let t = crate::text!("{}号出局", "Seat {} is out"; 3);
        assert_eq!(t.get(Lang::Zh), "3号出局");
        assert_eq!(t.get(Lang::En), "Seat 3 is out");
        assert_eq!("en".parse::<Lang>(), Ok(Lang::En));
        assert!("fr".parse::<Lang>().is_err());
        let f = Text::fill("{}号投给{}号", "Seat {} votes for seat {}", &["3", "12"]);
        assert_eq!(
            (f.zh.as_ref(), f.en.as_ref()),
            ("3号投给12号", "Seat 3 votes for seat 12")
        );
    }
}
