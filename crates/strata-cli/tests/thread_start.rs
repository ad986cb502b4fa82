//! The `nickel` command line evaluates on a thread with a 64 MiB stack; when the system refuses
//! that thread (here: an address-space limit set with `ulimit -v`), it reports a clear error
//! and exits 1 instead of panicking.

#[cfg(all(target_os = "linux", feature = "nickel"))]
#[test]
fn nickel_reports_an_evaluation_thread_that_cannot_start() {
    let dir = std::env::temp_dir().join(format!("strata-thread-start-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let file = dir.join("x.ncl");
    std::fs::write(&file, "{ a = 1 }").expect("write x.ncl");
    let bin = env!("CARGO_BIN_EXE_strata");
    // the smallest limits leave no room to start the program at all, the largest leave room for
    // the thread: somewhere between, the thread is refused
    let mut refused = None;
    for kib in (20_000..=400_000).step_by(10_000) {
        let out = std::process::Command::new("bash")
            .arg("-c")
            .arg(format!(
                "ulimit -v {kib} && exec \"$0\" nickel export \"$1\""
            ))
            .arg(bin)
            .arg(&file)
            .output()
            .expect("bash runs");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            !stderr.contains("spawning the evaluation thread"),
            "ulimit -v {kib}: panicked\n{stderr}"
        );
        if stderr.contains("cannot start the evaluation thread") {
            assert_eq!(out.status.code(), Some(1), "ulimit -v {kib}: {stderr}");
            refused = Some(kib);
            break;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        refused.is_some(),
        "no address-space limit between 20 and 400 MB refused the evaluation thread"
    );
}
