//! TEMPORARY (not committed): records sharen games before the kit port and checks after.
use std::{
    collections::hash_map::DefaultHasher,
    hash::{Hash, Hasher},
};
use tianhei_core::{BotKind, GameRecord, Match, Seat, Viewer};

fn fingerprint(m: &Match, h: &mut DefaultHasher) {
    let n = m.seats();
    let mut vs: Vec<Viewer> = (0..n as u8).map(|s| Viewer::Seat(Seat(s))).collect();
    vs.push(Viewer::Public);
    vs.push(Viewer::Moderator);
    for v in vs {
        m.view(v).to_json().to_string().hash(h);
        serde_json::to_string(&m.scene(v)).unwrap().hash(h);
    }
    serde_json::to_string(m.prompts()).unwrap().hash(h);
}

#[test]
fn baseline() {
    let dir = std::path::Path::new("/tmp/baseline");
    let write = std::env::var("BASELINE_WRITE").is_ok();
    let mut checked = 0;
    for id in ["sharen", "sharen-classic", "sharen-steady"] {
        let rules = tianhei_catalog::load(id).unwrap();
        for players in 11..=16usize {
            for seed in 0..24u64 {
                for kind in [BotKind::Random, BotKind::Heuristic] {
                    let name = dir.join(format!("{id}-{players}-{seed}-{kind:?}.json"));
                    if write {
                        let mut m = Match::new(rules.clone(), players, seed).unwrap();
                        let mut bots: Vec<_> = (0..players as u8)
                            .map(|s| rules.rules.bot(kind, Seat(s), seed))
                            .collect();
                        let mut h = DefaultHasher::new();
                        while m.outcome().is_none() {
                            fingerprint(&m, &mut h);
                            let p = m.prompts()[0].clone();
                            let c = bots[p.seat.index()].choose(&m.view(Viewer::Seat(p.seat)), &p);
                            if m.answer(p.seat, p.id, &c).is_err() {
                                m.answer_default(p.id).unwrap();
                            }
                        }
                        fingerprint(&m, &mut h);
                        let out = serde_json::json!({"record": m.record(), "log": m.table().log().all(), "hash": h.finish().to_string()});
                        std::fs::write(&name, out.to_string()).unwrap();
                    } else {
                        let v: serde_json::Value =
                            serde_json::from_str(&std::fs::read_to_string(&name).unwrap()).unwrap();
                        let record: GameRecord =
                            serde_json::from_value(v["record"].clone()).unwrap();
                        let mut m = Match::from_record_start(&record).unwrap();
                        let mut h = DefaultHasher::new();
                        for a in &record.answers {
                            fingerprint(&m, &mut h);
                            m.answer(a.seat, a.prompt, &a.choice)
                                .unwrap_or_else(|e| panic!("{name:?}: {e}"));
                        }
                        fingerprint(&m, &mut h);
                        assert_eq!(
                            serde_json::to_value(m.table().log().all()).unwrap(),
                            v["log"],
                            "{name:?} log"
                        );
                        assert_eq!(
                            serde_json::to_value(m.outcome()).unwrap(),
                            v["record"]["outcome"],
                            "{name:?} outcome"
                        );
                        assert_eq!(
                            h.finish().to_string(),
                            v["hash"].as_str().unwrap(),
                            "{name:?} views/scenes/prompts"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    eprintln!("checked {checked}");
}
