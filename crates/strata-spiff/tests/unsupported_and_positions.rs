//! Error reports point at the failing sub-expression, and spiff++ constructs strata does not
//! implement fail with an error naming them instead of passing through.

use strata_core::SourceMap;
use strata_spiff::{load, merge, Input, MergeOptions, Session};

/// Merges `text` (as `name`) alone; the report and the messages of the failure.
fn fail(name: &str, text: &str) -> (String, Vec<String>) {
    let mut map = SourceMap::new();
    let id = map.add(name, text);
    let input = Input {
        name: name.into(),
        dir: ".".into(),
        docs: load::load(text, id).expect("valid YAML"),
    };
    match merge(
        &input,
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    ) {
        Ok(v) => panic!("expected a failure, got {v:?}"),
        Err(e) => (e.render(Some(&map)), e.messages()),
    }
}

#[test]
fn a_multi_line_expression_names_the_failing_sub_expression() {
    let text = "a: 1\nb:\n  c: |\n    (( a +\n       foo.bar ))\nd: (( nosuch(a) ))\n";
    let (report, msgs) = fail("t.yml", text);
    assert_eq!(msgs, vec!["'foo.bar' not found", "'nosuch' not found"]);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(
        lines[1],
        "\t(( a + foo.bar ))\tin t.yml\tb.c\t()\t*'foo.bar' not found (t.yml:4:5)"
    );
    assert_eq!(lines[2], "\t\tfailing sub-expression at t.yml:5:8");
    assert_eq!(lines[4], "\t\tfailing sub-expression at t.yml:6:7");
}

#[test]
fn a_failed_template_instance_lists_its_unresolved_nodes_under_the_node() {
    // spiff++'s report: the instantiating node names the template by where it was defined,
    // and the instance's unresolved nodes follow, three tabs in, each by its path inside the
    // instance and (in parentheses) its path in the document
    let text = "foo:\n  bar:\n    <<: (( &template ))\n    bob: (( verb \" \" ))\n    ok: (( nosuch.x ))\n    fine: 1\nuse: (( *foo.bar ))\n";
    let (report, msgs) = fail("t.yml", text);
    assert_eq!(msgs, vec!["resolution of template 'foo.bar' failed"]);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(
        lines[1],
        "\t(( *(foo.bar) ))\tin t.yml\tuse\t()\t*resolution of template 'foo.bar' failed (t.yml:7:6)"
    );
    assert_eq!(
        lines[2],
        "\t\t\t(( verb \" \" ))\tin t.yml\tbob\t(use.bob)*'verb' not found"
    );
    assert_eq!(
        lines[3],
        "\t\t\t(( nosuch.x ))\tin t.yml\tok\t(use.ok)*'nosuch.x' not found"
    );
    assert_eq!(lines[4], "error classification:");
}

#[test]
fn a_failure_inside_a_lambda_points_at_the_call() {
    let text = "f: (( |x|->x.missing ))\nv: (( 1 + f(1) ))\n";
    let (report, _) = fail("t.yml", text);
    assert!(
        report.contains("\t\tfailing sub-expression at t.yml:2:11\n"),
        "{report}"
    );
}

#[test]
fn unsupported_expression_forms_fail_naming_them() {
    let (_, msgs) = fail("t.yml", "x: (( sort[[1]|a,b|->a] ))\n");
    assert_eq!(
        msgs,
        vec!["'sort[...]' expressions is not supported by strata's spiff"]
    );
}
