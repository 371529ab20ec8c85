//! A rule set's options as a form, derived from one schema: each game's options struct
//! derives `schemars::JsonSchema`, its doc comments give the English help, and two
//! attributes give the names (`title` in English, `zh = [名称, 说明]` in Chinese). Hosts
//! build their forms from [`form`], edit a rule file with [`RuleFile::with_settings`]
//! (validated by the rule set's own check, every problem at once) and show what a house
//! rule file changes with [`RuleFile::differences`].
//!
//! ```
//! # use tianhei_core::{RuleFile, options::form};
//! # #[derive(Debug, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
//! # struct Demo {
//! #     /// Seconds a host gives each speech.
//! #     #[schemars(title = "Speech seconds", extend("zh" = ["发言秒数", "每次发言的秒数。"]))]
//! #     speech_seconds: u32,
//! # }
//! # #[typetag::serde(name = "options-doc")]
//! # impl tianhei_core::RuleSet for Demo {
//! #     fn seat_counts(&self) -> Vec<usize> { vec![3] }
//! #     fn start(&self, _: usize, _: u64) -> Result<Box<dyn tianhei_core::Table>, tianhei_core::SetupError> {
//! #         Err(tianhei_core::SetupError::one("demo"))
//! #     }
//! # }
//! let file = RuleFile::parse("id = \"d\"\ntitle = \"示例\"\ntitle_en = \"Demo\"\n\
//!     game = \"options-doc\"\n[options]\nspeech_seconds = 90\n").unwrap();
//! let fields = form(&*file.rules);
//! assert_eq!(fields[0].name.zh, "发言秒数");
//! let house = file.with_settings(&[("speech_seconds".into(), "60".into())]).unwrap();
//! assert_eq!(house.differences(&file)[0].zh, "发言秒数 60");
//! ```

use crate::text;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::{
    rules::{RuleError, RuleFile, RuleSet},
    text::Text,
};

/// One option of a form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionField {
    /// The key in `[options]`.
    pub key: String,
    /// Its name.
    pub name: Text,
    /// What it does.
    pub help: Text,
    /// What kind of value it takes.
    pub kind: FieldKind,
    /// Its value in the rule file the form was made from (the form's default).
    pub value: Value,
}

/// The kind of value an option takes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FieldKind {
    /// On or off.
    Switch,
    /// A whole number, with its range where the schema gives one.
    Number {
        /// Smallest allowed.
        min: Option<i64>,
        /// Largest allowed.
        max: Option<i64>,
    },
    /// One of a few named values.
    Choice {
        /// The values, in order.
        choices: Vec<ChoiceItem>,
    },
    /// A table per player count (`[options.tables.12]`): a row of counts per key.
    PerPlayerCount {
        /// The columns of each row.
        columns: Vec<ChoiceItem>,
    },
    /// Anything else (a list of ranges, say), edited as TOML.
    Other,
}

/// A named value: a choice, or a column of a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChoiceItem {
    /// The value as the file writes it.
    pub key: String,
    /// Its name.
    pub label: Text,
}

/// The options of `rules` as a form, in the order the options type declares them.
pub fn form(rules: &dyn RuleSet) -> Vec<OptionField> {
    let schema = rules.options_schema();
    let root = schema.as_value();
    let value = rules.options_value();
    let Some(props) = root.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    props
        .iter()
        .map(|(key, s)| {
            let r = resolve(root, s);
            let (name, help) = names(s, r, key);
            OptionField {
                key: key.clone(),
                name,
                help,
                kind: kind(root, r),
                value: value.get(key).cloned().unwrap_or(Value::Null),
            }
        })
        .collect()
}

/// Follows a `$ref` to `$defs`; the schema itself when it has none.
fn resolve<'a>(root: &'a Value, s: &'a Value) -> &'a Value {
    s.get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/$defs/"))
        .and_then(|name| root.get("$defs").and_then(|d| d.get(name)))
        .unwrap_or(s)
}

fn text_at(s: &Value, key: &str) -> Option<String> {
    s.get(key).and_then(Value::as_str).map(str::to_string)
}

/// (name, help) from `title`, `description` and `zh` of the field (or of its type).
fn names(field: &Value, resolved: &Value, key: &str) -> (Text, Text) {
    let zh = field.get("zh").or_else(|| resolved.get("zh"));
    let zh_at = |i: usize| {
        zh.and_then(|z| match z {
            Value::Array(a) => a.get(i).and_then(Value::as_str).map(str::to_string),
            Value::String(s) if i == 0 => Some(s.clone()),
            _ => None,
        })
    };
    let en_name = text_at(field, "title").unwrap_or_else(|| key.replace('_', " "));
    let en_help = text_at(field, "description").unwrap_or_default();
    (
        Text::owned(zh_at(0).unwrap_or_else(|| en_name.clone()), en_name),
        Text::owned(zh_at(1).unwrap_or_else(|| en_help.clone()), en_help),
    )
}

fn type_of(s: &Value) -> Option<&str> {
    match s.get("type") {
        Some(Value::String(t)) => Some(t),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).find(|t| *t != "null"),
        _ => None,
    }
}

