//! House rules in the lobby: a rule set's options as a form (`GET /api/rules/{id}/options`),
//! and an edited or uploaded rule file checked by the rule set's own check
//! (`POST /api/house`): every problem comes back at once, by field, and nothing is kept;
//! a file that holds is kept under a new id that `create` accepts like a shipped one. The
//! room stores the file's text, so its records replay with the house rules, and the
//! file's titles name what differs, so the TV and the phones show it.

use std::{
    collections::hash_map::DefaultHasher,
    hash::{Hash, Hasher},
    sync::{Arc, Mutex},
};

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use serde_json::{Value, json};
use tianhei_core::{RuleFile, options::form};

/// Most house rule files kept at once; the oldest goes first.
const KEPT: usize = 512;
/// The longest uploaded rule file, in bytes.
pub const MAX_SOURCE: usize = 64 * 1024;

/// The house rule files made on this server, by id (`house-…`).
#[derive(Debug, Default)]
pub struct HouseRules {
    files: Mutex<Vec<(String, Arc<RuleFile>)>>,
}

impl HouseRules {
    /// Keeps `file` and returns its id (the same file gets the same id).
    pub fn add(&self, file: RuleFile) -> String {
        let mut h = DefaultHasher::new();
        file.source.hash(&mut h);
        let id = format!("house-{:012x}", h.finish() & 0xffff_ffff_ffff);
        let Ok(mut files) = self.files.lock() else {
            return id;
        };
        if !files.iter().any(|(k, _)| *k == id) {
            if files.len() >= KEPT {
                files.remove(0);
            }
            files.push((id.clone(), Arc::new(file)));
        }
        id
    }

    /// The house rule file `id`.
    pub fn get(&self, id: &str) -> Option<Arc<RuleFile>> {
        let files = self.files.lock().ok()?;
        files.iter().find(|(k, _)| k == id).map(|(_, f)| f.clone())
    }
}

/// `GET /api/rules/{id}/options`: the form of a shipped rule set among `rules`.
pub fn options(rules: &[Arc<RuleFile>], id: &str) -> Response {
    let Some(file) = rules.iter().find(|r| r.meta.id == id) else {
        return (
            StatusCode::NOT_FOUND,
            Json(json!({"error": format!("no rule set `{id}`")})),
        )
            .into_response();
    };
    Json(json!({
        "id": file.meta.id,
        "title": file.meta.title,
        "title_en": file.meta.title_en,
        "fields": form(&*file.rules),
    }))
    .into_response()
}

/// The body of `POST /api/house`: a shipped rule set with some options set, or a whole
/// rule file's text.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRequest {
    /// The shipped rule set the form was made from.
    #[serde(default)]
    pub base: Option<String>,
    /// Option key (dotted for table cells) → the value as typed.
    #[serde(default)]
    pub set: Vec<(String, String)>,
    /// An uploaded rule file.
    #[serde(default)]
    pub source: Option<String>,
}

/// The field a problem names (`field \`options.speech_seconds\`: …` → `speech_seconds`).
pub fn field_of(problem: &str) -> Option<String> {
    let rest = &problem[problem.find("`options.")? + "`options.".len()..];
    let end = rest.find('`')?;
    Some(rest[..end].split(['.', '[']).next()?.to_string())
}

fn refused(problems: Vec<String>) -> Response {
    let list: Vec<Value> = problems
        .iter()
        .map(|p| json!({"field": field_of(p), "message": p}))
        .collect();
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        Json(json!({"problems": list})),
    )
        .into_response()
}

/// `POST /api/house`: checks a house rule file against the shipped `rules`; keeps it in
/// `house` when it holds.
pub fn check(rules: &[Arc<RuleFile>], house: &HouseRules, req: HouseRequest) -> Response {
    let result = match (&req.source, &req.base) {
        (Some(src), _) if src.len() > MAX_SOURCE => Err(vec![format!(
            "规则文件太大 / the rule file is {} bytes; the most is {MAX_SOURCE}",
            src.len()
        )]),
        (Some(src), _) => RuleFile::parse(src).map_err(|e| e.problems).and_then(|f| {
            // Name what differs from the shipped file of the same id, if there is one.
            match rules.iter().find(|r| r.meta.id == f.meta.id) {
                Some(base) => f.retitled_against(base).map_err(|e| e.problems),
                None => Ok(f),
            }
        }),
        (None, Some(base)) => match rules.iter().find(|r| &r.meta.id == base) {
            Some(b) => b.house(&req.set).map_err(|e| e.problems),
            None => Err(vec![format!("no rule set `{base}`")]),
        },
        (None, None) => Err(vec![
            "send `base` (a rule-set id) with `set`, or `source` (a rule file)".into(),
        ]),
    };
    match result {
        Ok(file) => {
            let seats = file.rules.seat_counts();
            let (title, title_en) = (file.meta.title.clone(), file.meta.title_en.clone());
            let differs = rules.iter().find(|r| r.meta.id == file.meta.id).map(|b| {
                file.differences(b)
                    .into_iter()
                    .map(|t| json!({"zh": t.zh, "en": t.en}))
                    .collect::<Vec<_>>()
            });
            let id = house.add(file);
            Json(json!({"id": id, "title": title, "title_en": title_en, "seats": seats, "house": differs}))
                .into_response()
        }
        Err(problems) => refused(problems),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_name_their_top_level_field() {
        assert_eq!(
            field_of("field `options.speech_seconds`: invalid type").as_deref(),
            Some("speech_seconds")
        );
        assert_eq!(
            field_of("field `options.tables.8`: deals 7 roles").as_deref(),
            Some("tables")
        );
        assert_eq!(
            field_of("field `options.last_words[1]`: x").as_deref(),
            Some("last_words")
        );
        assert_eq!(field_of("missing field `game`"), None);
    }

    #[test]
    fn the_same_file_keeps_one_id() {
        let h = HouseRules::default();
        let f = || RuleFile::parse(include_str!("../../../rules/mini-wolf.toml")).unwrap();
        let a = h.add(f());
        assert_eq!(a, h.add(f()));
        assert!(h.get(&a).is_some() && h.get("house-nope").is_none());
    }
}
