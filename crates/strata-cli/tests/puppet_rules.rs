//! Evaluator rules checked against Puppet 7.23.
//!
//! 1. The cases of `tests/puppet-rules/cases/*` (resource and class references made by access,
//!    `+>` on an absent parameter, tag validation and splitting, the relationship validator,
//!    `Scope#lookupdefaults` from a module's Ruby function), in the layout of the shared Puppet
//!    vectors, captured from the real Puppet with `scripts/puppet/capture-type-cases.py --dir
//!    tests/puppet-rules/cases` and replayed by the shared runner (`run.py --cases`). Every
//!    case must pass. When the runner (or `python3`) is absent the test says so and passes,
//!    unless `CI` is set, where it fails.
//! 2. Whole error lines, locations included (the runner compares messages without them), for
//!    unknown functions and resource types; the expected lines are what `puppet catalog compile
//!    n --manifest FILE` printed, with the manifest's folder left out.

use std::path::Path;
use std::process::{Command, Output};

use strata_test_support::workspace_root;

#[test]
fn puppet_rule_cases() {
    let cases = workspace_root()
        .join("tests")
        .join("puppet-rules")
        .join("cases");
    strata_test_support::puppet::assert_cases_pass(
        Path::new(env!("CARGO_BIN_EXE_strata")),
        &cases,
        "the Puppet rule cases",
        "strata-puppet-rules",
    );
}

