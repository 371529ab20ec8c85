//! The storage contract, run against the embedded SQLite file and a real PostgreSQL
//! cluster (a private one started for the test): what rooms write comes back the same,
//! a failing write in a batch changes nothing and stops no other, ended rooms leave the
//! open list and are purged, epochs grow. On PostgreSQL also the room leases: one holder
//! at a time, take-over after expiry with a larger fencing number, and a stalled former
//! owner's write refused by the fencing check.

mod common;

use std::time::Duration;

use tianhei_core::{GameRecord, Outcome, PromptId, RecordedAnswer, Seat};
use tianhei_server::{
    postgres::PgStore,
    sqlite::SqliteStore,
    store::{Claim, Owner, RoomRow, ScoreRow, SeatRow, Store, Strength, Write},
};

fn room(code: &str) -> RoomRow {
    RoomRow {
        code: code.into(),
        rules_id: "sharen".into(),
        rules_src: "game = \"sharen\"\n# 中文\n".into(),
        seats: 3,
        host_token: "host".into(),
        secret: "secret".into(),
        seed: Some(u64::MAX),
        bots: Default::default(),
    }
}

fn start() -> GameRecord {
    GameRecord {
        format: tianhei_core::record::RECORD_FORMAT,
        rules: "src".into(),
        seats: 3,
        seed: u64::MAX - 1,
        dealt: serde_json::json!({"roles": [1, 2, 3]}),
        answers: vec![],
        outcome: None,
    }
}

fn answer(prompt: u64) -> RecordedAnswer {
    RecordedAnswer {
        seat: Seat(2),
        prompt: PromptId(prompt),
        choice: vec![0, 2],
    }
}

fn create(code: &str) -> Write {
    Write::CreateRoom {
        room: room(code),
        seats: vec![SeatRow::Empty; 3],
    }
}

fn append(code: &str, index: usize, prompt: u64) -> Write {
    Write::AppendAnswer {
        code: code.into(),
        game: 1,
        index,
        answer: answer(prompt),
    }
}

/// Everything a store promises rooms, whatever it is.
fn contract(s: &dyn Store) {
    let seats = vec![
        SeatRow::Human {
            name: "小明".into(),
            token: "t".into(),
        },
        SeatRow::Bot {
            name: "机器人2".into(),
        },
        SeatRow::Empty,
    ];
    s.write(create("ABCD")).unwrap();
    assert!(s.write(create("ABCD")).is_err(), "room codes are unique");
    s.write(Write::SaveSeats {
        code: "ABCD".into(),
        seats: seats.clone(),
    })
    .unwrap();
    assert!(
        s.write(Write::SaveSeats {
            code: "NONE".into(),
            seats: seats.clone()
        })
        .is_err(),
        "saving the seats of no room fails"
    );
    s.write(Write::StartGame {
        code: "ABCD".into(),
        game: 1,
        start: start(),
    })
    .unwrap();
    // Prompt ids carry the seat in their high bits: the whole u64 must come back.
    let big = (7u64 << 56) | 12345;
    s.write(append("ABCD", 0, big)).unwrap();

    // A batch: the failing write (a repeated index) changes nothing, the others land.
    let results = s.apply(&[
        append("ABCD", 1, 2),
        append("ABCD", 0, 99),
        append("ABCD", 2, 3),
    ]);
    assert!(results[0].is_ok() && results[2].is_ok(), "{results:?}");
    assert!(results[1].is_err(), "a repeated answer index is refused");

    let open = s.open_rooms().unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].room, room("ABCD"));
    assert_eq!(
        open[0].room.bots,
        Strength::Normal,
        "bots are normal at first"
    );
    s.write(Write::SetBots {
        code: "ABCD".into(),
        bots: Strength::Strong,
    })
    .unwrap();
    assert!(
        s.write(Write::SetBots {
            code: "NONE".into(),
            bots: Strength::Strong
        })
        .is_err(),
        "setting the bots of no room fails"
    );
    let open = s.open_rooms().unwrap();
    assert_eq!(open[0].room.bots, Strength::Strong, "the strength is kept");
    assert_eq!(open[0].seats, seats);
    assert_eq!(open[0].games, 1);
    let rec = open[0].current.clone().unwrap();
    assert_eq!(rec.seed, u64::MAX - 1);
    assert_eq!(rec.dealt, start().dealt);
    assert_eq!(
        rec.answers,
        vec![answer(big), answer(2), answer(3)],
        "answers in index order, the refused one absent"
    );
    let one = s.open_room("ABCD").unwrap().expect("the room is open");
    assert_eq!(one.current.unwrap().answers.len(), 3);
    assert!(s.open_room("ZZZZ").unwrap().is_none());

    let outcome = Outcome {
        result: tianhei_core::outcome::GameResult::Draw,
        seats: vec![],
        summary: tianhei_core::Text::new("平局", "a draw"),
    };
    let scores = vec![ScoreRow {
        name: "小明".into(),
        games: 1,
        wins: 1,
        score: 30,
    }];
    s.write(Write::FinishGame {
        code: "ABCD".into(),
        game: 1,
        outcome: outcome.clone(),
        scores: scores.clone(),
    })
    .unwrap();
    let rec = s.record("ABCD", 1).unwrap().unwrap();
    assert_eq!(rec.outcome, Some(outcome));
    assert!(s.record("ABCD", 2).unwrap().is_none());
    assert_eq!(s.open_rooms().unwrap()[0].scores, scores);

    // A second room that never finishes a game: purged at once when ended.
    s.write(create("EFGH")).unwrap();
    s.write(Write::EndRoom {
        code: "EFGH".into(),
        at: 1_000,
    })
    .unwrap();
    s.write(Write::EndRoom {
        code: "ABCD".into(),
        at: 2_000,
    })
    .unwrap();
    assert!(
        s.open_rooms().unwrap().is_empty(),
        "ended rooms are not open"
    );
    assert_eq!(s.purge_ended(1_500).unwrap(), 1, "the unfinished one only");
    assert!(
        s.record("ABCD", 1).unwrap().is_some(),
        "kept until retention"
    );
    assert_eq!(s.purge_ended(2_500).unwrap(), 1);
    assert!(
        s.record("ABCD", 1).unwrap().is_none(),
        "purged with its games"
    );
    s.write(create("ABCD"))
        .expect("a purged room's code is free again");

    let a = s.next_epoch().unwrap();
    let b = s.next_epoch().unwrap();
    assert!(b > a, "epochs grow");
}

