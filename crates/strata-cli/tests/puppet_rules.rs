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
//!    unknown functions and resource types and for the rules of Puppet's validator
//!    (`checker4_0.rb`); the expected lines are what `puppet catalog compile n --manifest FILE`
//!    printed, with the manifest's folder left out.

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

/// Puppet's validator (`Checker4_0`) rejects these before evaluating anything; each is located
/// where Puppet locates the offending expression (binary operators, `=` and `=>` at the
/// operator, parameters at their `$name`, a type alias at its name). An EPP template's code is
/// validated as a lambda's body when the template is rendered, located in the template.
#[test]
fn validator_errors_are_located_as_puppet_locates_them() {
    let cases = [
        (
            "idem_name",
            "foo\nnotice(1)\n",
            "Error: Could not parse for environment production: This Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: idem_name.pp, line: 1, column: 1) on node n",
        ),
        (
            "idem_first_only",
            "1\n2\nnotice(1)\n",
            "Error: Could not parse for environment production: This Literal Integer has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: idem_first_only.pp, line: 1, column: 1) on node n",
        ),
        (
            "i_eq",
            "$a = 1\n$a == 1\nnotice(1)\n",
            "Error: Could not parse for environment production: This '==' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_eq.pp, line: 2, column: 4) on node n",
        ),
        (
            "i_and",
            "$x = 1\n$x and $x\nnotice(1)\n",
            "Error: Could not parse for environment production: This 'and' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_and.pp, line: 2, column: 4) on node n",
        ),
        (
            "i_in",
            "1 in [1]\nnotice(1)\n",
            "Error: Could not parse for environment production: This 'in' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_in.pp, line: 1, column: 3) on node n",
        ),
        (
            "i_access",
            "$x = [1]\n$x[0]\nnotice(1)\n",
            "Error: Could not parse for environment production: This '[]' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_access.pp, line: 2, column: 1) on node n",
        ),
        (
            "i_heredoc",
            "@(E)\nabc\n|-E\nnotice(1)\n",
            "Error: Could not parse for environment production: This '@()' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_heredoc.pp, line: 1, column: 1) on node n",
        ),
        (
            "i_paren_lit",
            "(1)\nnotice(1)\n",
            "Error: Could not parse for environment production: This Parenthesized Expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_paren_lit.pp, line: 1, column: 1) on node n",
        ),
        (
            "i_lambda_nonlast",
            "[1].each |$x| { $x\n notice(1) }\n",
            "Error: Could not parse for environment production: This Variable has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: i_lambda_nonlast.pp, line: 1, column: 17) on node n",
        ),
        (
            "case_body_idem",
            "case 1 { 1: { 2\n notice(1) } }\n",
            "Error: Could not parse for environment production: This Literal Integer has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: case_body_idem.pp, line: 1, column: 15) on node n",
        ),
        (
            "else_body_idem",
            "if false {} else { 1\n notice(1) }\n",
            "Error: Could not parse for environment production: This Literal Integer has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: else_body_idem.pp, line: 1, column: 20) on node n",
        ),
        (
            "i_class_case_last",
            "class c { case $facts { default: {} } }\ninclude c\n",
            "Error: Could not parse for environment production: This 'case' statement has no effect. A Host Class Definition can not end with a value-producing expression without other effect (file: i_class_case_last.pp, line: 1, column: 11) on node n",
        ),
        (
            "class_last_str",
            "class c { $x = 1\n \"a\" }\ninclude c\n",
            "Error: Could not parse for environment production: This String has no effect. A Host Class Definition can not end with a value-producing expression without other effect (file: class_last_str.pp, line: 2, column: 2) on node n",
        ),
        (
            "i_two_classes_last",
            "class c { $x = 1 }\nclass d inherits c { $y }\ninclude d\n",
            "Error: Could not parse for environment production: This Variable has no effect. A Host Class Definition can not end with a value-producing expression without other effect (file: i_two_classes_last.pp, line: 2, column: 22) on node n",
        ),
        (
            "define_last_if",
            "define d { if $title { } }\nd{x:}\n",
            "Error: Could not parse for environment production: This 'if' statement has no effect. A 'define' expression can not end with a value-producing expression without other effect (file: define_last_if.pp, line: 1, column: 12) on node n",
        ),
        (
            "i_node_var",
            "node default { $x = 1\n $x }\n",
            "Error: Could not parse for environment production: This Variable has no effect. A Node Definition can not end with a value-producing expression without other effect (file: i_node_var.pp, line: 2, column: 2) on node n",
        ),
        (
            "i_res_no_title_more",
            "notice(1)\nnotify { message => 1 }\n",
            "Error: Could not parse for environment production: This expression is invalid. Did you try declaring a 'notify' resource without a title? (file: i_res_no_title_more.pp, line: 2, column: 1) on node n",
        ),
        (
            "i_class_res_no_title",
            "class c { notify { message => 1 } }\ninclude c\n",
            "Error: Could not parse for environment production: This expression is invalid. Did you try declaring a 'notify' resource without a title? (file: i_class_res_no_title.pp, line: 1, column: 11) on node n",
        ),
        (
            "res_empty",
            "notify { }\n",
            "Error: Could not parse for environment production: This expression is invalid. Did you try declaring a 'notify' resource without a title? (file: res_empty.pp, line: 1, column: 1) on node n",
        ),
        (
            "res_append",
            "notify { a +> 1 }\n",
            "Error: Could not parse for environment production: Syntax error resource body without title or hash with +> (file: res_append.pp, line: 1, column: 8) on node n",
        ),
        (
            "nested_class",
            "if true { class c {} }\n",
            "Error: Could not parse for environment production: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: nested_class.pp, line: 1, column: 11) on node n",
        ),
        (
            "fn_in_if2",
            "if true { function f() {}\n notice(1) }\n",
            "Error: Could not parse for environment production: A Function Definition may only appear at toplevel (file: fn_in_if2.pp, line: 1, column: 11) on node n",
        ),
        (
            "type_alias_nested",
            "class c { type Foo = Integer }\n",
            "Error: Could not parse for environment production: A Type Alias may only appear at toplevel (file: type_alias_nested.pp, line: 1, column: 16) on node n",
        ),
        (
            "alias_in_if",
            "if true { type Foo = Integer }\n",
            "Error: Could not parse for environment production: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: alias_in_if.pp, line: 1, column: 16) on node n",
        ),
        (
            "class_in_lambda_nested",
            "[1].each |$x| { if true { class c {} } }\n",
            "Error: Could not parse for environment production: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: class_in_lambda_nested.pp, line: 1, column: 27) on node n",
        ),
        (
            "class_upper",
            "class Foo {}\n",
            "Error: Could not parse for environment production: Unacceptable name. The name 'Foo' is unacceptable as the name of a Host Class Definition (file: class_upper.pp, line: 1, column: 1) on node n",
        ),
        (
            "class_seg_upper",
            "class foo::Bar {}\n",
            "Error: Could not parse for environment production: Syntax error at '::Bar' (file: class_seg_upper.pp, line: 1, column: 10) on node n",
        ),
        (
            "reserved_type",
            "class integer {}\n",
            "Error: Could not parse for environment production: The name: 'integer' is already defined by Puppet and can not be used as the name of a Host Class Definition. (file: reserved_type.pp, line: 1, column: 1) on node n",
        ),
        (
            "typed_reserved",
            "class c(Integer $name) {}\n",
            "Error: Could not parse for environment production: The parameter $name redefines a built in parameter in the Host Class Definition (file: typed_reserved.pp, line: 1, column: 17) on node n",
        ),
        (
            "dup_param",
            "define d($a, $a) {}\n",
            "Error: Could not parse for environment production: The parameter 'a' is declared more than once in the parameter list (file: dup_param.pp, line: 1, column: 14) on node n",
        ),
        (
            "capture_rest",
            "define d(*$a) {}\n",
            "Error: Could not parse for environment production: Parameter $a has 'captures rest' - not supported in a 'define' expression (file: capture_rest.pp, line: 1, column: 11) on node n",
        ),
        (
            "capture_notlast",
            "[1].each |*$a, $b| { }\n",
            "Error: Could not parse for environment production: Parameter $a is not last, and has 'captures rest' (file: capture_notlast.pp, line: 1, column: 12) on node n",
        ),
        (
            "bad_param",
            "class c($Abc) {}\n",
            "Error: Could not parse for environment production: Illegal parameter name. The given name 'Abc' does not conform to the naming rule /^[a-z_]\\w*$/ (file: bad_param.pp, line: 1, column: 9) on node n",
        ),
        (
            "assign_num",
            "$1 = 2\n",
            "Error: Could not parse for environment production: Illegal attempt to assign to the numeric match result variable '$1'. Numeric variables are not assignable (file: assign_num.pp, line: 1, column: 1) on node n",
        ),
        (
            "assign_cross",
            "$a::b = 2\n",
            "Error: Could not parse for environment production: Illegal attempt to assign to 'a::b'. Cannot assign to variables in other namespaces (file: assign_cross.pp, line: 1, column: 1) on node n",
        ),
        (
            "assign_idx",
            "$a = [1]\n$a[0] = 2\n",
            "Error: Could not parse for environment production: Illegal attempt to assign via [index/key]. Not an assignable reference (file: assign_idx.pp, line: 2, column: 1) on node n",
        ),
        (
            "assign_list",
            "[$a, 1] = [1, 2]\n",
            "Error: Could not parse for environment production: Illegal attempt to assign to 'a Literal Integer'. Not an assignable reference (file: assign_list.pp, line: 1, column: 6) on node n",
        ),
        (
            "plusassign",
            "$a = 1\n$a += 2\n",
            "Error: Could not parse for environment production: The operator '+=' is no longer supported. See http://links.puppet.com/remove-plus-equals (file: plusassign.pp, line: 2, column: 4) on node n",
        ),
        (
            "append_res",
            "notify { x: message +> 1 }\n",
            "Error: Could not parse for environment production: Illegal +> operation on attribute message. This operator can not be used in a Resource Instance Definition (file: append_res.pp, line: 1, column: 13) on node n",
        ),
        (
            "append_defaults",
            "Notify { message +> 1 }\n",
            "Error: Could not parse for environment production: Illegal +> operation on attribute message. This operator can not be used in a Resource Defaults Expression (file: append_defaults.pp, line: 1, column: 10) on node n",
        ),
        (
            "dup_default_case",
            "case 1 { default: {} default: {} }\n",
            "Error: Could not parse for environment production: This 'case' statement already has a 'default' entry - this is a duplicate (file: dup_default_case.pp, line: 1, column: 22) on node n",
        ),
        (
            "dup_default_case2",
            "case 1 { 1, default: {} 2, default: {} }\n",
            "Error: Could not parse for environment production: This 'case' statement already has a 'default' entry - this is a duplicate (file: dup_default_case2.pp, line: 1, column: 28) on node n",
        ),
        (
            "dup_default_sel",
            "$x = 1 ? { default => 1, default => 2 }\n",
            "Error: Could not parse for environment production: This Selector Expression already has a 'default' entry - this is a duplicate (file: dup_default_sel.pp, line: 1, column: 26) on node n",
        ),
        (
            "class_virtual",
            "@class { x: }\n",
            "Error: Could not parse for environment production: Classes are not virtualizable (file: class_virtual.pp, line: 1, column: 1) on node n",
        ),
        (
            "virt_override",
            "@Notify[\"a\"] { message => 1 }\n",
            "Error: Could not parse for environment production: Resource Defaults are not virtualizable (file: virt_override.pp, line: 1, column: 1) on node n",
        ),
        (
            "multi_unfold",
            "notify { x: * => {}, * => {} }\n",
            "Error: Could not parse for environment production: Unfolding of attributes from Hash can only be used once per resource body (file: multi_unfold.pp, line: 1, column: 22) on node n",
        ),
        (
            "node_inherits",
            "node a inherits b {}\n",
            "Error: Could not parse for environment production: Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation (file: node_inherits.pp, line: 1, column: 17) on node n",
        ),
        (
            "node_host",
            "node \"a b\" {}\n",
            "Error: Could not parse for environment production: The hostname 'a b' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed) (file: node_host.pp, line: 1, column: 6) on node n",
        ),
        (
            "node_interp",
            "$x=1\nnode \"a${x}\" {}\n",
            "Error: Could not parse for environment production: An interpolated expression is not allowed in a hostname of a node (file: node_interp.pp, line: 2, column: 10) on node n",
        ),
        (
            "reserved_word",
            "private\n",
            "Error: Could not parse for environment production: Use of reserved word: private, must be quoted if intended to be a String value (file: reserved_word.pp, line: 1, column: 1) on node n",
        ),
        (
            "numvar",
            "$x = $01\n",
            "Error: Could not parse for environment production: Illegal numeric variable name, The given name '01' must be a decimal value if it starts with a digit 0-9 (file: numvar.pp, line: 1, column: 6) on node n",
        ),
        (
            "query_lt",
            "Notify <| title < 1 |>\n",
            "Error: Could not parse for environment production: Illegal query expression. A '<' expression cannot be used in a query (file: query_lt.pp, line: 1, column: 17) on node n",
        ),
        (
            "rv_collect",
            "$x = Notify <| |>\n",
            "Error: Could not parse for environment production: Invalid use of expression. A Virtual Query does not produce a value (file: rv_collect.pp, line: 1, column: 6) on node n",
        ),
        (
            "sel_rvalue",
            "$x = 1 ? { Notify <| |> => 1, default => 2 }\n",
            "Error: Could not parse for environment production: Invalid use of expression. A Virtual Query does not produce a value (file: sel_rvalue.pp, line: 1, column: 12) on node n",
        ),
        (
            "int_overflow",
            "$x = 99999999999999999999\nnotice($x)\n",
            "Error: Could not parse for environment production: A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x56bc75e2d630fffff' (file: int_overflow.pp, line: 1, column: 6) on node n",
        ),
        (
            "hexover",
            "$x = 0x1FFFFFFFFFFFFFFFF\n",
            "Error: Could not parse for environment production: A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x1ffffffffffffffff' (file: hexover.pp, line: 1, column: 6) on node n",
        ),
        (
            "alias_str",
            "type Foo = 'x'\n",
            "Error: Could not parse for environment production: Syntax error at 'x' (file: alias_str.pp, line: 1, column: 12) on node n",
        ),
        (
            "epp_idem",
            "$y = inline_epp('<% $x = 1 %><% $x %>hi')\nnotice($y)\n",
            "Error: Evaluation Error: Error while evaluating a Function Call, inline_epp(): Invalid EPP: This Variable has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: inlined-epp-text, line: 1, column: 16) (file: epp_idem.pp, line: 1, column: 6) on node n",
        ),
        (
            "epp_idem2",
            "$y = inline_epp('<% $x = 1\n$x %>hi')\nnotice($y)\n",
            "Error: Evaluation Error: Error while evaluating a Function Call, inline_epp(): Invalid EPP: This Variable has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: inlined-epp-text, line: 2, column: 1) (file: epp_idem2.pp, line: 1, column: 6) on node n",
        ),
        (
            "epp_class",
            "$y = inline_epp('<% class foo {} %>hi')\nnotice($y)\n",
            "Error: Evaluation Error: Error while evaluating a Function Call, inline_epp(): Invalid EPP: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: inlined-epp-text, line: 1, column: 4) (file: epp_class.pp, line: 1, column: 6) on node n",
        ),
        (
            "neg_lit",
            "-1\nnotice(1)\n",
            "Error: Could not parse for environment production: This Unary Minus has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: neg_lit.pp, line: 1, column: 1) on node n",
        ),
        (
            "heredoc_interp",
            "$y = 1\n@(\"E\")\nabc ${y}\n|-E\nnotice(1)\n",
            "Error: Could not parse for environment production: This '@()' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: heredoc_interp.pp, line: 2, column: 1) on node n",
        ),
        (
            "assign_top",
            "$::x = 1\n",
            "Error: Could not parse for environment production: Illegal attempt to assign to '::x'. Cannot assign to variables in other namespaces (file: assign_top.pp, line: 1, column: 1) on node n",
        ),
        (
            "exported_class",
            "@@class { x: }\n",
            "Error: Could not parse for environment production: Classes are not virtualizable (file: exported_class.pp, line: 1, column: 1) on node n",
        ),
        (
            "attr_collect",
            "notify { x: message => Notify <| |> }\n",
            "Error: Could not parse for environment production: Invalid use of expression. A Virtual Query does not produce a value (file: attr_collect.pp, line: 1, column: 24) on node n",
        ),
        (
            "class_in_node",
            "node default { class c {} }\n",
            "Error: Could not parse for environment production: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: class_in_node.pp, line: 1, column: 16) on node n",
        ),
        (
            "fn_in_class_nested_block",
            "class c { if true { function f() {} } }\n",
            "Error: Could not parse for environment production: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: fn_in_class_nested_block.pp, line: 1, column: 21) on node n",
        ),
        (
            "define_last_unless",
            "define d { unless $title { } }\nd { x: }\n",
            "Error: Could not parse for environment production: This 'unless' Statement has no effect. A 'define' expression can not end with a value-producing expression without other effect (file: define_last_unless.pp, line: 1, column: 12) on node n",
        ),
        (
            "dq_interp_only",
            "$x = 1\n\"${x}\"\nnotice(1)\n",
            "Error: Could not parse for environment production: This Double Quoted String has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: dq_interp_only.pp, line: 2, column: 1) on node n",
        ),
        (
            "elsif_idem",
            "$x = 1\nif $x { } elsif $x { }\nnotice(1)\n",
            "Error: Could not parse for environment production: This 'if' statement has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: elsif_idem.pp, line: 2, column: 1) on node n",
        ),
        (
            "case_collect",
            "case 1 { Notify <| |>: {} }\n",
            "Error: Could not parse for environment production: Invalid use of expression. A Virtual Query does not produce a value (file: case_collect.pp, line: 1, column: 10) on node n",
        ),
        (
            "import_stmt",
            "import 'foo.pp'\n",
            "Error: Evaluation Error: Use of 'import' has been discontinued in favor of a manifest directory. See http://links.puppet.com/puppet-import-deprecation (file: import_stmt.pp, line: 1, column: 1) on node n",
        ),
        (
            "nonstmt_args",
            "foo 'a', 'b'\n",
            "Error: Could not parse for environment production: attempt to pass argument list to the function 'foo' which cannot be called without parentheses (file: nonstmt_args.pp, line: 1, column: 8) on node n",
        ),
        (
            "alert_stmt",
            "alert 'x'\n",
            "Error: Could not parse for environment production: This Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: alert_stmt.pp, line: 1, column: 1) on node n",
        ),
        (
            "hi_stmt",
            "hiera_include 'classes'\n",
            "Error: Could not parse for environment production: This Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: hi_stmt.pp, line: 1, column: 1) on node n",
        ),
    ];
    for (name, manifest, expected) in cases {
        check(name, manifest, expected);
    }
}

