//! Rules taken from Puppet 7.23's source, each checked against `puppet catalog compile` on the
//! same manifest (the expected texts below are what Puppet printed, without its locations):
//! errors in a define's body nested by `Compiler#evaluate_definitions`, parameter errors
//! collected by `TypeMismatchDescriber#validate_parameters`, `Could not find declared class`,
//! type names resolved by the loaders (aliases by lower-case name, `Resource type not found`,
//! a file's parameter types evaluated when it loads), `${type}` interpolation, comparison
//! errors, `versioncmp`'s argument check, metaparameters of containers and `name` of a type
//! whose namevar is another attribute.

use strata_core::host::MemoryHost;
use strata_core::Value;
use strata_puppet::{compile, CompileError, Compiled, Options};

fn opts() -> Options {
    Options {
        node: "testnode".into(),
        modulepath: vec!["/m".into()],
        manifest: "/site.pp".into(),
        ..Options::default()
    }
}

fn modules() -> MemoryHost {
    MemoryHost::new()
        .with_file(
            "/m/mod/manifests/init.pp",
            "class mod(Mod::Nope $x = 1) {}\n",
        )
        .with_file("/m/mod/manifests/sub.pp", "class mod::sub {}\n")
        .with_file(
            "/m/al/types/myalias.pp",
            "type Al::Myalias = Enum['a', 'b']\n",
        )
        .with_file(
            "/m/al/manifests/init.pp",
            "class al(Al::MyAlias $x = 'a') { notice($x) }\n",
        )
}

fn fails(src: &str) -> CompileError {
    compile(&modules(), &opts(), src.to_string()).expect_err("Puppet rejects this")
}

fn run(src: &str) -> Compiled {
    compile(&modules(), &opts(), src.to_string()).expect("compiles")
}

fn resources(c: &Compiled) -> Vec<Value> {
    let cat = strata_core::json::parse(&c.catalog).expect("JSON");
    cat.as_map().expect("object")["resources"]
        .as_list()
        .expect("list")
        .to_vec()
}

fn params_of(c: &Compiled, ty: &str, title: &str) -> Option<Value> {
    resources(c).into_iter().find_map(|r| {
        let m = r.as_map()?;
        (m["type"].as_str() == Some(ty) && m["title"].as_str() == Some(title))
            .then(|| m.get("parameters").cloned().unwrap_or(Value::Null))
    })
}

#[test]
fn define_body_error_is_nested_with_its_location() {
    let e = fails("define d() { fail('boom') }\nd { 'x': }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, Evaluation Error: Error while evaluating a \
         Function Call, boom (file: /site.pp, line: 1, column: 14)"
    );
    let (file, line, _) = e.location.expect("located at the declaration");
    assert_eq!((file.as_str(), line), ("/site.pp", 2));
}

#[test]
fn parameter_errors_are_collected() {
    let e = fails("class c(Integer $a, String $s) {}\nclass { 'c': b => 1, a => 'x' }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, Class[C]:\n  has no parameter named 'b'\n  \
         parameter 'a' expects an Integer value, got String\n  expects a value for parameter 's'"
    );
    let e = fails("define e(Integer $n) {}\ne { 'x': m => 1, n => 'z' }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, E[x]:\n  has no parameter named 'm'\n  \
         parameter 'n' expects an Integer value, got String"
    );
    let e = fails("define e(Integer $n) {}\ne { 'x': n => 'z' }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, E[x]: parameter 'n' expects an Integer \
         value, got String"
    );
}

#[test]
fn missing_declared_class_is_named_as_written() {
    let e = fails("class { 'nope::x': }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, Could not find declared class nope::x"
    );
}

#[test]
fn types_resolve_as_the_loaders_find_them() {
    // mod::sub loads mod's init.pp first, whose parameter type does not exist
    let e = fails("include mod::sub\n");
    assert_eq!(e.message, "Resource type not found: Mod::Nope");
    let (file, line, col) = e.location.expect("located");
    assert_eq!(
        (file.as_str(), line, col),
        ("/m/mod/manifests/init.pp", 1, 11)
    );
    // an alias is found whatever the case of its name, and bears its declared name
    let e = fails("class { 'al': x => 'c' }\n");
    assert_eq!(
        e.message,
        "Error while evaluating a Resource Statement, Class[Al]: parameter 'x' expects a match \
         for Al::Myalias = Enum['a', 'b'], got 'c'"
    );
    let c = run("class { 'al': x => 'b' }\n");
    assert_eq!(c.notices, ["Scope(Class[Al]): b"]);
}

