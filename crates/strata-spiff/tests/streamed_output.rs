//! `merge_owned_to` writes while it reads the result out of the document; what it writes must
//! be what `merge_owned` returns, written whole.

use strata_core::yaml::{write_documents, WriteOptions};
use strata_spiff::{Input, MergeOptions, Session};

fn inputs(template: &str, stub: Option<&str>) -> (Input, Vec<Input>) {
    let load = |text: &str, id: u32| {
        strata_spiff::load::load(text, strata_core::FileId(id)).expect("test input loads")
    };
    let template = Input {
        name: "t".into(),
        dir: ".".into(),
        docs: load(template, 0),
    };
    let stubs = stub
        .map(|s| Input {
            name: "s".into(),
            dir: ".".into(),
            docs: load(s, 1),
        })
        .into_iter()
        .collect();
    (template, stubs)
}

/// The streamed output and the output written from the whole value.
fn both(template: &str, stub: Option<&str>, opts: &MergeOptions) -> (String, String) {
    let (t, s) = inputs(template, stub);
    let whole = strata_spiff::merge_owned(t, s, opts, &mut Session::isolated())
        .expect("the merge succeeds");
    let whole = write_documents(&whole, &WriteOptions::spiff());
    let (t, s) = inputs(template, stub);
    let mut streamed = Vec::new();
    strata_spiff::merge_owned_to(t, s, opts, &mut Session::isolated(), &mut streamed)
        .expect("the merge succeeds")
        .expect("writing to memory succeeds");
    (
        String::from_utf8(streamed).expect("the output is text"),
        whole,
    )
}

#[test]
fn streamed_output_is_the_whole_output() {
    let cases: &[(&str, Option<&str>)] = &[
        // a list field written entry by entry, other fields whole, keys sorted
        (
            "z: 1\njobs:\n- name: a\n  port: (( base + 1 ))\n  tmp: (( &temporary(2) ))\n- name: b\n  port: (( base + 2 ))\nbase: 10\nm:\n  x: [1, 2]\n",
            Some("jobs:\n- name: b\n  port: 99\n"),
        ),
        // undefined and temporary entries are left out; a list left empty prints as []
        (
            "l:\n- (( ~~ ))\n- (( &temporary(1) ))\nk:\n- (( ~~ ))\n- 3\n",
            None,
        ),
        // an empty root, a temporary root field, escaped expressions and merge-like keys
        ("a: (( &temporary(1) ))\n", None),
        (
            "e: ((! not evaluated ))\n\"<<!\": x\nlong: \"a very long string that is folded when it is written as a plain scalar by the writer at column eighty\"\n",
            None,
        ),
        // a root that is not a map, and a scalar root
        ("- 1\n- (( 1 + 1 ))\n", None),
        ("(( \"x\" ))\n", None),
        // a temporary root writes nothing
        ("--- (( &temporary({}) ))\n", None),
        // several documents are merged whole, then written
        ("a: 1\n---\nb: (( 1 + 1 ))\n", None),
    ];
    for (template, stub) in cases {
        for preserve_escapes in [false, true] {
            let opts = MergeOptions {
                preserve_escapes,
                ..MergeOptions::default()
            };
            let (streamed, whole) = both(template, *stub, &opts);
            assert_eq!(streamed, whole, "template:\n{template}");
        }
    }
    // the first case, spelled out
    let (streamed, _) = both(cases[0].0, cases[0].1, &MergeOptions::default());
    assert_eq!(
        streamed,
        "base: 10\njobs:\n- name: a\n  port: 11\n- name: b\n  port: 99\nm:\n  x:\n  - 1\n  - 2\nz: 1\n"
    );
}

#[test]
fn nothing_is_written_when_a_node_is_unresolved() {
    let (t, s) = inputs("a: 1\nl:\n- (( missing ))\n", None);
    let mut out = Vec::new();
    let r = strata_spiff::merge_owned_to(
        t,
        s,
        &MergeOptions::default(),
        &mut Session::isolated(),
        &mut out,
    );
    assert!(r.is_err());
    assert!(out.is_empty());
}
