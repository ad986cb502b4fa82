use super::*;
use crate::source::SourceMap;
use crate::value::{Map, Value};
use proptest::prelude::*;

fn docs_with(text: &str, opts: &LoadOptions) -> Vec<Value> {
    match load_values(text, FileId(0), opts) {
        Ok(v) => v,
        Err(e) => panic!("load failed: {e} at {:?}\n{text}", e.span),
    }
}

fn one(text: &str) -> Value {
    let mut docs = docs_with(text, &LoadOptions::yaml11());
    assert_eq!(docs.len(), 1, "{text}");
    docs.remove(0)
}

fn one12(text: &str) -> Value {
    let mut docs = docs_with(text, &LoadOptions::yaml12_core());
    assert_eq!(docs.len(), 1, "{text}");
    docs.remove(0)
}

fn err(text: &str) -> YamlError {
    match load(text, FileId(0), &LoadOptions::yaml11()) {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e,
    }
}

fn map(pairs: &[(&str, Value)]) -> Value {
    let mut m = Map::new();
    for (k, v) in pairs {
        m.insert((*k).into(), v.clone());
    }
    Value::map(m)
}

fn s(text: &str) -> Value {
    Value::string(text)
}

fn i(n: i64) -> Value {
    Value::int(n)
}

fn list(items: &[Value]) -> Value {
    Value::list(items.to_vec())
}

#[test]
fn scalars_resolve_with_yaml11() {
    let v = one("a: yes\nb: off\nc: 0777\nd: 0x10\ne: 1_000\nf: 1.5\ng: ~\nh:\ni: hello\nj: 2001-12-14\nk: 1:30\n");
    assert_eq!(
        v.as_map().and_then(|m| m.get("a")),
        Some(&Value::Bool(true))
    );
    assert_eq!(
        v.as_map().and_then(|m| m.get("b")),
        Some(&Value::Bool(false))
    );
    assert_eq!(v.as_map().and_then(|m| m.get("c")), Some(&i(511)));
    assert_eq!(v.as_map().and_then(|m| m.get("d")), Some(&i(16)));
    assert_eq!(v.as_map().and_then(|m| m.get("e")), Some(&i(1000)));
    assert_eq!(
        v.as_map().and_then(|m| m.get("f")),
        Some(&Value::Number(Number::Float(1.5)))
    );
    assert_eq!(v.as_map().and_then(|m| m.get("g")), Some(&Value::Null));
    assert_eq!(v.as_map().and_then(|m| m.get("h")), Some(&Value::Null));
    assert_eq!(v.as_map().and_then(|m| m.get("i")), Some(&s("hello")));
    assert_eq!(v.as_map().and_then(|m| m.get("j")), Some(&s("2001-12-14")));
    assert_eq!(v.as_map().and_then(|m| m.get("k")), Some(&s("1:30")));
}

#[test]
fn scalars_resolve_with_yaml12_core() {
    let v = one12("a: yes\nb: true\nc: 0777\nd: 0o17\ne: 1_000\n");
    let m = v.as_map().cloned().unwrap_or_default();
    assert_eq!(m.get("a"), Some(&s("yes")));
    assert_eq!(m.get("b"), Some(&Value::Bool(true)));
    assert_eq!(m.get("c"), Some(&i(777)));
    assert_eq!(m.get("d"), Some(&i(15)));
    assert_eq!(m.get("e"), Some(&s("1_000")));
}

#[test]
fn quoted_and_block_scalars_are_strings() {
    let v = one("a: 'yes'\nb: \"12\"\nc: |\n  true\nd: >-\n  null\ne: \"\"\n");
    assert_eq!(
        v,
        map(&[
            ("a", s("yes")),
            ("b", s("12")),
            ("c", s("true\n")),
            ("d", s("null")),
            ("e", s(""))
        ])
    );
}

#[test]
fn explicit_tags_are_honoured() {
    let v = one("a: !!str 12\nb: !!int \"12\"\nc: !!bool 'yes'\nd: !!float 3\ne: !!null ''\nf: !!map {x: 1}\ng: !!seq [1]\nh: !custom 5\n");
    assert_eq!(
        v,
        map(&[
            ("a", s("12")),
            ("b", i(12)),
            ("c", Value::Bool(true)),
            ("d", Value::Number(Number::Float(3.0))),
            ("e", Value::Null),
            ("f", map(&[("x", i(1))])),
            ("g", list(&[i(1)])),
            ("h", s("5")),
        ])
    );
    assert!(err("a: !!int abc\n").message.contains("!!int"));
    assert!(err("a: !!map 5\n").message.contains("!!map"));
    assert!(err("a: !!seq {x: 1}\n").message.contains("!!seq"));
}