#[test]
fn the_sqlite_store_keeps_the_contract() {
    let dir = tempfile::tempdir().unwrap();
    let s = SqliteStore::open(&dir.path().join("t.db")).unwrap();
    assert!(!s.shared(), "one process's file");
    contract(&s);
}

#[test]
fn the_postgres_store_keeps_the_contract() {
    let pg = common::pg::Cluster::start();
    let s = PgStore::connect(&pg.url()).unwrap();
    assert!(s.shared());
    contract(&s);
    // Reopening migrates nothing and keeps the data; the epoch still grows.
    let e = s.next_epoch().unwrap();
    drop(s);
    let s = PgStore::connect(&pg.url()).unwrap();
    assert!(s.next_epoch().unwrap() > e);
    assert!(s.open_room("ABCD").unwrap().is_some());
}

#[test]
fn a_bad_postgres_url_or_an_unreachable_server_is_a_clear_error() {
    let e = PgStore::connect("postgres://nobody@127.0.0.1:1/none")
        .err()
        .expect("nothing listens on port 1");
    assert!(e.to_string().contains("cannot prepare the database"), "{e}");
    let e = PgStore::connect("postgres://a@b:notaport/x")
        .err()
        .expect("not a URL");
    assert!(e.to_string().contains("not a PostgreSQL URL"), "{e}");
}

fn owner(id: &str) -> Owner {
    Owner {
        id: id.into(),
        url: format!("http://{id}.example:7878"),
    }
}

#[test]
fn one_process_holds_a_room_lease_and_a_stalled_former_owner_cannot_write() {
    let pg = common::pg::Cluster::start();
    let a = PgStore::connect(&pg.url()).unwrap();
    let b = PgStore::connect(&pg.url()).unwrap();
    let (pa, pb) = (owner("a"), owner("b"));
    let ttl = Duration::from_millis(400);
    a.write(create("ROOM")).unwrap();
    a.write(Write::StartGame {
        code: "ROOM".into(),
        game: 1,
        start: start(),
    })
    .unwrap();
    assert_eq!(a.claim("NONE", &pa, ttl).unwrap(), Claim::NoRoom);
    let Claim::Won { fence: fa } = a.claim("ROOM", &pa, ttl).unwrap() else {
        panic!("the first claim wins")
    };
    assert_eq!(
        b.claim("ROOM", &pb, ttl).unwrap(),
        Claim::Held {
            url: pa.url.clone()
        },
        "a live lease sends others to its owner"
    );
    let r = a.apply_fenced(&[(append("ROOM", 0, 1), Some(fa))]);
    assert!(r[0].is_ok(), "the holder writes: {r:?}");
    assert!(
        a.renew(&pa, &[("ROOM".into(), fa)], ttl)
            .unwrap()
            .is_empty(),
        "the holder renews"
    );

    // A pauses past its lease; B takes the room over.
    std::thread::sleep(ttl + Duration::from_millis(200));
    let Claim::Won { fence: fb } = b.claim("ROOM", &pb, ttl).unwrap() else {
        panic!("an expired lease is taken over")
    };
    assert!(fb > fa, "the new holder's fencing number is larger");
    let r = a.apply_fenced(&[
        (append("ROOM", 1, 2), Some(fa)),
        (append("ROOM", 1, 3), Some(fb)),
    ]);
    let e = r[0]
        .clone()
        .expect_err("the stalled owner's write is refused");
    assert!(e.is_fence_lost(), "{e}");
    assert!(
        r[1].is_ok(),
        "the same batch's write with the live fence lands"
    );
    assert_eq!(
        a.renew(&pa, &[("ROOM".into(), fa)], ttl).unwrap(),
        vec!["ROOM".to_string()],
        "the former owner learns it lost the room"
    );
    let rec = b.open_room("ROOM").unwrap().unwrap().current.unwrap();
    assert_eq!(
        rec.answers,
        vec![answer(1), answer(3)],
        "nothing of the stalled write"
    );

    // At shutdown a holder gives the room up: it may be taken at once.
    b.release(&pb, "ROOM").unwrap();
    assert!(matches!(a.claim("ROOM", &pa, ttl).unwrap(), Claim::Won { fence } if fence > fb));
}
