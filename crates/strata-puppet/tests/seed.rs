//! One test per rule of the seed ("Catalog Expressions") and of the language chapters, compiled
//! in memory through the core's `MemoryHost`.

use strata_core::host::MemoryHost;
use strata_core::Value;
use strata_puppet::{compile, Options};

fn opts(node: &str) -> Options {
    Options {
        node: node.into(),
        facts: None,
        strict: false,
        modulepath: vec!["/m".into()],
        manifest: "/site.pp".into(),
        parsed_manifest: None,
        ..Options::default()
    }
}

fn run_with(host: &MemoryHost, o: &Options, src: &str) -> Result<(Vec<String>, Value), String> {
    compile(host, o, src.to_string())
        .map(|c| {
            let catalog = strata_core::json::parse(&c.catalog).expect("the catalog is JSON");
            (c.notices, catalog)
        })
        .map_err(|e| e.message)
}

fn run(src: &str) -> Result<(Vec<String>, Value), String> {
    run_with(&MemoryHost::new(), &opts("testnode"), src)
}

fn resource<'a>(cat: &'a Value, ty: &str, title: &str) -> Option<&'a Value> {
    cat.as_map()?["resources"].as_list()?.iter().find(|r| {
        r.as_map()
            .map(|m| m["type"].as_str() == Some(ty) && m["title"].as_str() == Some(title))
            .unwrap_or(false)
    })
}

fn param(cat: &Value, ty: &str, title: &str, p: &str) -> Option<Value> {
    resource(cat, ty, title)?
        .as_map()?
        .get("parameters")?
        .as_map()?
        .get(p)
        .cloned()
}

fn s(v: &str) -> Value {
    Value::string(v)
}

#[test]
fn node_literal_beats_regex_and_regex_captures() {
    let src = "node 'db1' { notify{'w': message => 'literal'} }\nnode /^(db)(\\d+)$/ { notify{'w': message => \"rx ${1}-${2}\"} }";
    let (_, cat) = run_with(&MemoryHost::new(), &opts("db1"), src).unwrap();
    assert_eq!(param(&cat, "Notify", "w", "message"), Some(s("literal")));
    let (_, cat) = run_with(&MemoryHost::new(), &opts("db7"), src).unwrap();
    assert_eq!(param(&cat, "Notify", "w", "message"), Some(s("rx db-7")));
}

#[test]
fn node_certname_only_default_and_no_match() {
    // Puppet 7's Node#names is the certname alone: no dotted-name fallback
    // (tests/puppet-new/cases/node_dotted_partial)
    let src = "node 'web' { notify{'w': message => 'short'} }";
    let err = run_with(&MemoryHost::new(), &opts("web.example.com"), src).unwrap_err();
    assert_eq!(
        err,
        "Could not find node statement with name 'default' or 'web.example.com'"
    );
    let (_, cat) = run_with(&MemoryHost::new(), &opts("web"), src).unwrap();
    assert_eq!(param(&cat, "Notify", "w", "message"), Some(s("short")));
    let err = run_with(&MemoryHost::new(), &opts("zzz"), src).unwrap_err();
    assert_eq!(
        err,
        "Could not find node statement with name 'default' or 'zzz'"
    );
    let err = run("node 'a' {}\nnode 'a' {}").unwrap_err();
    assert_eq!(err, "Node 'a' is already defined; cannot redefine");
}

#[test]
fn class_parameters_defaults_and_types() {
    let (_, cat) = run("class web(Integer $port = 80, $v = \"p${port}\") { notify{'x': message => $v} }\nclass { 'web': port => 8080 }").unwrap();
    assert_eq!(param(&cat, "Notify", "x", "message"), Some(s("p8080")));
    assert_eq!(param(&cat, "Class", "Web", "port"), Some(Value::int(8080)));
    let err = run("class web(Integer $port) {}\nclass { 'web': port => 'eighty' }").unwrap_err();
    assert_eq!(err, "Error while evaluating a Resource Statement, Class[Web]: parameter 'port' expects an Integer value, got String");
}

