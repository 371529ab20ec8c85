//! The `tianhei` binary: see the library for the commands.

/// Games allocate small, short-lived values at every decision; mimalloc serves them
/// faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    tianhei::main()
}
