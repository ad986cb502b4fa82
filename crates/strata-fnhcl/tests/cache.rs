//! The prepared-program cache: one preparation per distinct program text, a bounded number
//! of programs and bytes kept however many distinct programs arrive, and the same answers
//! from a cached program as from a fresh one.

mod support;

use strata_fnhcl::prepared::{cache_size, last_evaluation_micros, CACHE_BYTES, CACHE_ENTRIES};
use support::request;

fn program(i: usize) -> String {
    format!(
        "-- main.hcl --\n# program {i}\nresources s {{\n  for_each = range(req.composite.spec.n)\n  template {{\n    body = {{ kind = \"K{i}\" }}\n  }}\n}}\n"
    )
}

#[test]
fn programs_are_prepared_once_and_the_cache_stays_bounded() {
    let first = program(0);
    assert_eq!(last_evaluation_micros(&first), None, "not cached yet");
    let a = strata_fnhcl::run(&request(&first));
    assert!(a.fatal_result().is_none(), "{:?}", a.results);
    assert!(last_evaluation_micros(&first).is_some(), "cached and timed");
    let (entries, _) = cache_size();
    let b = strata_fnhcl::run(&request(&first));
    assert_eq!(
        cache_size().0,
        entries,
        "the same text is not prepared again"
    );
    assert_eq!(
        format!("{a:?}"),
        format!("{b:?}"),
        "same answer from the cache"
    );
    assert_eq!(b.desired.resources.len(), 2);

    // A failing program is cached as its FATAL message.
    let broken = "-- main.hcl --\nresource r {\n";
    let f1 = strata_fnhcl::run(&request(broken));
    let f2 = strata_fnhcl::run(&request(broken));
    assert!(f1.fatal_result().is_some());
    assert_eq!(format!("{f1:?}"), format!("{f2:?}"));

    for i in 1..(CACHE_ENTRIES + 40) {
        let rsp = strata_fnhcl::run(&request(&program(i)));
        assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
        let (n, bytes) = cache_size();
        assert!(
            n <= CACHE_ENTRIES && bytes <= CACHE_BYTES,
            "{n} programs, {bytes} bytes"
        );
    }
    assert_eq!(cache_size().0, CACHE_ENTRIES);
    assert_eq!(
        last_evaluation_micros(&program(0)),
        None,
        "least recently used, dropped"
    );
    assert!(last_evaluation_micros(&program(CACHE_ENTRIES + 39)).is_some());

    // A program larger than the whole byte budget is evaluated but not kept.
    let huge = format!("{}{}", program(0), "#".repeat(CACHE_BYTES + 1));
    let rsp = strata_fnhcl::run(&request(&huge));
    assert!(rsp.fatal_result().is_none(), "{:?}", rsp.results);
    assert_eq!(last_evaluation_micros(&huge), None);
    assert!(cache_size().1 <= CACHE_BYTES);
}
