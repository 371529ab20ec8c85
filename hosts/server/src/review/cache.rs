//! Reviews built once: a finished game's [`Review`] is built on its first request (one
//! build at a time on the server, one per game however many ask at once) and kept, most
//! recently used first, within a budget of bytes.

use std::sync::{Arc, Mutex};

use tokio::sync::{OnceCell, Semaphore};

use super::Review;
use crate::store::{Store, StoreError};

/// What a game's review is.
pub enum Found {
    /// Built (now or before).
    Review(Arc<Review>),
    /// No such game.
    Missing,
    /// The game is still running: no review yet.
    Running,
}

type Key = (String, u32);

struct Entry {
    key: Key,
    cell: Arc<OnceCell<Arc<Review>>>,
}

/// The reviews kept.
pub struct Reviews {
    /// Most recently used last.
    entries: Mutex<Vec<Entry>>,
    /// One build at a time: a build replays a whole game.
    building: Semaphore,
    /// Bytes the kept reviews may hold together (the newest is kept whatever its size).
    budget: usize,
}

impl Reviews {
    /// No review kept yet; at most `budget` bytes of them.
    pub fn new(budget: usize) -> Reviews {
        Reviews {
            entries: Mutex::new(Vec::new()),
            building: Semaphore::new(1),
            budget,
        }
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, Vec<Entry>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The review of `code`'s game `game` if it is built already.
    pub fn cached(&self, code: &str, game: u32) -> Option<Arc<Review>> {
        let mut entries = self.entries();
        let i = entries
            .iter()
            .position(|e| e.key.0 == code && e.key.1 == game)?;
        let r = entries[i].cell.get()?.clone();
        let e = entries.remove(i);
        entries.push(e);
        Some(r)
    }

    /// The review of `code`'s game `game`: kept, or built from `store`'s record.
    pub async fn load(
        &self,
        store: Arc<dyn Store>,
        code: &str,
        game: u32,
    ) -> Result<Found, StoreError> {
        let key = (code.to_string(), game);
        let cell = {
            let mut entries = self.entries();
            match entries.iter().find(|e| e.key == key) {
                Some(e) => e.cell.clone(),
                None => {
                    let cell = Arc::new(OnceCell::new());
                    entries.push(Entry {
                        key: key.clone(),
                        cell: cell.clone(),
                    });
                    cell
                }
            }
        };
        let built = cell
            .get_or_try_init(|| async {
                let _one = self
                    .building
                    .acquire()
                    .await
                    .map_err(|e| Fail::Store(StoreError(e.to_string())))?;
                let (code, game) = key.clone();
                tokio::task::spawn_blocking(move || {
                    let record = store.record(&code, game).map_err(Fail::Store)?;
                    let record = record.ok_or(Fail::Missing)?;
                    if record.outcome.is_none() {
                        return Err(Fail::Running);
                    }
                    Review::build(&record)
                        .map(Arc::new)
                        .map_err(|e| Fail::Store(StoreError(e)))
                })
                .await
                .map_err(|e| Fail::Store(StoreError(e.to_string())))?
            })
            .await
            .cloned();
        let mut entries = self.entries();
        match built {
            Ok(review) => {
                self.keep(&mut entries, &key);
                Ok(Found::Review(review))
            }
            Err(fail) => {
                // Nothing to keep: the next request looks again.
                entries.retain(|e| !(e.key == key && e.cell.get().is_none()));
                match fail {
                    Fail::Missing => Ok(Found::Missing),
                    Fail::Running => Ok(Found::Running),
                    Fail::Store(e) => Err(e),
                }
            }
        }
    }

    /// Makes `key` the most recently used and gives up the least recently used reviews
    /// past the budget.
    fn keep(&self, entries: &mut Vec<Entry>, key: &Key) {
        if let Some(i) = entries.iter().position(|e| &e.key == key) {
            let e = entries.remove(i);
            entries.push(e);
        }
        let mut total: usize = entries
            .iter()
            .filter_map(|e| e.cell.get().map(|r| r.bytes()))
            .sum();
        while total > self.budget {
            // The oldest built review that is not the newest one.
            let Some(i) = entries[..entries.len().saturating_sub(1)]
                .iter()
                .position(|e| e.cell.get().is_some())
            else {
                break;
            };
            let e = entries.remove(i);
            total -= e.cell.get().map_or(0, |r| r.bytes());
        }
    }

    /// Reviews kept (built).
    pub fn len(&self) -> usize {
        self.entries()
            .iter()
            .filter(|e| e.cell.get().is_some())
            .count()
    }

    /// Whether no review is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Why a build gave no review.
#[derive(Debug)]
enum Fail {
    Missing,
    Running,
    Store(StoreError),
}

#[cfg(test)]
pub(crate) mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use tianhei_core::{Bot, GameRecord, Match, RandomBot, Seat, bot::play_out};

    use super::*;
    use crate::store::{StoreResult, StoredRoom, Write};

    /// A store of one finished game that counts how often its record is read.
    struct OneGame {
        record: GameRecord,
        reads: AtomicUsize,
    }

    impl Store for OneGame {
        fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
            writes.iter().map(|_| Ok(())).collect()
        }
        fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>> {
            Ok(Vec::new())
        }
        fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>> {
            self.reads.fetch_add(1, Ordering::SeqCst);
            Ok((code != "ZZZZ" && game == 1).then(|| self.record.clone()))
        }
        fn purge_ended(&self, _: u64) -> StoreResult<usize> {
            Ok(0)
        }
        fn next_epoch(&self) -> StoreResult<u64> {
            Ok(1)
        }
    }

