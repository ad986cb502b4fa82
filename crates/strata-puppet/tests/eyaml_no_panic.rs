//! hiera-eyaml values through the whole compiler (an in-memory host): a real value decrypts,
//! and no eyaml data (garbage base64, corrupted ciphertext, stray `ENC[` text, garbage key
//! files) makes strata panic; each fails with hiera-eyaml's sentence or decrypts.
//! The key pair is the test key of `strata-cli`'s eyaml tests (see the README there).

use base64::Engine as _;
use proptest::prelude::*;
use strata_core::host::MemoryHost;
use strata_puppet::{compile, Options};

const DATA: &str = "/../strata-cli/tests/data/puppet-eyaml";

fn test_file(rel: &str) -> String {
    let p = format!("{}{DATA}/{rel}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// The first `ENC[...]` of the test data: `hunter2`, encrypted by `eyaml encrypt`.
fn test_token() -> String {
    let text = test_file("envs/production/data/common.eyaml");
    let start = text.find("ENC[").expect("a token");
    let end = start + text[start..].find(']').expect("its end");
    text[start..=end].to_string()
}

const HIERA: &str = "---
version: 5
hierarchy:
  - name: secrets
    lookup_key: eyaml_lookup_key
    path: common.eyaml
    options:
      pkcs7_private_key: /keys/private.pem
      pkcs7_public_key: /keys/public.pem
";

/// Compiles `notice(lookup('k'))` with `k: <value>` (YAML text) in the eyaml level.
fn run(value_yaml: &str, private: &str, public: &str) -> Result<Vec<String>, String> {
    let host = MemoryHost::new()
        .with_file("/env/hiera.yaml", HIERA)
        .with_file("/env/data/common.eyaml", format!("---\nk: {value_yaml}\n"))
        .with_file("/keys/private.pem", private)
        .with_file("/keys/public.pem", public);
    let opts = Options {
        node: "n.example.com".into(),
        manifest: "/env/manifests/site.pp".into(),
        ..Options::default()
    };
    match compile(&host, &opts, "notice(lookup('k'))\n".into()) {
        Ok(c) => Ok(c.notices),
        Err(e) => Err(e.message),
    }
}

fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn keys() -> (String, String) {
    (
        test_file("keys/private_key.pkcs7.pem"),
        test_file("keys/public_key.pkcs7.pem"),
    )
}

#[test]
fn a_real_value_decrypts_and_mixes_with_text() {
    let (private, public) = keys();
    let v = quoted(&format!("pw={} and {}!", test_token(), test_token()));
    let notices = run(&v, &private, &public).expect("compiles");
    assert!(
        notices
            .iter()
            .any(|n| n.ends_with("pw=hunter2 and hunter2!")),
        "{notices:?}"
    );
}

#[test]
fn a_broken_key_file_is_an_error() {
    let (_, public) = keys();
    let err = run(&test_token(), "not a key", &public).expect_err("fails");
    assert!(
        err.contains("hiera-eyaml backend error decrypting ENC[PKCS7,")
            && err.contains("when looking up k in /env/data/common.eyaml")
            && err.ends_with("Error was Neither PUB key nor PRIV key: unsupported"),
        "{err}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Base64 of arbitrary bytes as the ciphertext.
    #[test]
    fn garbage_ciphertext_is_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let (private, public) = keys();
        let b64 = base64::engine::general_purpose::STANDARD.encode(&bytes);
        let r = run(&format!("ENC[PKCS7,{b64}]"), &private, &public);
        if let Err(e) = r {
            prop_assert!(e.contains("hiera-eyaml backend error"), "{}", e);
        }
    }

    /// The real ciphertext with characters changed or cut short.
    #[test]
    fn corrupted_tokens_never_panic(at in 10usize..400, c in "[A-Za-z0-9+/= \n]", cut in 0usize..450) {
        let (private, public) = keys();
        let mut t: Vec<char> = test_token().chars().collect();
        if at < t.len() - 1 {
            t[at] = c.chars().next().unwrap_or('A');
        }
        if cut + 1 < t.len() {
            t.truncate(cut);
            t.push(']');
        }
        let s: String = t.into_iter().collect();
        let _ = run(&quoted(&s), &private, &public);
    }

    /// Any text with `ENC[` pieces in it, and garbage key files.
    #[test]
    fn any_text_and_keys_never_panic(
        parts in proptest::collection::vec(prop_oneof![
            Just("ENC[".to_string()), Just("]".to_string()), Just("PKCS7,".to_string()),
            Just("GPG,".to_string()), Just("\n".to_string()), Just(" ".to_string()),
            "[A-Za-z0-9+/=]{0,12}", ".{0,4}"
        ], 0..12),
        private in ".{0,60}",
    ) {
        let (real_private, public) = keys();
        let s: String = parts.concat();
        let _ = run(&quoted(&s), &real_private, &public);
        let _ = run(&quoted(&s), &private, &public);
        let pem = format!("-----BEGIN RSA PRIVATE KEY-----\n{private}\n-----END RSA PRIVATE KEY-----\n");
        let _ = run(&test_token(), &pem, &public);
        let _ = run(&test_token(), &real_private, &pem);
    }
}