#[test]
fn interpolated_keyword_is_a_variable() {
    let c = run(
        "define k(String $type = 'rsa') { notify { \"id_${type} ${type.upcase} ${[1, 2][0]}\": } }\n\
         k { 'x': }\n",
    );
    assert!(params_of(&c, "Notify", "id_rsa RSA 1").is_some());
}

#[test]
fn comparisons_name_values_and_causes() {
    assert_eq!(
        fails("notice(undef < 1)\n").message,
        "Comparison of: Undef Value < Integer, is not possible. Caused by 'Only Strings, \
         Numbers, Timespans, Timestamps, and Versions are comparable'."
    );
    assert_eq!(
        fails("notice('a' < 1)\n").message,
        "Comparison of: String < Integer, is not possible. Caused by 'A String is not \
         comparable to a non String'."
    );
}

#[test]
fn versioncmp_and_access_check_their_operands() {
    assert_eq!(
        fails("notice(versioncmp(undef, '1'))\n").message,
        "Error while evaluating a Function Call, 'versioncmp' parameter 'a' expects a String \
         value, got Undef"
    );
    assert_eq!(
        fails("$u = undef\nnotice($u['a'])\n").message,
        "Operator '[]' is not applicable to an Undef Value."
    );
}

#[test]
fn container_metaparameters_reach_down_from_main_only() {
    // Puppet 7.23: Outer[x], Inner[i-x] and both files carry tag => mine; a class is
    // contained by its stage, so what it declares gets nothing (as ceph::repo's
    // apt::source { tag => ... } compiled in tests/realworld/puppet)
    let c = run("define inner() { file { \"/tmp/${title}\": } }\n\
         define outer() { inner { \"i-${title}\": } file { \"/tmp/o-${title}\": } }\n\
         outer { 'x': tag => 'mine' }\n\
         class k { outer { 'y': tag => 'mine' } }\ninclude k\n");
    let has_tag = |ty: &str, title: &str| {
        params_of(&c, ty, title)
            .and_then(|p| p.as_map().map(|m| m.contains_key("tag")))
            .unwrap_or(false)
    };
    for (ty, title) in [
        ("Outer", "x"),
        ("Inner", "i-x"),
        ("File", "/tmp/o-x"),
        ("File", "/tmp/i-x"),
    ] {
        assert!(has_tag(ty, title), "{ty}[{title}] inherits");
    }
    assert!(has_tag("Outer", "y"), "given");
    for (ty, title) in [("Inner", "i-y"), ("File", "/tmp/o-y"), ("File", "/tmp/i-y")] {
        assert!(!has_tag(ty, title), "{ty}[{title}] is under a class");
    }
}

#[test]
fn a_class_is_declared_before_its_parent_runs() {
    // Puppet 7.23 compiles this with one Notify each: z's `include i` finds i declared
    let c = run("class z { include i\n  notify { 'z': } }\n\
         class i inherits z { notify { 'i': } }\n\
         class a inherits i { notify { 'a': } }\ninclude a\n");
    for t in ["z", "i", "a"] {
        assert!(params_of(&c, "Notify", t).is_some(), "Notify[{t}]");
    }
}

