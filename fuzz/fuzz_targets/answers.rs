//! Any bytes as a game of a shipped rule set, answered legally and illegally (see
//! `tianhei_tests::fuzz::answers`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tianhei_tests::fuzz::answers(data));
