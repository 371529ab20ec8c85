//! A short, bounded run of the fuzz harnesses in the test suite: seeded random inputs (and
//! the fuzz seeds in `fuzz/seeds/`) through the same checks the
//! coverage-guided targets run. The long runs, and their figures, are in BENCHMARKS.md.

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tianhei_tests::fuzz;

fn random_inputs(seed: u64, count: usize, max_len: usize) -> Vec<Vec<u8>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let len = rng.random_range(0..max_len);
            let mut v = vec![0u8; len];
            rng.fill_bytes(&mut v);
            v
        })
        .collect()
}

/// The committed seeds of a target, and with `TIANHEI_FUZZ_CORPUS=dir` also every file in
/// `dir/<target>` (the corpus a long fuzz run grew, e.g. `fuzz/corpus`, replayed on the code
/// as it is now).
fn corpus(target: &str) -> Vec<Vec<u8>> {
    // Relative paths are from the workspace root.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let seeds = root.join("fuzz/seeds").join(target);
    let grown = std::env::var_os("TIANHEI_FUZZ_CORPUS").map(|d| root.join(d).join(target));
    let mut out = Vec::new();
    for dir in std::iter::once(seeds).chain(grown) {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        out.extend(
            entries
                .filter_map(Result::ok)
                .filter_map(|e| std::fs::read(e.path()).ok()),
        );
    }
    out
}

#[test]
fn random_answer_sequences_keep_every_game_sound() {
    for input in random_inputs(1, 3_000, 600)
        .iter()
        .chain(&corpus("answers"))
    {
        fuzz::answers(input);
    }
}

#[test]
fn random_and_mangled_rule_files_never_panic() {
    let shipped: Vec<String> = tianhei_catalog::SHIPPED
        .iter()
        .map(|(_, src)| src.to_string())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut inputs: Vec<Vec<u8>> = random_inputs(3, 500, 300);
    // Shipped files with a few bytes changed, cut short, or lines dropped.
    for _ in 0..2_000 {
        let mut src = shipped[rng.random_range(0..shipped.len())]
            .clone()
            .into_bytes();
        match rng.random_range(0..3) {
            0 => {
                for _ in 0..rng.random_range(1..6) {
                    let i = rng.random_range(0..src.len());
                    const BYTES: &[u8] = b"=\"[]{}.,-0123456789truefalsxyz \n";
                    src[i] = BYTES[rng.random_range(0..BYTES.len())];
                }
            }
            1 => src.truncate(rng.random_range(0..src.len())),
            _ => {
                let text = String::from_utf8_lossy(&src).to_string();
                let lines: Vec<&str> = text.lines().collect();
                let drop = rng.random_range(0..lines.len());
                src = lines
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != drop)
                    .map(|(_, l)| *l)
                    .collect::<Vec<_>>()
                    .join("\n")
                    .into_bytes();
            }
        }
        inputs.push(src);
    }
    for input in inputs.iter().chain(&corpus("rule_file")) {
        fuzz::rule_file(input);
    }
}