#[test]
fn keys_are_nodes_with_kinds_and_positions() {
    let text = "y: 1\n2: b\n\"q\": c\n";
    let docs = load(text, FileId(0), &LoadOptions::yaml11()).unwrap_or_default();
    let Some(NodeValue::Map(pairs)) = docs.first().map(|d| &d.value) else {
        panic!("not a map: {docs:?}");
    };
    assert_eq!(pairs.len(), 3);
    assert_eq!(pairs[0].0.value, NodeValue::Bool(true));
    assert_eq!(pairs[1].0.value, NodeValue::Number(Number::Int(2)));
    assert_eq!(pairs[2].0.value, NodeValue::String("q".into()));
    assert_eq!(pairs[0].0.key_string(), "true");
    let mut sm = SourceMap::new();
    let f = sm.add("t.yml", text);
    assert_eq!(f, FileId(0));
    let r = sm.range(pairs[1].1.span);
    assert_eq!((r.start.line, r.start.column), (2, 4));
    let r = sm.range(pairs[2].0.span);
    assert_eq!((r.start.line, r.start.column), (3, 1));
}

#[test]
fn spans_count_bytes_with_non_ascii_text() {
    let text = "é: ü\nlist:\n- 😀x\n- {a: b}\n";
    let docs = load(text, FileId(0), &LoadOptions::yaml11()).unwrap_or_default();
    let root = &docs[0];
    let v = root.get("é").map(|n| n.span).unwrap_or_default();
    assert_eq!(&text[v.start as usize..v.end as usize], "ü");
    let Some(NodeValue::Seq(items)) = root.get("list").map(|n| &n.value) else {
        panic!("no list");
    };
    let sp = items[0].span;
    assert_eq!(&text[sp.start as usize..sp.end as usize], "😀x");
    let sp = items[1].span;
    assert_eq!(&text[sp.start as usize..sp.end as usize], "{a: b}");
    let mut sm = SourceMap::new();
    sm.add("t.yml", text);
    let r = sm.range(items[1].span);
    assert_eq!((r.start.line, r.start.column), (4, 3));
}

#[test]
fn collection_spans_cover_their_text() {
    let text = "a:\n  b: 1\n  c: [x, y]\n\nd:\n- *q\n";
    let text = format!("q: &q z\n{text}");
    let docs = load(&text, FileId(0), &LoadOptions::yaml11()).unwrap_or_default();
    let slice = |sp: Span| &text[sp.start as usize..sp.end as usize];
    let a = docs[0].get("a").map(|n| n.span).unwrap_or_default();
    assert_eq!(slice(a), "b: 1\n  c: [x, y]");
    let c = docs[0]
        .get("a")
        .and_then(|n| n.get("c"))
        .map(|n| n.span)
        .unwrap_or_default();
    assert_eq!(slice(c), "[x, y]");
    let d = docs[0].get("d").map(|n| n.span).unwrap_or_default();
    assert_eq!(slice(d), "*q");
    assert_eq!(slice(docs[0].span), text.trim_end());
}

#[test]
fn mapping_order_and_duplicates() {
    let v = one("b: 1\na: 2\nb: 3\n");
    let keys: Vec<&str> = v
        .as_map()
        .map(|m| m.keys().map(|k| k.as_str()).collect())
        .unwrap_or_default();
    assert_eq!(keys, ["b", "a"]);
    assert_eq!(v.as_map().and_then(|m| m.get("b")), Some(&i(3)));
}

#[test]
fn anchors_and_aliases_copy_nodes() {
    let v = one("a: &x {k: [1, 2]}\nb: *x\nc: &s hi\nd: *s\n");
    let x = map(&[("k", list(&[i(1), i(2)]))]);
    assert_eq!(
        v,
        map(&[("a", x.clone()), ("b", x), ("c", s("hi")), ("d", s("hi"))])
    );
    assert!(err("a: *nope\n").message.contains("unknown anchor"));
    let e = err("a: &r [1, *r]\n");
    assert!(e.message.contains("recursive"), "{}", e.message);
}

#[test]
fn anchors_are_redefinable() {
    let v = one("a: &x 1\nb: *x\nc: &x 2\nd: *x\n");
    assert_eq!(
        v,
        map(&[("a", i(1)), ("b", i(1)), ("c", i(2)), ("d", i(2))])
    );
}

