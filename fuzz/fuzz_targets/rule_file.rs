//! Any text as a rule-set file (see `tianhei_tests::fuzz::rule_file`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| tianhei_tests::fuzz::rule_file(data));
