//! The bounded part of the client-message fuzzing (the coverage-guided target is
//! `hosts/server/fuzz`, see BENCHMARKS.md): the saved corpus replayed, and random, garbled
//! and generated frames through `protocol::audit`, which panics if the `re` scan or the
//! parse breaks an invariant.

use proptest::prelude::*;
use tianhei_server::protocol::audit;

const LIMIT: usize = 8 * 1024;

/// Messages a client sends, to garble.
const VALID: &[&str] = &[
    r#"{"type":"ping","re":1}"#,
    r#"{"re":"a","type":"rules"}"#,
    r#"{"type":"create","rules":"sharen","seats":12,"re":3}"#,
    r#"{"type":"join","code":"ABCD","name":"小明","seat":2,"re":4}"#,
    r#"{"type":"resume","code":"abcd","token":"00112233445566778899aabbccddeeff"}"#,
    r#"{"type":"answer","prompt":81726354,"choice":[0,2],"re":"x-9"}"#,
    r#"{"a":{"re":1,"b":["}"]},"re":2,"type":"ping"}"#,
    r#"{"r\u0065":5,"type":"ping"}"#,
];

#[test]
fn the_saved_corpus_replays_cleanly() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/client_message");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("the seed corpus is in the repository") {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        for limit in [0, 7, 64, LIMIT] {
            audit(&bytes, limit);
        }
        n += 1;
    }
    assert!(n >= 10, "{n} corpus files");
}

/// A JSON value of a few kinds, `re`-like keys included, as text.
fn value() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        any::<i64>().prop_map(|n| n.to_string()),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| f.to_string()),
        "[a-z\"\\\\{}\\[\\]:, ]{0,12}".prop_map(|s| serde_json::to_string(&s).unwrap()),
        Just("null".to_string()),
        Just("true".to_string()),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec(("(re|type|r\\\\u0065|[a-z]{1,3})", inner), 0..4).prop_map(
                |kv| {
                    let kv: Vec<String> = kv
                        .into_iter()
                        .map(|(k, v)| format!("\"{k}\" : {v}"))
                        .collect();
                    format!("{{{}}}", kv.join(","))
                }
            ),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_break_the_parse(bytes in prop::collection::vec(any::<u8>(), 0..300), limit in 0usize..400) {
        audit(&bytes, limit);
        audit(&bytes, LIMIT);
    }

    #[test]
    fn garbled_messages_never_break_the_parse(
        base in 0..VALID.len(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6),
        limit in 0usize..120,
    ) {
        let mut bytes = VALID[base].as_bytes().to_vec();
        for (at, b, op) in edits {
            let i = at.index(bytes.len() + 1);
            match op {
                0 => bytes.insert(i, b),
                1 if i < bytes.len() => { bytes.remove(i); }
                _ if i < bytes.len() => bytes[i] = b,
                _ => bytes.push(b),
            }
        }
        audit(&bytes, limit);
        audit(&bytes, LIMIT);
    }

    #[test]
    fn generated_objects_agree_on_re(v in value(), limit in 0usize..200) {
        audit(v.as_bytes(), limit);
        audit(v.as_bytes(), LIMIT);
    }
}
