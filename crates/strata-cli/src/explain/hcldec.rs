//! `strata explain hcldec` (being built; see issue 22).

use std::ffi::OsString;

/// `strata explain hcldec ARGS... --path PATH`.
pub fn main(_args: Vec<OsString>) -> i32 {
    eprintln!("error: `strata explain hcldec` is not available in this build yet");
    1
}
