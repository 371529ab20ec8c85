//! House rules in the lobby: a rule set's options as a form (`GET /api/rules/{id}/options`),
//! and an edited or uploaded rule file checked by the rule set's own check
//! (`POST /api/house`): every problem comes back at once, by field, and nothing is kept;
//! a file that holds is kept under a new id that `create` accepts like a shipped one. The
//! room stores the file's text, so its records replay with the house rules, and the
//! file's titles name what differs, so the TV and the phones show it.

use std::{
    collections::{HashMap, hash_map::DefaultHasher},
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
use tianhei_core::{
    RuleFile,
    options::{FieldKind, OptionField, form},
};

use crate::limits::AddrKey;

/// Most house rule files kept at once. Past it, the address that keeps the most gives up
/// its oldest, so nobody flushes the files of others.
const KEPT: usize = 512;
/// Most house rule files one address keeps; its next one replaces its oldest.
pub const PER_ADDR: usize = 8;
/// The longest uploaded rule file, in bytes.
pub const MAX_SOURCE: usize = 64 * 1024;

/// One kept file: who made it, its id, the file.
#[derive(Debug)]
struct Kept {
    owner: AddrKey,
    id: String,
    file: Arc<RuleFile>,
}

/// The house rule files made on this server, by id (`house-…`), each address within its
/// budget ([`PER_ADDR`]), the whole within [`KEPT`]. A room keeps its file's text once
/// created, so a file given up later changes no room.
#[derive(Debug, Default)]
pub struct HouseRules {
    /// Oldest first.
    files: Mutex<Vec<Kept>>,
}

impl HouseRules {
    /// Keeps `file` for `owner` and returns its id (the same file gets the same id).
    pub fn add(&self, owner: AddrKey, file: RuleFile) -> String {
        let mut h = DefaultHasher::new();
        file.source.hash(&mut h);
        let id = format!("house-{:012x}", h.finish() & 0xffff_ffff_ffff);
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = files.iter().position(|k| k.owner == owner && k.id == id) {
            // Made again: the newest of the address's files.
            let k = files.remove(i);
            files.push(k);
            return id;
        }
        if files.iter().filter(|k| k.owner == owner).count() >= PER_ADDR
            && let Some(i) = files.iter().position(|k| k.owner == owner)
        {
            files.remove(i);
        }
        if files.len() >= KEPT {
            let mut counts: HashMap<AddrKey, usize> = HashMap::new();
            for k in files.iter() {
                *counts.entry(k.owner).or_default() += 1;
            }
            let most = counts.values().copied().max().unwrap_or(0);
            if let Some(i) = files.iter().position(|k| counts[&k.owner] == most) {
                files.remove(i);
            }
        }
        files.push(Kept {
            owner,
            id: id.clone(),
            file: Arc::new(file),
        });
        id
    }

    /// The house rule file `id`.
    pub fn get(&self, id: &str) -> Option<Arc<RuleFile>> {
        let files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        files
            .iter()
            .rev()
            .find(|k| k.id == id)
            .map(|k| k.file.clone())
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

fn refused(problems: Vec<String>, fields: &[OptionField]) -> Response {
    let list: Vec<Value> = problems
        .iter()
        .map(|p| json!({"field": field_of(p), "message": explain(p, fields)}))
        .collect();
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        Json(json!({"problems": list})),
    )
        .into_response()
}

/// A problem as a player reads it: Chinese first, in the option's own words (its name on
/// the form, its choices by their labels), then the English it was written in
/// (「商议轮数至少为1 / field `options.consensus_rounds`: must be at least 1」).
pub fn explain(problem: &str, fields: &[OptionField]) -> String {
    let Some(key) = field_of(problem) else {
        return problem.to_string();
    };
    let field = fields.iter().find(|f| f.key == key);
    let name = field.map_or(key.clone(), |f| f.name.zh.to_string());
    let what = problem.split_once("`: ").map_or(problem, |(_, w)| w);
    // A quoted value: `-5`, "yes".
    let quoted = |w: &str| -> Option<String> {
        let a = w.find(['`', '"'])?;
        let q = w[a..].chars().next()?;
        let rest = &w[a + 1..];
        Some(rest[..rest.find(q)?].to_string())
    };
    let zh = if let Some(rest) = what.strip_prefix("unknown variant ") {
        let given = quoted(rest).unwrap_or_default();
        let labels: Vec<String> = match field.map(|f| &f.kind) {
            Some(FieldKind::Choice { choices }) => choices
                .iter()
                .map(|c| format!("「{}」", c.label.zh))
                .collect(),
            _ => Vec::new(),
        };
        if labels.is_empty() {
            format!("{name}没有「{given}」这个选项")
        } else {
            format!("{name}没有「{given}」这个选项，可选{}", labels.join("、"))
        }
    } else if what.contains("expected a boolean") {
        format!("{name}只能是开或关")
    } else if what.starts_with("invalid value: integer") && what.contains("expected u") {
        let given = quoted(what).unwrap_or_default();
        format!("{name}不能是负数（填的是{given}）")
    } else if what.starts_with("invalid type")
        && ["integer", "expected u", "expected i"]
            .iter()
            .any(|w| what.contains(w))
    {
        format!("{name}要填整数")
    } else if let Some(n) = what.strip_prefix("must be at least ") {
        format!("{name}至少为{}", n.trim())
    } else if let Some(n) = what.strip_prefix("must be at most ") {
        format!("{name}最多为{}", n.trim())
    } else if let Some(rest) = what.strip_prefix("unknown field ") {
        format!("没有「{}」这个选项", quoted(rest).unwrap_or(key.clone()))
    } else {
        match field.and_then(|f| match f.kind {
            FieldKind::Number { min, max } => Some((min, max)),
            _ => None,
        }) {
            Some((Some(lo), Some(hi))) => format!("{name}的值不合规则（可填{lo}–{hi}）"),
            _ => format!("{name}的值不合规则"),
        }
    };
    format!("{zh} / {problem}")
}

/// `POST /api/house`: checks a house rule file against the shipped `rules`; keeps it in
/// `house` when it holds.
pub fn check(
    rules: &[Arc<RuleFile>],
    house: &HouseRules,
    owner: AddrKey,
    req: HouseRequest,
) -> Response {
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
            let id = house.add(owner, file);
            Json(json!({"id": id, "title": title, "title_en": title_en, "seats": seats, "house": differs}))
                .into_response()
        }
        Err(problems) => {
            // The form's fields name the options: the base's, or for an upload the shipped
            // rule set of its id, else of its game.
            let quoted = |key: &str| {
                req.source.as_deref().and_then(|src| {
                    src.lines()
                        .map(str::trim)
                        .find(|l| l.split('=').next().map(str::trim) == Some(key))
                        .and_then(|v| v.split('"').nth(1).map(str::to_string))
                })
            };
            let (id, game) = match &req.base {
                Some(b) => (Some(b.clone()), None),
                None => (quoted("id"), quoted("game")),
            };
            let fields = (rules.iter())
                .find(|r| Some(&r.meta.id) == id.as_ref())
                .or_else(|| rules.iter().find(|r| Some(&r.game) == game.as_ref()))
                .map(|r| form(&*r.rules))
                .unwrap_or_default();
            refused(problems, &fields)
        }
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

    fn addr(n: u8) -> AddrKey {
        AddrKey::of(std::net::Ipv4Addr::new(192, 0, 2, n).into(), 56)
    }

    /// The mini-wolf file with its title changed to `n`: a different file per `n`.
    fn file(n: usize) -> RuleFile {
        let src = include_str!("../../../rules/mini-wolf.toml").replacen(
            "title = \"",
            &format!("title = \"{n}·"),
            1,
        );
        RuleFile::parse(&src).unwrap()
    }

    #[test]
    fn problems_read_in_chinese_in_the_options_own_words() {
        let sharen = tianhei_catalog::load("sharen").unwrap();
        let fields = form(&*sharen.rules);
        let cases = [
            (
                "field `options.consensus_rounds`: must be at least 1",
                "商议轮数至少为1",
            ),
            (
                "field `options.speech_seconds`: invalid value: integer `-5`, expected u32",
                "发言秒数不能是负数（填的是-5）",
            ),
            (
                "field `options.secret_police`: invalid type: string \"yes\", expected a boolean",
                "只能是开或关",
            ),
            (
                "field `options.speech_seconds`: invalid type: string \"long\", expected u32",
                "发言秒数要填整数",
            ),
            (
                "field `options.peaceful_night`: unknown variant `maybe`, expected one of `skip_day`, `discuss`",
                "没有「maybe」这个选项，可选「",
            ),
        ];
        for (problem, zh) in cases {
            let m = explain(problem, &fields);
            assert!(m.contains(zh) && m.ends_with(problem), "{problem}: {m}");
            assert!(!m.starts_with("field"), "Chinese first: {m}");
        }
    }

    #[test]
    fn the_same_file_keeps_one_id() {
        let h = HouseRules::default();
        let a = h.add(addr(1), file(0));
        assert_eq!(a, h.add(addr(1), file(0)));
        assert_eq!(a, h.add(addr(2), file(0)), "from another address too");
        assert!(h.get(&a).is_some() && h.get("house-nope").is_none());
    }

    #[test]
    fn house_files_are_budgeted_per_address() {
        let h = HouseRules::default();
        let host = h.add(addr(1), file(0));
        // One address posting without end keeps only its own last few.
        let flood: Vec<String> = (1..=KEPT * 2).map(|n| h.add(addr(2), file(n))).collect();
        assert!(h.get(&host).is_some(), "the host's file outlives a flood");
        assert!(
            flood[..flood.len() - PER_ADDR]
                .iter()
                .all(|id| h.get(id).is_none())
        );
        assert!(
            flood[flood.len() - PER_ADDR..]
                .iter()
                .all(|id| h.get(id).is_some())
        );
        // Many addresses at their budget fill the server: the biggest keepers give way,
        // an address with one file keeps it.
        for a in 3..=(KEPT / PER_ADDR + 10) as u8 {
            for n in 0..PER_ADDR {
                h.add(addr(a), file(10_000 + a as usize * 100 + n));
            }
        }
        assert!(h.files.lock().unwrap().len() <= KEPT);
        assert!(h.get(&host).is_some(), "the host's one file is still kept");
    }
}
