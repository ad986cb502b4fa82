//! spiff++'s control structures (`<<if:`, `<<switch:`, `<<type:`, `<<for:`, `<<merge:`) and
//! markers (`&inject`, `&default`, `&local`, `&dynamic`, `&state`): what they produce, what
//! they report, and that none of them passes through silently.

use strata_core::SourceMap;
use strata_spiff::{load, merge, Features, Input, MergeOptions, Session};

fn opts(control: bool) -> MergeOptions {
    MergeOptions {
        features: Features {
            control,
            ..Features::default()
        },
        ..MergeOptions::default()
    }
}

fn inputs(files: &[&str], map: &mut SourceMap) -> Vec<Input> {
    files
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let name = if i == 0 {
                "t.yml".to_string()
            } else {
                format!("stub{i}.yml")
            };
            let id = map.add(name.as_str(), *text);
            Input {
                name,
                dir: ".".into(),
                docs: load::load(text, id).expect("valid YAML"),
            }
        })
        .collect()
}

/// Merges the template `files[0]` with the stubs `files[1..]`: the output as YAML (keys
/// sorted) or the error report.
fn run(control: bool, files: &[&str]) -> Result<String, String> {
    let mut map = SourceMap::new();
    let ins = inputs(files, &mut map);
    match merge(&ins[0], &ins[1..], &opts(control), &mut Session::isolated()) {
        Ok(docs) => Ok(docs
            .iter()
            .map(|d| strata_core::yaml::write(d, &strata_core::yaml::WriteOptions::spiff()))
            .collect()),
        Err(e) => Err(e.render(Some(&map))),
    }
}

fn ok(files: &[&str]) -> String {
    match run(true, files) {
        Ok(out) => out,
        Err(report) => panic!("expected success, got\n{report}"),
    }
}

fn err(control: bool, files: &[&str]) -> (String, Vec<String>) {
    let mut map = SourceMap::new();
    let ins = inputs(files, &mut map);
    match merge(&ins[0], &ins[1..], &opts(control), &mut Session::isolated()) {
        Ok(v) => panic!("expected a failure, got {v:?}"),
        Err(e) => (e.render(Some(&map)), e.messages()),
    }
}

#[test]
fn control_structures_need_the_control_feature() {
    for (key, name) in [
        ("<<if", "if"),
        ("<<switch", "switch"),
        ("<<type", "type"),
        ("<<for", "for"),
        ("<<merge", "merge"),
    ] {
        let text = format!("x:\n  {key}: (( 1 ))\n");
        let (report, msgs) = err(false, &[&text]);
        assert_eq!(
            msgs,
            vec![format!(
                "control structure '<<{name}:' requires the feature 'control' (--features=control)"
            )]
        );
        assert!(report.contains("\t<control>\tin t.yml\tx\t"), "{report}");
    }
}

#[test]
fn if_selects_then_or_else_and_drops_the_field_without_one() {
    let t = "x: 1\na:\n  <<if: (( x == 1 ))\n  <<then: one\n  <<else: (( 1 / 0 ))\nb:\n  <<if: (( x == 2 ))\n  <<then: two\n  <<else:\n    k: (( x + 1 ))\nc:\n  <<if: (( x == 2 ))\n  <<then: two\n";
    assert_eq!(ok(&[t]), "a: one\nb:\n  k: 2\nx: 1\n");
}

#[test]
fn if_reports_the_selected_branch_at_the_control_path() {
    let t =
        "x: 2\ncond:\n  <<if: (( x == 1 ))\n  <<then: alice\n  <<else:\n    nested: (( 1 / 0 ))\n";
    let (report, msgs) = err(true, &[t]);
    assert_eq!(msgs, vec!["division by zero"]);
    assert!(
        report.contains("\t(( 1 / 0 ))\tin t.yml\tcond.nested\t"),
        "{report}"
    );
    let (_, msgs) = err(true, &["c:\n  <<if: 3\n  <<then: 1\n"]);
    assert_eq!(msgs, vec!["invalid condition value type: int"]);
    let (_, msgs) = err(true, &["c:\n  <<if: true\n  <<then: 1\n  extra: 2\n"]);
    assert_eq!(msgs, vec!["no regular fields [extra] allowed"]);
}