#[test]
fn include_then_resource_like_declaration_conflicts() {
    let err = run("class a {}\ninclude a\nclass { 'a': }").unwrap_err();
    assert_eq!(err, "Error while evaluating a Resource Statement, Duplicate declaration: Class[A] is already declared; cannot redeclare");
    assert!(run("class a {}\nclass { 'a': }\ninclude a").is_ok());
}

#[test]
fn inherited_class_scope_and_overrides() {
    let src = "class base { $g = 'hi' file{'/f': mode => '1'} }\nclass child inherits base { File['/f'] { mode => '2' } notify{'c': message => $g} }\ninclude child";
    let (_, cat) = run(src).unwrap();
    assert_eq!(param(&cat, "File", "/f", "mode"), Some(s("2")));
    assert_eq!(param(&cat, "Notify", "c", "message"), Some(s("hi")));
    let err = run("class a { notify{'x':} }\nclass b { Notify['x'] { message => 'b' } }\ninclude a\ninclude b").unwrap_err();
    assert_eq!(err, "Only subclasses can override parameters");
}

#[test]
fn defines_title_name_required_and_unknown_parameters() {
    let (_, cat) =
        run("define d($p = \"/x/${title}\") { notify{$p:} }\nd { ['a', 'b']: }").unwrap();
    assert!(
        resource(&cat, "Notify", "/x/a").is_some() && resource(&cat, "Notify", "/x/b").is_some()
    );
    assert_eq!(
        run("define d(String $x) {}\nd { 't': }").unwrap_err(),
        "Error while evaluating a Resource Statement, D[t]: expects a value for parameter 'x'"
    );
    assert_eq!(
        run("define d($x = 1) {}\nd { 't': y => 2 }").unwrap_err(),
        "Error while evaluating a Resource Statement, D[t]: has no parameter named 'y'"
    );
}

#[test]
fn resource_default_body_splat_and_undef() {
    let (_, cat) = run("file { default: mode => '0644', owner => 'root'; '/a': ; '/b': mode => '0600', * => { group => 'g' }, owner => undef }").unwrap();
    assert_eq!(param(&cat, "File", "/a", "mode"), Some(s("0644")));
    assert_eq!(param(&cat, "File", "/b", "mode"), Some(s("0600")));
    assert_eq!(param(&cat, "File", "/b", "group"), Some(s("g")));
    assert_eq!(param(&cat, "File", "/b", "owner"), None);
    assert_eq!(
        run("file { '/x': mode => '1', * => { mode => '2' } }").unwrap_err(),
        "The attribute 'mode' has already been set"
    );
}

#[test]
fn resource_defaults_are_dynamically_scoped() {
    let (_, cat) = run("class outer { Notify { message => 'outer' } include inner }\nclass inner { notify { 'x': } }\ninclude outer\nnotify{'y':}").unwrap();
    assert_eq!(param(&cat, "Notify", "x", "message"), Some(s("outer")));
    assert_eq!(param(&cat, "Notify", "y", "message"), None);
}

#[test]
fn virtual_exported_and_collectors() {
    let src = "@notify { 'a': tag => ['t'] }\n@notify { 'b': }\n@@notify { 'e': }\n@user { 'u1': shell => '/bin/sh' }\n@user { 'u2': shell => '/bin/zsh' }\nNotify <| tag == 't' |> { message => 'got' }\nUser <| shell != '/bin/sh' |>";
    let (_, cat) = run(src).unwrap();
    assert_eq!(param(&cat, "Notify", "a", "message"), Some(s("got")));
    assert!(resource(&cat, "Notify", "b").is_none());
    assert!(resource(&cat, "Notify", "e").is_none());
    assert!(resource(&cat, "User", "u2").is_some() && resource(&cat, "User", "u1").is_none());
}

