//! The open-file limit: the server raises its soft limit to the hard limit at start, keeps
//! its sockets below it, and at the limit refuses new connections visibly — HTTP 503 and a
//! line in its log — instead of leaving them hanging. The server runs in a child process
//! (this test binary again) whose limits are set low.

use std::{
    io::{BufRead, BufReader, Read},
    process::{Command, Stdio},
    sync::Arc,
    time::Duration,
};

use rlimit::Resource;
use tianhei_server::{Config, sqlite::SqliteStore};

const CHILD: &str = "TIANHEI_FD_LIMIT_CHILD";
const SOFT: u64 = 48;
const HARD: u64 = 160;

/// In the child: lower the limits, start the server, report, serve until stdin closes.
#[test]
fn child_server() {
    let Ok(db) = std::env::var(CHILD) else {
        return; // Run directly: nothing to do.
    };
    rlimit::setrlimit(Resource::NOFILE, SOFT, HARD).unwrap();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let store = Arc::new(SqliteStore::open(db.as_ref()).unwrap());
        let stop = async {
            let _ = tokio::task::spawn_blocking(|| {
                let mut s = String::new();
                let _ = std::io::stdin().read_line(&mut s);
            })
            .await;
        };
        let server = tokio::spawn(tianhei_server::run_with(
            listener,
            store,
            Config::for_tests(),
            stop,
        ));
        tokio::time::sleep(Duration::from_millis(200)).await;
        let (soft, hard) = Resource::NOFILE.get().unwrap();
        println!("LIMITS {soft} {hard}");
        println!("ADDR {addr}");
        let _ = server.await;
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_raises_its_open_file_limit_and_refuses_visibly_at_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "child_server", "--nocapture", "--test-threads=1"])
        .env(CHILD, dir.path().join("t.db"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut limits = None;
    let addr: std::net::SocketAddr = loop {
        let line = lines
            .next()
            .expect("the child reports its address")
            .unwrap();
        // The test harness may start the line with the test's name.
        if let Some((_, l)) = line.split_once("LIMITS ") {
            limits = Some(l.to_string());
        }
        if let Some((_, a)) = line.split_once("ADDR ") {
            break a.parse().unwrap();
        }
    };
    assert_eq!(
        limits.as_deref(),
        Some(format!("{HARD} {HARD}").as_str()),
        "the server raised its soft limit ({SOFT}) to the hard limit"
    );
    // WebSockets until the server refuses one: well before its descriptors run out.
    let mut open = Vec::new();
    let refused = loop {
        assert!(
            open.len() < HARD as usize,
            "{} connections and no refusal",
            open.len()
        );
        match tokio::time::timeout(
            Duration::from_secs(5),
            tokio_tungstenite::connect_async(format!("ws://{addr}/ws")),
        )
        .await
        .expect("a connection at the limit hangs")
        {
            Ok((ws, _)) => open.push(ws),
            Err(e) => break e.to_string(),
        }
    };
    assert!(refused.contains("503"), "refused with 503: {refused}");
    assert!(
        open.len() >= (HARD - 80) as usize,
        "the server took {} connections under a limit of {HARD}",
        open.len()
    );
    drop(open);
    drop(child.stdin.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let _ = child.wait();
    assert!(
        err.contains("refusing connections with 503"),
        "the refusal is logged: {err}"
    );
}