fn kind(root: &Value, s: &Value) -> FieldKind {
    if let Some(choices) = choices(s) {
        return FieldKind::Choice { choices };
    }
    match type_of(s) {
        Some("boolean") => FieldKind::Switch,
        Some("integer") => FieldKind::Number {
            min: s.get("minimum").and_then(Value::as_i64),
            max: s.get("maximum").and_then(Value::as_i64),
        },
        Some("object") => {
            let row = s
                .get("additionalProperties")
                .filter(|v| v.is_object())
                .map(|v| resolve(root, v));
            match row
                .and_then(|r| r.get("properties"))
                .and_then(Value::as_object)
            {
                Some(cols) => FieldKind::PerPlayerCount {
                    columns: cols
                        .iter()
                        .map(|(k, c)| ChoiceItem {
                            key: k.clone(),
                            label: names(c, c, k).0,
                        })
                        .collect(),
                },
                None => FieldKind::Other,
            }
        }
        _ => FieldKind::Other,
    }
}

/// The named values of a string enum: `enum: [..]`, or `oneOf` of `const`s with docs.
fn choices(s: &Value) -> Option<Vec<ChoiceItem>> {
    if let Some(Value::Array(e)) = s.get("enum") {
        return Some(
            e.iter()
                .filter_map(Value::as_str)
                .map(|k| ChoiceItem {
                    key: k.to_string(),
                    label: Text::owned(k.to_string(), k.to_string()),
                })
                .collect(),
        );
    }
    let Some(Value::Array(one_of)) = s.get("oneOf") else {
        return None;
    };
    let mut out = Vec::new();
    for v in one_of {
        let keys: Vec<&str> = match (v.get("const"), v.get("enum")) {
            (Some(Value::String(c)), _) => vec![c],
            (_, Some(Value::Array(e))) => e.iter().filter_map(Value::as_str).collect(),
            _ => return None,
        };
        for k in keys {
            let (label, _) = names(v, v, k);
            let label = if v.get("title").is_none() {
                Text::owned(
                    label.zh.to_string(),
                    text_at(v, "description").unwrap_or(k.into()),
                )
            } else {
                label
            };
            out.push(ChoiceItem {
                key: k.to_string(),
                label,
            });
        }
    }
    Some(out)
}

/// `a.b.c` → sets `c` in the nested tables `a.b` of `t`, creating them.
fn set_path(t: &mut toml::Table, path: &[&str], v: toml::Value) -> Result<(), String> {
    match path {
        [] => Err("an empty key".into()),
        [last] => {
            t.insert((*last).to_string(), v);
            Ok(())
        }
        [head, rest @ ..] => {
            let next = t
                .entry((*head).to_string())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            match next {
                toml::Value::Table(inner) => set_path(inner, rest, v),
                _ => Err(format!("`{head}` is not a table")),
            }
        }
    }
}

/// A value as typed after `key=`: TOML (`true`, `60`, `"B"`, `[1, 2]`), else a bare word.
fn parse_value(raw: &str) -> toml::Value {
    toml::from_str::<toml::Table>(&format!("v = {raw}"))
        .ok()
        .and_then(|mut t| t.remove("v"))
        .unwrap_or_else(|| toml::Value::String(raw.trim().to_string()))
}

impl RuleFile {
    /// This rule file with some options set (`("speech_seconds", "60")`, dotted keys for
    /// tables: `tables.12.wolf`), read and checked again as a whole file: every problem,
    /// the rule set's own checks included, comes back at once and nothing is changed.
    pub fn with_settings(&self, sets: &[(String, String)]) -> Result<RuleFile, RuleError> {
        let mut problems = Vec::new();
        let mut table: toml::Table = toml::from_str(&self.source)
            .map_err(|e| RuleError::one(format!("the rule file does not read again: {e}")))?;
        let mut options = match table.remove("options") {
            Some(toml::Value::Table(t)) => t,
            _ => toml::Table::new(),
        };
        for (key, raw) in sets {
            let path: Vec<&str> = key.split('.').map(str::trim).collect();
            if path.iter().any(|p| p.is_empty()) {
                problems.push(format!("`{key}` is not an option name: write key=value"));
                continue;
            }
            if let Err(e) = set_path(&mut options, &path, parse_value(raw)) {
                problems.push(format!("field `options.{key}`: {e}"));
            }
        }
        table.insert("options".into(), toml::Value::Table(options));
        let source = toml::to_string(&table)
            .map_err(|e| RuleError::one(format!("cannot write the edited rule file: {e}")))?;
        match RuleFile::parse(&source) {
            Ok(f) if problems.is_empty() => Ok(f),
            Ok(_) => Err(RuleError { problems }),
            Err(e) => {
                problems.extend(e.problems);
                Err(RuleError { problems })
            }
        }
    }

