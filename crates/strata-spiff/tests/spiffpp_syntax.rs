//! spiff++ v1.7 dynaml syntax, checked on real outputs: scoped expressions, lambda defaults,
//! varargs and named arguments, list expansion, projections, the bracket mapping forms,
//! `catch[]`, `//`, the `_` / `__` / `___` references and string interpolation.

use strata_spiff::{load, merge, Input, MergeOptions, Session};

fn input(name: &str, text: &str, interpolation: bool) -> Input {
    let mut docs = load::load(text, strata_core::FileId(0)).expect("valid YAML");
    if interpolation {
        docs.iter_mut()
            .for_each(strata_spiff::source::interpolate_strings);
    }
    Input {
        name: name.into(),
        dir: ".".into(),
        docs,
    }
}

fn write(v: &strata_core::Value) -> String {
    strata_core::yaml::write(v, &strata_core::yaml::WriteOptions::spiff())
}

fn run(text: &str) -> String {
    let docs = merge(
        &input("t.yml", text, false),
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    )
    .expect("merges");
    write(&docs[0])
}

fn run_with_stub(text: &str, stub: &str) -> String {
    let docs = merge(
        &input("t.yml", text, false),
        &[input("s.yml", stub, false)],
        &MergeOptions::default(),
        &mut Session::isolated(),
    )
    .expect("merges");
    write(&docs[0])
}

/// The messages of the unresolved nodes.
fn fail(text: &str) -> Vec<String> {
    match merge(
        &input("t.yml", text, false),
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    ) {
        Ok(v) => panic!("expected a failure, got {}", write(&v[0])),
        Err(e) => e.messages(),
    }
}

#[test]
fn scoped_expressions_and_symbols() {
    let out = run(concat!(
        "a: 1\n",
        "s: (( ($a = 10, $b = a) a + b ))\n",
        "m: (( { $k = \"v\", \"x\" = a } ))\n",
        "o: (( ($m = { $k = 1 }) m.k ))\n",
    ));
    // the bindings of one scope do not see each other: `b` is the field `a`
    assert_eq!(out, "a: 1\nm:\n  k: v\n  x: 1\no: 1\ns: 11\n");
}

#[test]
fn lambda_defaults_varargs_and_named_arguments() {
    let out = run(concat!(
        "f: (( |x,y=5|-> x * y ))\n",
        "g: (( |a,b...|-> [a, b] ))\n",
        "h: (( |a,b=1,c=2|-> a + b + c ))\n",
        "d: (( f(2) ))\n",
        "e: (( f(2, 3) ))\n",
        "v: (( g(1, 2, 3) ))\n",
        "w: (( g(1) ))\n",
        "j: (( h(c=10, 100) ))\n",
        "i: (( h(2=5, 1) ))\n",
        "x: (( g([7, 8]...) ))\n",
        "l: (( [0, [1, 2]..., 3] ))\n",
        "c: (( h*(b=0)(1) ))\n",
    ));
    assert_eq!(
        out,
        concat!(
            "c: 3\nd: 10\ne: 6\n",
            "f: (( lambda|x,y=5|->x * y ))\n",
            "g: (( lambda|a,b...|->[a, b] ))\n",
            "h: (( lambda|a,b=1,c=2|->a + b + c ))\n",
            "i: 8\nj: 111\nl:\n- 0\n- 1\n- 2\n- 3\n",
            "v:\n- 1\n- - 2\n  - 3\n",
            "w:\n- 1\n- []\n",
            "x:\n- 7\n- - 8\n",
        )
    );
}

#[test]
fn lambda_call_errors_name_the_problem() {
    let msgs = fail(concat!(
        "f: (( |x,y|-> x ))\n",
        "a: (( f(1, 2, 3) ))\n",
        "b: (( f(z=1) ))\n",
        "c: (( f(x=2, 1) ))\n",
        "d: (( join(s=\",\") ))\n",
    ));
    assert_eq!(
        msgs,
        vec![
            "found 3 argument(s), but expects 2",
            "no lambda parameter found for named argument z",
            "both, positional (1) and named argument found for lambda parameter x",
            "no named arguments for builtin function (join)",
        ]
    );
}

#[test]
fn projections_slices_and_negative_indices() {
    let out = run(concat!(
        "list:\n",
        "- { name: a, value: 1 }\n",
        "- { name: b, value: 2 }\n",
        "- { name: c, value: 3 }\n",
        "all: (( .list.[*].value ))\n",
        "mid: (( list.[1..2].name ))\n",
        "last: (( list.[-1].name ))\n",
        "tail: (( [1, 2, 3, 4].[2..] ))\n",
        "keys: (( { \"x\" = { \"v\" = 1 }, \"y\" = { \"v\" = 2 } }.[*].v ))\n",
        "pick: (( list[\"0\"] || list.[0].name ))\n",
    ));
    assert_eq!(
        out,
        concat!(
            "all:\n- 1\n- 2\n- 3\n",
            "keys:\n- 1\n- 2\n",
            "last: c\n",
            "list:\n- name: a\n  value: 1\n- name: b\n  value: 2\n- name: c\n  value: 3\n",
            "mid:\n- b\n- c\n",
            "pick: a\n",
            "tail:\n- 3\n- 4\n",
        )
    );
}

