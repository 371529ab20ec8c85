//! The `tianhei` binary: see the library for the commands.

fn main() -> std::process::ExitCode {
    tianhei::main()
}
