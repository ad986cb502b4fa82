//! spiff++ v1.7 functions strata implements, checked on their outputs.

use strata_spiff::{load, merge, Input, MergeOptions, Session};

fn run(text: &str) -> String {
    let input = Input {
        name: "t.yml".into(),
        dir: ".".into(),
        docs: load::load(text, strata_core::FileId(0)).expect("valid YAML"),
    };
    let docs = merge(
        &input,
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    )
    .expect("merges");
    strata_core::yaml::write(&docs[0], &strata_core::yaml::WriteOptions::spiff())
}

#[test]
fn string_functions() {
    let out = run(concat!(
        "a: (( lower(\"AbC\") upper(\"x\") ))\n",
        "b: (( substr(\"hello\", 1, -1) ))\n",
        "c: (( basename(\"https://h/p/q/file.txt?x=1\") ))\n",
        "d: (( dirname(\"/a/b/c\") ))\n",
        "e: (( type(1.5) type([]) type(~) ))\n",
    ));
    assert_eq!(
        out,
        "a: abcX\nb: ell\nc: file.txt\nd: /a/b\ne: floatlistnil\n"
    );
}

#[test]
fn list_and_number_functions() {
    let out = run(concat!(
        "k: (( keys({\"b\"=1, \"a\"=2}) ))\n",
        "r: (( reverse([1, 2, 3]) ))\n",
        "c: (( compact([1, \"\", ~, [], 2]) ))\n",
        "i: (( intersect([1, 2, 3, 2], [2, 3, 4]) ))\n",
        "e: (( element([5, 6], 1) ))\n",
        "f: (( floor(2.7) + sqrt(16) ))\n",
        "m: (( integer(\"42\") + abs(-1) ))\n",
    ));
    assert_eq!(
        out,
        "c:\n- 1\n- 2\ne: 6\nf: 6\ni:\n- 2\n- 3\nk:\n- a\n- b\nm: 43\nr:\n- 3\n- 2\n- 1\n"
    );
}

#[test]
fn substr_errors_carry_spiffs_messages() {
    let input = Input {
        name: "t.yml".into(),
        dir: ".".into(),
        docs: load::load("x: (( substr(\"ab\", 0, 5) ))\n", strata_core::FileId(0)).unwrap(),
    };
    let Err(strata_spiff::MergeError::Unresolved(list)) = merge(
        &input,
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    ) else {
        panic!("substr beyond the end must fail");
    };
    let msgs: Vec<&str> = list.iter().map(|u| u.message.as_str()).collect();
    assert_eq!(
        msgs,
        ["substr effective end index (5) exceeds string length (2)"]
    );
}

#[test]
fn catch_turns_a_failure_into_a_map() {
    let out = run("a: (( catch(1 / 0) ))\nb: (( catch(1 + 1) ))\n");
    assert_eq!(
        out,
        // a value keeps an empty `error` (spiff++ v1.7.0-beta-8 prints `error: ""`)
        "a:\n  error: division by zero\n  valid: false\nb:\n  error: \"\"\n  valid: true\n  value: 2\n"
    );
}