#[test]
fn if_in_a_list_splices_lists_and_drops_undefined() {
    let t = "l:\n- a\n- <<if: true\n  <<then: b\n- <<if: false\n  <<then: c\n- <<if: true\n  <<then:\n  - d\n  - e\n- <<if: true\n  <<then:\n  - - f\n";
    assert_eq!(ok(&[t]), "l:\n- a\n- b\n- d\n- e\n- - f\n");
}

#[test]
fn switch_selects_a_field_a_case_or_the_default() {
    let t = "k: alice\ns1:\n  <<switch: (( k ))\n  alice: (( bob + 1 ))\n  bob: 25\ns2:\n  <<switch: other\n  alice: 1\n  <<default: dflt\ns3:\n  <<switch: (( k ))\n  <<cases:\n  - case: bob\n    value: 1\n  - match: (( |v|-> v == \"alice\" ))\n    value: matched\ns4:\n  <<switch: (( ~~ ))\n  a: 1\n";
    assert_eq!(ok(&[t]), "k: alice\ns1: 26\ns2: dflt\ns3: matched\n");
    let (report, msgs) = err(true, &["s:\n  <<switch: x\n  <<cases:\n  - value: 1\n"]);
    assert_eq!(msgs, vec!["case 0 requires 'case' or `'match' field"]);
    assert!(
        report.contains("\t<switch control>\tin t.yml\ts\t()\t*"),
        "{report}"
    );
    let (_, msgs) = err(true, &["s:\n  <<switch: x\n  a: 1\n"]);
    assert_eq!(msgs, vec!["invalid switch value: \"x\""]);
}

#[test]
fn a_stub_overrides_a_control_structure_as_a_whole() {
    let t = "s:\n  <<switch: a\n  a: 1\n";
    assert_eq!(ok(&[t, "s: 2\n"]), "s: 2\n");
}

#[test]
fn type_selects_by_the_type_name() {
    let t = "v: text\ns:\n  <<type: (( v ))\n  string: is a string\n  <<default: other\ni:\n  <<type: 1\n  string: is a string\n  <<default: other\n";
    assert_eq!(ok(&[t]), "i: other\ns: is a string\nv: text\n");
}

#[test]
fn for_iterates_over_every_combination() {
    let t = "a: [x, z]\nb: [1, 2]\nl:\n  <<for:\n    a: (( .a ))\n    b: (( .b ))\n  <<do: (( a b \"-\" index-a index-b ))\nm:\n  <<for:\n    k,v: { p: 1, q: 2 }\n  <<mapkey: (( k \"_\" ))\n  <<do:\n    val: (( v * 10 ))\nf:\n  <<for:\n    v: [1, 2, 3]\n  <<do: (( v == 2 ? ~~ :v ))\n";
    assert_eq!(
        ok(&[t]),
        "a:\n- x\n- z\nb:\n- 1\n- 2\nf:\n- 1\n- 3\nl:\n- x1-00\n- x2-01\n- z1-10\n- z2-11\nm:\n  p_:\n    val: 10\n  q_:\n    val: 20\n"
    );
    let (report, msgs) = err(true, &["l:\n  <<for:\n    v: [1]\n"]);
    assert_eq!(msgs, vec!["do field required"]);
    assert!(
        report.contains("\t<for control>\tin t.yml\tl\t"),
        "{report}"
    );
}

#[test]
fn merge_combines_fields_and_maps() {
    let t = "m:\n  <<merge:\n  - b: 2\n    c: 1\n  - c: 3\n  - <<if: false\n    <<then:\n      d: 4\n  a: 1\n  c: 0\n";
    assert_eq!(ok(&[t]), "m:\n  a: 1\n  b: 2\n  c: 3\n");
    let (_, msgs) = err(true, &["m:\n  <<merge: 1\n"]);
    assert_eq!(msgs, vec!["invalid value type: int"]);
}

