//! The `strata` binary's allocator settings (issue 22): mimalloc without transparent huge pages
//! unless `MIMALLOC_ALLOW_THP=1` asks for them (`src/main.rs`). mimalloc prints its options at
//! start-up under `MIMALLOC_VERBOSE=1`.

use std::process::Command;

const STRATA: &str = env!("CARGO_BIN_EXE_strata");

/// The `allow_thp` line mimalloc prints when `strata --version` starts, with `MIMALLOC_ALLOW_THP`
/// set to `value` (or unset).
fn allow_thp_line(value: Option<&str>) -> String {
    let mut cmd = Command::new(STRATA);
    cmd.arg("--version")
        .env("MIMALLOC_VERBOSE", "1")
        .env_remove("MIMALLOC_ALLOW_THP");
    if let Some(v) = value {
        cmd.env("MIMALLOC_ALLOW_THP", v);
    }
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{STRATA} runs: {e}"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "strata --version failed:\n{err}");
    err.lines()
        .find(|l| l.contains("option 'allow_thp'"))
        .unwrap_or_else(|| panic!("no allow_thp option in mimalloc's start-up lines:\n{err}"))
        .trim()
        .to_string()
}

#[cfg(target_os = "linux")]
#[test]
fn transparent_huge_pages_are_off_unless_the_environment_asks() {
    assert_eq!(allow_thp_line(None), "mimalloc: option 'allow_thp': 0");
    assert_eq!(allow_thp_line(Some("1")), "mimalloc: option 'allow_thp': 1");
}
