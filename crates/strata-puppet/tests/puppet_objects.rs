//! Pcore Object types (`Object[{...}]`, type aliases that define them, `new`, attributes,
//! string forms, assignability, annotations). Every expected text is what Puppet 7.23
//! printed for the same manifest (its compiler library, as the shared vectors were captured).

use strata_core::host::MemoryHost;
use strata_puppet::{compile, Options};

fn opts() -> Options {
    Options {
        node: "testnode".into(),
        modulepath: vec!["/m".into()],
        manifest: "/site.pp".into(),
        ..Options::default()
    }
}

const TYPES: &str = "type Base = Object[{attributes => {a => Integer, b => {type => String, value => 'dflt'}}}]\n\
type Derived = Object[{parent => Base, attributes => {c => Optional[Integer], k => {type => Integer, kind => constant, value => 7}}}]\n";

/// The notices of a manifest (without their `Scope(Class[main]): ` source).
fn notices(src: &str) -> Vec<String> {
    let c = compile(&MemoryHost::new(), &opts(), format!("{TYPES}{src}")).expect("compiles");
    c.notices
        .iter()
        .map(|n| n.trim_start_matches("Scope(Class[main]): ").to_string())
        .collect()
}

/// The error of a manifest that fails.
fn error(src: &str) -> String {
    match compile(&MemoryHost::new(), &opts(), format!("{TYPES}{src}")) {
        Ok(_) => panic!("compiled: {src}"),
        Err(e) => e.message,
    }
}

#[test]
fn new_by_position_and_by_name_with_defaults() {
    assert_eq!(
        notices(
            "$b = Base(1)\n$d = Derived(3, 'y', 4)\n$d2 = Derived({a => 5})\n\
             notice($b)\nnotice(Base({a => 2, b => 'x'}))\nnotice($d)\nnotice(\"${d2}\")\n\
             notice($d.a)\nnotice($d.k)\nnotice($d2.b)\nnotice([$b, $d])\n"
        ),
        [
            "Base({'a' => 1})",
            "Base({'a' => 2, 'b' => 'x'})",
            "Derived({'a' => 3, 'b' => 'y', 'c' => 4})",
            "Derived({'a' => 5})",
            "3",
            "7",
            "dflt",
            "[Base({'a' => 1}), Derived({'a' => 3, 'b' => 'y', 'c' => 4})]",
        ]
    );
}

#[test]
fn types_parents_and_equality() {
    assert_eq!(
        notices(
            "$b = Base(1)\n$d = Derived(3, 'y', 4)\nnotice(type($b))\nnotice(type($d))\n\
             notice($d =~ Base)\nnotice($b =~ Derived)\nnotice(Derived <= Base)\nnotice(Base <= Derived)\n\
             notice($b == Base(1))\nnotice($b == Base(2))\nnotice(Object[{attributes => {x => Integer}}])\n"
        ),
        [
            "Object[{name => 'Base', attributes => {'a' => Integer, 'b' => {type => String, value => 'dflt'}}}]",
            "Object[{name => 'Derived', parent => Base, attributes => {'c' => {type => Optional[Integer], value => undef}}, constants => {'k' => 7}}]",
            "true",
            "false",
            "true",
            "false",
            "true",
            "false",
            "Object[{attributes => {'x' => Integer}}]",
        ]
    );
}

#[test]
fn new_failures_as_puppet_words_them() {
    let e = error("$b = Base('x', 'y')\n");
    assert!(
        e.contains(
            "The function 'new_Base' was called with arguments it does not accept. It expects one of:\n  \
             (Struct[{'a' => Integer, Optional['b'] => String}] hash)\n    rejected: expects 1 argument, got 2\n  \
             (Integer a, String b?)\n    rejected: parameter 'a' expects an Integer value, got String"
        ),
        "{e}"
    );
    let e = error("$b = Base({a => 1, c => 2})\n");
    assert!(
        e.contains("rejected: parameter 'hash' unrecognized key 'c'\n"),
        "{e}"
    );
    assert!(
        e.contains("rejected: parameter 'a' expects an Integer value, got Struct"),
        "{e}"
    );
    let e = error("$b = Base(1, 'a', 3)\n");
    assert!(
        e.contains("'new_Base' expects between 1 and 2 arguments, got 3"),
        "{e}"
    );
    let e = error("$b = Base()\n");
    assert!(
        e.contains("'new_Base' expects between 1 and 2 arguments, got none"),
        "{e}"
    );
    let e = error("class foo(Base $x) { }\nclass { 'foo': x => 3 }\n");
    assert!(
        e.contains("parameter 'x' expects a Base value, got Integer"),
        "{e}"
    );
}