#[test]
fn billion_laughs_is_an_error() {
    let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    let names = ["b", "c", "d", "e", "f", "g", "h", "i", "j"];
    let mut prev = "a";
    for n in names {
        text.push_str(&format!("{n}: &{n} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"));
        prev = n;
    }
    let e = err(&text);
    assert!(e.message.contains("too large"), "{}", e.message);
}

#[test]
fn merge_keys() {
    let text = "base: &b {x: 1, w: 2}\nother: &o {w: 3, z: 4}\n\
                one:\n  <<: *b\n  w: 9\n\
                many:\n  <<: [*b, *o]\n  v: 0\n\
                before:\n  x: 7\n  <<: *b\n";
    let v = one(text);
    let m = v.as_map().cloned().unwrap_or_default();
    assert_eq!(m.get("one"), Some(&map(&[("x", i(1)), ("w", i(9))])));
    assert_eq!(
        m.get("many"),
        Some(&map(&[("x", i(1)), ("w", i(2)), ("z", i(4)), ("v", i(0))]))
    );
    assert_eq!(m.get("before"), Some(&map(&[("x", i(7)), ("w", i(2))])));
    // `y` is a YAML 1.1 boolean, also as a key.
    assert_eq!(
        one("y: 1
"),
        map(&[("true", i(1))])
    );
}

#[test]
fn merge_key_with_scalar_value_stays_a_key() {
    let v = one("a:\n  <<: (( merge ))\n  b: 1\n");
    assert_eq!(
        v,
        map(&[("a", map(&[("<<", s("(( merge ))")), ("b", i(1))]))])
    );
    let v = one("a:\n  \"<<\": {x: 1}\n");
    assert_eq!(v, map(&[("a", map(&[("<<", map(&[("x", i(1))]))]))]));
    let v = docs_with("a:\n  <<: {x: 1}\n", &LoadOptions::yaml12_core());
    assert_eq!(v, vec![map(&[("a", map(&[("<<", map(&[("x", i(1))]))]))])]);
    assert!(err("a:\n  <<: [1]\n").message.contains("merge"));
}

#[test]
fn streams_and_documents() {
    assert!(docs_with("", &LoadOptions::yaml11()).is_empty());
    assert_eq!(
        docs_with("a: 1\n---\nb: 2\n", &LoadOptions::yaml11()),
        vec![map(&[("a", i(1))]), map(&[("b", i(2))])]
    );
    assert_eq!(
        docs_with("---\n---\nx\n", &LoadOptions::yaml11()),
        vec![Value::Null, s("x")]
    );
    // Anchors do not cross documents.
    assert!(load("a: &x 1\n---\nb: *x\n", FileId(0), &LoadOptions::yaml11()).is_err());
}

#[test]
fn nesting_is_bounded() {
    let deep_block = "- ".repeat(MAX_DEPTH + 10) + "x\n";
    let e = err(&deep_block);
    assert!(e.message.contains("nesting"), "{}", e.message);
    let deep_flow = "[".repeat(100_000);
    assert!(load(&deep_flow, FileId(0), &LoadOptions::yaml11()).is_err());
    let ok = "- ".repeat(MAX_DEPTH - 1) + "x\n";
    assert!(load(&ok, FileId(0), &LoadOptions::yaml11()).is_ok());
}

#[test]
fn syntax_errors_have_positions() {
    let text = "a: 1\nb: [1, 2\n";
    let e = err(text);
    let mut sm = SourceMap::new();
    sm.add("t.yml", text);
    let r = sm.range(e.span);
    assert!(r.start.line >= 2, "{e:?} {r:?}");
    let d = e.to_diagnostic();
    assert_eq!(d.subject, Some(e.span));
    let e = err("a: 1\n b: 2\n");
    assert!(!e.message.is_empty());
}

// ------------------------------------------------------------------ writer

fn w(v: &Value) -> String {
    write(v, &WriteOptions::default())
}

#[test]
fn writes_block_style_like_yaml_v2() {
    let v = map(&[
        ("name", s("x")),
        ("list", list(&[s("a"), s("b")])),
        ("maps", list(&[map(&[("a", i(1)), ("b", i(2))]), map(&[])])),
        (
            "nested",
            map(&[
                ("deep", map(&[("k", Value::Null)])),
                ("l", list(&[list(&[i(1), i(2)]), list(&[])])),
            ]),
        ),
        ("empty", map(&[])),
        ("none", list(&[])),
        ("yes", Value::Bool(true)),
        ("f", Value::Number(Number::Float(1.5))),
    ]);
    assert_eq!(
        w(&v),
        "name: x\nlist:\n- a\n- b\nmaps:\n- a: 1\n  b: 2\n- {}\nnested:\n  deep:\n    k: null\n  l:\n  - - 1\n    - 2\n  - []\nempty: {}\nnone: []\n\"yes\": true\nf: 1.5\n"
    );
    assert_eq!(
        w(&list(&[s("a"), map(&[("b", list(&[s("c")]))])])),
        "- a\n- b:\n  - c\n"
    );
    assert_eq!(w(&s("top")), "top\n");
    assert_eq!(w(&Value::Null), "null\n");
    assert_eq!(w(&map(&[])), "{}\n");
}

#[test]
fn quotes_exactly_when_needed() {
    let cases: &[(&str, &str)] = &[
        ("plain", "plain"),
        ("yes", "\"yes\""),
        ("No", "\"No\""),
        ("on", "\"on\""),
        ("y", "\"y\""),
        ("0777", "\"0777\""),
        ("1.0", "\"1.0\""),
        ("12", "\"12\""),
        ("0o17", "\"0o17\""),
        ("null", "\"null\""),
        ("~", "\"~\""),
        ("", "\"\""),
        (".inf", "\".inf\""),
        ("2001-12-14", "\"2001-12-14\""),
        ("1:30", "\"1:30\""),
        ("*ref", "'*ref'"),
        ("&a", "'&a'"),
        ("!tag", "'!tag'"),
        ("|x|->x", "'|x|->x'"),
        (">x", "'>x'"),
        ("'q'", "'''q'''"),
        ("\"q\"", "'\"q\"'"),
        ("%x", "'%x'"),
        ("@x", "'@x'"),
        ("`x", "'`x'"),
        ("a: b", "'a: b'"),
        ("a #b", "'a #b'"),
        ("a:", "'a:'"),
        (" lead", "' lead'"),
        ("trail ", "'trail '"),
        ("- x", "'- x'"),
        ("-", "'-'"),
        ("-x", "-x"),
        ("a:b", "a:b"),
        ("a#b", "a#b"),
        ("(( merge ))", "(( merge ))"),
        ("[x]", "'[x]'"),
        ("{x}", "'{x}'"),
        ("a, b", "a, b"),
        ("---", "'---'"),
        ("tab\there", "'tab\there'"),
        ("bell\u{7}", "\"bell\\x07\""),
        ("ümlaut", "ümlaut"),
    ];
    for (input, expected) in cases {
        assert_eq!(w(&s(input)), format!("{expected}\n"), "{input:?}");
        let back = one(&w(&map(&[("k", s(input))])));
        assert_eq!(back, map(&[("k", s(input))]), "{input:?}");
    }
}

#[test]
fn multi_line_strings_use_literal_blocks() {
    assert_eq!(w(&map(&[("k", s("a\nb"))])), "k: |-\n  a\n  b\n");
    assert_eq!(w(&map(&[("k", s("a\nb\n"))])), "k: |\n  a\n  b\n");
    assert_eq!(w(&map(&[("k", s("a\n\nb\n\n"))])), "k: |+\n  a\n\n  b\n\n");
    assert_eq!(w(&list(&[s("x\ny")])), "- |-\n  x\n  y\n");
    assert_eq!(
        w(&map(&[("m", map(&[("k", s("x\ny"))]))])),
        "m:\n  k: |-\n    x\n    y\n"
    );
    // Literal blocks cannot hold these exactly.
    assert_eq!(w(&s(" a\nb")), "\" a\\nb\"\n");
    assert_eq!(w(&s("a \nb")), "\"a \\nb\"\n");
    assert_eq!(w(&s("\n")), "\"\\n\"\n");
    assert_eq!(w(&map(&[("a\nb", i(1))])), "\"a\\nb\": 1\n");
}

#[test]
fn long_values_fold_like_yaml_v2() {
    let long = "(( lambda|x,y|->y == 0 ? 1 : ( lambda|m|->m * m )(_(x, y / 2)) * ( 1 + ( y % 2 ) * ( x - 1 ) ) ))";
    let v = map(&[("pot", s(long))]);
    assert_eq!(
        w(&v),
        "pot: '(( lambda|x,y|->y == 0 ? 1 : ( lambda|m|->m * m )(_(x, y / 2)) * ( 1 + ( y %\n  2 ) * ( x - 1 ) ) ))'\n"
    );
    assert_eq!(one(&w(&v)), v);
    let words = "word ".repeat(30);
    let v = list(&[map(&[("k", s(words.trim_end()))])]);
    let text = w(&v);
    assert!(text.lines().count() > 1, "{text}");
    assert_eq!(one(&text), v);
    // Top-level scalars and keys are never folded.
    assert_eq!(w(&s(words.trim_end())).lines().count(), 1);
    // Double quotes escape a space that starts a continuation line.
    let spaced = format!("{}  tail\t", "x".repeat(85));
    let v = map(&[("k", s(&format!("{spaced} {spaced}")))]);
    assert_eq!(one(&w(&v)), v);
}

#[test]
fn numbers_print_readably() {
    let f = |x: f64| w(&Value::Number(Number::Float(x)));
    assert_eq!(f(6.0), "6\n");
    assert_eq!(f(0.5), "0.5\n");
    assert_eq!(f(f64::INFINITY), ".inf\n");
    assert_eq!(f(f64::NEG_INFINITY), "-.inf\n");
    assert_eq!(f(f64::NAN), ".nan\n");
    assert_eq!(f(1e21), "1e+21\n");
    assert_eq!(f(1e6), "1e+06\n");
    assert_eq!(f(123456.0), "123456\n");
    assert_eq!(f(1234567.0), "1.234567e+06\n");
    assert_eq!(f(-0.00001), "-1e-05\n");
    assert_eq!(f(0.0001), "0.0001\n");
    assert_eq!(f(1.5e300), "1.5e+300\n");
    assert_eq!(w(&i(-3)), "-3\n");
    let big = one("123456789012345678901234567890");
    assert_eq!(w(&big), "123456789012345678901234567890\n");
}

#[test]
fn sorts_keys_like_yaml_v2() {
    let v = map(&[
        ("b", i(1)),
        ("a10", i(2)),
        ("a2", i(3)),
        ("A", i(4)),
        ("_x", i(5)),
        ("1", i(6)),
    ]);
    assert_eq!(w(&v), "b: 1\na10: 2\na2: 3\nA: 4\n_x: 5\n\"1\": 6\n");
    let sorted = write(
        &v,
        &WriteOptions {
            sort_keys: true,
            keep_final_break: false,
        },
    );
    assert_eq!(sorted, "_x: 5\n\"1\": 6\nA: 4\na2: 3\na10: 2\nb: 1\n");
    assert_eq!(key_order("a", "ab"), std::cmp::Ordering::Less);
    assert_eq!(key_order("x2", "x02"), std::cmp::Ordering::Less);
}

#[test]
fn merge_like_keys_are_quoted_only_when_they_would_merge() {
    let v = map(&[("<<", s("(( merge ))")), ("a", i(1))]);
    assert_eq!(w(&v), "<<: (( merge ))\na: 1\n");
    let v = map(&[("<<", map(&[("x", i(1))]))]);
    assert_eq!(w(&v), "'<<':\n  x: 1\n");
    assert_eq!(one(&w(&v)), v);
}

#[test]
fn writes_document_streams() {
    let text = write_documents(&[map(&[("a", i(1))]), s("x")], &WriteOptions::default());
    assert_eq!(text, "a: 1\n---\nx\n");
    assert_eq!(
        docs_with(&text, &LoadOptions::yaml11()),
        vec![map(&[("a", i(1))]), s("x")]
    );
}

fn arb_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z0-9 :#'\"\\-\\[\\]{}*&!|>%@`,.~\n\t]{0,12}",
        prop::sample::select(vec![
            "yes",
            "no",
            "on",
            "Off",
            "y",
            "N",
            "true",
            "null",
            "~",
            "0777",
            "0x1f",
            "0b11",
            "1_0",
            "1.5",
            ".5",
            "1e3",
            "-.inf",
            ".nan",
            "<<",
            "-",
            "---",
            "...",
            "? x",
            "2020-01-02",
            "1:2",
            " ",
            "\n",
            "a\n",
            "\u{85}",
            "é",
        ])
        .prop_map(str::to_string),
        any::<String>(),
        "[a-z' \t\"\\\\]{60,200}",
        prop::collection::vec("[a-z]{1,9}|  | ", 20..60).prop_map(|words| words.join(" ")),
    ]
}