#[test]
fn reference_arrays_are_flattened() {
    // as Puppet 7.23 wrote these parameters
    let c = run("notify { ['a', 'b']: }\n\
         notify { 'c': before => [Notify[['a', 'b']], undef] }\n\
         notify { 'd': message => [[Notify['a']], 'x'] }\n\
         notify { 'e': message => [['y'], 'x'] }\n");
    let param = |t: &str, p: &str| {
        let params = params_of(&c, "Notify", t).expect("declared");
        strata_core::json::write(
            &params.as_map().expect("parameters")[p],
            &strata_core::json::WriteOptions::compact(),
        )
    };
    assert_eq!(param("c", "before"), r#"["Notify[a]","Notify[b]"]"#);
    assert_eq!(param("d", "message"), r#"["Notify[a]","x"]"#);
    assert_eq!(param("e", "message"), r#"[["y"],"x"]"#);
}

#[test]
fn templates_validate_addresses_with_ipaddr() {
    // ruby -ripaddr: "192.0.2.12", "1.2.3.0", "::1"; "foo" and "300.1.1.1" raise
    // IPAddr::InvalidAddressError (an ArgumentError)
    let c = run("notice(inline_template(\"<% require 'ipaddr' -%><%= \
         ['192.0.2.12', '1.2.3.4/24', '::1', 'foo', '300.1.1.1'].map { |a| \
         begin; IPAddr.new(a).to_s; rescue ArgumentError; 'bad'; end }.join(' ') %>\"))\n");
    assert_eq!(
        c.notices,
        ["Scope(Class[main]): 192.0.2.12 1.2.3.0 ::1 bad bad"]
    );
}

#[test]
fn defined_finds_a_resource_by_its_uniqueness_key() {
    // Puppet 7.23: compiles, notice "true" (Catalog#resource tries the uniqueness key)
    let c = run("file { '/tmp/d': ensure => directory }\n\
         if !defined(File['/tmp/d/']) { file { '/tmp/d/': ensure => directory } }\n\
         notice(defined(File['/tmp/d/']))\n");
    assert_eq!(c.notices, ["Scope(Class[main]): true"]);
}

#[test]
fn hyphenated_bare_words_are_words() {
    // Lexer2's PATTERN_BARE_WORD: a hyphenated bare word is a WORD, a string literal (hash keys
    // as openstacklib writes them); Puppet printed `{display-name => 1, a-b::c-d => 2}`
    let c = run("$h = { display-name => 1, a-b::c-d => 2 }\nnotice($h)\nnotice(foo-bar)\n");
    assert_eq!(
        c.notices,
        [
            "Scope(Class[main]): {display-name => 1, a-b::c-d => 2}",
            "Scope(Class[main]): foo-bar"
        ]
    );
    // alone in an interpolation it is a variable name, which may not hold a hyphen
    let e = fails("$foo = 'F'\nnotice(\"${foo-bar}\")\n");
    assert_eq!(
        e.message,
        "Could not parse for environment production: Illegal variable name, The given name 'foo-bar' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"
    );
    let (_, line, col) = e.location.expect("located");
    assert_eq!((line, col), (2, 11));
}

#[test]
fn hyphenated_bare_word_before_an_access_in_an_interpolation() {
    // InterpolationSupport#enqueue_until makes a first word followed by `[` or `.` a variable
    // too; `puppet parser validate` on `notice("${foo-bar[0]}")` and
    // `notice("${foo-bar.size}")` gave this error at line 1, column 11
    for src in [
        "notice(\"${foo-bar[0]}\")\n",
        "notice(\"${foo-bar.size}\")\n",
    ] {
        let e = fails(src);
        assert_eq!(
            e.message,
            "Could not parse for environment production: Illegal variable name, The given name 'foo-bar' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/",
            "{src}"
        );
        let (_, line, col) = e.location.expect("located");
        assert_eq!((line, col), (1, 11), "{src}");
    }
}

#[test]
fn ipaddr_applies_a_netmask_and_takes_brackets() {
    // ruby 3.1 -ripaddr: IPAddr.new('1.2.3.4/255.255.255.0').to_s is "1.2.3.0",
    // IPAddr.new('[::1]').to_s is "::1", and '1.2.3.4/255.0.255.0' (IPAddr::InvalidPrefixError)
    // and '1.2.3.4/' (IPAddr::InvalidAddressError) raise ArgumentErrors
    let c = run("notice(inline_template(\"<% require 'ipaddr' -%><%= \
         ['1.2.3.4/255.255.255.0', '[::1]', '1.2.3.4/255.0.255.0', '1.2.3.4/'].map { |a| \
         begin; IPAddr.new(a).to_s; rescue ArgumentError; 'bad'; end }.join(' ') %>\"))\n");
    assert_eq!(c.notices, ["Scope(Class[main]): 1.2.3.0 ::1 bad bad"]);
}

#[test]
fn container_metaparameters_include_alias_in_puppets_order() {
    // Puppet 7.23 (`puppet catalog compile`) on this manifest: Notify[nx] has the parameters
    // {noop, schedule, audit, loglevel, alias, tag} in that order (Puppet::Type.metaparams,
    // through Compiler#add_resource_metaparams)
    let c = run("define d() { notify { \"n${title}\": } }\n\
         d { 'x': tag => 'tg', loglevel => 'info', alias => 'y', audit => 'all', \
         schedule => 'sch', noop => true }\n");
    let p = params_of(&c, "Notify", "nx").expect("Notify[nx]");
    let m = p.as_map().expect("parameters");
    let keys: Vec<&str> = m.keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        ["noop", "schedule", "audit", "loglevel", "alias", "tag"]
    );
    assert_eq!(m["alias"].as_str(), Some("y"));
}

#[test]
fn a_class_takes_a_name_parameter() {
    // Puppet 7.23 (`puppet catalog compile`): `name` is left out of the checked parameters
    // (Resource::Type#set_resource_parameters), `$name` is the given name down-cased, and the
    // catalog's Class[Foo] has the parameters {name => 'Bar', a => 1}
    let c = run("class foo($a = 1) { notice($name) notice($title) }\n\
         class { 'foo': name => 'Bar' }\n");
    assert_eq!(
        c.notices,
        ["Scope(Class[Foo]): bar", "Scope(Class[Foo]): foo"]
    );
    let p = params_of(&c, "Class", "Foo").expect("Class[Foo]");
    let m = p.as_map().expect("parameters");
    assert_eq!(m["name"].as_str(), Some("Bar"));
    assert!(matches!(&m["a"], Value::Number(n) if n.as_i64() == Some(1)));
}

#[test]
fn a_built_in_resource_with_an_integer_title_keeps_its_namevar() {
    // Puppet 7.23 (`puppet catalog compile`): Notify[5] has {name => '5'} and File[7]
    // {path => '7', ensure => absent}: parse_title gives the namevar the title as a string,
    // which differs from the Integer title (Resource#to_data_hash), and neither has the title
    // as a tag (Tagging#tag_if_valid takes strings only)
    let c = run("create_resources('notify', {5 => {}})\n\
         create_resources('file', {7 => {ensure => absent}})\n");
    let notify = params_of(&c, "Notify", "5").expect("Notify[5]");
    assert_eq!(
        notify.as_map().expect("parameters")["name"].as_str(),
        Some("5")
    );
    let file = params_of(&c, "File", "7").expect("File[7]");
    let m = file.as_map().expect("parameters");
    assert_eq!(m["path"].as_str(), Some("7"));
    assert_eq!(m["ensure"].as_str(), Some("absent"));
    for r in resources(&c) {
        let m = r.as_map().expect("resource");
        if matches!(m["title"].as_str(), Some("5" | "7")) {
            let tags: Vec<&str> = m["tags"]
                .as_list()
                .expect("tags")
                .iter()
                .filter_map(|t| t.as_str())
                .collect();
            assert_eq!(
                tags,
                [m["type"].as_str().unwrap().to_lowercase().as_str(), "class"]
            );
        }
    }
}

#[test]
fn a_resource_default_wins_over_a_container_metaparameter() {
    // Puppet 7.23 (`puppet catalog compile`): Notify[nx] has loglevel 'debug' (its resource
    // default; Compiler#add_resource_metaparams fills only what is still nil) and noop true
    // (from D[x])
    let c = run(
        "define d() { Notify { loglevel => 'debug' } notify { \"n${title}\": } }\n\
         d { 'x': loglevel => 'info', noop => true }\n",
    );
    let p = params_of(&c, "Notify", "nx").expect("Notify[nx]");
    let m = p.as_map().expect("parameters");
    assert_eq!(m["loglevel"].as_str(), Some("debug"));
    assert_eq!(m["noop"], Value::Bool(true));
}

/// Errors Puppet raises outside its evaluator (node matching, a resource about itself, the
/// relationships and the catalog validator, Hiera's configuration) print without
/// "Evaluation Error: " and with their own location, if any; the evaluator's own errors have
/// the label. The texts are what `puppet catalog compile` printed for the same manifests
/// (folders left out).
#[test]
fn only_the_evaluators_errors_are_labelled() {
    let rendered = |src: &str| fails(src).render("testnode");
    assert_eq!(
        rendered("notify { 'a': require => Notify['b'] }\n"),
        "Could not find resource 'Notify[b]' in parameter 'require' (file: /site.pp, line: 1) on node testnode"
    );
    assert_eq!(
        rendered("notify { 'a': tag => 'a b' }\n"),
        "Invalid tag 'a b' (file: /site.pp, line: 1) on node testnode"
    );
    // Puppet::Parser::Relationship raises these without a location.
    assert_eq!(
        rendered("notify { 'a': }\nNotify['a'] -> Notify['b']\n"),
        "Could not find resource 'Notify[b]' for relationship from 'Notify[a]' on node testnode"
    );
    assert_eq!(
        rendered("node a {}\n"),
        "Could not find node statement with name 'default' or 'testnode' on node testnode"
    );
    assert_eq!(
        rendered("nope()\n"),
        "Evaluation Error: Unknown function: 'nope'. (file: /site.pp, line: 1, column: 1) on node testnode"
    );
    // HieraConfig.create's LookupError, as Puppet printed it for a `version: 6` environment
    // hiera.yaml.
    let host = MemoryHost::new().with_file(
        "/env/hiera.yaml",
        "version: 6\nhierarchy:\n  - name: common\n    path: common.yaml\n",
    );
    let opts = Options {
        node: "testnode".into(),
        manifest: "/env/manifests/site.pp".into(),
        environment_dir: Some("/env".into()),
        ..Options::default()
    };
    let e = compile(&host, &opts, "lookup('x')\n".into()).expect_err("Puppet rejects this");
    assert_eq!(
        e.render("testnode"),
        "This runtime does not support hiera.yaml version 6 (file: /env/hiera.yaml) on node testnode"
    );
}