#[test]
fn annotations_on_instances_and_types() {
    let ann = "type MyAdapter = Object[{parent => Annotation, attributes => {id => Integer, value => String[1]}}]\n\
               type MyObject = Object[{annotations => {MyAdapter => {'id' => 2, 'value' => 'declared'}}}]\n\
               type Plain = Object[{}]\n";
    assert_eq!(
        notices(&format!(
            "{ann}$o = Plain({{}})\nnotice(MyAdapter.annotate($o) == undef)\n\
             MyAdapter.annotate($o) || {{ {{'id' => 1, 'value' => 'made'}} }}\n\
             notice(MyAdapter.annotate($o).value)\n\
             notice(MyAdapter.annotate($o, clear).id)\nnotice(MyAdapter.annotate($o) == undef)\n\
             notice(MyAdapter.annotate(MyObject).value)\n"
        )),
        ["true", "made", "1", "true", "declared"]
    );
    let e = error(&format!("{ann}MyAdapter.annotate(MyObject, clear)\n"));
    assert!(
        e.contains("attempt to clear MyAdapter annotation declared on MyObject"),
        "{e}"
    );
}

#[test]
fn equality_names_the_attributes_compared() {
    assert_eq!(
        notices(
            "type P = Object[{attributes => {a => Integer, b => Integer}, equality => a}]\n\
             type Q = Object[{parent => P, attributes => {c => Integer, d => Integer}, equality => [c]}]\n\
             notice(P(1, 2) == P(1, 3))\nnotice(P(1, 2) == P(2, 2))\n\
             notice(Q(1, 2, 3, 4) == Q(1, 5, 3, 6))\nnotice(Q(1, 2, 3, 4) == Q(2, 2, 3, 4))\n\
             notice([P(1, 2), P(1, 3)].unique)\nnotice({P(1,2) => x}[P(1,5)])\n"
        ),
        ["true", "false", "true", "false", "[P({'a' => 1, 'b' => 2})]", "x"]
    );
}

#[test]
fn objects_among_the_general_types() {
    assert_eq!(
        notices(
            "type P = Object[{attributes => {a => Integer}}]\n\
             notice(P(1) =~ Scalar)\nnotice(P(1) =~ RichData)\nnotice(P(1) =~ Object)\n\
             notice(P(1) =~ Data)\nnotice(P <= Scalar)\nnotice(P <= Object)\nnotice(P(1) =~ Any)\n\
             notice(P <= RichData)\n"
        ),
        ["false", "true", "true", "false", "false", "true", "true", "true"]
    );
}

/// Rich values in a resource's parameters are written as strings with Puppet's warning, at
/// any depth (captured from Puppet 7.23 through the shared `batch-compile.rb`).
#[test]
fn rich_values_in_parameters_warn_as_puppet_does() {
    let src = "notify { 'x': message => Timestamp('2020-01-01T00:00:00.000 UTC') }\n\
               notify { 'y': message => [Binary('YWJj')] }\n";
    let c = compile(&MemoryHost::new(), &opts(), format!("{TYPES}{src}")).expect("compiles");
    let has = |text: &str| c.warnings.iter().any(|w| w.contains(text));
    assert!(
        has("Notify[x]['message'] contains a Puppet::Pops::Time::Timestamp value. It will be converted to the String '2020-01-01T00:00:00.000000000 UTC'"),
        "{:?}",
        c.warnings
    );
    assert!(
        has("Notify[y]['message'][0] contains a Puppet::Pops::Types::PBinaryType::Binary value. It will be converted to the String 'YWJj'"),
        "{:?}",
        c.warnings
    );
}
