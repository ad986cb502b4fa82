//! Build script of strata-cli: the optimized binaries are linked at a fixed address on Linux.
//!
//! `-no-pie` (a position-dependent executable, as Go links HashiCorp's hcldec and spiff++)
//! drops the dynamic relocation table that a position-independent executable applies at start-up
//! (one 24-byte entry per absolute pointer in its data: 0.68 MB of the shipped `strata`, issue
//! 23's size bar). The code is the same (the linker resolves the position-independent code's
//! references at link time); the executable needs nothing newer from the C library, and is
//! not loaded at a random address. Debug builds (tests) keep the default.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    // `release` for every profile inheriting from the release profile (`profiling` too)
    let optimized = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if linux && optimized {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
