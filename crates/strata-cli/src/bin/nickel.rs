//! The drop-in `nickel` binary: `nickel export ...`, `nickel query ...`.

#[path = "../nickel.rs"]
mod nickel;

fn main() -> std::process::ExitCode {
    nickel::main(std::env::args_os().collect())
}