/// Several validation errors: Puppet logs each, located, then gives up.
#[test]
fn several_validation_errors_are_each_reported() {
    assert_eq!(
        whole_error("rv_class", "$x = class foo {}\n"),
        "Error: Invalid use of expression. A Host Class Definition does not produce a value (file: rv_class.pp, line: 1, column: 6)\n\
         Error: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: rv_class.pp, line: 1, column: 6)\n\
         Error: Language validation logged 2 errors. Giving up\n\
         Error: Could not parse for environment production: Language validation logged 2 errors. Giving up (file: rv_class.pp) on node n"
    );
    assert_eq!(
        whole_error("not_rvalue", "$x = !Notify <| |>\n"),
        "Error: Invalid use of expression. A Virtual Query does not produce a value (file: not_rvalue.pp, line: 1, column: 7)\n\
         Error: Invalid use of expression. A Virtual Query does not produce a value (file: not_rvalue.pp, line: 1, column: 7)\n\
         Error: Language validation logged 2 errors. Giving up\n\
         Error: Could not parse for environment production: Language validation logged 2 errors. Giving up (file: not_rvalue.pp) on node n"
    );
    // a rule the parser checks (`+=`) counts with the validator's own (case
    // check_parser_rule_with_validation; `puppet catalog compile` 7.23's lines)
    assert_eq!(
        whole_error("plus_eq", "$a = 1\n$a += 1\nif true {\n  class x {}\n}\n"),
        "Error: The operator '+=' is no longer supported. See http://links.puppet.com/remove-plus-equals (file: plus_eq.pp, line: 2, column: 4)\n\
         Error: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: plus_eq.pp, line: 4, column: 3)\n\
         Error: Language validation logged 2 errors. Giving up\n\
         Error: Could not parse for environment production: Language validation logged 2 errors. Giving up (file: plus_eq.pp) on node n"
    );
}

