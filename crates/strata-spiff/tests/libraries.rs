//! spiff++'s own libraries (`libraries/` of spiff++ v1.7, kept with the specifications in
//! `../shared/specs/spiff/libraries`) run as stubs: the graph example, the state library's
//! README example (state kept across runs, renewed when its input changes), and every
//! function of the certs library, and the generate library on a chart. Also what they rely on:
//! `_` inside a template, a lambda body seeing its caller's local bindings, the `merge(...)`
//! function with the enclosing documents' bindings and `__ctx.OUTER`, and `read`'s
//! `multiyaml` and `template` types.

use std::path::Path;
use strata_core::host::{Guarded, MemoryHost, Policy};
use strata_spiff::{load, merge, Input, MergeOptions, Session};

fn input(name: &str, text: &str, id: u32) -> Input {
    Input {
        name: name.into(),
        dir: ".".into(),
        docs: load::load(text, strata_core::FileId(id)).expect("valid YAML"),
    }
}

/// Merges `template` with `stubs` (name and text each) and writes the result as YAML.
fn run(template: (&str, &str), stubs: &[(String, String)]) -> Result<String, Vec<String>> {
    run_in(template, stubs, &mut Session::isolated())
}

/// [`run`] in `session`.
fn run_in(
    template: (&str, &str),
    stubs: &[(String, String)],
    session: &mut Session,
) -> Result<String, Vec<String>> {
    let t = input(template.0, template.1, 0);
    let stubs: Vec<Input> = stubs
        .iter()
        .enumerate()
        .map(|(i, (n, s))| input(n, s, i as u32 + 1))
        .collect();
    let docs = merge(&t, &stubs, &MergeOptions::default(), session).map_err(|e| e.messages())?;
    Ok(strata_core::yaml::write(
        &docs[0],
        &strata_core::yaml::WriteOptions::spiff(),
    ))
}

fn read(dir: &Path, file: &str) -> (String, String) {
    let text = std::fs::read_to_string(dir.join(file)).expect("library file");
    (file.to_string(), text)
}

/// The top-level section `key:` of a YAML text written by [`run`]: its line and the indented
/// (or `- `) lines after it.
fn section(yaml: &str, key: &str) -> String {
    let head = format!("{key}:");
    let mut lines = yaml.lines().skip_while(|l| *l != head);
    let first = lines
        .next()
        .unwrap_or_else(|| panic!("no section {key} in\n{yaml}"));
    let mut out = format!("{first}\n");
    for l in lines.take_while(|l| l.starts_with(' ') || l.starts_with('-')) {
        out.push_str(l);
        out.push('\n');
    }
    out
}

#[test]
fn underscore_in_a_template_and_the_callers_bindings() {
    let out = run(
        (
            "t.yml",
            concat!(
                "lib:\n",
                "  t:\n",
                "    <<: (( &template ))\n",
                "    v: (( _.other ))\n",
                "  other: 42\n",
                "  f: (( |x|->*_.t ))\n",
                "  g: (( |length|->_.h(\"in\") ))\n",
                "  h: (( |input|->*_.e ))\n",
                "  e: (( &template(input \"-\" length) ))\n",
                // a caller's local named like a builtin does not hide the builtin in the callee
                "  g2: (( |length|->_.k(length) ))\n",
                "  k: (( |l|->length(l) ))\n",
                "r: (( lib.f(1) ))\n",
                "r2: (( *lib.t ))\n",
                "r3: (( lib.g(3) ))\n",
                "len: (( lib.g2([1, 2]) ))\n",
            ),
        ),
        &[],
    )
    .expect("merges");
    assert!(
        out.contains("\nr:\n  v: 42\nr2:\n  v: 42\nr3: in-3\n"),
        "{out}"
    );
    assert!(out.starts_with("len: 2\n"), "{out}");
}

#[test]
fn the_graph_example_computes_closures_and_cycles() {
    let Some(dir) = strata_test_support::specs("spiff/libraries/examples-graph") else {
        return;
    };
    let (_, template) = read(&dir, "closures.yaml");
    let out = run(
        ("closures.yaml", &template),
        &[read(&dir, "graph.yaml"), read(&dir, "utilities.yaml")],
    )
    .expect("merges");
    let want = concat!(
        "closures:\n",
        "  a:\n    deps:\n    - c\n    - b\n    - a\n    err:\n    - a\n    - c\n    - a\n",
        "  b:\n    deps: []\n    err: []\n",
        "  c:\n    deps:\n    - a\n    - b\n    - c\n    err:\n    - a\n    - c\n    - a\n",
        "  d:\n    deps:\n    - b\n    err: []\n",
        "  e:\n    deps:\n    - d\n    - b\n    err: []\n",
        "cycles:\n- - a\n  - c\n  - a\n",
    );
    assert!(out.starts_with(want), "{out}");
    assert!(
        !out.contains("utilities"),
        "the library is temporary:\n{out}"
    );
}

/// The state library's README example: certificates for an etcd service.
const STATE_EXAMPLE: &str = r#"
utilities:
  <<: (( &temporary(merge) ))
  svcHosts: (( lambda |svc,ns|->($x=[svc, ns, "svc", "cluster", "local"]) sum[x|[]|s,i,v|-> s join(".",x.[0..i])]  ))