/// Compiles `manifest` (written to `name.pp` in a temporary folder) for node `n`: the run's
/// output and its standard error with the folder left out.
fn compile(name: &str, manifest: &str) -> (Output, String) {
    let dir = std::env::temp_dir().join(format!(
        "strata-puppet-rule-errors-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("{name}.pp"));
    std::fs::write(&file, manifest).expect("write manifest");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["puppet", "compile", "--node", "n", "--manifest"])
        .arg(&file)
        .output()
        .expect("strata runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr).replace(&format!("{}/", dir.display()), "");
    (out, stderr)
}

/// The first `Error: ` line strata prints for `manifest`, with its folder left out.
fn first_error(name: &str, manifest: &str) -> String {
    let (out, stderr) = compile(name, manifest);
    assert_eq!(out.status.code(), Some(1), "{name}: a failing compile");
    stderr
        .lines()
        .find(|l| l.starts_with("Error: "))
        .unwrap_or_default()
        .to_string()
}

fn check(name: &str, manifest: &str, expected: &str) {
    assert_eq!(first_error(name, manifest), expected, "{name}");
}

/// The whole first error strata prints for `manifest` (its lines up to ` on node n`), with
/// the manifest's folder left out.
fn whole_error(name: &str, manifest: &str) -> String {
    let (_, stderr) = compile(name, manifest);
    let start = stderr.find("Error: ").expect("an error");
    let rest = &stderr[start..];
    let end = rest.find(" on node n").expect("the node") + " on node n".len();
    rest[..end].to_string()
}

#[test]
fn parameter_mismatches_are_described_entry_by_entry() {
    let cases = [
        (
            "struct_keys",
            "define foo(Struct[{b => Integer, d=>String}] $a) { }\nfoo{ bar: a => {b => 5, c => 'stuff'}}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' expects a value for key 'd'\n  parameter 'a' unrecognized key 'c' (file: struct_keys.pp, line: 2) on node n",
        ),
        (
            "hash_entries",
            "define foo(Hash[String, Integer] $a) { }\nfoo{ bar: a => {a => 'x', b => 1, c => [1]}}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' entry 'a' expects an Integer value, got String\n  parameter 'a' entry 'c' expects an Integer value, got Tuple (file: hash_entries.pp, line: 2) on node n",
        ),
        (
            "array_of_structs",
            "define foo(Array[Struct[{b => Integer}]] $a) { }\nfoo{ bar: a => [{b => 1}, {b => 'x', c => 1}]}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' index 1 entry 'b' expects an Integer value, got String\n  parameter 'a' index 1 unrecognized key 'c' (file: array_of_structs.pp, line: 2) on node n",
        ),
        (
            "variant_parts",
            "define foo(Variant[Integer, Struct[{b => Integer}]] $a) { }\nfoo{ bar: a => {b => 'x'}}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' variant 0 expects an Integer value, got Struct\n  parameter 'a' variant 1 entry 'b' expects an Integer value, got String (file: variant_parts.pp, line: 2) on node n",
        ),
        (
            "short_names",
            "define foo(Integer $a, String $b, Array $c) { }\nfoo{ bar: a => {b => 1}, b => [1, 'x'], c => {x => 1}}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' expects an Integer value, got Struct\n  parameter 'b' expects a String value, got Tuple\n  parameter 'c' expects an Array value, got Struct (file: short_names.pp, line: 2) on node n",
        ),
        (
            "sizes",
            "define foo(Array[Integer, 3] $a, Integer $b) { }\nfoo{ bar: a => [1], b => 'q'}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Foo[bar]:\n  parameter 'a' expects size to be at least 3, got 1\n  parameter 'b' expects an Integer value, got String (file: sizes.pp, line: 2) on node n",
        ),
        (
            "class_params",
            "class c(Struct[{b => Integer, d => Array[String]}] $a) { }\nclass { 'c': a => {b => 'x', d => ['ok', 3]}}\n",
            "Error: Evaluation Error: Error while evaluating a Resource Statement, Class[C]:\n  parameter 'a' entry 'b' expects an Integer value, got String\n  parameter 'a' entry 'd' index 1 expects a String value, got Integer (file: class_params.pp, line: 2, column: 1) on node n",
        ),
    ];
    for (name, manifest, expected) in cases {
        assert_eq!(whole_error(name, manifest), expected, "{name}");
    }
}

#[test]
fn unknown_functions_are_located_as_puppet_locates_them() {
    check(
        "call",
        "$x = 1\nnotice(nosuchfunc(1))\n",
        "Error: Evaluation Error: Unknown function: 'nosuchfunc'. (file: call.pp, line: 2, column: 8) on node n",
    );
    // a method call without parentheses is located at its `.`
    check(
        "method_bare",
        "$x = 1.nosuchfunc\n",
        "Error: Evaluation Error: Unknown function: 'nosuchfunc'. (file: method_bare.pp, line: 1, column: 7) on node n",
    );
    // ... and with them, at its `(`
    check(
        "method_parens",
        "$a = [1]\n$y = $a.nosuchfunc(1) |$x| { $x }\n",
        "Error: Evaluation Error: Unknown function: 'nosuchfunc'. (file: method_parens.pp, line: 2, column: 19) on node n",
    );
    check(
        "interpolated",
        "$y = \"x ${nosuchfunc(1)}\"\n",
        "Error: Evaluation Error: Unknown function: 'nosuchfunc'. (file: interpolated.pp, line: 1, column: 11) on node n",
    );
}

#[test]
fn unknown_resource_types_are_reported_as_puppet_reports_them() {
    check(
        "declared",
        "\n  nosuchtype { 'x': }\n",
        "Error: Evaluation Error: Error while evaluating a Resource Statement, Unknown resource type: 'nosuchtype' (file: declared.pp, line: 2, column: 3) on node n",
    );
    check(
        "rvalue",
        "$x = Nosuchtype[3]\n",
        "Error: Evaluation Error: Resource type not found: Nosuchtype (file: rvalue.pp, line: 1, column: 6) on node n",
    );
    check(
        "relationship",
        "notify{'a':}\nNotify['a'] -> Nosuchtype['b']\n",
        "Error: Evaluation Error: Resource type not found: Nosuchtype (file: relationship.pp, line: 2, column: 16) on node n",
    );
    check(
        "metaparameter",
        "notify{'a': require => Nosuchtype['b']}\n",
        "Error: Evaluation Error: Resource type not found: Nosuchtype (file: metaparameter.pp, line: 1, column: 24) on node n",
    );
    check(
        "defaults",
        "Nosuchtype { x => 1 }\n",
        "Error: Evaluation Error: Resource type not found: Nosuchtype (file: defaults.pp, line: 1, column: 1) on node n",
    );
    check(
        "collector",
        "Nosuchtype <| |>\n",
        "Error: Evaluation Error: Error while evaluating a Virtual Query, Resource type nosuchtype doesn't exist (file: collector.pp, line: 1, column: 1) on node n",
    );
    // a define's body fails where it is evaluated: the declaration is located by file and line
    check(
        "in_define",
        "define d() {\n  nosuchtype { \"x\": }\n}\nd { \"a\": }\n",
        "Error: Evaluation Error: Error while evaluating a Resource Statement, Evaluation Error: Error while evaluating a Resource Statement, Unknown resource type: 'nosuchtype' (file: in_define.pp, line: 2, column: 3) (file: in_define.pp, line: 4) on node n",
    );
    check(
        "create_resources",
        "create_resources(\"nosuchtype\", {\"x\" => {}})\n",
        "Error: Evaluation Error: Error while evaluating a Function Call, Unknown resource type: 'nosuchtype' (file: create_resources.pp, line: 1, column: 1) on node n",
    );
}
