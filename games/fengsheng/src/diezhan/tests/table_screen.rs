//! What 谍战篇 puts on the shared screen: who is dying and that the table waits for
//! 【澄清】, the intel's direction and locked player, face-up characters' skills, the
//! characters on the end table; and the dying player asked about himself is asked 「对自己」.

use tianhei_core::{Scene, Seat, SeatSet, Table, Viewer};

use super::harness::*;
use crate::diezhan::{deck::Kind, identity::Task};

fn public(t: &T) -> Scene {
    t.g.scene(Viewer::Public)
}

fn pending_text(sc: &Scene) -> String {
    serde_json::to_string(&sc.pending).unwrap()
}

#[test]
fn the_tv_shows_who_is_dying_and_that_the_table_waits_for_clarify() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    t.intel(0, "K");
    t.intel(0, "K");
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    t.say(1, "end");
    let key = format!("send:{}:to:1", t.c(c));
    t.say(1, &key);
    t.say(0, "accept");
    t.pass_kind("diezhan.fight");
    assert_eq!(t.prompt(0).kind, "diezhan.rescue");
    let sc = public(&t);
    let line = sc.banner.line.as_ref().map(|l| l.zh.to_string());
    assert_eq!(line.as_deref(), Some("1号濒死，等待【澄清】"));
    let p = pending_text(&sc);
    assert!(p.contains("濒死") && p.contains("等待【澄清】"), "{p}");
    let badge = serde_json::to_string(&sc.seats[0].badges).unwrap();
    assert!(
        badge.contains("\"濒死\"") && badge.contains("red"),
        "{badge}"
    );
    // The dying player is asked about himself as himself; the next seat about him.
    assert_eq!(t.prompt(0).text.zh, "你濒死：对自己使用【澄清】？");
    t.say(0, "pass");
    assert_eq!(t.prompt(1).text.zh, "1号濒死：对他使用【澄清】？");
}

#[test]
fn the_intel_in_transit_shows_its_direction_and_the_locked_player() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    t.say(1, "end");
    let key = format!("send:{}:to:3", t.c(c));
    t.say(1, &key);
    let p = pending_text(&public(&t));
    assert!(
        ["→ 向右传递", "← 向左传递", "↑ 直达"]
            .iter()
            .any(|w| p.contains(w)),
        "{p}"
    );
    t.g.pending.as_mut().expect("in transit").lock = Some(Seat(2));
    let p = pending_text(&public(&t));
    assert!(p.contains("🔒锁定3号"), "{p}");
}

#[test]
fn face_up_characters_show_their_skills_on_the_tv() {
    let mut t = table_chars(&[Q, G, Q, G, m(Task::Usurper)]);
    t.character(0, "老鳖（香烟贩子）", true);
    t.character(1, "老鳖（香烟贩子）", false);
    let sc = public(&t);
    let refs: Vec<String> = sc
        .zones
        .iter()
        .filter(|z| z.reference)
        .map(|z| z.title.zh.to_string())
        .collect();
    assert!(refs.iter().any(|r| r.starts_with("1号的角色")), "{refs:?}");
    assert!(
        !refs.iter().any(|r| r.starts_with("2号")),
        "face-down stays hidden: {refs:?}"
    );
    let zone = sc.zones.iter().find(|z| z.reference).unwrap();
    let names: Vec<&str> = zone.cards.iter().map(|c| &*c.name.zh).collect();
    assert!(
        names.contains(&"联络") && names.contains(&"明饵"),
        "{names:?}"
    );
}

#[test]
fn the_end_table_names_each_seats_character() {
    let mut t = table_chars(&[Q, G, Q, G, m(Task::Usurper)]);
    t.character(0, "老鳖（香烟贩子）", true);
    t.g.finish(SeatSet::one(Seat(0)));
    let o = t.g.outcome().expect("over");
    assert!(
        o.seats[0].role.zh.ends_with("·老鳖（香烟贩子）"),
        "{}",
        o.seats[0].role.zh
    );
}