spec:
  ca:
    input:
      spec:
        commonName: ca:etcd
        isCA: true
        usage:
          - Signature
          - KeyEncipherment
    value:
      <<: (( &template ))
      spec:
        <<: (( input.spec ))
        privateKey: (( state.key ))
      state:
        key: (( x509genkey() ))
        pub: (( x509publickey(key) ))
        cert: (( x509cert(spec) ))

  server:
    input:
      spec:
        commonName: etcd-server:etcd
        caCert: (( .state.ca.value.cert ))
        caPrivateKey: (( .state.ca.value.key ))
        validity: 87600
        usage:
          - ServerAuth
          - ClientAuth
          - KeyEncipherment
        hosts:
          - etcd-main-0
          - <<: (( utilities.svcHosts("etcd-main", "default") ))
          - localhost

    value:
      <<: (( &template ))
      spec:
        <<: (( input.spec ))
        caPrivateKey: (( .state.ca.value.key ))
        publicKey: (( state.pub ))
      state:
        key: (( x509genkey(2048) ))
        pub: (( x509publickey(key) ))
        cert: (( x509cert(spec) ))

state:
  <<: (( merge none ))
  ca: (( utilities.state.standard(spec.ca, false) ))
  server: (( utilities.state.standard(spec.server,false) ))

deployment:
   cert: (( state.server.value.cert ))
   hosts: (( x509parsecert(cert).hosts ))
"#;

#[test]
fn the_state_library_keeps_state_until_its_input_changes() {
    let Some(dir) = strata_test_support::specs("spiff/libraries/state") else {
        return;
    };
    let lib = read(&dir, "state.yaml");
    let first = run(("etcd.yaml", STATE_EXAMPLE), std::slice::from_ref(&lib)).expect("merges");
    assert!(
        first.contains(concat!(
            "  hosts:\n  - etcd-main-0\n  - etcd-main\n  - etcd-main.default\n",
            "  - etcd-main.default.svc\n  - etcd-main.default.svc.cluster\n",
            "  - etcd-main.default.svc.cluster.local\n  - localhost\n"
        )),
        "{first}"
    );
    let state = section(&first, "state");
    assert!(state.contains("-----BEGIN CERTIFICATE-----"), "{state}");
    // the state of the first run, given as a stub, is kept
    let again = run(
        ("etcd.yaml", STATE_EXAMPLE),
        &[lib.clone(), ("state.yml".into(), state.clone())],
    )
    .expect("merges");
    assert_eq!(section(&again, "state"), state);
    // a changed input renews that entry's state only
    let changed = STATE_EXAMPLE.replace("commonName: etcd-server:etcd", "commonName: etcd:etcd");
    let renewed = run(
        ("etcd.yaml", &changed),
        &[lib, ("state.yml".into(), state.clone())],
    )
    .expect("merges");
    let new_state = section(&renewed, "state");
    let ca = |s: &str| s[..s.find("\n  server:").expect("server entry")].to_string();
    assert_eq!(ca(&new_state), ca(&state));
    assert_ne!(new_state, state);
}

#[test]
fn every_certs_function_generates_and_keeps_its_state() {
    let Some(dir) = strata_test_support::specs("spiff/libraries") else {
        return;
    };
    let template = r#"
names:
  - alice
  - bob
spec:
  server:
    commonName: server
    validity: 100
    usage:
      - ServerAuth
    hosts:
      - localhost
state:
  <<: (( merge none ))
  ca: (( utilities.certs.selfSignedCA("my-ca") ))
  server: (( utilities.certs.keyCertForCA(spec.server, state.ca) ))
  plain: (( utilities.certs.keyCert({"commonName"="plain", "isCA"=true, "usage"=["Signature"]}) ))
  ssh: (( utilities.certs.sshKey() ))
  secret: (( utilities.certs.secret(~, 12) ))
  given: (( utilities.certs.secret("fixed", 12) ))
  wg: (( utilities.certs.wireguardKey() ))
  wireguard: (( map{names|m|-> utilities.certs.wireguardKey(false, [m])} ))
check:
  server_cn: (( x509parsecert(state.server.value.cert).commonName ))
  hosts: (( x509parsecert(state.server.value.cert).hosts ))
  ca_is_ca: (( x509parsecert(state.ca.value.cert).isCA ))
  secret_len: (( length(state.secret.value) ))
  given: (( state.given.value ))
  wg_pub: (( wgpublickey(state.wg.value.key) == state.wg.value.pub ))
  ssh: (( substr(state.ssh.value.pub, 0, 8) ))
"#;
    let libs = [
        read(&dir.join("certs"), "certs.yaml"),
        read(&dir.join("state"), "state.yaml"),
    ];
    let first = run(("certs.yml", template), &libs).expect("merges");
    assert!(
        first.starts_with(concat!(
            "check:\n  ca_is_ca: true\n  given: fixed\n  hosts:\n  - localhost\n",
            "  secret_len: 12\n  server_cn: server\n  ssh: 'ssh-rsa '\n  wg_pub: true\n"
        )),
        "{first}"
    );
    let state = section(&first, "state");
    assert!(state.contains("\n  wireguard:\n    alice:\n"), "{state}");
    let mut stubs = libs.to_vec();
    stubs.push(("state.yml".into(), state.clone()));
    let again = run(("certs.yml", template), &stubs).expect("merges");
    assert_eq!(section(&again, "state"), state);
}

