//! The record representation (flat sorted vector or persistent tree) against a reference map,
//! merges on both sides of the size threshold, and the syntax tree's allocation sizes.

use std::collections::BTreeMap;
use std::rc::Rc;
use strata_core::host::MemoryHost;
use strata_core::source::{FileId, Span};
use strata_nickel::ast::{ExprKind, Ident};
use strata_nickel::value::{Field, Fields, Meta, Thunk, Value, MERGE_TREE_RATIO};
use strata_nickel::Nickel;

fn field(n: i64) -> Field {
    Field {
        meta: Rc::new(Meta::default()),
        def: None,
        value: Some(Thunk::value(Value::Num(strata_nickel::number::Num::Int(n)))),
        span: Span::new(FileId(0), 0, 0),
        dynamic: false,
        ord: 0,
    }
}

fn num(f: &Field) -> i64 {
    match f.value.as_ref().and_then(|t| t.peek()) {
        Some(Value::Num(strata_nickel::number::Num::Int(n))) => n,
        _ => panic!("test fields hold integers"),
    }
}

fn contents(f: &Fields) -> Vec<(String, i64)> {
    f.iter().map(|(k, v)| (k.to_string(), num(v))).collect()
}

fn model(m: &BTreeMap<String, i64>) -> Vec<(String, i64)> {
    m.iter().map(|(k, v)| (k.clone(), *v)).collect()
}

/// A small deterministic generator (no external randomness: failures reproduce).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn point_edits_match_a_reference_map_in_both_representations() {
    let mut rng = Lcg(7);
    let mut f = Fields::new();
    let mut m = BTreeMap::new();
    let mut snapshots = Vec::new();
    for step in 0..3000i64 {
        let key = format!("k{}", rng.next(400));
        match rng.next(4) {
            0 => {
                assert_eq!(
                    f.remove(key.as_str()).map(|x| num(&x)),
                    m.remove(&key),
                    "remove {key}"
                );
            }
            _ => {
                assert_eq!(
                    f.insert(Ident::new(&key), field(step)).map(|x| num(&x)),
                    m.insert(key.clone(), step),
                    "insert {key}"
                );
            }
        }
        assert_eq!(f.len(), m.len());
        assert_eq!(f.get(key.as_str()).map(num), m.get(&key).copied());
        if step % 500 == 0 {
            // a clone is a snapshot: later edits of `f` must not show through it
            snapshots.push((f.clone(), model(&m)));
        }
    }
    assert!(
        f.is_tree(),
        "a record of a few hundred edited fields becomes a tree"
    );
    assert_eq!(contents(&f), model(&m));
    for (snap, expected) in snapshots {
        assert_eq!(contents(&snap), expected);
    }
    if let Some(x) = f.get_mut("k1") {
        x.value = field(-1).value;
    }
    assert_eq!(f.get("k1").map(num), m.get("k1").map(|_| -1));
}

#[test]
fn appending_in_order_stays_flat() {
    let f: Fields = (0..1000)
        .map(|i| (Ident::new(format!("f{i:04}")), field(i)))
        .collect();
    assert!(!f.is_tree());
    let mut g = f.clone();
    g.insert(Ident::new("g"), field(1));
    assert!(
        !g.is_tree(),
        "appending past the last name keeps the vector"
    );
    assert_eq!(f.len(), 1000);
    assert_eq!(g.len(), 1001);
    // later duplicates win when collecting
    let d: Fields = vec![
        (Ident::new("b"), field(1)),
        (Ident::new("a"), field(2)),
        (Ident::new("b"), field(3)),
    ]
    .into_iter()
    .collect();
    assert_eq!(contents(&d), vec![("a".into(), 2), ("b".into(), 3)]);
}

