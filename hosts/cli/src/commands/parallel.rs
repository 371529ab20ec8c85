//! Many independent games across threads, with a progress bar: what `sim`, `arena` and
//! `balance` share. Each job is known by its index and its result depends on nothing
//! else, so the results, put back in index order, are the same whatever the threads.

use std::{
    io::Write,
    sync::{
        Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use crate::CliError;

/// Runs `job(i)` for every `i` below `jobs` on `threads` threads (each takes the next
/// index not yet taken), drawing a progress bar on stderr when `progress`; the results in
/// index order, or the first error (every thread then stops taking jobs; a thread that
/// panicked is `"{what} thread panicked"`).
pub(crate) fn run_all<T: Send>(
    what: &str,
    jobs: usize,
    threads: usize,
    progress: bool,
    job: impl Fn(usize) -> Result<T, CliError> + Sync,
) -> Result<Vec<T>, CliError> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed: Mutex<Option<CliError>> = Mutex::new(None);
    let start = Instant::now();
    let threads = threads.clamp(1, jobs.max(1));
    let results: Vec<Vec<(usize, T)>> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (next, done, failed, job) = (&next, &done, &failed, &job);
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= jobs {
                            break;
                        }
                        match job(i) {
                            Ok(r) => mine.push((i, r)),
                            Err(e) => {
                                if let Ok(mut slot) = failed.lock() {
                                    slot.get_or_insert(e);
                                }
                                // Stop every worker: the run has failed.
                                next.store(jobs, Ordering::Relaxed);
                                break;
                            }
                        }
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    mine
                })
            })
            .collect();
        if progress {
            draw_progress(&done, jobs, start, &workers);
        }
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_default())
            .collect()
    });
    if let Some(e) = failed.into_inner().ok().flatten() {
        return Err(e);
    }
    let mut all: Vec<(usize, T)> = results.into_iter().flatten().collect();
    if all.len() != jobs {
        return Err(CliError::Runtime(format!("{what} thread panicked")));
    }
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, r)| r).collect())
}

/// Draws a progress bar on stderr until `done` reaches `games` or every worker ended.
fn draw_progress<T>(
    done: &AtomicUsize,
    games: usize,
    start: Instant,
    workers: &[thread::ScopedJoinHandle<'_, T>],
) {
    let mut err = std::io::stderr();
    loop {
        let n = done.load(Ordering::Relaxed);
        let width = 30;
        let filled = n * width / games.max(1);
        let _ = write!(
            err,
            "\r[{}{}] {n}/{games} games  {:.1} s",
            "#".repeat(filled),
            ".".repeat(width - filled),
            start.elapsed().as_secs_f64()
        );
        let _ = err.flush();
        if n >= games || workers.iter().all(|w| w.is_finished()) {
            break;
        }
        thread::sleep(Duration::from_millis(100));
    }
    let _ = write!(err, "\r\x1b[K");
    let _ = err.flush();
}