    pub(crate) fn finished(rules: &str, seats: usize, seed: u64) -> GameRecord {
        let file = tianhei_catalog::load(rules).unwrap();
        let mut m = Match::new(file, seats, seed).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|s| Box::new(RandomBot::new(seed, Seat(s as u8))) as Box<dyn Bot>)
            .collect();
        play_out(&mut m, &mut bots, 100_000).unwrap();
        m.record()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_review_is_built_once_however_many_ask_at_once() {
        let store = Arc::new(OneGame {
            record: finished("mini-wolf", 6, 3),
            reads: AtomicUsize::new(0),
        });
        let reviews = Arc::new(Reviews::new(64 << 20));
        assert!(reviews.cached("ABCD", 1).is_none());
        let asks: Vec<_> = (0..8)
            .map(|_| {
                let (reviews, store) = (reviews.clone(), store.clone());
                tokio::spawn(async move { reviews.load(store, "ABCD", 1).await })
            })
            .collect();
        let mut built = Vec::new();
        for a in asks {
            match a.await.unwrap().unwrap() {
                Found::Review(r) => built.push(r),
                _ => panic!("the game is there"),
            }
        }
        assert_eq!(
            store.reads.load(Ordering::SeqCst),
            1,
            "one build for eight asks"
        );
        assert!(built.iter().all(|r| Arc::ptr_eq(r, &built[0])));
        let kept = reviews.cached("ABCD", 1).expect("kept");
        assert!(Arc::ptr_eq(&kept, &built[0]));
        assert_eq!(store.reads.load(Ordering::SeqCst), 1);
        // A missing game is not kept: it is looked for again next time.
        assert!(matches!(
            reviews.load(store.clone(), "ZZZZ", 1).await,
            Ok(Found::Missing)
        ));
        assert_eq!(reviews.len(), 1);
    }

    #[tokio::test]
    async fn kept_reviews_stay_within_their_budget() {
        let store = Arc::new(OneGame {
            record: finished("mini-wolf", 6, 3),
            reads: AtomicUsize::new(0),
        });
        let reviews = Reviews::new(1);
        let Ok(Found::Review(r)) = reviews.load(store.clone(), "ABCD", 1).await else {
            panic!("built");
        };
        assert!(r.bytes() > 1);
        assert_eq!(reviews.len(), 1, "the newest is kept whatever its size");
        // Another game's review pushes it out.
        assert!(matches!(
            reviews.load(store, "EFGH", 1).await,
            Ok(Found::Review(_))
        ));
        assert_eq!(reviews.len(), 1);
        assert!(reviews.cached("ABCD", 1).is_none() && reviews.cached("EFGH", 1).is_some());
    }
}
