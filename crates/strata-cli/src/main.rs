//! `strata`: one binary for every configuration system strata implements ([`strata_cli::strata`]).
fn main() -> std::process::ExitCode {
    strata_cli::run(strata_cli::strata::main)
}
