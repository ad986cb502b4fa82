//! Evaluation rules checked against Puppet 7.23 (its compiler library, as the shared vectors
//! were captured): interpolation of hashes and arrays, resource defaults taken when a
//! resource is made, the "Unknown variable" warning, `$trusted`, a define that declares
//! itself, the place of a warning raised inside an EPP template, and the names in an alias
//! conflict's message.

use strata_core::host::MemoryHost;
use strata_core::Value;
use strata_puppet::{compile, Compiled, Options};

fn opts() -> Options {
    Options {
        node: "testnode".into(),
        modulepath: vec!["/m".into()],
        manifest: "/site.pp".into(),
        ..Options::default()
    }
}

fn run(host: &MemoryHost, src: &str) -> Compiled {
    compile(host, &opts(), src.to_string()).expect("compiles")
}

fn param(c: &Compiled, title: &str, p: &str) -> Option<String> {
    let cat = strata_core::json::parse(&c.catalog).expect("JSON");
    let res = cat.as_map()?["resources"].as_list()?.iter().find(|r| {
        r.as_map()
            .is_some_and(|m| m["title"].as_str() == Some(title))
    })?;
    match res.as_map()?.get("parameters")?.as_map()?.get(p)? {
        Value::String(s) => Some(s.to_string()),
        other => Some(format!("{other:?}")),
    }
}

#[test]
fn interpolated_hashes_and_arrays_print_as_puppet() {
    // Puppet 7.23 printed exactly these notices.
    let c = run(
        &MemoryHost::new(),
        "$h = {a => b, 'c d' => [1, 'x y', /re/], 'e' => undef, 'f' => true, 'g' => 1.5, 'q' => \"it's\"}\n\
         notice($h)\nnotice(\"${h}\")\nnotice(\"x${[a, 'b c', undef, \"it's\", {k => 'v w'}]}\")\n\
         notice(/a\\/b/)\nnotice(\"${[Integer[1,2], default]}\")\nnotice(Pattern[/a\\/b/, 'c/d'])\n",
    );
    assert_eq!(
        c.notices,
        [
            "Scope(Class[main]): {a => b, c d => [1, x y, /re/], e => , f => true, g => 1.5, q => it's}",
            "Scope(Class[main]): {a => b, c d => [1, x y, /re/], e => , f => true, g => 1.5, q => it's}",
            "Scope(Class[main]): x[a, b c, , it's, {k => v w}]",
            "Scope(Class[main]): /a\\/b/",
            "Scope(Class[main]): [Integer[1, 2], default]",
            "Scope(Class[main]): Pattern[/a\\/b/, /c\\/d/]",
        ]
    );
}

#[test]
fn defaults_are_taken_when_a_resource_is_made() {
    let host = MemoryHost::new()
        .with_file(
            "/m/ntp/manifests/init.pp",
            "class ntp { file { '/etc/ntp.conf': ensure => file } }\n",
        )
        .with_file(
            "/m/x/manifests/init.pp",
            "class x { file { '/x1': } File { owner => 'root' } file { '/x2': } }\n",
        );
    let c = run(
        &host,
        "include ntp\nFile { mode => '0644' }\nfile { '/late': }\n\
         define d() { file { \"/d${title}\": } }\nd { 'two': }\nFile { owner => 'o' }\n\
         include x\n",
    );
    // Puppet: ntp's file has no mode; /late has it; the define, evaluated after main, sees both
    // defaults; /x1 was made before x's own default.
    assert_eq!(param(&c, "/etc/ntp.conf", "mode"), None);
    assert_eq!(param(&c, "/late", "mode").as_deref(), Some("0644"));
    assert_eq!(param(&c, "/late", "owner"), None);
    assert_eq!(param(&c, "/dtwo", "owner").as_deref(), Some("o"));
    assert_eq!(param(&c, "/x1", "owner").as_deref(), Some("o"));
    assert_eq!(param(&c, "/x2", "owner").as_deref(), Some("root"));
}

#[test]
fn defaults_follow_the_including_scope() {
    let host = MemoryHost::new().with_file(
        "/m/ntp/manifests/init.pp",
        "class ntp { file { '/etc/ntp.conf': ensure => file } }\n",
    );
    let c = run(
        &host,
        "File { owner => 'x' }\nclass a { File { mode => '0700' } include ntp }\ninclude a\n",
    );
    assert_eq!(param(&c, "/etc/ntp.conf", "owner").as_deref(), Some("x"));
    assert_eq!(param(&c, "/etc/ntp.conf", "mode").as_deref(), Some("0700"));
}

#[test]
fn unknown_variables_warn_as_puppet() {
    let c = run(
        &MemoryHost::new(),
        "notice($nope)\nif 'a' =~ /a/ { notice(\"${1}\") }\n",
    );
    assert_eq!(
        c.warnings,
        ["Unknown variable: 'nope'. (file: /site.pp, line: 1, column: 8)"]
    );
}

