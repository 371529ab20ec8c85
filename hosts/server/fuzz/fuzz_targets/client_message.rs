//! Every frame a client can send, through the server's parsing: the cheap `re` scan, the
//! full parse, the reply built for it (`tianhei_server::protocol::audit` panics on a
//! broken invariant). The first byte picks the scan limit so short limits are covered too.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (limit, frame) = match data.split_first() {
        Some((&b, rest)) if b < 16 => (b as usize * 4, rest),
        _ => (8 * 1024, data),
    };
    tianhei_server::protocol::audit(frame, limit);
});
