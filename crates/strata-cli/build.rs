//! Build script of strata-cli: how the optimized binaries are linked on Linux.
//!
//! `-no-pie` (a position-dependent executable, as Go links HashiCorp's hcldec and spiff++)
//! drops the dynamic relocation table that a position-independent executable applies at start-up
//! (one 24-byte entry per absolute pointer in its data: 0.68 MB of the shipped `strata`, issue
//! 23's size bar). The code is the same (the linker resolves the position-independent code's
//! references at link time); the executable needs nothing newer from the C library, and is
//! not loaded at a random address.
//!
//! `--icf=all` (x86_64 Linux, whose default linker is Rust's `rust-lld`): the linker keeps one
//! copy of functions whose machine code and relocations are identical (monomorphized generics
//! that compile to the same code for different types: drops, moves, sorts). Rust does not promise
//! distinct addresses for distinct functions. The code linked in that compares function pointers
//! (oniguruma's warning callback against its no-op one, zlib-rs's allocator against its Rust
//! allocator) only decides whether to call or special-case that function, and a folded function
//! has the same code; mimalloc, ring and tree-sitter compare none. Without address-significance
//! tables lld keeps every read-only data section (statics, vtables, strings) unique, so only code
//! is folded.
//!
//! `--symbol-ordering-file=symbol-order.txt` (with `rust-lld` too): the functions that typical runs
//! execute (`benches/orderfile.py` lists them from callgrind runs of the release build and its
//! link map) are laid out first and together, so that a run touches about 2 MB of the
//! executable's code instead of 5-7 MB scattered over all of it: the kernel maps a binary's code
//! 64 KiB around every page fault, and each such window counts in the process's peak memory
//! (BENCHMARKS.md, session 42). Symbols are named with a hash of the build's settings: a build
//! with other settings (a profile, features, another toolchain) finds fewer of them, which only
//! loses the clustering (`--no-warn-symbol-ordering`). `STRATA_LINK_MAP=FILE` also writes the
//! link map that `orderfile.py` reads. Debug builds (tests) keep the defaults.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    println!("cargo::rerun-if-env-changed=RUSTC_LINKER");
    println!("cargo::rerun-if-env-changed=STRATA_LINK_MAP");
    println!("cargo::rerun-if-changed=symbol-order.txt");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    // `release` for every profile inheriting from the release profile (`profiling` too)
    let optimized = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    if linux && optimized {
        println!("cargo::rustc-link-arg-bins=-no-pie");
        if lld_by_default() {
            println!("cargo::rustc-link-arg-bins=-Wl,--icf=all");
            let order =
                std::path::Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default())
                    .join("symbol-order.txt");
            if order.exists() {
                println!(
                    "cargo::rustc-link-arg-bins=-Wl,--symbol-ordering-file={}",
                    order.display()
                );
                println!("cargo::rustc-link-arg-bins=-Wl,--no-warn-symbol-ordering");
            }
            if let Some(map) = std::env::var_os("STRATA_LINK_MAP") {
                println!(
                    "cargo::rustc-link-arg-bins=-Wl,-Map={}",
                    map.to_string_lossy()
                );
            }
        }
    }
}

/// Whether the binaries are linked by rustc's default linker for x86_64 Linux, `rust-lld` (through
/// the C compiler; the default since Rust 1.90): not with an older rustc (the workspace supports
/// 1.80, which links with the system's linker: GNU ld has no `--icf`), nor when the configuration
/// chooses another linker or linker flavour.
fn lld_by_default() -> bool {
    let target = std::env::var("TARGET").unwrap_or_default();
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
        .unwrap_or_default();
    // "rustc 1.95.0 (59807616e 2026-04-14)"
    let minor = version
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.split('.').nth(1))
        .and_then(|m| m.parse::<u32>().ok());
    target == "x86_64-unknown-linux-gnu"
        && minor.is_some_and(|m| m >= 90)
        && std::env::var_os("RUSTC_LINKER").is_none()
        && !flags.contains("linker")
}
