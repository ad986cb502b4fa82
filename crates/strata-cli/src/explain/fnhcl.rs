//! `strata explain fn-hcl` (being built; see issue 22).

use std::ffi::OsString;

/// `strata explain fnhcl ARGS... --path PATH`.
pub fn main(_args: Vec<OsString>) -> i32 {
    eprintln!("error: `strata explain fnhcl` is not available in this build yet");
    1
}
