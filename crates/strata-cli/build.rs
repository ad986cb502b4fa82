//! Link settings of the command-line binaries (`strata`, `spiff`, `hcldec`, `nickel`).
//!
//! On Linux with glibc the binaries are linked with packed relative relocations
//! (`-z pack-relative-relocs`, `DT_RELR`): a position-independent executable keeps one
//! 24-byte `R_X86_64_RELATIVE` entry per absolute pointer in its data (vtables, string
//! tables, `&'static` slices), which the dynamic loader applies at start-up; packed, they are
//! a bitmap of a few kilobytes. The executable stays position independent (its address is
//! still randomized) and its code is the same; it needs glibc 2.36 or later to start (Debian
//! 12, the release image's base; BENCHMARKS.md, binary size, has the figures).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
