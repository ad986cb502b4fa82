//! Export writes its text to the output in chunks as it is produced: a program nested 10,000
//! deep has 200 MB of indented JSON, which never sits in memory at once; and a value that cannot
//! be exported writes nothing, however much text comes before the failing part.

use strata_core::host::MemoryHost;
use strata_nickel::Nickel;

/// Counts what it receives and keeps both ends of it.
#[derive(Default)]
struct Probe {
    total: usize,
    writes: usize,
    largest: usize,
    head: Vec<u8>,
    tail: Vec<u8>,
}

impl std::io::Write for Probe {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.total += buf.len();
        self.writes += 1;
        self.largest = self.largest.max(buf.len());
        let room = 256usize.saturating_sub(self.head.len());
        self.head.extend_from_slice(&buf[..room.min(buf.len())]);
        self.tail.extend_from_slice(buf);
        if self.tail.len() > 256 {
            self.tail.drain(..self.tail.len() - 256);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Probe {
    /// The output starts with `head` and ends with `tail`, and came in more than `min_writes`
    /// writes of less than `max_write` bytes each.
    fn check(&self, head: &[u8], tail: &[u8], min_writes: usize, max_write: usize) {
        assert_eq!(&self.head[..head.len()], head);
        assert!(self.tail.ends_with(tail));
        assert!(self.writes > min_writes, "{} writes", self.writes);
        assert!(
            self.largest < max_write,
            "a write of {} bytes",
            self.largest
        );
    }
}

fn session() -> Nickel {
    Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS)
}

fn json_of_nest(depth: usize, out: &mut String) {
    // what `nickel export` prints for `{a = {a = ... {x = 1} ...}}`, for a small depth
    out.push('{');
    for i in 1..=depth {
        out.push('\n');
        out.push_str(&"  ".repeat(i));
        out.push_str("\"a\": {");
    }
    out.push('\n');
    out.push_str(&"  ".repeat(depth + 1));
    out.push_str("\"x\": 1");
    for i in (0..=depth).rev() {
        out.push('\n');
        out.push_str(&"  ".repeat(i));
        out.push('}');
    }
    out.push('\n');
}

fn nest(depth: usize) -> String {
    format!("{}{{x = 1}}{}", "{a = ".repeat(depth), "}".repeat(depth))
}

#[test]
fn deep_json_is_written_in_chunks() {
    let mut expected = String::new();
    json_of_nest(3, &mut expected);
    let mut nk = session();
    let v = nk.eval_source("small.ncl", &nest(3)).unwrap();
    assert_eq!(nk.export(&v, "json").unwrap(), expected);

    let depth = 10_000;
    let mut nk = session();
    let v = nk.eval_source("deep.ncl", &nest(depth)).expect("evaluates");
    let mut probe = Probe::default();
    nk.export_to(&v, "json", &mut probe).expect("exports");
    // every line: its indentation, its text and a newline
    let size: usize = 2
        + (1..=depth).map(|i| 2 * i + 7).sum::<usize>()
        + 2 * (depth + 1)
        + 7
        + (0..=depth).map(|i| 2 * i + 2).sum::<usize>();
    assert_eq!(probe.total, size);
    assert!(size > 200_000_000);
    // held up to 16 MiB, then written in pieces of about 64 KiB (plus a line)
    probe.check(
        b"{\n  \"a\": {\n    \"a\"",
        b"\n    }\n  }\n}\n",
        1000,
        17 << 20,
    );
    std::mem::forget(v);
    std::mem::forget(nk);
}

#[test]
fn deep_yaml_is_written_in_chunks() {
    let depth = 5_000;
    let mut nk = session();
    let v = nk.eval_source("deep.ncl", &nest(depth)).expect("evaluates");
    let mut probe = Probe::default();
    nk.export_to(&v, "yaml", &mut probe).expect("exports");
    // `a:` lines indented by two per level, then `x: 1`
    let size: usize = (0..depth).map(|i| 2 * i + 3).sum::<usize>() + 2 * depth + 5;
    assert_eq!(probe.total, size);
    probe.check(b"a:\n  a:\n   ", b"          x: 1\n", 100, 1 << 20);
    std::mem::forget(v);
    std::mem::forget(nk);
}

#[test]
fn a_value_that_cannot_be_exported_writes_nothing() {
    // 19 MB of text before the function (fields are written in name order)
    let src = r#"{ a = std.array.replicate 300000 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", z = fun x => x }"#;
    let mut nk = session();
    let v = nk.eval_source("t.ncl", src).unwrap();
    let mut probe = Probe::default();
    let err = nk.export_to(&v, "json", &mut probe).unwrap_err();
    assert_eq!(err.msg, "non serializable term");
    assert_eq!(probe.total, 0);
    // without the function, the same text is written
    let mut nk = session();
    let v = nk
        .eval_source("t.ncl", &src.replace("fun x => x", "1"))
        .unwrap();
    let mut probe = Probe::default();
    nk.export_to(&v, "json", &mut probe).unwrap();
    assert!(probe.total > 19_000_000, "{} bytes", probe.total);
    assert!(probe.tail.ends_with(b"\"z\": 1\n}\n"));
}