#[test]
fn overriding_an_evaluated_define_warns_or_fails_when_strict() {
    // Puppet's Resource#merge: the collector in `delayed` runs after Foo[test]'s body did, so
    // the override changes Foo[test]'s parameter but not the notify its body declared.
    let src = "define foo($message) {\n  notify { 'testing': message => $message }\n}\nfoo { 'test': message => 'given' }\ndefine delayed {\n  Foo <| |> { message => 'overridden' }\n}\ndelayed { 'now': }\n";
    let host = MemoryHost::new();
    let c = compile(&host, &opts("testnode"), src.to_string()).unwrap();
    let cat = strata_core::json::parse(&c.catalog).unwrap();
    assert_eq!(param(&cat, "Foo", "test", "message"), Some(s("overridden")));
    assert_eq!(
        param(&cat, "Notify", "testing", "message"),
        Some(s("given"))
    );
    assert_eq!(
        c.warnings,
        ["Attempt to override an already evaluated resource, defined at (file: /site.pp, line: 4), with new values (file: /site.pp, line: 6)"]
    );
    let strict = Options {
        strict: true,
        ..opts("testnode")
    };
    let e = compile(&host, &strict, src.to_string()).unwrap_err();
    assert_eq!(
        e.message,
        "Attempt to override an already evaluated resource, defined at (file: /site.pp, line: 4), with new values"
    );
    assert_eq!(e.location, Some(("/site.pp".to_string(), 6, 0)));
    // A collector that runs before the define's body (at the top level) is no late override.
    let early = "define foo($message) {\n  notify { 'testing': message => $message }\n}\nfoo { 'test': message => 'given' }\nFoo <| |> { message => 'overridden' }\n";
    let c = compile(&host, &strict, early.to_string()).unwrap();
    let cat = strata_core::json::parse(&c.catalog).unwrap();
    assert_eq!(
        param(&cat, "Notify", "testing", "message"),
        Some(s("overridden"))
    );
    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
}

#[test]
fn relationships_become_metaparameters() {
    let (_, cat) = run(
        "notify{'a':} -> notify{'b':} ~> notify{'c':}\nNotify['c'] <- Notify['d']\nnotify{'d':}",
    )
    .unwrap();
    assert_eq!(
        param(&cat, "Notify", "a", "before"),
        Some(Value::list(vec![s("Notify[b]")]))
    );
    assert_eq!(
        param(&cat, "Notify", "b", "notify"),
        Some(Value::list(vec![s("Notify[c]")]))
    );
    assert_eq!(
        param(&cat, "Notify", "d", "before"),
        Some(Value::list(vec![s("Notify[c]")]))
    );
    let err = run("notify{'a':}\nNotify['a'] -> Notify['missing']").unwrap_err();
    assert_eq!(
        err,
        "Could not find resource 'Notify[missing]' for relationship from 'Notify[a]'"
    );
}

#[test]
fn undef_parameter_table_with_module_data() {
    let host = MemoryHost::new()
        .with_file(
            "/m/t/manifests/init.pp",
            "class t(Optional[Integer] $p = 10) { notify{'r': message => \"p=${p}\"} }",
        )
        .with_file(
            "/m/t/hiera.yaml",
            "version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n",
        )
        .with_file("/m/t/data/common.yaml", "t::p: 30\n");
    for (decl, want) in [
        ("include t", "p=30"),
        ("class {'t': p => 20}", "p=20"),
        ("class {'t': p => undef}", "p=30"),
    ] {
        let (_, cat) = run_with(&host, &opts("n"), decl).unwrap();
        assert_eq!(
            param(&cat, "Notify", "r", "message"),
            Some(s(want)),
            "{decl}"
        );
    }
    let bare = MemoryHost::new().with_file(
        "/m/t/manifests/init.pp",
        "class t(Optional[Integer] $p) { notify{'r': message => \"p=${p}\"} }",
    );
    let (_, cat) = run_with(&bare, &opts("n"), "class {'t': p => undef}").unwrap();
    assert_eq!(param(&cat, "Notify", "r", "message"), Some(s("p=")));
    assert_eq!(
        run_with(&bare, &opts("n"), "include t").unwrap_err(),
        "Error while evaluating a Function Call, Class[T]: expects a value for parameter 'p'"
    );
}