#[test]
fn unknown_control_keys_and_stray_options_are_errors() {
    let (_, msgs) = err(true, &["m:\n  <<iff: 1\n"]);
    assert_eq!(msgs, vec!["unknown control or control option \"<<iff\""]);
    let (_, msgs) = err(true, &["m:\n  <<then: 1\n"]);
    assert_eq!(msgs, vec!["control options [then] without control"]);
    let (_, msgs) = err(true, &["m:\n  <<if: true\n  <<do: 1\n"]);
    assert_eq!(msgs, vec!["invalid option \"do\" for control \"if\""]);
}

#[test]
fn the_features_function_lists_the_enabled_features() {
    assert_eq!(
        ok(&["a: (( features() ))\nb: (( features(\"control\") ))\nc: (( features(\"interpolation\") ))\n"]),
        "a:\n- control\nb: true\nc: false\n"
    );
}

#[test]
fn the_second_merge_key_merges_like_the_first() {
    assert_eq!(
        ok(&["m:\n  <<<: (( merge ))\n  a: 1\n", "m:\n  a: 2\n  b: 3\n"]),
        "m:\n  a: 2\n  b: 3\n"
    );
    let (_, msgs) = err(true, &["m:\n  <<: (( merge ))\n  <<<: (( merge ))\n"]);
    assert_eq!(msgs, vec!["multiple merge keys not allowed"]);
}

#[test]
fn escaped_merge_keys_are_plain_keys() {
    assert_eq!(ok(&["m:\n  <<!if: 1\n"]), "m:\n  <<if: 1\n");
    assert_eq!(
        run(false, &["m:\n  <<!if: 1\n  <<<!: 2\n"]).expect("merges"),
        "m:\n  <<<: 2\n  <<if: 1\n"
    );
}

#[test]
fn inject_adds_stub_nodes_the_template_lacks() {
    assert_eq!(
        ok(&[
            "map:\n  alice: 25\n  tom: 26\n",
            "map:\n  bob: (( &inject(27) ))\n  foo: bar\n  tom: 28\n"
        ]),
        "map:\n  alice: 25\n  bob: 27\n  tom: 28\n"
    );
    assert_eq!(
        ok(&["m: 1\n", "injected:\n  <<: (( &inject ))\n  foo: bar\n"]),
        "injected:\n  foo: bar\nm: 1\n"
    );
    assert_eq!(
        ok(&["list:\n- a\n- b\n", "list:\n- (( &inject(\"c\") ))\n- d\n"]),
        "list:\n- c\n- a\n- b\n"
    );
    // injected and temporary: usable, not in the output
    assert_eq!(
        ok(&[
            "map:\n  a: 25\n  s: (( a + b ))\n",
            "map:\n  b: (( &inject &temporary (17) ))\n"
        ]),
        "map:\n  a: 25\n  s: 42\n"
    );
}

#[test]
fn default_injects_but_never_overrides() {
    assert_eq!(
        ok(&[
            "data:\n  foo: alice\n",
            "data:\n  bar: (( &default(\"bob\") ))\n"
        ]),
        "data:\n  bar: bob\n  foo: alice\n"
    );
    assert_eq!(
        ok(&[
            "data:\n  bar: own\n",
            "data:\n  bar: (( &default(\"bob\") ))\n"
        ]),
        "data:\n  bar: own\n"
    );
    // a default overridden by a stub further right injects the overriding value
    assert_eq!(
        ok(&[
            "data:\n  foo: alice\n",
            "data:\n  bar: (( &default(\"bob\") ))\n",
            "data:\n  bar: peter\n"
        ]),
        "data:\n  bar: peter\n  foo: alice\n"
    );
}

#[test]
fn local_nodes_stay_in_their_own_document() {
    assert_eq!(
        ok(&[
            "temp:\n  <<: (( &local ))\n  foo: alice\nalice: (( temp.foo ))\nbob: false\n",
            "temp:\n  <<: (( &local ))\n  foo: bob\nbob: (( temp.foo ))\n"
        ]),
        "alice: alice\nbob: bob\n"
    );
}

