//! No input may crash: random dynaml texts and random small documents, parsed and merged.
//! (A cargo-fuzz target with the same entry points lives in `fuzz/`.)

use strata_spiff::{Input, MergeOptions, Session};

struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const TOKENS: &[&str] = &[
    "a",
    "b",
    ".a",
    "a.b",
    "a.[0]",
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "|x|->",
    "lambda",
    "map[",
    "sum[",
    "|",
    "->",
    "merge",
    "auto",
    "&template",
    "&temporary",
    "*",
    "+",
    "-",
    "/",
    "%",
    "==",
    "!=",
    "<",
    ">=",
    "?",
    ":",
    "||",
    "-or",
    "-and",
    "!",
    "\"s\"",
    "\"10.0.0.1\"",
    "1",
    "-3",
    "0",
    "~",
    "~~",
    "nil",
    "true",
    ",",
    "=",
    "..",
    " ",
    " ",
    " ",
    "_",
    "x",
    "join",
    "format",
    "min_ip",
    "split",
    "(",
    "\"%s\"",
    "prefer",
    "10.0.0.1",
    "[0..2]",
    ".[",
    "*(",
    "__ctx",
    "a[0]",
    "eval",
    "defined",
];

fn random_expr(r: &mut Xorshift) -> String {
    let n = 1 + r.next() % 12;
    (0..n).map(|_| r.pick(TOKENS)).collect::<Vec<_>>().join("")
}

#[test]
fn random_expressions_parse_without_panic() {
    let mut r = Xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..20_000 {
        let e = random_expr(&mut r);
        let _ = strata_spiff::parser::parse(&e);
    }
    // deep nesting is an error, not a stack overflow
    for open in ["(", "[", "{", "!", "*", "map[a|x|->", "lambda |x|->", "-"] {
        let _ = strata_spiff::parser::parse(&open.repeat(50_000));
    }
}

#[test]
fn random_documents_merge_without_panic() {
    let mut r = Xorshift(42);
    for _ in 0..2_000 {
        let mut text = String::new();
        for key in ["a", "b", "c"] {
            text.push_str(&format!(
                "{key}: '(( {} ))'\n",
                random_expr(&mut r).replace('\'', "")
            ));
        }
        text.push_str("l:\n  - name: n\n    v: '(( a ))'\n  - <<: '(( b ))'\n");
        text.push_str(&format!(
            "m:\n  <<: '(( {} ))'\n  x: 1\n",
            random_expr(&mut r).replace('\'', "")
        ));
        let stub = format!(
            "a: 1\nl:\n  - name: n\n    v: 2\nm: '(( {} ))'\n",
            random_expr(&mut r).replace('\'', "")
        );
        let (Ok(t), Ok(s)) = (
            strata_spiff::load::load(&text, strata_core::FileId(0)),
            strata_spiff::load::load(&stub, strata_core::FileId(1)),
        ) else {
            continue;
        };
        let template = Input {
            name: "t".into(),
            dir: ".".into(),
            docs: t,
        };
        let stubs = [Input {
            name: "s".into(),
            dir: ".".into(),
            docs: s,
        }];
        for partial in [false, true] {
            let opts = MergeOptions {
                partial,
                ..MergeOptions::default()
            };
            let _ = strata_spiff::merge(&template, &stubs, &opts, &mut Session::isolated());
        }
    }
}

#[test]
fn endless_recursion_is_an_error() {
    let text = "f: (( lambda |x|->_(x + 1) ))\nv: (( .f(1) ))\nw: (( w2 ))\nw2: (( w ))\n";
    let docs = strata_spiff::load::load(text, strata_core::FileId(0)).unwrap_or_default();
    let template = Input {
        name: "t".into(),
        dir: ".".into(),
        docs,
    };
    let err = match strata_spiff::merge(
        &template,
        &[],
        &MergeOptions::default(),
        &mut Session::isolated(),
    ) {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e.render(None),
    };
    assert!(err.contains("nested deeper than"), "{err}");
    assert!(err.contains("\tw\t()\t@"), "{err}");
}

#[test]
fn long_reference_chain_resolves_in_rounds() {
    // each entry refers to the next one: evaluated from the first, the chain is deeper than
    // the depth limit; evaluation continues in rounds from where the limit was hit
    let n = 12_000;
    let mut text = String::new();
    for i in 0..n - 1 {
        text.push_str(&format!("a{i:05}: (( a{:05} + 1 ))\n", i + 1));
    }
    text.push_str(&format!("a{:05}: 1\n", n - 1));
    let docs = strata_spiff::load::load(&text, strata_core::FileId(0)).unwrap_or_default();
    let template = Input {
        name: "t".into(),
        dir: ".".into(),
        docs,
    };
    let mut opts = MergeOptions::default();
    opts.limits.max_depth = 2_000;
    let out = strata_spiff::merge(&template, &[], &opts, &mut Session::isolated())
        .map_err(|e| e.render(None));
    let first = out
        .as_ref()
        .ok()
        .and_then(|docs| docs.first())
        .and_then(|d| d.as_map())
        .and_then(|m| m.get("a00000").cloned());
    assert_eq!(first, Some(strata_core::Value::int(n as i64)), "{out:?}");
}

/// The messages of the unresolved nodes of `text` merged under `limits`.
fn failures(text: &str, limits: strata_spiff::Limits) -> Vec<(String, String)> {
    let docs = strata_spiff::load::load(text, strata_core::FileId(0)).expect("valid YAML");
    let template = Input {
        name: "t".into(),
        dir: ".".into(),
        docs,
    };
    let opts = MergeOptions {
        limits,
        ..MergeOptions::default()
    };
    match strata_spiff::merge(&template, &[], &opts, &mut Session::isolated()) {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(strata_spiff::MergeError::Unresolved(list)) => list
            .into_iter()
            .map(|u| (u.path.to_string(), u.message))
            .collect(),
    }
}

#[test]
fn the_step_and_depth_limits_fail_with_spiffs_messages() {
    // exponential: 2^20 calls, far beyond 10,000 steps
    let exp = "f: '(( lambda |n|->n == 0 ? 1 : _(n - 1) + _(n - 1) ))'\nv: (( f(20) ))\n";
    let steps = strata_spiff::Limits {
        max_steps: 10_000,
        ..strata_spiff::Limits::default()
    };
    assert_eq!(
        failures(exp, steps),
        vec![(
            "v".to_string(),
            "evaluation exceeded 10000 steps (endless or exponential computation?)".to_string()
        )]
    );
    let endless = "f: (( lambda |x|->_(x + 1) ))\nv: (( .f(1) ))\n";
    let depth = strata_spiff::Limits {
        max_depth: 50,
        ..strata_spiff::Limits::default()
    };
    assert_eq!(
        failures(endless, depth),
        vec![(
            "v".to_string(),
            "evaluation nested deeper than 50 levels (endless recursion?)".to_string()
        )]
    );
    // the defaults are the core's
    assert_eq!(
        strata_spiff::Limits::default(),
        strata_core::budget::Limits::default()
    );
}