#[test]
fn mapping_forms() {
    let out = run(concat!(
        "m: { alice: 25, bob: 24, carl: 30 }\n",
        "l: [ alice, bob ]\n",
        "a: (( map{m|x|->x + 1} ))\n",
        "b: (( map{l|x|->length(x)} ))\n",
        "c: (( select[m|x|->x > 24] ))\n",
        "d: (( select{m|k,v|->k != \"bob\"} ))\n",
        "e: (( filter[l|x|->x == \"bob\"] ))\n",
        "f: (( filter{m|v|->v < 26} ))\n",
        "g: (( map[l|i,x|->i x] ))\n",
    ));
    assert_eq!(
        out,
        concat!(
            "a:\n  alice: 26\n  bob: 25\n  carl: 31\n",
            "b:\n  alice: 5\n  bob: 3\n",
            "c:\n- 25\n- 30\n",
            "d:\n  alice: 25\n  carl: 30\n",
            "e:\n- bob\n",
            "f:\n  alice: 25\n  bob: 24\n",
            "g:\n- 0alice\n- 1bob\n",
            "l:\n- alice\n- bob\n",
            "m:\n  alice: 25\n  bob: 24\n  carl: 30\n",
        )
    );
    assert_eq!(
        fail("l: [1]\nf: (( filter{l|x|->x} ))\n"),
        vec!["filter{} does not support list values"]
    );
}

#[test]
fn catch_and_valid_or() {
    let out = run(concat!(
        "a: (( catch[nosuch|v,e|->e] ))\n",
        "b: (( catch[1 + 1|v,e|->v] ))\n",
        "c: (( nosuch // \"dflt\" ))\n",
        "d: (( ~ // 5 ))\n",
        "e: (( 0 // 5 ))\n",
    ));
    assert_eq!(
        out,
        "a: '''nosuch'' not found'\nb: 2\nc: dflt\nd: 5\ne: 0\n"
    );
}

#[test]
fn self_references() {
    let out = run(concat!(
        "env:\n",
        "  func: (( |x|->[ x, scope, _.scope ] ))\n",
        "  scope: func\n",
        "values:\n",
        "  value: (( env.func(\"arg\") ))\n",
        "  scope: call\n",
        "  local: (( ($scope=\"bound\") [scope, __.scope, ___.env.scope] ))\n",
    ));
    assert_eq!(
        out,
        concat!(
            "env:\n  func: (( lambda|x|->[x, scope, _.scope] ))\n  scope: func\n",
            "values:\n  local:\n  - bound\n  - call\n  - func\n  scope: call\n",
            "  value:\n  - arg\n  - call\n  - func\n",
        )
    );
}

#[test]
fn a_lambda_from_a_stub_keeps_its_static_scope() {
    let stub = concat!("lib:\n", "  base: 10\n", "  add: (( |x|->x + _.base ))\n",);
    let out = run_with_stub("lib: (( merge ))\nv: (( lib.add(1) ))\n", stub);
    assert_eq!(
        out,
        "lib:\n  add: (( lambda|x|->x + _.base ))\n  base: 10\nv: 11\n"
    );
}

#[test]
fn interpolation() {
    let text = concat!(
        "data: test\n",
        "a: this is a (( data ))\n",
        "b: \"x (( \\\"super \\\" data )) and (( length(data) ))\"\n",
        "c: (( \"(( data ))\" ))\n",
    );
    let docs = merge(
        &input("t.yml", text, true),
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    )
    .expect("merges");
    assert_eq!(
        write(&docs[0]),
        // a produced `(( data ))` is an expression again, as spiff++ flows the node again
        "a: this is a test\nb: x super test and 4\nc: test\ndata: test\n"
    );
    assert_eq!(
        run("data: test\nc: (( \"((\" \"data\" \"))\" ))\nd: (( \"((!\" \"data\" \"))\" ))\n"),
        "c: test\nd: ((data))\ndata: test\n"
    );
    // without the feature, embedded parts are text
    assert_eq!(run("a: x (( y ))\n"), "a: x (( y ))\n");
}

#[test]
fn float_literals() {
    let out = run("a: (( 1.5 * 2 ))\nb: (( 1e3 + 1 ))\nc: (( 7 / 2.0 ))\n");
    assert_eq!(out, "a: 3\nb: 1001\nc: 3.5\n");
}

#[test]
fn sync_expressions() {
    let out = run(concat!(
        "data:\n  alice: 25\n",
        "a: (( sync[data|v|->defined(v.alice), v.alice] ))\n",
        "b: (( catch[sync[data.bob|v|->defined(v.bob)|v|->v.bob|1]|v,e|->e] ))\n",
        "c: (( catch[sync[data|v|->v.alice > 30]|v,e|->e] ))\n",
        "d: (( sync[data|v,e|->e == \"\"] ))\n",
    ));
    assert_eq!(
        out,
        concat!(
            "a: 25\nb: '''data.bob'' not found'\nc: sync timeout reached\n",
            "d:\n  alice: 25\ndata:\n  alice: 25\n",
        )
    );
}