fn union_case(na: usize, nb: usize, stride_b: usize) {
    let a: Fields = (0..na)
        .map(|i| (Ident::new(format!("x{:06}", i * 2)), field(i as i64)))
        .collect();
    let b: Fields = (0..nb)
        .map(|i| {
            (
                Ident::new(format!("x{:06}", i * stride_b)),
                field(1000 + i as i64),
            )
        })
        .collect();
    let mut expected = BTreeMap::new();
    for (k, v) in a.iter() {
        expected.insert(k.to_string(), num(v));
    }
    let mut common = 0;
    for (k, v) in b.iter() {
        let prev = expected.insert(k.to_string(), num(v));
        if let Some(p) = prev {
            common += 1;
            expected.insert(k.to_string(), p * 100_000 + num(v));
        }
    }
    let mut fixed = 0;
    let u = Fields::union_with(
        (&a, false),
        (&b, false),
        |_, l, r| field(num(&l) * 100_000 + num(&r)),
        |_| false,
        |_| fixed += 1,
    );
    assert_eq!(contents(&u), model(&expected), "union of {na} and {nb}");
    assert_eq!(fixed, common, "only merged fields are fixed");
}

#[test]
fn unions_match_a_reference_on_both_sides_of_the_threshold() {
    union_case(100, 100, 3); // similar sizes: linear merge
    union_case(5000, 10, 7); // much smaller right side: tree insertion
    union_case(10, 5000, 1); // much smaller left side
    union_case(0, 50, 1);
    union_case(MERGE_TREE_RATIO * 20, 20, 2);
    union_case(MERGE_TREE_RATIO * 20 + 1, 20, 2);
}

fn export(src: &str) -> Result<String, String> {
    let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
    let v = nk.eval_source("t.ncl", src).map_err(|e| e.msg.clone())?;
    let text = nk.export(&v, "json").map_err(|e| e.msg.clone())?;
    let d = strata_core::json::parse(&text).expect("JSON");
    Ok(strata_core::json::write(
        &d,
        &strata_core::json::WriteOptions::compact(),
    ))
}

