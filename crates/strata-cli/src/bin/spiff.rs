//! `spiff`: the drop-in binary, identical to `strata spiff` ([`strata_cli::spiff`]).
fn main() -> std::process::ExitCode {
    strata_cli::run(strata_cli::spiff::main)
}