#[test]
fn dynamic_templates_are_evaluated_where_they_are_used() {
    assert_eq!(
        ok(&[
            "data: 1\n",
            "id: (( &inject &dynamic &template(__ctx.FILE) ))\n"
        ]),
        "data: 1\nid: t.yml\n"
    );
    assert_eq!(
        ok(&[
            "data: 1\nid: wrong\n",
            "id: (( &dynamic(template) ))\ntemplate: (( &template(__ctx.FILE) ))\n"
        ]),
        "data: 1\nid: t.yml\n"
    );
    let (_, msgs) = err(true, &["x: (( &dynamic(1) ))\n"]);
    assert_eq!(msgs, vec!["dynamic marker for non-template value node"]);
}

#[test]
fn state_nodes_merge_as_if_unmarked() {
    assert_eq!(ok(&["s: (( &state(1) ))\n"]), "s: 1\n");
    assert_eq!(ok(&["s: (( &state(1) ))\n", "s: 2\n"]), "s: 2\n");
}

#[test]
fn tags_name_values_anywhere() {
    // a tag is found before or after its definition, on a map or a value
    assert_eq!(
        ok(&[concat!(
            "v: (( persons::alice ))\n",
            "w: (( alice::. ))\n",
            "data:\n  <<: (( &tag:persons ))\n  alice: (( &tag:alice(25) ))\n",
            "d: (( tagdef(\"tag:x\", 3) + tag:x::. ))\n",
        )]),
        "d: 6\ndata:\n  alice: 25\nv: 25\nw: 25\n"
    );
    // structured names: the shallowest level with the path decides
    assert_eq!(
        ok(&[concat!(
            "tags:\n  - <<: (( &temporary ))\n",
            "  - <<: (( &tag:lib.alice ))\n    data: a\n",
            "  - <<: (( &tag:lib.alice.v1 ))\n    data: v1\n    only: v1\n",
            "u: (( lib::data ))\nw: (( lib::only ))\n",
        )]),
        "u: a\nw: v1\n"
    );
    let (_, msgs) = err(
        true,
        &[concat!(
            "t:\n  - <<: (( &tag:lib.a ))\n    d: 1\n  - <<: (( &tag:lib.b ))\n    d: 2\n",
            "u: (( lib::d ))\n",
        )],
    );
    assert_eq!(
        msgs,
        vec!["ambigious tag resolution for lib::d: lib.a <-> lib.b"]
    );
    let (_, msgs) = err(true, &["a: (( &tag:t(1) ))\nb: (( &tag:t(2) ))\n"]);
    assert_eq!(msgs, vec!["duplicate tag \"t\": b <-> a"]);
    let (_, msgs) = err(
        true,
        &["a:\n  <<: (( &tag:t ))\n  x: 1\nb:\n  <<: (( &tag:t ))\n  z: 2\n"],
    );
    assert_eq!(msgs, vec!["duplicate tag \"t\": b <-> a"]);
    let (_, msgs) = err(true, &["a: (( tagdef(\"*t:x\", 1, \"global\") ))\n"]);
    assert_eq!(
        msgs,
        vec!["invalid tag name \"*t:x\" for tagdef: invalid character \"*\" in tag component"]
    );
}

#[test]
fn global_tags_reach_the_template_and_documents_are_tags() {
    let stub = "lib:\n  <<: (( &temporary ))\n  g:\n    <<: (( &tag:*glob ))\n    v: 1\n  l:\n    <<: (( &tag:loc ))\n    v: 2\n";
    assert_eq!(
        ok(&["a: (( glob::v ))\nb: (( catch(loc::v).error ))\n", stub]),
        "a: 1\nb: tag 'loc' not found\n"
    );
    // a stream's documents: the tags of earlier documents, `doc.N` and `doc.-1`
    assert_eq!(
        ok(&[concat!(
            "<<: (( &temporary ))\ndata:\n  <<: (( &tag:persons ))\n  alice: 25\n",
            "---\nalice: (( persons::alice ))\nprev: (( doc.1::. ))\n",
            "---\nback: (( doc.-1::alice ))\nhere: (( doc.0::back ))\n",
        )]),
        // (the documents written one after the other)
        "alice: 25\nprev:\n  data:\n    alice: 25\nback: 25\nhere: 25\n"
    );
}