#[test]
fn recursive_override_reaches_every_field_of_a_large_record_merged_with_a_small_one() {
    // 200 fields depending on `base`, overridden by a one-field record (tree insertion path),
    // then merged with a record of similar size (linear path)
    let fields: Vec<String> = (0..200).map(|i| format!("g{i:03} = base + {i}")).collect();
    let src = format!(
        "let r = {{ base | default = 0, {} }} & {{ base = 1000 }} in \
         let s = r & {{ {} }} in [r.g000, r.g199, s.g199, s.h199, s.base]",
        fields.join(", "),
        (0..200)
            .map(|i| format!("g{i:03} | Number, h{i:03} = g{i:03} * 2"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    // `h` fields refer to `g` fields of the merged record (declared without a value here, as
    // Nickel requires every identifier to be bound)
    assert_eq!(
        export(&src.replace("s.h199", "s.g100")),
        Ok("[1000,1199,1199,1100,1000]".into())
    );
}

#[test]
fn left_fold_of_records_keeps_all_fields_and_overrides() {
    let src = "std.array.generate (fun k => { common = std.array.generate (fun i => \
               { field = \"f%{std.string.from_number k}_%{std.string.from_number i}\", value = i }) 20 \
               |> std.record.from_array, last | default = k }) 200 |> std.array.fold_left (&) {} \
               |> (fun r => [std.record.length r.common, r.common.f199_19, r.common.f0_0, r.last])";
    // `last | default = k` in every record: equal priorities with different values conflict
    assert_eq!(export(src).unwrap_err(), "non mergeable terms");
    let ok = src.replace("last | default = k", "last = 7");
    assert_eq!(export(&ok), Ok("[4000,19,0,7]".into()));
}

#[test]
fn from_array_reports_the_first_repeated_name_in_array_order() {
    let e = export(
        "std.record.from_array [{field = \"z\", value = 1}, {field = \"b\", value = 2}, \
         {field = \"b\", value = 3}, {field = \"z\", value = 4}]",
    );
    assert_eq!(
        e,
        Err(
            "record/insert: tried to extend a record with the field b, but it already exists"
                .into()
        )
    );
    // a repeat before a malformed element is reported first, as element by element insertion does
    let e =
        export("std.record.from_array [{field = \"a\", value = 1}, {field = \"a\", value = 2}, 5]");
    assert!(e
        .unwrap_err()
        .contains("the field a, but it already exists"));
    let e =
        export("std.record.from_array [5, {field = \"a\", value = 1}, {field = \"a\", value = 2}]");
    assert!(!e.unwrap_err().contains("already exists"));
    assert_eq!(
        export("std.record.from_array [{field = \"b\", value = 2}, {field = \"a\", value = 1}]"),
        Ok(r#"{"a":1,"b":2}"#.into())
    );
}

#[test]
fn record_literals_keep_exactly_sized_piece_vectors() {
    let src = "{ a = 1, b.c = 2, b.d = 3, e | default = 4, e = 5 }";
    let mut map = strata_core::SourceMap::new();
    let file = map.add("t.ncl", src);
    let e = strata_nickel::parser::parse(src, file).expect("parses");
    let ExprKind::Record(lit) = &e.kind else {
        panic!("a record literal")
    };
    let counts: Vec<(String, usize)> = lit
        .fields
        .iter()
        .map(|f| (f.name.to_string(), f.pieces.len()))
        .collect();
    assert_eq!(
        counts,
        vec![("a".into(), 1), ("b".into(), 2), ("e".into(), 2)]
    );
    for f in &lit.fields {
        assert_eq!(f.pieces.capacity(), f.pieces.len(), "field {}", f.name);
    }
}

/// The JSON export writes text directly; it must equal the general path (data tree, then the
/// core JSON writer) byte for byte.
#[test]
fn direct_json_export_equals_the_data_tree_path() {
    let programs = [
        r#"{ b = [1, 2.5, 1/3, -0.125, 1e30, 12345678901234567890], a = { y = "q\"\n\t\r<>&é%{"\\"}", x = null }, c = 'tag, d = [], e = {}, f = true }"#,
        r#"{ hidden | not_exported = 1, maybe | optional, shown = { inner | not_exported = 2 } }"#,
        r#"[[[]], [{}], [{ a = [[1]] }], "x"]"#,
        r#""just a string""#,
        r#"{ "quoted key" = 1, "ünïcode" = 2, "" = 3 }"#,
        r#"let r = { base | default = 1, d = base + 1 } in r & { base = 10 }"#,
    ];
    for p in programs {
        let mut nk = Nickel::new(Box::new(MemoryHost::new()), strata_nickel::DEFAULT_LIMITS);
        let v = nk.eval_source("t.ncl", p).expect("evaluates");
        let direct = nk.export(&v, "json").expect("exports");
        let data = nk.eval.to_data(&v, &mut Vec::new()).expect("converts");
        let general = strata_nickel::export::json_text(&data) + "\n";
        assert_eq!(direct, general, "program: {p}");
    }
    // what cannot be written directly still fails with Nickel's error
    for (p, msg) in [
        ("{ f = fun x => x }", "non serializable term"),
        ("{ a | Number }", "missing definition for `a`"),
    ] {
        assert_eq!(export(p), Err(msg.to_string()), "program: {p}");
    }
}

/// A record's field with its name is 80 bytes on 64-bit targets: the merge benchmarks' records
/// hold 100,000-200,000 of them (8 bytes more each was 3.2 MB of `merge_disjoint_100k`'s peak,
/// issue 22). The order key a merge gives a moved field (`Field::ord`) made it 88; an open
/// definition's expression and environment, one allocation behind `Def::Open`, made it 80 again.
#[test]
#[cfg(target_pointer_width = "64")]
fn record_field_with_its_name_is_80_bytes() {
    assert_eq!(std::mem::size_of::<strata_nickel::value::Def>(), 16);
    assert_eq!(std::mem::size_of::<(Ident, Field)>(), 80);
}
