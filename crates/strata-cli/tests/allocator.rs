//! The binaries' allocator settings (issue 22): mimalloc is built without transparent huge
//! pages (`no_thp`), so no mapping of a running `strata` carries the kernel's huge-page advice
//! (`hg` in `/proc/PID/smaps`' `VmFlags`), which mimalloc would otherwise give its arena at the
//! first allocation, before `main`.

#[cfg(target_os = "linux")]
#[test]
fn no_mapping_asks_for_transparent_huge_pages() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    // `nickel export` without a file reads its program from standard input: the process waits
    // there, with its allocator set up, while its mappings are read.
    let mut child = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["nickel", "export"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("strata starts");
    let smaps = format!("/proc/{}/smaps", child.id());
    // mimalloc's arena: the one mapping of at least 1 GiB (`VmFlags` follow each mapping)
    let arena = |text: &str| {
        text.lines().any(|l| {
            l.split_once(' ')
                .and_then(|(range, _)| range.split_once('-'))
                .and_then(|(a, b)| {
                    let (a, b) = (
                        u64::from_str_radix(a, 16).ok()?,
                        u64::from_str_radix(b, 16).ok()?,
                    );
                    Some(b.saturating_sub(a) >= 1 << 30)
                })
                .unwrap_or(false)
        })
    };
    let start = Instant::now();
    let text = loop {
        let text = std::fs::read_to_string(&smaps).unwrap_or_default();
        if arena(&text) || start.elapsed() > Duration::from_secs(20) {
            break text;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(b"{ a = 1 }")
        .expect("program written");
    let out = child.wait_with_output().expect("strata ends");
    assert!(arena(&text), "no mimalloc arena in {smaps}:\n{text}");
    let advised: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("VmFlags:") && l.split_whitespace().any(|f| f == "hg"))
        .collect();
    assert!(
        advised.is_empty(),
        "mappings with huge-page advice: {advised:?}"
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "{\n  \"a\": 1\n}\n");
}
