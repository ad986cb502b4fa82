//! The drop-in `spiff` binary: `spiff merge ...`, `spiff diff ...`.

#[path = "../spiff.rs"]
mod spiff;

fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    spiff::main(&args)
}