#[test]
fn trusted_without_clientcert_is_as_puppets_compiler() {
    // Facts without `clientcert` (the shared vectors' runner): Puppet's compiler leaves the
    // certname unset.
    let mut o = opts();
    o.facts = Some(strata_puppet::facts::minimal_facts("web01.example.com"));
    let c = compile(&MemoryHost::new(), &o, "notice($trusted)\n".into()).expect("compiles");
    assert_eq!(
        c.notices,
        ["Scope(Class[main]): {authenticated => local, certname => web01.example.com, extensions => {}, hostname => web01, domain => example.com, external => {}}"]
    );
    let mut o = opts();
    o.facts =
        Some(strata_puppet::facts::load_facts("f.yaml", "kernel: Linux\n", "n").expect("facts"));
    let c = compile(&MemoryHost::new(), &o, "notice($trusted)\n".into()).expect("compiles");
    assert_eq!(
        c.notices,
        ["Scope(Class[main]): {authenticated => local, certname => , extensions => {}, hostname => , domain => , external => {}}"]
    );
}

#[test]
fn a_define_that_declares_itself_stops_after_1000_rounds() {
    let e = compile(
        &MemoryHost::new(),
        &opts(),
        "define d() { d { \"x${title}\": } }\nd { 'a': }\n".into(),
    )
    .expect_err("Puppet's loop guard");
    assert_eq!(
        e.message,
        "Somehow looped more than 1000 times while evaluating host catalog"
    );
}

#[test]
fn lookup_takes_the_first_name_found_and_module_merges() {
    let host = MemoryHost::new()
        .with_file("/m/m/manifests/init.pp", "class m {}\n")
        .with_file(
            "/m/m/hiera.yaml",
            "version: 5\nhierarchy:\n  - name: os\n    path: 'os/%{facts.os.family}.yaml'\n  - name: common\n    path: common.yaml\n",
        )
        .with_file("/m/m/data/os/Debian.yaml", "m::pkgs: [apt]\nm::h: {a: 1}\n")
        .with_file(
            "/m/m/data/common.yaml",
            "m::x: common\nm::pkgs: [base, apt]\nm::h: {b: 2}\nlookup_options:\n  '^m::h$':\n    merge: hash\n",
        );
    let mut o = opts();
    o.facts = Some(
        strata_puppet::facts::load_facts("f.yaml", "os:\n  family: Debian\n", "n").expect("facts"),
    );
    let c = compile(
        &host,
        &o,
        "notice(lookup(['m::nope', 'm::x']))\nnotice(lookup('m::pkgs', Array, 'unique'))\n\
         notice(lookup('m::pkgs'))\nnotice(lookup('m::h'))\nnotice(lookup('m::h.b'))\n"
            .into(),
    )
    .expect("compiles");
    assert_eq!(
        c.notices,
        [
            "Scope(Class[main]): common",
            "Scope(Class[main]): [apt, base]",
            "Scope(Class[main]): [apt]",
            "Scope(Class[main]): {b => 2, a => 1}",
            "Scope(Class[main]): 2",
        ]
    );
}

#[test]
fn warnings_inside_an_epp_template_name_its_line() {
    // Puppet 7.23: `Unknown variable: 'nope'. (file: inlined-epp-text, line: 5, column: 7)`;
    // strata named the line of the code it generates from the template (9)
    let c = run(
        &MemoryHost::new(),
        "class w {\n$t = 'a\n<%# c %>\nb <%= 1 %>\n<%- $z = 1 -%>\nc=<%= $nope %>\n'\nnotice(inline_epp($t))\n}\ninclude w\n",
    );
    assert_eq!(
        c.warnings,
        ["Unknown variable: 'nope'. (file: inlined-epp-text, line: 5, column: 7)"]
    );
}

#[test]
fn alias_conflicts_show_names_as_rubys_inspect() {
    // Puppet 7.23's message (Ruby's String#inspect of the alias and in the reference array:
    // `\#{`, `\r`, `\a` escaped, other control characters as `\uNNNN`).
    let e = compile(
        &MemoryHost::new(),
        &opts(),
        "notify { \"n#{'{'}a\\r\\u0007b\\tc\\u0001d\\u007Fe\": }\nnotify { 'm': alias => \"n#{'{'}a\\r\\u0007b\\tc\\u0001d\\u007Fe\" }\n"
            .to_string(),
    )
    .expect_err("an alias conflict");
    assert!(
        e.message.contains(
            r#"Cannot alias Notify[m] to "n\#{'{'}a\r\ab\tc\u0001d\u007Fe" at (file: /site.pp, line: 2); resource ["Notify", "n\#{'{'}a\r\ab\tc\u0001d\u007Fe"] already declared"#
        ),
        "{}",
        e.message
    );
}