fn arb_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::int),
        any::<f64>()
            .prop_filter("nan never equals itself", |f| !f.is_nan())
            .prop_map(|f| Value::Number(Number::Float(f))),
        arb_string().prop_map(Value::string),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::list),
            prop::collection::vec((arb_string(), inner), 0..5).prop_map(|pairs| {
                let mut m = Map::new();
                for (k, v) in pairs {
                    m.insert(k.into(), v);
                }
                Value::map(m)
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn written_yaml_reloads_to_the_same_value(v in arb_value()) {
        for opts in [LoadOptions::yaml11(), LoadOptions::yaml12_core()] {
            let text = write(&v, &WriteOptions::default());
            let back = load_values(&text, FileId(0), &opts);
            prop_assert_eq!(back.as_ref().ok().and_then(|d| d.first()), Some(&v), "{}\n{:?}", text, back);
        }
    }

    #[test]
    fn loading_arbitrary_text_never_panics(text in any::<String>()) {
        let _ = load(&text, FileId(0), &LoadOptions::yaml11());
    }
}

/// A small deterministic generator (xorshift) for the mutation fuzz test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn mutated_documents_never_panic() {
    let seeds = [
        "a: &x {k: [1, 2]}\nb: *x\n<<: *x\nc: |\n  text\n  more\nd: !!str 5\n",
        "- a\n- b: [c, {d: e}]\n  f: 'g'\n---\n? complex\n: value\n",
        "x: &a [*a]\n",
        "\"q\\u0041\": >-\n  folded\n  text\n%YAML 1.1\n",
        "a:\n  <<: [&m {x: 1}, *m]\n  y: !!int 0x1\n",
    ];
    let alphabet: &[u8] = b"-:?[]{},&*!|>'\"%@`#\n \t0123456789abcxyz<~.\\\xc3\xa9";
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..4000 {
        let seed = seeds[round % seeds.len()];
        let mut bytes = seed.as_bytes().to_vec();
        for _ in 0..1 + rng.below(8) {
            let pos = rng.below(bytes.len() + 1);
            let byte = alphabet[rng.below(alphabet.len())];
            match rng.below(3) {
                0 => bytes.insert(pos, byte),
                1 if pos < bytes.len() => {
                    bytes.remove(pos);
                }
                _ if pos < bytes.len() => bytes[pos] = byte,
                _ => bytes.push(byte),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        let result = load(&text, FileId(0), &LoadOptions::yaml11());
        if let Ok(docs) = result {
            // Whatever loads must also write and re-load.
            let values: Vec<Value> = docs.iter().map(Node::to_value).collect();
            let written = write_documents(&values, &WriteOptions::default());
            assert!(
                load(&written, FileId(0), &LoadOptions::yaml11()).is_ok(),
                "{text:?} -> {written:?}"
            );
        }
    }
}

/// Found by the `yaml_load` fuzz target: `-0.` is the float negative zero, and writing it must
/// not turn it into the integer 0 on the next load.
#[test]
fn negative_zero_stays_a_float_across_a_write() {
    let v = one("-0.");
    let text = write(&v, &WriteOptions::default());
    assert_eq!(text.trim(), "-0.0");
    let again = one(&text);
    assert!(
        matches!(again, Value::Number(crate::value::Number::Float(x)) if x == 0.0 && x.is_sign_negative())
    );
}

/// Found by the `yaml_load` fuzz target: keys longer than YAML's 1024-character limit for
/// implicit keys are written in the explicit `? key` form and read back unchanged.
#[test]
fn very_long_keys_use_the_explicit_form() {
    let key = "k".repeat(1500);
    for value in [s("v"), map(&[("a", i(1))]), list(&[i(1), i(2)])] {
        let v = map(&[(key.as_str(), value)]);
        let text = write(&v, &WriteOptions::default());
        assert!(text.starts_with("? "), "{text}");
        assert_eq!(one(&text), v);
    }
}

/// Found by the `yaml_load` fuzz target: complex keys nested in complex keys (`? ? ? ... x`)
/// would be stringified with exponentially growing escapes; they are refused with an error.
#[test]
fn nested_complex_keys_are_refused_quickly() {
    let text = "? ? ? ?   ?  ? ? ?  ?  ? ? ? ? ? ?   ?  ? ? ?  ?  ? ? 2";
    let start = std::time::Instant::now();
    let e = err(text);
    assert!(e.message.contains("complex mapping key"), "{}", e.message);
    assert!(start.elapsed() < std::time::Duration::from_secs(1));
    // One level of complex key is still fine.
    assert_eq!(one("? [a, b]\n: 1\n"), map(&[("[\"a\",\"b\"]", i(1))]));
}

/// A resolver that reads every scalar as a string of its style and tag, refuses second
/// documents and `!bad` collections, and nests at most 2 deep.
struct Marking;

impl Resolve for Marking {
    fn scalar(&self, scalar: &RawScalar<'_>) -> Result<NodeValue, String> {
        if scalar.text == "boom" {
            return Err("no boom".into());
        }
        let tag = scalar
            .tag
            .map(|t| format!("{}{}{}", t.is_core(), t.handle, t.suffix));
        Ok(NodeValue::String(
            format!("{}/{:?}/{tag:?}", scalar.text, scalar.style).into(),
        ))
    }

    fn collection_tag(&self, tag: TagRef<'_>, _is_seq: bool) -> Result<(), String> {
        if tag.suffix == "bad" {
            Err("bad tag".into())
        } else {
            Ok(())
        }
    }

    fn document(&self, index: usize) -> Result<(), String> {
        if index > 0 {
            Err("one document only".into())
        } else {
            Ok(())
        }
    }

    fn max_depth(&self) -> usize {
        2
    }

    fn strict_merge(&self) -> bool {
        true
    }
}

fn load_marking(text: &str) -> Result<Value, (YamlErrorKind, String, u32)> {
    match load_with(text, FileId(0), &LoadOptions::yaml11(), &Marking) {
        Ok(docs) => Ok(docs.first().map(Node::to_value).unwrap_or(Value::Null)),
        Err(e) => Err((e.kind, e.message, e.span.start)),
    }
}

#[test]
fn a_resolver_decides_scalars_tags_documents_and_depth() {
    assert_eq!(
        load_marking("a: 'x'\nb: !!int 1\n"),
        Ok(map(&[
            ("a/Plain/None", s("x/SingleQuoted/None")),
            (
                "b/Plain/None",
                s("1/Plain/Some(\"truetag:yaml.org,2002:int\")")
            ),
        ]))
    );
    let kind = load_marking;
    assert_eq!(
        kind("a: boom"),
        Err((YamlErrorKind::Scalar, "no boom".to_string(), 3))
    );
    assert_eq!(
        kind("a: !bad [1]"),
        Err((YamlErrorKind::Tag, "bad tag".to_string(), 8))
    );
    assert_eq!(
        kind("a: 1\n--- \nb: 2"),
        Err((YamlErrorKind::Document, "one document only".to_string(), 5))
    );
    assert_eq!(
        kind("a: [[1]]").map_err(|(k, _, at)| (k, at)),
        Err((YamlErrorKind::TooDeep, 4))
    );
    // Merge keys still work; with strict merging a scalar `<<` value is an error.
    assert_eq!(
        load_marking("a: &m {x: 1}\nb: {<<: *m}").map(|v| v.as_map().map(|m| m.len())),
        Ok(Some(2))
    );
    assert_eq!(
        kind("<<: 1").map_err(|(k, _, at)| (k, at)),
        Err((YamlErrorKind::MergeNeedsMappings, 4))
    );
    // The built-in loader keeps `<<: scalar` as an ordinary key.
    assert_eq!(one("<<: 1"), map(&[("<<", i(1))]));
    assert_eq!(err("a: *x").kind, YamlErrorKind::Syntax);
    assert_eq!(err("a: &x [*x]").kind, YamlErrorKind::RecursiveAlias);
}

#[test]
fn libyaml_writer_quotes_every_string() {
    let v = map(&[
        ("b", list(&[i(1), s("two"), Value::Null, Value::Bool(true)])),
        ("a", map(&[("k", s("line1\nline2\n")), ("e", list(&[]))])),
        (
            "z",
            Value::Number(crate::value::Number::Float(f64::NEG_INFINITY)),
        ),
        (
            "n",
            Value::Number(crate::value::Number::Decimal("-0".into())),
        ),
    ]);
    assert_eq!(
        write_libyaml(&v),
        "\"b\":\n- 1\n- \"two\"\n- null\n- true\n\"a\":\n  \"k\": |\n    line1\n    line2\n  \"e\": []\n\"z\": -.Inf\n\"n\": 0\n"
    );
    assert_eq!(write_libyaml(&i(1)), "1\n...\n");
    assert_eq!(write_libyaml(&s("x")), "\"x\"\n");
    assert_eq!(write_libyaml(&s("a\n\n")), "|+\n  a\n\n...\n");
    assert_eq!(write_libyaml(&s("tab\there")), "\"tab\\there\"\n");
}

#[test]
fn pieces_concatenate_to_the_whole_document() {
    let opts = WriteOptions {
        sort_keys: true,
        keep_final_break: false,
    };
    let entry = map(&[("name", s("a")), ("v", s("x\ny"))]);
    let list = Value::List(std::sync::Arc::new(vec![entry.clone(), i(2)]));
    let doc = map(&[("b", list), ("<<", i(1)), ("a", map(&[("k", s("yes"))]))]);
    let mut out = String::new();
    pieces::field(&mut out, "<<", &i(1), &opts);
    pieces::field(&mut out, "a", &map(&[("k", s("yes"))]), &opts);
    pieces::sequence_field(&mut out, "b");
    pieces::entry(&mut out, &entry, &opts);
    pieces::entry(&mut out, &i(2), &opts);
    assert_eq!(out, write(&doc, &opts));
    // a merge-like key keeps its quotes when it opens a sequence
    let mut out = String::new();
    pieces::sequence_field(&mut out, "<<");
    pieces::entry(&mut out, &i(1), &opts);
    let doc = map(&[("<<", Value::List(std::sync::Arc::new(vec![i(1)])))]);
    assert_eq!(out, write(&doc, &opts));
    let mut out = String::new();
    pieces::document(&mut out, &map(&[]), &opts);
    assert_eq!(out, "{}\n");
}

#[test]
fn folding_hands_over_sequence_entries_only_where_safe() {
    let text = "a:\n- {x: 1}\n- [2]\n- 3\nb: &anchored\n- {y: 1}\nc: *anchored\n? [{k: 1}]\n: 4\nd:\n  <<: [{m: 1}]\n";
    let mut seen = Vec::new();
    let docs = load_folding(text, FileId(0), &LoadOptions::yaml11(), &mut |n| {
        seen.push(n.to_value());
        // stands in for the entry: a string naming what was handed over
        Node::new(NodeValue::String("folded".into()), n.span)
    })
    .expect("loads");
    // only the collections in `a` are handed over: not a scalar entry, nor entries of an
    // anchored sequence, of a mapping key or of a merge key's value
    assert_eq!(
        seen,
        vec![
            map(&[("x", i(1))]),
            Value::List(std::sync::Arc::new(vec![i(2)]))
        ]
    );
    let folded = docs[0].to_value();
    let whole = one(text);
    let m = folded.as_map().expect("a map");
    assert_eq!(
        m.get("a"),
        Some(&Value::List(std::sync::Arc::new(vec![
            s("folded"),
            s("folded"),
            i(3)
        ])))
    );
    for k in ["b", "c", "d", "[{\"k\":1}]"] {
        assert_eq!(m.get(k), whole.as_map().expect("a map").get(k), "{k}");
    }
}

#[test]
fn a_line_starting_with_a_tab_is_refused_outside_flow_collections_and_quoted_scalars() {
    // as libyaml (spiff's yaml.v2, Ruby's Psych) refuses them
    for text in [
        "\tx\n",
        "a: 1\n\t\n",
        "a:\n  b: 1\n\tc: 2\n",
        "# c\n\t# d\na: 1\n",
        "a: |\n  x\n\ty\n",
        "- a\n\t- b\n",
    ] {
        // (saphyr itself refuses some of these, in its own words)
        err(text);
    }
    for (text, at) in [
        ("\tx\n", 0),
        ("a: 1\n# c\n\t\nb: 2\n", 9),
        ("# c\n\t# d\na: 1\n", 4),
    ] {
        let e = err(text);
        assert_eq!(e.span.start, at, "{text:?}");
        assert!(e
            .message
            .contains("found character that cannot start any token"));
    }
    // tabs inside a line, in flow collections and inside a block scalar's lines are fine
    assert_eq!(one("a: \tb\n"), map(&[("a", s("b"))]));
    assert_eq!(one("a: [1,\n\t2]\n"), map(&[("a", list(&[i(1), i(2)]))]));
    assert_eq!(one("a: |\n  x\n  \ty\n"), map(&[("a", s("x\n\ty\n"))]));
}

#[test]
fn spiffs_emitter_keeps_a_final_line_break_with_the_keep_indicator() {
    let v = map(&[("a", s("x\ny\n")), ("b", s("x\ny")), ("c", s("x\n\n"))]);
    assert_eq!(
        write(&v, &WriteOptions::spiff()),
        "a: |+\n  x\n  y\nb: |-\n  x\n  y\nc: |+\n  x\n\n"
    );
    let plain = WriteOptions {
        sort_keys: true,
        keep_final_break: false,
    };
    assert_eq!(
        write(&v, &plain),
        "a: |\n  x\n  y\nb: |-\n  x\n  y\nc: |+\n  x\n\n"
    );
}