#[test]
fn expressions_precedence_and_comparisons() {
    let (notices, _) = run("notice(1 + 2 * 3)\nnotice('ABC' == 'abc')\nnotice([1,2] + [3])\nnotice(5 / 2)\nnotice(-7 % 3)\nnotice(1 in [1,2])\nnotice('x' =~ /x/ and !false)").unwrap();
    let msgs: Vec<&str> = notices
        .iter()
        .map(|n| n.rsplit(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(msgs, ["7", "true", "[1, 2, 3]", "2", "2", "true", "true"]);
}

#[test]
fn strings_heredocs_and_interpolation() {
    let src = "$h = {'k' => [10, 20]}\n$t = @(\"END\"/L)\n  value ${h['k'][1]} \\\n  joined\n  |- END\nnotice($t)\nnotice(\"${h['k'].map |$x| { $x * 2 }}\")";
    let (notices, _) = run(src).unwrap();
    assert_eq!(
        notices,
        [
            "Scope(Class[main]): value 20 joined",
            "Scope(Class[main]): [20, 40]"
        ]
    );
}

#[test]
fn iteration_functions_and_control_flow() {
    let src = "$r = [1,2,3,4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * 10 }\nnotice($r)\nnotice([1,2,3].reduce |$a, $b| { $a + $b })\n[1,2,3].each |$x| { if $x == 2 { break() } notice($x) }\nfunction f($x) >> Integer { if $x > 1 { return($x * 2) } 0 }\nnotice(f(5))";
    let (notices, _) = run(src).unwrap();
    let msgs: Vec<&str> = notices
        .iter()
        .map(|n| n.rsplit(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(msgs, ["[20, 40]", "6", "1", "10"]);
}

#[test]
fn types_and_assert_type() {
    let (notices, _) = run("notice(Integer[1,10] == Integer[1,10])\nnotice(5 =~ Integer[1,10])\nnotice('a' =~ Enum['a','b'])\nnotice(type([1,'a'], generalized))\ntype Port = Integer[1, 65535]\nnotice(80 =~ Port)").unwrap();
    let msgs: Vec<&str> = notices
        .iter()
        .map(|n| n.rsplit(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(msgs, ["true", "true", "true", "Array[ScalarData]", "true"]);
    assert!(run("assert_type(String, 1)")
        .unwrap_err()
        .contains("expects a String value, got Integer"));
}

#[test]
fn epp_and_erb_templates() {
    let (notices, _) = run("$x = 'w'\nnotice(inline_epp('<% [1,2].each |$i| { -%>n<%= $i %> <% } -%>'))\nnotice(inline_template('<%= @x %>!'))").unwrap();
    let msgs: Vec<&str> = notices
        .iter()
        .map(|n| n.rsplit(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(msgs, ["n1 n2 ", "w!"]);
    assert!(run("notice(inline_template('<%= `ls` %>'))")
        .unwrap_err()
        .contains("command execution (backticks) is not supported"));
}

#[test]
fn unknown_parameter_of_builtin_type() {
    assert_eq!(
        run("notify { 'x': bogus => 1 }").unwrap_err(),
        "no parameter named 'bogus' on Notify[x]"
    );
}

#[test]
fn runaway_recursion_ends_with_an_error() {
    let err = run("function f($x) { f($x + 1) }\nf(1)").unwrap_err();
    assert_eq!(
        err,
        "Maximum recursion depth exceeded in call to function 'f': evaluation nested deeper \
         than 10000 levels: the input may recurse without end (if it is just deep, raise the \
         limit with --max-depth)"
    );
    // Through lambdas and two functions, under a smaller limit.
    let mut o = opts("testnode");
    o.limits.max_depth = 50;
    let err = run_with(
        &MemoryHost::new(),
        &o,
        "function a($x) { [$x].map |$y| { b($y) } }\nfunction b($x) { a($x) }\na(1)",
    )
    .unwrap_err();
    assert!(
        err.starts_with("Maximum recursion depth exceeded") && err.contains("50 levels"),
        "{err}"
    );
    // A recursion that stays under the limit is fine.
    let (notices, _) = run_with(
        &MemoryHost::new(),
        &o,
        "function f($n) { if $n > 0 { f($n - 1) } else { 'done' } }\nnotice(f(20))",
    )
    .unwrap();
    assert_eq!(notices, ["Scope(Class[main]): done"]);
}

#[test]
fn an_endless_loop_ends_with_the_step_limit() {
    let mut o = opts("testnode");
    o.limits.max_steps = 10_000;
    let err = run_with(
        &MemoryHost::new(),
        &o,
        "[1, 2, 3].each |$x| { 100000.each |$i| { } }",
    )
    .unwrap_err();
    assert_eq!(
        err,
        "Evaluation stopped: evaluation stopped after 10000 steps: the input may loop forever \
         (if it is just large, raise the limit with --max-steps)"
    );
    // Many small lambda calls count too (one step per call even with an empty body).
    let err = run_with(
        &MemoryHost::new(),
        &o,
        "100.each |$x| { 100.each |$y| { } }",
    )
    .unwrap_err();
    assert!(err.starts_with("Evaluation stopped"), "{err}");
}

#[test]
fn deep_nesting_ends_with_an_error() {
    let deep = format!("notice({}1{})", "[".repeat(5000), "]".repeat(5000));
    assert_eq!(
        run(&deep).unwrap_err(),
        "Could not parse for environment production: Expression nesting too deep (more than \
         200 levels)"
    );
    let deep = format!("notice({}1{})", "(".repeat(100_000), ")".repeat(100_000));
    assert!(run(&deep).unwrap_err().contains("nesting too deep"));
    let deep = format!("notice(\"{}x{}\")", "${\"".repeat(500), "\"}".repeat(500));
    assert!(run(&deep).unwrap_err().contains("nested too deeply"));
}

#[test]
fn strict_mode_rejects_unknown_variables() {
    let mut o = opts("n");
    o.strict = true;
    assert_eq!(
        run_with(&MemoryHost::new(), &o, "notice($nope)").unwrap_err(),
        "Unknown variable: 'nope'."
    );
    assert!(run("notice($nope)").is_ok());
}

/// Inputs that once crashed the compiler (integer edge cases of the operators and built-ins,
/// huge `sprintf` fields, iteration over huge ranges): each now has an answer or a clear error.
#[test]
fn integer_edges_and_huge_requests_end_cleanly() {
    let min = "(-9223372036854775807 - 1)";
    // Puppet 7.23: Ruby's exact quotient is refused as NUMERIC_OVERFLOW, the remainder is 0
    assert_eq!(
        run(&format!("notice({min} / -1)")).unwrap_err(),
        "A '/' expression resulted in a value outside of Puppet Integer max range, got '+0x8000000000000000'"
    );
    let (notices, _) = run(&format!("notice({min} % -1)")).unwrap();
    assert_eq!(notices, ["Scope(Class[main]): 0"]);
    assert!(run(&format!("notice(abs({min}))"))
        .unwrap_err()
        .contains("integer overflow in 'abs'"));
    let (notices, _) = run("notice(-7 % 2, 7 / -2, -8 >> 70)").unwrap();
    assert_eq!(notices, ["Scope(Class[main]): 1 -4 -1"]);
    // Puppet 7.23: Ruby's exact result of a left shift past 64 bits is NUMERIC_OVERFLOW
    assert_eq!(
        run("notice(1 << 70)").unwrap_err(),
        "A '<<' expression resulted in a value outside of Puppet Integer max range, got '+0x400000000000000000'"
    );
    let (notices, _) = run(&format!("notice(1 << -70, 1 << {min})")).unwrap();
    assert_eq!(notices, ["Scope(Class[main]): 0 0"]);
    // shifts Ruby cannot hold in memory: a clear error, no huge message
    for shift in ["-8 >> -4294967296", &format!("1 >> {min}")] {
        let e = run(&format!("notice({shift})")).unwrap_err();
        assert!(e.len() < 200 && e.contains("overflow"), "{shift}: {e}");
    }
    let (notices, _) = run(&format!("notice(sprintf('%d|%5d', {min}, 3))")).unwrap();
    assert_eq!(notices, ["Scope(Class[main]): -9223372036854775808|    3"]);
    assert!(run("notice(sprintf('%99999999999d', 1))")
        .unwrap_err()
        .contains("width too big"));
    assert!(run("notice(sprintf('%.99999999999f', 1))")
        .unwrap_err()
        .contains("precision too big"));
    assert!(run("9999999999999.each |$x| { }")
        .unwrap_err()
        .starts_with("Evaluation stopped"));
    assert!(run("Integer[0, 9999999999999].each |$x| { }")
        .unwrap_err()
        .starts_with("Evaluation stopped"));
}