    /// A house rule file from `self` (the shipped file) and `sets`: [`with_settings`], and
    /// when anything differs, titles that say so, so every screen and record that shows
    /// the title shows the house rules: `杀人游戏（…）·房规：发言秒数 60，秘匪 关`.
    ///
    /// [`with_settings`]: RuleFile::with_settings
    pub fn house(&self, sets: &[(String, String)]) -> Result<RuleFile, RuleError> {
        let edited = self.with_settings(sets)?;
        edited.retitled_against(self)
    }

    /// This file with titles naming what differs from `base` (unchanged when nothing does).
    pub fn retitled_against(self, base: &RuleFile) -> Result<RuleFile, RuleError> {
        let d = self.differences(base);
        if d.is_empty() {
            return Ok(self);
        }
        let zh: Vec<&str> = d.iter().map(|t| &*t.zh).collect();
        let en: Vec<&str> = d.iter().map(|t| &*t.en).collect();
        let mut table: toml::Table = toml::from_str(&self.source)
            .map_err(|e| RuleError::one(format!("the rule file does not read again: {e}")))?;
        // What the base title lists that the house rules switch off goes from it:
        // 「杀人游戏（医生·秘警）·房规：秘匪 关」, not 「（医生·秘警·秘匪）·房规：秘匪 关」.
        let theirs = base.rules.options_value();
        let off: Vec<Text> = form(&*self.rules)
            .into_iter()
            .filter(|f| {
                matches!(f.kind, FieldKind::Switch)
                    && f.value == Value::Bool(false)
                    && theirs.get(&f.key) != Some(&f.value)
            })
            .map(|f| f.name)
            .collect();
        let title = &without(
            &base.meta.title,
            ('（', '）'),
            "·",
            off.iter().map(|t| &*t.zh),
        );
        let title_en = &without(
            &base.meta.title_en,
            ('(', ')'),
            ", ",
            off.iter().map(|t| &*t.en),
        );
        table.insert(
            "title".into(),
            toml::Value::String(format!("{title}·房规：{}", zh.join("，"))),
        );
        table.insert(
            "title_en".into(),
            toml::Value::String(format!("{title_en} · house rules: {}", en.join(", "))),
        );
        let source = toml::to_string(&table)
            .map_err(|e| RuleError::one(format!("cannot write the edited rule file: {e}")))?;
        RuleFile::parse(&source)
    }

    /// What these options change against `base` (the shipped file of the same game), one
    /// line per option: `发言秒数 60`, `秘匪 关` / `secret killer off`.
    pub fn differences(&self, base: &RuleFile) -> Vec<Text> {
        if self.game != base.game {
            return vec![Text::new("另一种游戏", "another game")];
        }
        let theirs = base.rules.options_value();
        form(&*self.rules)
            .into_iter()
            .filter(|f| theirs.get(&f.key) != Some(&f.value))
            .map(|f| {
                let (zh, en) = shown(&f);
                text!("{} {}", "{} {}", f.name, (zh, en))
            })
            .collect()
    }
}

/// `title` with the items of its bracketed list (`杀人游戏（医生·秘警·秘匪）`, items split by
/// `sep`) that read as one of `gone` (case aside) left out; the brackets go too when none
/// is left.
fn without<'a>(
    title: &str,
    (open, close): (char, char),
    sep: &str,
    gone: impl Iterator<Item = &'a str> + Clone,
) -> String {
    let (Some(a), Some(b)) = (title.find(open), title.rfind(close)) else {
        return title.to_string();
    };
    if b < a {
        return title.to_string();
    }
    let inner = &title[a + open.len_utf8()..b];
    let kept: Vec<&str> = inner
        .split(sep)
        .filter(|item| {
            !gone
                .clone()
                .any(|g| item.trim().eq_ignore_ascii_case(g.trim()))
        })
        .collect();
    let head = title[..a].trim_end();
    let tail = &title[b + close.len_utf8()..];
    if kept.is_empty() {
        format!("{head}{tail}")
    } else if open == '(' {
        format!("{head} ({}){tail}", kept.join(sep))
    } else {
        format!("{head}{open}{}{close}{tail}", kept.join(sep))
    }
}

/// A field's value in words, (zh, en).
fn shown(f: &OptionField) -> (String, String) {
    match (&f.kind, &f.value) {
        (FieldKind::Switch, Value::Bool(b)) => {
            if *b {
                ("开".into(), "on".into())
            } else {
                ("关".into(), "off".into())
            }
        }
        (FieldKind::Choice { choices }, Value::String(k)) => choices
            .iter()
            .find(|c| &c.key == k)
            .map(|c| (c.label.zh.to_string(), c.label.en.to_string()))
            .unwrap_or((k.clone(), k.clone())),
        (_, Value::Number(n)) => (n.to_string(), n.to_string()),
        (_, v) => (compact(v), compact(v)),
    }
}

fn compact(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Object(m) if m.is_empty() => "—".into(),
        other => other.to_string(),
    }
}

/// The values of a form as an options table, for checking: `key → value`.
pub fn values(fields: &[OptionField]) -> Map<String, Value> {
    fields
        .iter()
        .map(|f| (f.key.clone(), f.value.clone()))
        .collect()
}
