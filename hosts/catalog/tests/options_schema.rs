//! The options schema of every shipped rule set round-trips: the values the form starts
//! from are the shipped file's, a file written from them reads back to the same options,
//! and every option the file sets is in the form, named in Chinese and English.

use serde_json::Value;
use tianhei_core::{
    RuleFile,
    options::{FieldKind, form, values},
};

/// The shipped file's `[options]` table as written.
fn written_options(rules: &RuleFile) -> toml::Table {
    let file: toml::Table = toml::from_str(&rules.source).unwrap();
    match file.get("options") {
        Some(toml::Value::Table(t)) => t.clone(),
        _ => toml::Table::new(),
    }
}

#[test]
fn every_shipped_rule_sets_schema_round_trips_to_the_shipped_file() {
    for rules in tianhei_catalog::shipped() {
        let id = &rules.meta.id;
        let fields = form(&*rules.rules);
        assert!(!fields.is_empty(), "{id}: the form has fields");
        // Every option of the file is in the schema, every column of its tables too.
        for (key, v) in written_options(&rules) {
            let f = fields
                .iter()
                .find(|f| f.key == key)
                .unwrap_or_else(|| panic!("{id}: option `{key}` is in the schema"));
            if let (FieldKind::PerPlayerCount { columns }, toml::Value::Table(rows)) = (&f.kind, &v)
            {
                for row in rows.values() {
                    for col in row.as_table().unwrap().keys() {
                        assert!(
                            columns.iter().any(|c| &c.key == col),
                            "{id}: column `{key}.*.{col}` is in the schema"
                        );
                    }
                }
            }
        }
        // The defaults the form starts from are the shipped file's values …
        let from_form = Value::Object(values(&fields));
        assert_eq!(
            from_form,
            rules.rules.options_value(),
            "{id}: form defaults"
        );
        // … and a file written from them reads back to the same options.
        let mut file: toml::Table = toml::from_str(&rules.source).unwrap();
        file.insert("options".into(), toml::Value::try_from(&from_form).unwrap());
        let again = RuleFile::parse(&toml::to_string(&file).unwrap())
            .unwrap_or_else(|e| panic!("{id}: the form's values read back: {e}"));
        assert_eq!(
            again.rules.options_value(),
            rules.rules.options_value(),
            "{id}"
        );
        assert!(
            again.differences(&rules).is_empty(),
            "{id}: nothing differs"
        );
        // What a host shows: a Chinese and an English name and help for every option.
        for f in &fields {
            assert!(
                !f.name.zh.is_empty() && !f.name.en.is_empty() && f.name.zh != f.name.en,
                "{id}: `{}` has a Chinese and an English name ({:?})",
                f.key,
                f.name
            );
            assert!(
                !f.help.zh.is_empty() && !f.help.en.is_empty(),
                "{id}: `{}` has help in both languages",
                f.key
            );
            if let (FieldKind::Choice { choices }, Value::String(v)) = (&f.kind, &f.value) {
                assert!(
                    choices.iter().any(|c| &c.key == v),
                    "{id}: `{}` = {v} is a choice",
                    f.key
                );
                for c in choices {
                    assert_ne!(
                        c.label.zh, c.key,
                        "{id}: choice `{}` has a Chinese name",
                        c.key
                    );
                }
            }
        }
    }
}

#[test]
fn the_forms_know_switches_numbers_choices_and_tables() {
    let sharen = tianhei_catalog::load("sharen").unwrap();
    let fields = form(&*sharen.rules);
    let kind = |k: &str| &fields.iter().find(|f| f.key == k).unwrap().kind;
    assert_eq!(kind("secret_killer"), &FieldKind::Switch);
    assert_eq!(
        kind("speech_seconds"),
        &FieldKind::Number {
            min: Some(10),
            max: Some(600)
        }
    );
    let FieldKind::Choice { choices } = kind("peaceful_night") else {
        panic!("peaceful_night is a choice")
    };
    assert_eq!(choices[0].key, "skip_day");
    assert_eq!(choices[0].label.zh, "跳过白天");
    let FieldKind::PerPlayerCount { columns } = kind("tables") else {
        panic!("tables is per player count")
    };
    assert!(
        columns
            .iter()
            .any(|c| c.key == "secret_killer" && c.label.zh == "秘匪")
    );
    let fs = tianhei_catalog::load("fengsheng-first-game").unwrap();
    let f = form(&*fs.rules);
    let count_set = f.iter().find(|f| f.key == "count_set").unwrap();
    assert_eq!(count_set.name.zh, "牌数组");
    assert!(matches!(&count_set.kind, FieldKind::Choice { choices } if choices.len() == 2));
}
