//! Imports read each file as few times as they can: a Nickel file parsed when the program's
//! imports are resolved is not read again when it is evaluated, and an import evaluated many
//! times is read no more often than one evaluated once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use strata_core::host::{Command, FileText, Host, HostError, MemoryHost, Output};
use strata_nickel::Nickel;

/// A host that counts the reads of each file.
struct Counting {
    inner: MemoryHost,
    reads: Arc<Mutex<HashMap<String, usize>>>,
}

impl Host for Counting {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let r = self.inner.read_file(from, path);
        if let Ok(f) = &r {
            *self
                .reads
                .lock()
                .unwrap()
                .entry(f.name.clone())
                .or_default() += 1;
        }
        r
    }
    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        self.inner.list_dir(from, path)
    }
    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        self.inner.env(name)
    }
    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        self.inner.exec(command)
    }
}

#[test]
fn imported_files_are_read_once_or_twice() {
    let inner = MemoryHost::new()
        .with_file("lib.ncl", "{ twice = fun x => x * 2 }")
        .with_file("data.json", r#"{ "n": 3 }"#);
    let reads = Arc::new(Mutex::new(HashMap::new()));
    let host = Counting {
        inner,
        reads: reads.clone(),
    };
    let mut nk = Nickel::new(Box::new(host), strata_nickel::DEFAULT_LIMITS);
    let src = r#"
      let f = fun k => (import "lib.ncl").twice ((import "data.json").n + k) in
      std.array.map f [1, 2, 3, 4]
    "#;
    let v = nk.eval_source("main.ncl", src).expect("evaluates");
    let out = nk.export(&v, "json").expect("exports");
    let data = strata_core::json::parse(&out).expect("JSON");
    assert_eq!(
        strata_core::json::write(&data, &strata_core::json::WriteOptions::compact()),
        "[8,10,12,14]"
    );
    let reads = reads.lock().unwrap();
    let count = |suffix: &str| {
        reads
            .iter()
            .filter(|(k, _)| k.ends_with(suffix))
            .map(|(_, n)| *n)
            .sum::<usize>()
    };
    // parsed when the imports are resolved, evaluated from that parse
    assert_eq!(count("lib.ncl"), 1, "{reads:?}");
    // found when the imports are resolved (not kept), read when first evaluated
    assert_eq!(count("data.json"), 2, "{reads:?}");
}
