//! The prepared-program cache as a transport uses it: a lookup that never prepares, a
//! request answered with the program looked up beforehand, and the evaluation time that
//! decides where a request is evaluated. (A file of its own: the tests of `cache.rs` count
//! the cache's entries.)

mod support;

use support::request;

fn program(i: usize) -> String {
    format!(
        "-- main.hcl --\n# program {i}\nresources s {{\n  for_each = range(req.composite.spec.n)\n  template {{\n    body = {{ kind = \"K{i}\" }}\n  }}\n}}\n"
    )
}

#[test]
fn lookup_finds_only_cached_programs_and_the_same_answer_comes_from_run_with() {
    let text = program(90_001);
    assert!(strata_fnhcl::prepared::lookup(&text).is_none(), "never run");
    let req = request(&text);
    let fresh = strata_fnhcl::run(&req);
    let cached = strata_fnhcl::prepared::lookup(&text).expect("cached by run");
    let input = strata_fnhcl::model::HclInput::from_request(&req);
    let again = strata_fnhcl::run_with(&req, &input, Some(cached));
    assert_eq!(format!("{fresh:?}"), format!("{again:?}"));
    assert_eq!(again.desired.resources.len(), 2);
}

#[test]
fn one_slow_evaluation_raises_the_recorded_time_at_most_fourfold() {
    use std::time::Duration;
    let p = strata_fnhcl::prepared::prepare(&program(90_002)).expect("prepares");
    assert_eq!(p.last_evaluation_micros(), None);
    p.record(Duration::from_micros(40));
    assert_eq!(p.last_evaluation_micros(), Some(40));
    // A preempted evaluation: bounded by four times the previous figure.
    p.record(Duration::from_millis(30));
    assert_eq!(p.last_evaluation_micros(), Some(160));
    // A faster one lowers it at once.
    p.record(Duration::from_micros(20));
    assert_eq!(p.last_evaluation_micros(), Some(20));
    // A program that became slow for good reaches its figure after a few evaluations.
    for _ in 0..8 {
        p.record(Duration::from_millis(30));
    }
    assert_eq!(p.last_evaluation_micros(), Some(30_000));
}