#[test]
fn the_merge_function_merges_like_the_command_line() {
    // the README's examples of `merge(...)`
    let out = run(
        (
            "t.yml",
            r#"
data:
  alice:
    age: 24
template:
  <<: (( &template ))
  bob:  25
  outer1: (( __ctx.OUTER.[0].data ))
  outer2: (( data.alice.age ))
  sum: (( .bob + .outer2 ))
merged: (( merge(template) ))
map1:
  alice: 24
  bob: (( alice ))
map2:
  alice: 26
  peter: 8
plain: (( merge(map1, map2) ))
tmap:
  <<: (( &template ))
  alice: 24
  bob: (( alice ))
templated: (( merge(tmap, map2) ))
expressions: (( merge([map1, map2, { "bob"="(( carl ))", "carl"=100 }]) ))
f: (( |x|->merge(t2, { "v" = x }) ))
t2:
  <<: (( &template ))
  v: 0
  w: (( v * 2 ))
  z: (( x + 1 ))
call: (( f(5) ))
"#,
        ),
        &[],
    )
    .expect("merges");
    for want in [
        "merged:\n  bob: 25\n  outer1:\n    alice:\n      age: 24\n  outer2: 24\n  sum: 49\n",
        "plain:\n  alice: 26\n  bob: 24\n",
        "templated:\n  alice: 26\n  bob: 26\n",
        "expressions:\n  alice: 26\n  bob: 100\n",
        "call:\n  v: 5\n  w: 10\n  z: 6\n",
    ] {
        assert!(out.contains(want), "{want}\nin\n{out}");
    }
    let err = run(("t.yml", "bad: (( merge(1) ))\n"), &[]).expect_err("not a map");
    assert_eq!(
        err,
        vec!["merge: argument 1: no map or map template, but int".to_string()]
    );
}

#[test]
/// Checked against the spiff++ binary: a template read from a file shows its added marker
/// under `<<<`.
fn read_gives_documents_and_templates() {
    let host = MemoryHost::new()
        .with_file("docs.yaml", "---\na: (( x ))\n---\nb: 2\n---\n")
        .with_file("t.json", "{\"v\": \"(( x * 10 ))\"}");
    let mut session = Session::new(Guarded::new(host, Policy::default()));
    let out = run_in(
        (
            "t.yml",
            concat!(
                "x: 1\n",
                "multi: (( read(\"docs.yaml\", \"multiyaml\") ))\n",
                "json: (( read(\"t.json\") ))\n",
                "tpl: (( read(\"t.json\", \"template\") ))\n",
                "inst: (( *tpl ))\n",
                "all: (( map[read(\"docs.yaml\", \"templates\")|t|->type(t)] ))\n",
            ),
        ),
        &[],
        &mut session,
    )
    .expect("merges");
    assert_eq!(
        out,
        concat!(
            "all:\n- template\n- template\n- template\n",
            "inst:\n  v: 10\n",
            "json:\n  v: 10\n",
            "multi:\n- a: 1\n- b: 2\n",
            "tpl:\n  <<<: (( &template ))\n  v: (( x * 10 ))\n",
            "x: 1\n"
        )
    );
}

#[test]
fn the_generate_library_renders_a_chart() {
    let Some(dir) = strata_test_support::specs("spiff/libraries/generate") else {
        return;
    };
    let host = MemoryHost::new()
        .with_file(
            "chart/values.yaml",
            "name: demo\nreplicas: 1\nimage: (( \"nginx:\" version ))\nversion: \"1.0\"\n",
        )
        .with_file(
            "chart/templates/deploy.yaml",
            concat!(
                "---\nkind: Deployment\nname: (( values.name ))\n",
                "replicas: (( values.replicas ))\nimage: (( settings.image ))\n",
                "---\nkind: Service\nname: (( values.name \"-svc\" ))\n",
            ),
        )
        .with_file("chart/templates/NOTES.txt", "not a template\n");
    let mut session = Session::new(Guarded::new(host, Policy::default()));
    let template = concat!(
        "utilities:\n",
        "values:\n  <<: (( &template ))\n  replicas: 3\n  version: \"2.0\"\n",
        "manifests: (( utilities.generate.generateChart(values, \"chart\") ))\n",
    );
    let out = run_in(
        ("gen.yml", template),
        &[read(&dir, "generate.yaml")],
        &mut session,
    )
    .expect("merges");
    assert!(
        out.starts_with(concat!(
            "manifests:\n- image: nginx:2.0\n  kind: Deployment\n  name: demo\n  replicas: 3\n",
            "- kind: Service\n  name: demo-svc\n"
        )),
        "{out}"
    );
    assert!(!out.contains("utilities"), "{out}");
}
