//! `hcldec`: the drop-in binary. Identical to `strata hcldec`.

#[path = "../hcldec.rs"]
mod hcldec;

fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    hcldec::main(&args)
}
