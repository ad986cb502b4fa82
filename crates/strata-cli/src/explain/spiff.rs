//! `strata explain spiff` (being built; see issue 22).

use std::ffi::OsString;

/// `strata explain spiff ARGS... --path PATH`.
pub fn main(_args: Vec<OsString>) -> i32 {
    eprintln!("error: `strata explain spiff` is not available in this build yet");
    1
}