/// A duplicate literal hash key only warns (Puppet's `--strict` is `warning` by default), at
/// the entry's `=>`; the compile goes on.
#[test]
fn duplicate_hash_keys_warn() {
    let (out, stderr) = compile(
        "dup_key",
        "$x = {a => 1, 'a' => 2, 1 => 3, 1 => 4}\nnotice($x)\n",
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("Warning: The key"))
        .collect();
    assert_eq!(
        warnings,
        [
            "Warning: The key 'a' is declared more than once (file: dup_key.pp, line: 1, column: 19)",
            "Warning: The key '1' is declared more than once (file: dup_key.pp, line: 1, column: 35)",
        ]
    );
    // keys are compared as Ruby values and shown by `to_s`; a class named `plan` warns too
    let (out, stderr) = compile(
        "more_keys",
        "$x = {[1, 'a', b] => a, [1, 'a', 'b'] => b, '1' => c, 1 => d, undef => e, undef => f}\nclass plan {}\ninclude plan\nnotice($x)\n",
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("Warning: The key") || l.starts_with("Warning: Use of"))
        .collect();
    assert_eq!(
        warnings,
        [
            "Warning: The key '[1, \"a\", \"b\"]' is declared more than once (file: more_keys.pp, line: 1, column: 39)",
            "Warning: The key '' is declared more than once (file: more_keys.pp, line: 1, column: 81)",
            "Warning: Use of future reserved word: 'plan' (file: more_keys.pp, line: 2, column: 1)",
        ]
    );
    // with `--strict error` (strata's --strict) it is an error
    let dir = std::env::temp_dir().join(format!("strata-puppet-dup-key-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(
        dir.join("dup_key.pp"),
        "$x = {a => 1, a => 2}\nnotice($x)\n",
    )
    .expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args([
            "puppet",
            "compile",
            "--strict",
            "--node",
            "n",
            "--manifest",
            "dup_key.pp",
        ])
        .current_dir(&dir)
        .output()
        .expect("strata runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr).replace(&format!("{}/", dir.display()), "");
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr.lines().find(|l| l.starts_with("Error: ")),
        Some("Error: Could not parse for environment production: The key 'a' is declared more than once (file: dup_key.pp, line: 1, column: 17) on node n")
    );
}

/// A module's files hold only definitions named in the file's namespace; what a module's
/// loader finds wrong is raised as it is (without "Could not parse for environment
/// production: "). The lines are Puppet's for the same module (`--modulepath DIR`), with the
/// folder left out (the messages naming a file name it in full; tested here rather than as
/// rule cases, whose expectations cannot hold a machine's path).
#[test]
fn module_files_are_validated_where_their_loader_reads_them() {
    let cases = [
        (
            "top_construct",
            "manifests/init.pp",
            "class mod { }\nnotice(1)\n",
            "include mod\n",
            "Error: This Function Call is unacceptable as a top level construct in this location (file: modules/mod/manifests/init.pp, line: 2, column: 1) on node n",
        ),
        (
            "top_assignment",
            "manifests/init.pp",
            "class mod { }\n$x = 1\n",
            "include mod\n",
            "Error: This '=' expression is unacceptable as a top level construct in this location (file: modules/mod/manifests/init.pp, line: 2, column: 4) on node n",
        ),
        (
            "location",
            "manifests/foo.pp",
            "class bar { }\nclass mod::foo {}\n",
            "include mod::foo\n",
            "Error: Unacceptable location. The name 'bar' is unacceptable in file 'modules/mod/manifests/foo.pp' (file: modules/mod/manifests/foo.pp, line: 1, column: 1) on node n",
        ),
        (
            "function_location",
            "functions/f.pp",
            "function mod::f() { 1 }\nfunction other() { 2 }\n",
            "notice(mod::f())\n",
            "Error: Unacceptable location. The name 'other' is unacceptable in file 'modules/mod/functions/f.pp' (file: modules/mod/functions/f.pp, line: 2, column: 1) on node n",
        ),
        (
            "idem",
            "manifests/init.pp",
            "class mod { foo\n notice(1) }\n",
            "include mod\n",
            "Error: This Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: modules/mod/manifests/init.pp, line: 1, column: 13) on node n",
        ),
        (
            "capitalized",
            "manifests/init.pp",
            "class mod { }\nclass Mod::Up {}\n",
            "include mod\n",
            "Error: Unacceptable name. The name 'Mod::Up' is unacceptable as the name of a Host Class Definition (file: modules/mod/manifests/init.pp, line: 2, column: 1) on node n",
        ),
    ];
    for (name, file, module_text, site, expected) in cases {
        let dir = std::env::temp_dir().join(format!(
            "strata-puppet-module-check-{}-{name}",
            std::process::id()
        ));
        let path = dir.join("modules").join("mod").join(file);
        std::fs::create_dir_all(path.parent().expect("folder")).expect("module dir");
        std::fs::write(&path, module_text).expect("module file");
        std::fs::write(dir.join("site.pp"), site).expect("site.pp");
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .args([
                "puppet",
                "compile",
                "--node",
                "n",
                "--manifest",
                "site.pp",
                "--modulepath",
                "modules",
            ])
            .current_dir(&dir)
            .output()
            .expect("strata runs");
        let _ = std::fs::remove_dir_all(&dir);
        let stderr =
            String::from_utf8_lossy(&out.stderr).replace(&format!("{}/", dir.display()), "");
        let first = stderr
            .lines()
            .find(|l| l.starts_with("Error: "))
            .unwrap_or_default();
        assert_eq!(first, expected, "{name}");
    }
}

/// `|$x| >> Type { }` and `function f() >> Type`: the value returned must be of the type
/// (Puppet's `Closure#call` asserts it).
#[test]
fn return_types_of_lambdas_and_functions_are_asserted() {
    let cases = [
        (
            "lambda_ret_bad",
            "$y = [1].map |$x| >> Integer { 'a' }\nnotice($y)\n",
            "Error: Evaluation Error: Error while evaluating a Method call, value returned from lambda has wrong type, expects an Integer value, got String (file: lambda_ret_bad.pp, line: 1, column: 9) on node n",
        ),
        (
            "fn_ret_bad",
            "function f() >> Integer { 'a' }\nnotice(f())\n",
            "Error: Evaluation Error: Error while evaluating a Function Call, value returned from f has wrong type, expects an Integer value, got String (file: fn_ret_bad.pp, line: 2, column: 8) on node n",
        ),
    ];
    for (name, manifest, expected) in cases {
        check(name, manifest, expected);
    }
    let (out, stderr) = compile(
        "lambda_ret_ok",
        "$y = [1].map |$x| >> Integer { $x + 1 }\nnotice($y)\n",
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Notice: Scope(Class[main]): [2]\n"));
}

/// `strata puppet parse` checks files as `puppet parser validate` does: the validator's
/// warnings are printed, one error is raised as a parse error, several are each printed and
/// then given up on (lines as Puppet 7.23 printed them, the folder left out).
#[test]
fn parse_runs_the_validator() {
    let dir = std::env::temp_dir().join(format!("strata-puppet-parse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let files = [
        ("rv_class.pp", "$x = class foo {}\n"),
        ("dup_key.pp", "$x = {a => 1, a => 2}\nnotice($x)\n"),
        ("idem_name.pp", "foo\nnotice(1)\n"),
    ];
    let mut outputs = Vec::new();
    for (file, text) in files {
        std::fs::write(dir.join(file), text).expect("write");
        let out = Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["puppet", "parse", file])
            .current_dir(&dir)
            .output()
            .expect("strata runs");
        outputs.push((
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        ));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        outputs,
        [
            (
                Some(1),
                "Error: Invalid use of expression. A Host Class Definition does not produce a value (file: rv_class.pp, line: 1, column: 6)\n\
                 Error: Classes, definitions, and nodes may only appear at toplevel or inside other classes (file: rv_class.pp, line: 1, column: 6)\n\
                 Error: Language validation logged 2 errors. Giving up\n"
                    .to_string()
            ),
            (
                Some(0),
                "Warning: The key 'a' is declared more than once (file: dup_key.pp, line: 1, column: 17)\n"
                    .to_string()
            ),
            (
                Some(1),
                "Error: Could not parse for environment production: This Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (file: idem_name.pp, line: 1, column: 1)\n"
                    .to_string()
            ),
        ]
    );
}

/// `break()`, `next()` and `return()` where nothing takes them are reported at the call's
/// file and line (no column), outside the evaluator's "Evaluation Error" (the cases
/// `jump_*`, captured from Puppet 7.23); in a define's body Puppet reports the break inside
/// the evaluator ("Error while evaluating an Object"), and prints no " on node" after it,
/// which strata does.
#[test]
fn illegal_jumps_are_located_at_the_call() {
    check(
        "jump_top",
        "notice(1)\nif true {\n  break()\n}\n",
        "Error: break() from context where this is illegal (file: jump_top.pp, line: 3) on node n",
    );
    check(
        "jump_next",
        "$a = 1\n  next()\n",
        "Error: next() from context where this is illegal (file: jump_next.pp, line: 2) on node n",
    );
    check(
        "jump_return",
        "notice(1)\nreturn(3)\n",
        "Error: return() from context where this is illegal (file: jump_return.pp, line: 2) on node n",
    );
    check(
        "jump_class",
        "class a {\n  notice(1)\n    break()\n}\ninclude a\n",
        "Error: break() from context where this is illegal (file: jump_class.pp, line: 3) on node n",
    );
    check(
        "jump_function",
        "function f() {\n  [1].each |$x| { notice($x) }\n   break()\n}\nnotice(f())\n",
        "Error: break() from context where this is illegal (file: jump_function.pp, line: 3) on node n",
    );
    check(
        "jump_define",
        "define d() {\n      break()\n}\nd { \"x\": }\n",
        "Error: Evaluation Error: Error while evaluating an Object, break() from context where \
         this is illegal (file: jump_define.pp, line: 2) on node n",
    );
}

/// Type mappings (`type Runtime[...] = ...`, only `Runtime` mappings are valid) and type
/// definitions (never valid in Puppet 7), a heredoc's JSON text checked by Ruby's json gem's
/// rules, and the heredoc tag's own syntax: `puppet catalog compile` 7.23's lines (cases
/// `check_type_*`, `check_ok_type_mapping_runtime`, `check_heredoc_*`, `check_ok_heredoc_*`).
#[test]
fn type_mappings_definitions_and_heredoc_syntax() {
    let parse = "Error: Could not parse for environment production: ";
    check(
        "type_mapping",
        "type Integer[1] = Foo\nnotice(1)\n",
        &format!("{parse}Expressions of type a Type Mapping are not supported in this version of Puppet (file: type_mapping.pp, line: 1, column: 6) on node n"),
    );
    check(
        "type_mapping_regexp",
        "type Runtime['ruby', [/^A(.*)/, 'B\\1']] = Foo\nnotice(1)\n",
        &format!("{parse}Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got A Type Mapping (file: type_mapping_regexp.pp, line: 1, column: 6) on node n"),
    );
    check(
        "type_definition",
        "type Foo inherits Bar { }\nnotice(1)\n",
        &format!("{parse}Expressions of type a Type Definition are not supported in this version of Puppet (file: type_definition.pp, line: 1, column: 1) on node n"),
    );
    check(
        "heredoc_json",
        "$x = @(END:json)\n  { \"a\": 1,\n  END\nnotice($x)\n",
        &format!("{parse}Invalid produced text having syntax: 'json'. JSON syntax checker: Cannot parse invalid JSON string. \"859: unexpected token at '{{ \"a\": 1,\\n'\" (file: heredoc_json.pp, line: 2, column: 1) on node n"),
    );
    check(
        "heredoc_tag",
        "notice(1)\n$x = @(\"END\":vnd.x+json/L)\n  [1]\n  END\nnotice($x)\n",
        &format!("{parse}Invalid syntax in heredoc expected @(endtag[:syntax][/escapes]) (file: heredoc_tag.pp, line: 2, column: 27) on node n"),
    );
    let (out, _) = compile(
        "type_mapping_ok",
        "type Runtime['ruby', 'Foo'] = Foo\nnotice(1)\n",
    );
    assert_eq!(out.status.code(), Some(0), "a Runtime mapping compiles");
}
