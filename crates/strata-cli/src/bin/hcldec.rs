//! `hcldec`: the drop-in binary, identical to `strata hcldec` ([`strata_cli::hcldec`]).
fn main() -> std::process::ExitCode {
    strata_cli::run(strata_cli::hcldec::main)
}
