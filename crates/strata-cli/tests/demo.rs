//! The README's first command, `strata demo`, runs every system on `examples/`: its output is
//! checked here so the quick start stays true.

use std::process::Command;

#[test]
fn demo_runs_every_system_on_the_bundled_examples() {
    let root = strata_test_support::workspace_root();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("demo")
        .current_dir(&root)
        .output()
        .expect("strata runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // hcldec: the spec's user function, a default, a block map and arithmetic.
    assert!(text.contains(
        r#"{"env":[{"key":"LOG_LEVEL","value":"info"}],"name":"web-FRONTEND","port":{"dns":{"number":53,"protocol":"udp"},"http":{"number":80,"protocol":"tcp"}},"replicas":3}"#
    ), "{text}");
    // spiff: the stub's name-keyed list entry wins, static IPs come from the subnet range.
    assert!(text.contains("- instances: 3\n  name: web"), "{text}");
    assert!(
        text.contains("    static_ips:\n    - 10.0.0.10\n    - 10.0.0.11"),
        "{text}"
    );
    assert!(
        text.contains("url: https://shop.eu-1.example.org"),
        "{text}"
    );
    // fn-hcl: one VPC and one subnet per entry of the XR's list.
    assert!(text.contains("kind: VPC"), "{text}");
    assert!(
        text.contains("name: demo-net-a") && text.contains("name: demo-net-b"),
        "{text}"
    );
    assert!(text.contains("availabilityZone: eu-west-1b"), "{text}");
    // nickel: overrides merged into the base; `image` follows the new name and version, the
    // not_exported token stays hidden.
    assert!(
        text.contains("image: registry.example.org/shop:2.3"),
        "{text}"
    );
    assert!(text.contains("replicas: 3"), "{text}");
    assert!(!text.contains("do-not-print"), "{text}");
    // puppet: the class parameter comes from the module's Hiera data; the chain becomes metaparameters.
    assert!(
        text.contains("Notice: Scope(Class[Web]): nginx listens on port 8080"),
        "{text}"
    );
    assert!(text.contains(r#""before":["Service[nginx]"]"#), "{text}");
    assert!(
        text.contains(r#""title":"/srv/www/shop.example""#)
            && text.contains(r#""owner":"www-data""#),
        "{text}"
    );
}
