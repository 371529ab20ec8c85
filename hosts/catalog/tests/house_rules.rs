//! House rules: a shipped rule set with some options set, checked as a whole file by the
//! rule set's own check, and the lines that say what differs from the shipped file.

use tianhei_core::RuleFile;

fn set(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn settings_change_the_options_and_the_differences_name_them() {
    let shipped = tianhei_catalog::load("sharen").unwrap();
    let house = shipped
        .with_settings(&set(&[
            ("secret_killer", "false"),
            ("speech_seconds", "60"),
        ]))
        .unwrap();
    let v = house.rules.options_value();
    assert_eq!(v["secret_killer"], false);
    assert_eq!(v["speech_seconds"], 60);
    let zh: Vec<String> = house
        .differences(&shipped)
        .iter()
        .map(|t| t.zh.to_string())
        .collect();
    assert_eq!(zh, ["秘匪 关", "发言秒数 60"]);
    // The edited file is a whole rule file: it reads again to the same options.
    let again = RuleFile::parse(&house.source).unwrap();
    assert_eq!(again.rules.options_value(), v);
    assert_eq!(again.meta.id, "sharen");
    // A house file's titles say what differs, so every screen showing the title does.
    let titled = shipped
        .house(&set(&[
            ("secret_killer", "false"),
            ("speech_seconds", "60"),
        ]))
        .unwrap();
    // The title no longer lists what the house rules switch off.
    assert_eq!(
        titled.meta.title,
        "杀人游戏（医生·秘警）·房规：秘匪 关，发言秒数 60"
    );
    assert!(
        titled
            .meta
            .title_en
            .starts_with("Police & Killers (doctor, secret police) · "),
        "{}",
        titled.meta.title_en
    );
    assert!(
        titled
            .meta
            .title_en
            .contains("house rules: Secret killer off, Speech seconds 60"),
        "{}",
        titled.meta.title_en
    );
    assert_eq!(titled.differences(&shipped).len(), 2);
    assert_eq!(shipped.house(&[]).unwrap().meta.title, shipped.meta.title);
    // A choice by its key, and a table cell by a dotted key.
    let fs = tianhei_catalog::load("fengsheng-first-game").unwrap();
    let b = fs.with_settings(&set(&[("count_set", "B")])).unwrap();
    assert_eq!(
        b.differences(&fs)[0].zh,
        "牌数组 B 组牌数（红25/蓝25/黑31）"
    );
    let lr = tianhei_catalog::load("langren").unwrap();
    let lr = lr
        .with_settings(&set(&[
            ("tables.12.villager", "3"),
            ("tables.12.guard", "1"),
        ]))
        .unwrap();
    assert_eq!(lr.rules.options_value()["tables"]["12"]["guard"], 1);
}

#[test]
fn every_bad_setting_is_reported_at_once_and_nothing_changes() {
    let shipped = tianhei_catalog::load("sharen").unwrap();
    let before = shipped.rules.options_value();
    let e = shipped
        .with_settings(&set(&[
            ("speech_seconds", "abc"),
            ("no_such_option", "1"),
            ("consensus_rounds", "0"),
            ("", "3"),
        ]))
        .unwrap_err();
    let all = e.problems.join("\n");
    for what in [
        "options.speech_seconds",
        "no_such_option",
        "options.consensus_rounds",
        "not an option name",
    ] {
        assert!(all.contains(what), "{what} is reported:\n{all}");
    }
    assert_eq!(e.problems.len(), 4, "{all}");
    assert_eq!(shipped.rules.options_value(), before);
}
