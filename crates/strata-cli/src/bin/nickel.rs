//! `nickel`: the drop-in binary, identical to `strata nickel` ([`strata_cli::nickel`]).
fn main() -> std::process::ExitCode {
    strata_cli::run(strata_cli::nickel::main)
}
