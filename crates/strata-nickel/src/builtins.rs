//! The standard library (`std`) and the primitive operators (`%op%`), implemented in Rust.

use crate::eval::{Eval, EvalError, R};
use crate::number::Num;
use crate::value::*;
use std::rc::Rc;
use strata_core::source::Span;

/// `(path, builtin name, arity)` of every std function implemented natively.
const STD: &[(&str, &str, usize)] = &[
    ("array.map", "array/map", 2),
    ("array.filter", "array/filter", 2),
    ("array.fold_left", "array/fold_left", 3),
    ("array.fold_right", "array/fold_right", 3),
    ("array.generate", "array/generate", 2),
    ("array.length", "array/length", 1),
    ("array.first", "array/first", 1),
    ("array.last", "array/last", 1),
    ("array.at", "array/at", 2),
    ("array.at_or", "array/at_or", 3),
    ("array.concat", "array/concat", 2),
    ("array.flatten", "array/flatten", 1),
    ("array.flat_map", "array/flat_map", 2),
    ("array.elem", "array/elem", 2),
    ("array.any", "array/any", 2),
    ("array.all", "array/all", 2),
    ("array.range", "array/range", 2),
    ("array.range_step", "array/range_step", 3),
    ("array.reverse", "array/reverse", 1),
    ("array.sort", "array/sort", 2),
    ("array.slice", "array/slice", 3),
    ("array.drop_first", "array/drop_first", 1),
    ("array.drop_last", "array/drop_last", 1),
    ("array.is_empty", "array/is_empty", 1),
    ("array.replicate", "array/replicate", 2),
    ("array.partition", "array/partition", 2),
    ("array.find_first", "array/find_first", 2),
    ("array.split_at", "array/split_at", 2),
    ("array.zip_with", "array/zip_with", 3),
    ("array.map_with_index", "array/map_with_index", 2),
    ("array.try_fold_left", "array/try_fold_left", 3),
    ("record.map", "record/map", 2),
    ("record.map_values", "record/map_values", 2),
    ("record.fields", "record/fields", 1),
    ("record.fields_with_opts", "record/fields_with_opts", 1),
    ("record.values", "record/values", 1),
    ("record.has_field", "record/has_field", 2),
    (
        "record.has_field_with_opts",
        "record/has_field_with_opts",
        2,
    ),
    ("record.insert", "record/insert", 3),
    ("record.insert_with_opts", "record/insert_with_opts", 3),
    ("record.remove", "record/remove", 2),
    ("record.remove_with_opts", "record/remove_with_opts", 2),
    ("record.update", "record/update", 3),
    ("record.get", "record/get", 2),
    ("record.get_or", "record/get_or", 3),
    ("record.merge_all", "record/merge_all", 1),
    ("record.to_array", "record/to_array", 1),
    ("record.from_array", "record/from_array", 1),
    ("record.filter", "record/filter", 2),
    ("record.is_empty", "record/is_empty", 1),
    ("record.length", "record/length", 1),
    ("string.from_number", "string/from", 1),
    ("string.from", "string/from", 1),
    ("string.from_bool", "string/from", 1),
    ("string.from_enum", "string/from", 1),
    ("string.length", "string/length", 1),
    ("string.uppercase", "string/uppercase", 1),
    ("string.lowercase", "string/lowercase", 1),
    ("string.split", "string/split", 2),
    ("string.join", "string/join", 2),
    ("string.replace", "string/replace", 3),
    ("string.trim", "string/trim", 1),
    ("string.contains", "string/contains", 2),
    ("string.starts_with", "string/starts_with", 2),
    ("string.ends_with", "string/ends_with", 2),
    ("string.characters", "string/characters", 1),
    ("string.to_number", "string/to_number", 1),
    ("string.to_bool", "string/to_bool", 1),
    ("string.to_enum", "string/to_enum", 1),
    ("string.substring", "string/substring", 3),
    ("string.is_empty", "string/is_empty", 1),
    ("number.pow", "number/pow", 2),
    ("number.floor", "number/floor", 1),
    ("number.ceil", "number/ceil", 1),
    ("number.abs", "number/abs", 1),
    ("number.max", "number/max", 2),
    ("number.min", "number/min", 2),
    ("number.truncate", "number/truncate", 1),
    ("number.is_integer", "number/is_integer", 1),
    ("number.fract", "number/fract", 1),
    ("number.log", "number/log", 2),
    ("number.cos", "number/cos", 1),
    ("number.sin", "number/sin", 1),
    ("number.tan", "number/tan", 1),
    ("number.arccos", "number/arccos", 1),
    ("number.arcsin", "number/arcsin", 1),
    ("number.arctan", "number/arctan", 1),
    ("number.arctan2", "number/arctan2", 2),
    ("number.sqrt", "number/sqrt", 1),
    ("string.compare", "string/compare", 2),
    ("string.is_match", "string/is_match", 2),
    ("string.find", "string/find", 2),
    ("string.find_all", "string/find_all", 2),
    ("string.replace_regex", "string/replace_regex", 3),
    ("hash", "hash", 2),
    ("record.freeze", "record/freeze", 1),
    ("contract.from_predicate", "contract/from_predicate", 1),
    ("contract.from_validator", "contract/from_validator", 1),
    ("contract.custom", "contract/custom", 1),
    ("contract.Sequence", "contract/sequence", 1),
    ("contract.any_of", "contract/any_of", 1),
    ("contract.all_of", "contract/all_of", 1),
    ("contract.not", "contract/not", 1),
    ("contract.Equal", "contract/equal", 1),
    ("contract.blame", "blame", 1),
    (
        "contract.blame_with_message",
        "contract/blame_with_message",
        2,
    ),
    ("contract.apply", "contract/apply", 3),
    ("contract.check", "contract/check", 3),
    ("contract.unstable.custom", "contract/custom", 1),
    ("contract.label.with_message", "label/with_message", 2),
    ("contract.label.with_notes", "label/with_notes", 2),
    ("contract.label.append_note", "label/append_note", 2),
    ("enum.is_enum_tag", "enum/is_tag", 1),
    ("enum.is_enum_variant", "enum/is_variant", 1),
    ("enum.to_tag_and_arg", "enum/to_tag_and_arg", 1),
    ("enum.from_tag_and_arg", "enum/from_tag_and_arg", 1),
    ("function.id", "function/id", 1),
    ("function.const", "function/const", 2),
    ("function.compose", "function/compose", 3),
    ("function.flip", "function/flip", 3),
    ("function.first", "function/const", 2),
    ("function.second", "function/second", 2),
    ("function.pipe", "function/pipe", 2),
    ("is_number", "is/Number", 1),
    ("is_string", "is/String", 1),
    ("is_bool", "is/Bool", 1),
    ("is_record", "is/Record", 1),
    ("is_array", "is/Array", 1),
    ("is_function", "is/Function", 1),
    ("is_enum", "is/Enum", 1),
    ("typeof", "typeof", 1),
    ("seq", "seq", 2),
    ("deep_seq", "deep_seq", 2),
    ("serialize", "serialize", 2),
    ("deserialize", "deserialize", 2),
    ("to_string", "string/from", 1),
    ("fail_with", "fail_with", 1),
    ("trace", "trace", 2),
    ("test.assert_all", "test/assert_all", 1),
];

/// Std items written in Nickel on top of the native ones (`std` refers to the native record).
pub const PRELUDE: &str = r#"{
  number = {
    Integer = std.contract.from_predicate (fun x => std.is_number x && std.number.is_integer x),
    Nat = std.contract.from_predicate (fun x => std.is_number x && std.number.is_integer x && x >= 0),
    PosNat = std.contract.from_predicate (fun x => std.is_number x && std.number.is_integer x && x > 0),
    NonZero = std.contract.from_predicate (fun x => std.is_number x && x != 0),
    compare = fun a b => if a < b then 'Lesser else if a == b then 'Equal else 'Greater,
    pi = 3.141592653589793,
    e = 2.718281828459045,
  },
  string = {
    NonEmpty = std.contract.from_predicate (fun s => std.is_string s && s != ""),
    BoolLiteral = std.contract.from_predicate (fun s => s == "true" || s == "false"),
    Stringable = std.contract.from_predicate (fun x => std.is_number x || std.is_string x || std.is_bool x || x == null || std.enum.is_enum_tag x),
    NumberLiteral = std.contract.from_predicate (fun s => std.is_string s && std.string.is_match "^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?$" s),
    Character = std.contract.from_predicate (fun s => std.is_string s && std.string.length s == 1),
    Matches = fun regex => std.contract.from_predicate (fun s => std.is_string s && std.string.is_match regex s),
  },
  enum = {
    Tag = std.contract.from_predicate std.enum.is_enum_tag,
    Enum = std.contract.from_predicate std.is_enum,
    map = fun f v =>
      if std.enum.is_enum_variant v then
        let r = std.enum.to_tag_and_arg v in
        std.enum.from_tag_and_arg { tag = r.tag, arg = f r.arg }
      else v,
    TagOrString = std.contract.custom (fun label value =>
      if std.is_string value then 'Ok (std.string.to_enum value)
      else if std.enum.is_enum_tag value then 'Ok value
      else 'Error { message = "expected either a string or an enum tag" }),
  },
  array = {
    NonEmpty = std.contract.from_predicate (fun a => std.is_array a && a != []),
    prepend = fun x arr => [x] @ arr,
    append = fun x arr => arr @ [x],
    intersperse = fun v arr =>
      if std.array.length arr == 0 then []
      else std.array.fold_left (fun acc x => acc @ [v, x]) [std.array.first arr] (std.array.drop_first arr),
    reduce_left = fun f arr => std.array.fold_left f (std.array.first arr) (std.array.drop_first arr),
    reduce_right = fun f arr => std.array.fold_right f (std.array.last arr) (std.array.drop_last arr),
    filter_map = fun f arr => std.array.flat_map (fun x => f x |> match { 'Some y => [y], 'None => [] }) arr,
    dedup = fun arr => std.array.fold_left (fun acc x => if std.array.elem x acc then acc else acc @ [x]) [] arr,
    dedup_sorted = fun cmp arr =>
      std.array.fold_left
        (fun acc x => if std.array.length acc > 0 && cmp (std.array.last acc) x == 'Equal then acc else acc @ [x])
        [] arr,
    sort_dedup = fun cmp arr => std.array.dedup_sorted cmp (std.array.sort cmp arr),
    compare = fun cmp a b =>
      let la = std.array.length a in
      let lb = std.array.length b in
      let rec go = fun i =>
        if i >= la then (if i >= lb then 'Equal else 'Lesser)
        else if i >= lb then 'Greater
        else
          let c = cmp (std.array.at i a) (std.array.at i b) in
          if c == 'Equal then go (i + 1) else c
      in go 0,
    group = fun f arr =>
      std.array.fold_left
        (fun acc x =>
          let k = f x in
          if std.record.has_field k acc then std.record.update k (acc."%{k}" @ [x]) acc
          else std.record.insert k [x] acc)
        {} arr,
  },
  FailWith = fun msg => std.contract.custom (fun label _value => 'Error { message = msg }),
  test = {
    Assert = std.contract.from_predicate (fun x => x == true),
  },
  contract = {
    unstable = {},
  },
}"#;

fn rec_field(v: Thunk, span: Span) -> Field {
    Field {
        meta: Meta::empty(),
        def: Some(Def::Closed(v.clone())),
        value: Some(v),
        span,
        dynamic: false,
    }
}

/// A frozen record from name/value pairs.
pub fn make_record(pairs: Vec<(Rc<str>, Thunk)>, span: Span) -> Value {
    let mut fields = Fields::new();
    for (k, v) in pairs {
        fields.insert(crate::ast::Ident::new(&*k), rec_field(v, span));
    }
    Value::Record(Rc::new(Record {
        fields,
        open: false,
        frozen: true,
        has_open: false,
    }))
}

fn s(v: &str) -> Value {
    Value::Str(Rc::from(v))
}

/// Builds the native `std` record.
pub fn native_std(span: Span) -> Value {
    // group by first path segment (and second for contract.unstable/label)
    fn insert(root: &mut Fields, path: &[&str], v: Value, span: Span) {
        if path.len() == 1 {
            root.insert(path[0].into(), rec_field(Thunk::value(v), span));
            return;
        }
        let mut sub = match root
            .get(path[0])
            .and_then(|f| f.value.as_ref().and_then(|t| t.peek()))
        {
            Some(Value::Record(r)) => r.fields.clone(),
            _ => Fields::new(),
        };
        insert(&mut sub, &path[1..], v, span);
        let rv = Value::Record(Rc::new(Record {
            fields: sub,
            open: false,
            frozen: true,
            has_open: false,
        }));
        root.insert(path[0].into(), rec_field(Thunk::value(rv), span));
    }
    let mut root = Fields::new();
    for (path, name, arity) in STD {
        let parts: Vec<&str> = path.split('.').collect();
        let v = Value::Builtin(Rc::new(Builtin {
            name,
            arity: *arity,
            args: Vec::new(),
        }));
        insert(&mut root, &parts, v, span);
    }
    Value::Record(Rc::new(Record {
        fields: root,
        open: false,
        frozen: true,
        has_open: false,
    }))
}

/// The name of a builtin as errors show it: `string/from` is `std.string.from`.
#[derive(Clone, Copy)]
struct Fname<'a>(&'a str);

impl std::fmt::Display for Fname<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(out, "std.{}", self.0.replace('/', "."))
    }
}

fn num_arg(
    ev: &mut Eval,
    t: &Thunk,
    fname: impl std::fmt::Display,
    n: usize,
    span: Span,
) -> R<Num> {
    match ev.force(t)? {
        Value::Num(x) => Ok(x),
        v => Err(bad_arg(fname, "Number", n, &v, t, span)),
    }
}
fn str_arg(
    ev: &mut Eval,
    t: &Thunk,
    fname: impl std::fmt::Display,
    n: usize,
    span: Span,
) -> R<Rc<str>> {
    match ev.force(t)? {
        Value::Str(x) => Ok(x),
        v => Err(bad_arg(fname, "String", n, &v, t, span)),
    }
}
fn arr_arg(
    ev: &mut Eval,
    t: &Thunk,
    fname: impl std::fmt::Display,
    n: usize,
    span: Span,
) -> R<Rc<Vec<Thunk>>> {
    match ev.force(t)? {
        Value::Array(x) => Ok(x),
        v => Err(bad_arg(fname, "Array", n, &v, t, span)),
    }
}
fn rec_arg(
    ev: &mut Eval,
    t: &Thunk,
    fname: impl std::fmt::Display,
    n: usize,
    span: Span,
) -> R<Rc<Record>> {
    match ev.force(t)? {
        Value::Record(x) => Ok(x),
        v => Err(bad_arg(fname, "Record", n, &v, t, span)),
    }
}
fn bool_of(ev: &mut Eval, v: Value, fname: impl std::fmt::Display, span: Span) -> R<bool> {
    match v {
        Value::Bool(b) => Ok(b),
        v => Err(EvalError::new("dynamic type error")
            .primary(
                span,
                format!(
                    "this expression has type {}, but Bool was expected",
                    v.type_name()
                ),
            )
            .note(format!("{fname} expects a function returning a Bool"))),
    }
    .inspect(|_| {
        let _ = ev;
    })
}

fn bad_arg(
    fname: impl std::fmt::Display,
    expected: &str,
    n: usize,
    v: &Value,
    t: &Thunk,
    span: Span,
) -> EvalError {
    if let Some(e) = crate::contract::sealed_blame(v) {
        return e;
    }
    let ord = match n {
        1 => "1st".to_string(),
        2 => "2nd".to_string(),
        3 => "3rd".to_string(),
        k => format!("{k}th"),
    };
    EvalError::new("dynamic type error")
        .primary(
            t.span().unwrap_or(span),
            format!(
                "this expression has type {}, but {expected} was expected",
                v.type_name()
            ),
        )
        .note(format!(
            "{fname} expects its {ord} argument to be a {expected}"
        ))
}

fn usize_of(n: &Num) -> Option<usize> {
    n.as_i64().and_then(|i| usize::try_from(i).ok())
}

impl Eval {
    /// Runs a primitive operator `%name% args`.
    pub fn prim_op(&mut self, name: &str, args: Vec<Thunk>, span: Span) -> R<Value> {
        let (bname, arity, reorder): (&'static str, usize, &[usize]) = match name {
            "blame" => ("blame", 1, &[0]),
            "deep_seq" => ("deep_seq", 2, &[0, 1]),
            "seq" => ("seq", 2, &[0, 1]),
            "force" => ("force", 1, &[0]),
            "typeof" => ("typeof", 1, &[0]),
            "to_string" => ("string/from", 1, &[0]),
            "serialize" => ("serialize", 2, &[0, 1]),
            "deserialize" => ("deserialize", 2, &[0, 1]),
            "record/fields" => ("record/fields", 1, &[0]),
            "record/values" => ("record/values", 1, &[0]),
            "record/has_field" => ("record/has_field", 2, &[0, 1]),
            // %record/insert% field record value
            "record/insert" => ("record/insert", 3, &[0, 2, 1]),
            "record/remove" => ("record/remove", 2, &[0, 1]),
            "record/map" => ("record/map_prim", 2, &[0, 1]),
            "record/freeze" => ("record/freeze", 1, &[0]),
            "array/length" => ("array/length", 1, &[0]),
            "array/map" => ("array/map_prim", 2, &[0, 1]),
            _ => {
                return Err(
                    EvalError::new(format!("unknown primitive operator `%{name}%`"))
                        .primary(span, "used here"),
                );
            }
        };
        let b = Builtin {
            name: bname,
            arity,
            args: Vec::new(),
        };
        if args.len() < arity {
            // partial application: reorder only when complete (simple case: identity order)
            let mut b = b;
            b.args = args;
            return Ok(Value::Builtin(Rc::new(b)));
        }
        let ordered: Vec<Thunk> = reorder.iter().map(|&i| args[i].clone()).collect();
        let v = self.call_builtin(bname, &ordered, span)?;
        if args.len() > arity {
            let rest: Vec<Thunk> = args[arity..].to_vec();
            return self.apply_n(v, &rest, span);
        }
        Ok(v)
    }

    /// Runs a fully applied builtin.
    pub fn call_builtin(&mut self, name: &str, a: &[Thunk], span: Span) -> R<Value> {
        if let Some(v) = self.tail_record_builtin(name, a, span)? {
            return Ok(v);
        }
        // the name errors show (`std.string.from`), written only when one is reported
        let f = Fname(name);
        Ok(match name {
            "$arrow" => {
                // dom, dom label, cod, cod label, function, argument
                let Value::Label(dl) = self.force(&a[1])? else {
                    unreachable!("built by apply_type")
                };
                let Value::Label(cl) = self.force(&a[3])? else {
                    unreachable!("built by apply_type")
                };
                let arg = Thunk::lazy(Lazy::Contract(
                    Rc::new(PendingContract {
                        contract: a[0].clone(),
                        label: dl,
                        open: None,
                    }),
                    a[5].clone(),
                ));
                let fv = self.force(&a[4])?;
                let r = Thunk::value(self.apply(fv, arg, span)?);
                let pc = Rc::new(PendingContract {
                    contract: a[2].clone(),
                    label: cl,
                    open: None,
                });
                self.force(&Thunk::lazy(Lazy::Contract(pc, r)))?
            }
            "array/map" | "array/map_prim" => {
                let (ft, at) = if name == "array/map" {
                    (&a[0], &a[1])
                } else {
                    (&a[1], &a[0])
                };
                let arr = arr_arg(self, at, f, 2, span)?;
                let fv = self.force(ft)?;
                let out: Vec<Thunk> = arr
                    .iter()
                    .map(|x| self.lazy_apply(&fv, std::slice::from_ref(x), span))
                    .collect();
                Value::Array(Rc::new(out))
            }
            "array/map_with_index" => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = self.force(&a[0])?;
                let out: Vec<Thunk> = arr
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        self.lazy_apply(
                            &fv,
                            &[Thunk::value(Value::Num(Num::Int(i as i64))), x.clone()],
                            span,
                        )
                    })
                    .collect();
                Value::Array(Rc::new(out))
            }
            "array/filter" => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = self.force(&a[0])?;
                let mut out = Vec::new();
                for x in arr.iter() {
                    let r = self.apply(fv.clone(), x.clone(), span)?;
                    if bool_of(self, r, f, span)? {
                        out.push(x.clone());
                    }
                }
                Value::Array(Rc::new(out))
            }
            "array/partition" => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = self.force(&a[0])?;
                let (mut r1, mut r2) = (Vec::new(), Vec::new());
                for x in arr.iter() {
                    let r = self.apply(fv.clone(), x.clone(), span)?;
                    if bool_of(self, r, f, span)? {
                        r1.push(x.clone());
                    } else {
                        r2.push(x.clone());
                    }
                }
                make_record(
                    vec![
                        ("right".into(), Thunk::value(Value::Array(Rc::new(r1)))),
                        ("wrong".into(), Thunk::value(Value::Array(Rc::new(r2)))),
                    ],
                    span,
                )
            }
            "array/fold_left" => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = self.force(&a[0])?;
                let mut acc = a[1].clone();
                for x in arr.iter() {
                    let v = self.apply_n(fv.clone(), &[acc, x.clone()], span)?;
                    acc = Thunk::value(v);
                }
                self.force(&acc)?
            }
            "array/try_fold_left" => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = self.force(&a[0])?;
                let mut acc = Value::Variant("Ok".into(), a[1].clone());
                for x in arr.iter() {
                    let Value::Variant(t, inner) = &acc else {
                        break;
                    };
                    if t != "Ok" {
                        break;
                    }
                    acc = self.apply_n(fv.clone(), &[inner.clone(), x.clone()], span)?;
                }
                acc
            }
            "array/fold_right" => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = self.force(&a[0])?;
                let mut acc = a[1].clone();
                for x in arr.iter().rev() {
                    let v = self.apply_n(fv.clone(), &[x.clone(), acc], span)?;
                    acc = Thunk::value(v);
                }
                self.force(&acc)?
            }
            "array/generate" => {
                let fv = self.force(&a[0])?;
                let n = num_arg(self, &a[1], f, 2, span)?;
                let n = usize_of(&n).ok_or_else(|| {
                    EvalError::new("contract broken by the caller of `generate`")
                        .primary(span, "expected a natural number")
                })?;
                let out: Vec<Thunk> = (0..n)
                    .map(|i| {
                        self.lazy_apply(&fv, &[Thunk::value(Value::Num(Num::Int(i as i64)))], span)
                    })
                    .collect();
                Value::Array(Rc::new(out))
            }
            "array/length" => Value::Num(Num::Int(arr_arg(self, &a[0], f, 1, span)?.len() as i64)),
            "array/is_empty" => Value::Bool(arr_arg(self, &a[0], f, 1, span)?.is_empty()),
            "array/first" | "array/last" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let x = if name == "array/first" {
                    arr.first()
                } else {
                    arr.last()
                };
                match x {
                    Some(t) => self.force(t)?,
                    None => {
                        return Err(EvalError::new(format!(
                            "contract broken by the caller of `{}`",
                            &name[6..]
                        ))
                        .primary(span, "empty array")
                        .note("expected a non-empty array"))
                    }
                }
            }
            "array/at" | "array/at_or" => {
                let (it, at) = (&a[0], if name == "array/at" { &a[1] } else { &a[2] });
                let i = num_arg(self, it, f, 1, span)?;
                let arr = arr_arg(self, at, f, 2, span)?;
                match usize_of(&i).and_then(|i| arr.get(i)) {
                    Some(t) => self.force(t)?,
                    None if name == "array/at_or" => self.force(&a[1])?,
                    None => {
                        return Err(EvalError::new("contract broken by the caller of `at`")
                            .primary(span, "index out of bounds")
                            .note(format!(
                                "invalid array indexing: index {} out of bounds",
                                i.to_text()
                            )))
                    }
                }
            }
            "array/concat" => {
                let x = arr_arg(self, &a[0], f, 1, span)?;
                let y = arr_arg(self, &a[1], f, 2, span)?;
                Value::Array(Rc::new(x.iter().chain(y.iter()).cloned().collect()))
            }
            "array/flatten" => {
                let x = arr_arg(self, &a[0], f, 1, span)?;
                let mut out = Vec::new();
                for t in x.iter() {
                    let inner = arr_arg(self, t, f, 1, span)?;
                    out.extend(inner.iter().cloned());
                }
                Value::Array(Rc::new(out))
            }
            "array/flat_map" => {
                let x = arr_arg(self, &a[1], f, 2, span)?;
                let fv = self.force(&a[0])?;
                let mut out = Vec::new();
                for t in x.iter() {
                    match self.apply(fv.clone(), t.clone(), span)? {
                        Value::Array(inner) => out.extend(inner.iter().cloned()),
                        v => return Err(bad_arg(f, "Array", 1, &v, t, span)),
                    }
                }
                Value::Array(Rc::new(out))
            }
            "array/elem" => {
                let x = self.force(&a[0])?;
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let mut found = false;
                for t in arr.iter() {
                    let y = self.force(t)?;
                    if self.equal(&x, &y, span)? {
                        found = true;
                        break;
                    }
                }
                Value::Bool(found)
            }
            "array/any" | "array/all" => {
                let fv = self.force(&a[0])?;
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let want = name == "array/any";
                let mut res = !want;
                for t in arr.iter() {
                    let r = self.apply(fv.clone(), t.clone(), span)?;
                    if bool_of(self, r, f, span)? == want {
                        res = want;
                        break;
                    }
                }
                Value::Bool(res)
            }
            "array/find_first" => {
                let fv = self.force(&a[0])?;
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let mut res = Value::Enum("None".into());
                for t in arr.iter() {
                    let r = self.apply(fv.clone(), t.clone(), span)?;
                    if bool_of(self, r, f, span)? {
                        res = Value::Variant("Some".into(), t.clone());
                        break;
                    }
                }
                res
            }
            "array/range" | "array/range_step" => {
                let lo = num_arg(self, &a[0], f, 1, span)?;
                let hi = num_arg(self, &a[1], f, 2, span)?;
                let step = if name == "array/range_step" {
                    num_arg(self, &a[2], f, 3, span)?
                } else {
                    Num::Int(1)
                };
                let mut out = Vec::new();
                let mut cur = lo;
                if step.cmp_num(&Num::Int(0)).is_le() {
                    return Err(
                        EvalError::new("contract broken by the caller of `range_step`")
                            .primary(span, "invalid step"),
                    );
                }
                while cur.cmp_num(&hi).is_lt() {
                    self.step_pub()?;
                    out.push(Thunk::value(Value::Num(cur.clone())));
                    cur = cur.add(&step);
                }
                Value::Array(Rc::new(out))
            }
            "array/replicate" => {
                let n = num_arg(self, &a[0], f, 1, span)?;
                let n = usize_of(&n).unwrap_or(0);
                Value::Array(Rc::new(vec![a[1].clone(); n]))
            }
            "array/reverse" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                Value::Array(Rc::new(arr.iter().rev().cloned().collect()))
            }
            "array/drop_first" | "array/drop_last" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                if arr.is_empty() {
                    return Err(EvalError::new(format!(
                        "contract broken by the caller of `{}`",
                        &name[6..]
                    ))
                    .primary(span, "empty array"));
                }
                let v: Vec<Thunk> = if name == "array/drop_first" {
                    arr[1..].to_vec()
                } else {
                    arr[..arr.len() - 1].to_vec()
                };
                Value::Array(Rc::new(v))
            }
            "array/slice" | "array/split_at" => {
                let arr_t = if name == "array/slice" { &a[2] } else { &a[1] };
                let arr = arr_arg(self, arr_t, f, 3, span)?;
                let s0 = usize_of(&num_arg(self, &a[0], f, 1, span)?);
                let e0 = if name == "array/slice" {
                    usize_of(&num_arg(self, &a[1], f, 2, span)?)
                } else {
                    Some(arr.len())
                };
                match (s0, e0) {
                    (Some(st), Some(en)) if st <= en && en <= arr.len() => {
                        if name == "array/slice" {
                            Value::Array(Rc::new(arr[st..en].to_vec()))
                        } else {
                            make_record(
                                vec![
                                    (
                                        "left".into(),
                                        Thunk::value(Value::Array(Rc::new(arr[..st].to_vec()))),
                                    ),
                                    (
                                        "right".into(),
                                        Thunk::value(Value::Array(Rc::new(arr[st..].to_vec()))),
                                    ),
                                ],
                                span,
                            )
                        }
                    }
                    _ => {
                        return Err(EvalError::new(format!(
                            "contract broken by the caller of `{}`",
                            &name[6..]
                        ))
                        .primary(span, "invalid indices"))
                    }
                }
            }
            "array/zip_with" => {
                let fv = self.force(&a[0])?;
                let x = arr_arg(self, &a[1], f, 2, span)?;
                let y = arr_arg(self, &a[2], f, 3, span)?;
                let out: Vec<Thunk> = x
                    .iter()
                    .zip(y.iter())
                    .map(|(p, q)| self.lazy_apply(&fv, &[p.clone(), q.clone()], span))
                    .collect();
                Value::Array(Rc::new(out))
            }
            "array/sort" => {
                let fv = self.force(&a[0])?;
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let mut items: Vec<Thunk> = arr.to_vec();
                // merge sort with a fallible comparator
                let mut err = None;
                let mut keyed: Vec<(usize, Thunk)> = items.drain(..).enumerate().collect();
                let mut cmp_cache = |ev: &mut Eval, x: &Thunk, y: &Thunk| -> std::cmp::Ordering {
                    if err.is_some() {
                        return std::cmp::Ordering::Equal;
                    }
                    match ev.apply_n(fv.clone(), &[x.clone(), y.clone()], span) {
                        Ok(Value::Enum(t)) if t == "Lesser" => std::cmp::Ordering::Less,
                        Ok(Value::Enum(t)) if t == "Greater" => std::cmp::Ordering::Greater,
                        Ok(_) => std::cmp::Ordering::Equal,
                        Err(e) => {
                            err = Some(e);
                            std::cmp::Ordering::Equal
                        }
                    }
                };
                let mut sorted: Vec<(usize, Thunk)> = Vec::with_capacity(keyed.len());
                // insertion into a binary-searched position keeps this simple and stable
                for (i, t) in keyed.drain(..) {
                    let pos = sorted.partition_point(|(_, s)| {
                        cmp_cache(self, s, &t) != std::cmp::Ordering::Greater
                    });
                    sorted.insert(pos, (i, t));
                }
                if let Some(e) = err {
                    return Err(e);
                }
                Value::Array(Rc::new(sorted.into_iter().map(|(_, t)| t).collect()))
            }
            // ---------- records ----------
            "record/map" | "record/map_values" | "record/map_prim" => {
                let (ft, rt) = if name == "record/map_prim" {
                    (&a[1], &a[0])
                } else {
                    (&a[0], &a[1])
                };
                let r = rec_arg(self, rt, f, 2, span)?;
                let fv = self.force(ft)?;
                let mut fields = Fields::new();
                for (k, fld) in r.fields.iter() {
                    let Some(v) = &fld.value else { continue };
                    let args = if name == "record/map_values" {
                        vec![v.clone()]
                    } else {
                        vec![Thunk::value(s(k)), v.clone()]
                    };
                    let t = self.lazy_apply(&fv, &args, span);
                    fields.insert(
                        k.clone(),
                        Field {
                            meta: fld.meta.clone(),
                            def: Some(Def::Closed(t.clone())),
                            value: Some(t),
                            span: fld.span,
                            dynamic: false,
                        },
                    );
                }
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/filter" => {
                let r = rec_arg(self, &a[1], f, 2, span)?;
                let fv = self.force(&a[0])?;
                let mut fields = Fields::new();
                for (k, fld) in r.fields.iter() {
                    let Some(v) = &fld.value else { continue };
                    let res = self.apply_n(fv.clone(), &[Thunk::value(s(k)), v.clone()], span)?;
                    if bool_of(self, res, f, span)? {
                        fields.insert(k.clone(), freeze_field(fld));
                    }
                }
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/fields" | "record/fields_with_opts" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let opts = name.ends_with("opts");
                let v: Vec<Thunk> = r
                    .fields
                    .iter()
                    .filter(|(_, fl)| opts || !(fl.meta.optional && fl.value.is_none()))
                    .map(|(k, _)| Thunk::value(s(k)))
                    .collect();
                Value::Array(Rc::new(v))
            }
            "record/values" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let mut v = Vec::new();
                for (k, fl) in r.fields.iter() {
                    if fl.meta.optional && fl.value.is_none() {
                        continue;
                    }
                    v.push(fl.read_thunk(k));
                }
                Value::Array(Rc::new(v))
            }
            "record/length" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Num(Num::Int(
                    r.fields
                        .iter()
                        .filter(|(_, fl)| !(fl.meta.optional && fl.value.is_none()))
                        .count() as i64,
                ))
            }
            "record/is_empty" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Bool(
                    r.fields
                        .iter()
                        .all(|(_, fl)| fl.meta.optional && fl.value.is_none()),
                )
            }
            "record/has_field" | "record/has_field_with_opts" => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[1], f, 2, span)?;
                Value::Bool(match r.fields.get(&*k) {
                    Some(fl) => name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()),
                    None => false,
                })
            }
            "record/insert" | "record/insert_with_opts" => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[2], f, 3, span)?;
                if let Some(fl) = r.fields.get(&*k) {
                    if name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()) {
                        return Err(EvalError::new(format!(
                            "record/insert{}: tried to extend a record with the field {k}, but it already exists",
                            if name.ends_with("opts") { "_with_opts" } else { "" }
                        ))
                        .primary(span, "here"));
                    }
                }
                let mut fields = freeze_fields(&r);
                fields.insert(crate::ast::Ident::new(&*k), rec_field(a[1].clone(), span));
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/remove" | "record/remove_with_opts" => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[1], f, 2, span)?;
                let present = match r.fields.get(&*k) {
                    Some(fl) => name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()),
                    None => false,
                };
                if !present {
                    return Err(EvalError::new(format!("missing field `{k}`"))
                        .primary(span, "this record doesn't have it"));
                }
                let mut fields = freeze_fields(&r);
                fields.remove(&*k);
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/update" => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[2], f, 3, span)?;
                let mut fields = freeze_fields(&r);
                fields.insert(crate::ast::Ident::new(&*k), rec_field(a[1].clone(), span));
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/freeze" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Record(Rc::new(Record {
                    fields: freeze_fields(&r),
                    open: r.open,
                    frozen: true,
                    has_open: false,
                }))
            }
            "record/get" | "record/get_or" => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let rt = if name == "record/get" { &a[1] } else { &a[2] };
                let r = rec_arg(self, rt, f, 2, span)?;
                match r.fields.get(&*k).and_then(|fl| fl.value.clone()) {
                    Some(t) => self.force(&t)?,
                    None if name == "record/get_or" => self.force(&a[1])?,
                    None => {
                        return Err(EvalError::new("contract broken by the caller of `get`")
                            .primary(span, "here")
                            .note(format!("missing field `{k}`")))
                    }
                }
            }
            "record/merge_all" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let mut acc = Value::Record(Rc::new(Record {
                    fields: Fields::new(),
                    open: false,
                    frozen: false,
                    has_open: false,
                }));
                let mut acc_t = Thunk::value(acc.clone());
                for t in arr.iter() {
                    let v = self.force(t)?;
                    acc = self.merge_values(acc, v, &acc_t, t, &MergeSite::at(span))?;
                    acc_t = Thunk::value(acc.clone());
                }
                acc
            }
            "record/to_array" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let mut out = Vec::new();
                for (k, fl) in r.fields.iter() {
                    if fl.meta.optional && fl.value.is_none() {
                        continue;
                    }
                    out.push(Thunk::value(make_record(
                        vec![
                            ("field".into(), Thunk::value(s(k))),
                            ("value".into(), fl.read_thunk(k)),
                        ],
                        span,
                    )));
                }
                Value::Array(Rc::new(out))
            }
            "record/from_array" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let dup_err = |k: &str| {
                    EvalError::new(format!(
                        "record/insert: tried to extend a record with the field {k}, but it already exists"
                    ))
                    .primary(span, "here")
                };
                // the first name that repeats an earlier one, in array order
                let first_dup = |entries: &[(crate::ast::Ident, Field)]| {
                    let mut seen = std::collections::HashSet::with_capacity(entries.len());
                    entries
                        .iter()
                        .find(|(k, _)| !seen.insert(k.clone()))
                        .map(|(k, _)| k.clone())
                };
                let mut entries: Vec<(crate::ast::Ident, Field)> = Vec::with_capacity(arr.len());
                for t in arr.iter() {
                    let key = (|| {
                        let r = rec_arg(self, t, f, 1, span)?;
                        let kf = r.fields.get("field").and_then(|x| x.value.clone());
                        let vf = r.fields.get("value").and_then(|x| x.value.clone());
                        let (Some(kt), Some(vt)) = (kf, vf) else {
                            return Err(EvalError::new(
                                "contract broken by the caller of `from_array`",
                            )
                            .primary(span, "expected `{field, value}` records"));
                        };
                        let k = str_arg(self, &kt, f, 1, span)?;
                        Ok((crate::ast::Ident::new(&*k), vt))
                    })();
                    match key {
                        Ok((k, vt)) => entries.push((k, rec_field(vt, span))),
                        // a repeated name before this element is the error reported first
                        Err(e) => return Err(first_dup(&entries).map_or(e, |k| dup_err(&k))),
                    }
                }
                // stable sort: equal names stay in array order, so a repeat is found next to
                // its first occurrence; the earliest repeat in array order is the one reported
                let mut order: Vec<usize> = (0..entries.len()).collect();
                order.sort_by(|&x, &y| entries[x].0.cmp(&entries[y].0));
                if order.windows(2).any(|w| entries[w[0]].0 == entries[w[1]].0) {
                    let k = first_dup(&entries).expect("a repeated name exists");
                    return Err(dup_err(&k));
                }
                let mut slots: Vec<Option<(crate::ast::Ident, Field)>> =
                    entries.into_iter().map(Some).collect();
                let sorted: Vec<(crate::ast::Ident, Field)> = order
                    .into_iter()
                    .map(|i| slots[i].take().expect("each index once"))
                    .collect();
                Value::Record(Rc::new(Record {
                    fields: Fields::from_sorted(sorted),
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            // ---------- strings ----------
            "string/from" => {
                let v = self.force(&a[0])?;
                match v {
                    Value::Str(x) => Value::Str(x),
                    Value::Num(n) => s(&n.to_text()),
                    Value::Bool(b) => s(if b { "true" } else { "false" }),
                    Value::Null => s("null"),
                    Value::Enum(t) => s(&t),
                    v => return Err(bad_arg("std.to_string", "Stringable", 1, &v, &a[0], span)),
                }
            }
            "string/length" => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                Value::Num(Num::Int(x.chars().count() as i64))
            }
            "string/uppercase" => s(&str_arg(self, &a[0], f, 1, span)?.to_uppercase()),
            "string/lowercase" => s(&str_arg(self, &a[0], f, 1, span)?.to_lowercase()),
            "string/trim" => s(str_arg(self, &a[0], f, 1, span)?.trim()),
            "string/is_empty" => Value::Bool(str_arg(self, &a[0], f, 1, span)?.is_empty()),
            "string/characters" => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                Value::Array(Rc::new(
                    x.chars().map(|c| Thunk::value(s(&c.to_string()))).collect(),
                ))
            }
            "string/split" => {
                let sep = str_arg(self, &a[0], f, 1, span)?;
                let x = str_arg(self, &a[1], f, 2, span)?;
                let parts: Vec<Thunk> = if sep.is_empty() {
                    x.chars().map(|c| Thunk::value(s(&c.to_string()))).collect()
                } else {
                    x.split(&*sep).map(|p| Thunk::value(s(p))).collect()
                };
                Value::Array(Rc::new(parts))
            }
            "string/join" => {
                let sep = str_arg(self, &a[0], f, 1, span)?;
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let mut out = String::new();
                for (i, t) in arr.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&sep);
                    }
                    out.push_str(&str_arg(self, t, f, 2, span)?);
                }
                s(&out)
            }
            "string/replace" => {
                let from = str_arg(self, &a[0], f, 1, span)?;
                let to = str_arg(self, &a[1], f, 2, span)?;
                let x = str_arg(self, &a[2], f, 3, span)?;
                s(&x.replace(&*from, &to))
            }
            "string/contains" | "string/starts_with" | "string/ends_with" => {
                let sub = str_arg(self, &a[0], f, 1, span)?;
                let x = str_arg(self, &a[1], f, 2, span)?;
                Value::Bool(match name {
                    "string/contains" => x.contains(&*sub),
                    "string/starts_with" => x.starts_with(&*sub),
                    _ => x.ends_with(&*sub),
                })
            }
            "string/substring" => {
                let st = num_arg(self, &a[0], f, 1, span)?;
                let en = num_arg(self, &a[1], f, 2, span)?;
                let x = str_arg(self, &a[2], f, 3, span)?;
                let chars: Vec<char> = x.chars().collect();
                match (usize_of(&st), usize_of(&en)) {
                    (Some(i), Some(j)) if i <= j && j <= chars.len() => {
                        s(&chars[i..j].iter().collect::<String>())
                    }
                    _ => {
                        return Err(
                            EvalError::new("contract broken by the caller of `substring`")
                                .primary(span, "invalid indices"),
                        )
                    }
                }
            }
            "string/to_number" => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                let t = x.trim();
                let (neg, body) = match t.strip_prefix('-') {
                    Some(b) => (true, b),
                    None => (false, t.strip_prefix('+').unwrap_or(t)),
                };
                match Num::parse_literal(body) {
                    Some(n) if body.starts_with(|c: char| c.is_ascii_digit()) => {
                        Value::Num(if neg { n.neg() } else { n })
                    }
                    _ => {
                        return Err(
                            EvalError::new("contract broken by the caller of `to_number`")
                                .primary(span, format!("invalid number literal `{x}`")),
                        )
                    }
                }
            }
            "string/to_bool" => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                match &*x {
                    "true" => Value::Bool(true),
                    "false" => Value::Bool(false),
                    _ => {
                        return Err(EvalError::new("contract broken by the caller of `to_bool`")
                            .primary(span, "expected \"true\" or \"false\""))
                    }
                }
            }
            "string/to_enum" => {
                Value::Enum(crate::ast::Ident::new(&*str_arg(self, &a[0], f, 1, span)?))
            }
            // ---------- numbers ----------
            "number/pow" => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                let y = num_arg(self, &a[1], f, 2, span)?;
                Value::Num(x.pow(&y).ok_or_else(|| {
                    EvalError::new("invalid arithmetic operation").primary(span, "in this power")
                })?)
            }
            "number/log" | "number/cos" | "number/sin" | "number/tan" | "number/arccos"
            | "number/arcsin" | "number/arctan" | "number/arctan2" | "number/sqrt" => {
                let x = num_arg(self, &a[0], f, 1, span)?.to_f64();
                let r = match name {
                    "number/log" => x.log(num_arg(self, &a[1], f, 2, span)?.to_f64()),
                    "number/arctan2" => x.atan2(num_arg(self, &a[1], f, 2, span)?.to_f64()),
                    "number/cos" => x.cos(),
                    "number/sin" => x.sin(),
                    "number/tan" => x.tan(),
                    "number/arccos" => x.acos(),
                    "number/arcsin" => x.asin(),
                    "number/arctan" => x.atan(),
                    _ => x.sqrt(),
                };
                match Num::from_f64(r) {
                    Some(n) => Value::Num(n),
                    None => {
                        return Err(EvalError::new(format!(
                            "{f}: the result is not a finite number"
                        ))
                        .primary(span, "here"))
                    }
                }
            }
            "string/is_match" | "string/find" | "string/find_all" | "string/replace_regex" => {
                let pat = str_arg(self, &a[0], f, 1, span)?;
                let re = regex::Regex::new(&pat).map_err(|e| {
                    EvalError::new(format!("{f}: invalid regular expression"))
                        .primary(a[0].span().unwrap_or(span), e.to_string())
                })?;
                let last = if name == "string/replace_regex" { 2 } else { 1 };
                let text = str_arg(self, &a[last], f, last + 1, span)?;
                match name {
                    "string/is_match" => Value::Bool(re.is_match(&text)),
                    "string/replace_regex" => {
                        let repl = str_arg(self, &a[1], f, 2, span)?;
                        s(&re.replace_all(&text, &*repl))
                    }
                    "string/find" => match re.captures(&text) {
                        Some(c) => regex_match(&c, &text, span),
                        None => make_record(
                            vec![
                                ("matched".into(), Thunk::value(s(""))),
                                ("index".into(), Thunk::value(Value::Num(Num::Int(-1)))),
                                (
                                    "groups".into(),
                                    Thunk::value(Value::Array(Rc::new(Vec::new()))),
                                ),
                            ],
                            span,
                        ),
                    },
                    _ => {
                        let all: Vec<Thunk> = re
                            .captures_iter(&text)
                            .map(|c| Thunk::value(regex_match(&c, &text, span)))
                            .collect();
                        Value::Array(Rc::new(all))
                    }
                }
            }
            "hash" => {
                use sha2::Digest;
                fn hex_of<D: Digest>(data: &[u8]) -> String {
                    D::digest(data).iter().map(|b| format!("{b:02x}")).collect()
                }
                let algo = self.force(&a[0])?;
                let data = str_arg(self, &a[1], f, 2, span)?;
                let h = match &algo {
                    Value::Enum(t) if t == "Md5" => hex_of::<md5::Md5>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha1" => hex_of::<sha1::Sha1>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha256" => hex_of::<sha2::Sha256>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha512" => hex_of::<sha2::Sha512>(data.as_bytes()),
                    other => {
                        return Err(bad_arg(
                            f,
                            "[| 'Md5, 'Sha1, 'Sha256, 'Sha512 |]",
                            1,
                            other,
                            &a[0],
                            span,
                        ))
                    }
                };
                s(&h)
            }
            "string/compare" => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                let y = str_arg(self, &a[1], f, 2, span)?;
                Value::Enum(
                    match x.cmp(&y) {
                        std::cmp::Ordering::Less => "Lesser",
                        std::cmp::Ordering::Equal => "Equal",
                        std::cmp::Ordering::Greater => "Greater",
                    }
                    .into(),
                )
            }
            "number/floor" => Value::Num(num_arg(self, &a[0], f, 1, span)?.floor()),
            "number/ceil" => Value::Num(num_arg(self, &a[0], f, 1, span)?.ceil()),
            "number/truncate" => Value::Num(num_arg(self, &a[0], f, 1, span)?.trunc()),
            "number/abs" => Value::Num(num_arg(self, &a[0], f, 1, span)?.abs()),
            "number/fract" => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                Value::Num(x.sub(&x.trunc()))
            }
            "number/is_integer" => Value::Bool(num_arg(self, &a[0], f, 1, span)?.is_integer()),
            "number/max" | "number/min" => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                let y = num_arg(self, &a[1], f, 2, span)?;
                let gt = x.cmp_num(&y).is_gt();
                Value::Num(if (name == "number/max") == gt { x } else { y })
            }
            // ---------- contracts ----------
            "contract/from_predicate" => {
                Value::Contract(Rc::new(ContractKind::Predicate(a[0].clone())))
            }
            "contract/from_validator" => {
                Value::Contract(Rc::new(ContractKind::Validator(a[0].clone())))
            }
            "contract/custom" => Value::Contract(Rc::new(ContractKind::Custom(a[0].clone()))),
            "contract/sequence" | "contract/any_of" | "contract/all_of" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let v = arr.to_vec();
                Value::Contract(Rc::new(match name {
                    "contract/sequence" => ContractKind::Sequence(v),
                    "contract/any_of" => ContractKind::AnyOf(v),
                    _ => ContractKind::AllOf(v),
                }))
            }
            "contract/not" => Value::Contract(Rc::new(ContractKind::Not(a[0].clone()))),
            "contract/equal" => Value::Contract(Rc::new(ContractKind::Equal(a[0].clone(), false))),
            "blame" => {
                let l = self.force(&a[0])?;
                match l {
                    Value::Label(l) => return Err(self.blame(&l, None)),
                    v => return Err(bad_arg("std.contract.blame", "Label", 1, &v, &a[0], span)),
                }
            }
            "contract/blame_with_message" => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                match self.force(&a[1])? {
                    Value::Label(l) => {
                        let mut l = (*l).clone();
                        l.set_message(m.to_string());
                        return Err(self.blame(&l, None));
                    }
                    v => return Err(bad_arg(f, "Label", 2, &v, &a[1], span)),
                }
            }
            "label/with_message" | "label/append_note" => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                match self.force(&a[1])? {
                    Value::Label(l) => {
                        let mut l = (*l).clone();
                        if name == "label/with_message" {
                            l.set_message(m.to_string());
                        } else {
                            l.push_note(m.to_string());
                        }
                        Value::Label(Rc::new(l))
                    }
                    v => return Err(bad_arg(f, "Label", 2, &v, &a[1], span)),
                }
            }
            "label/with_notes" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let mut notes = Vec::new();
                for t in arr.iter() {
                    notes.push(str_arg(self, t, f, 1, span)?.to_string());
                }
                match self.force(&a[1])? {
                    Value::Label(l) => {
                        let mut l = (*l).clone();
                        l.set_notes(notes);
                        Value::Label(Rc::new(l))
                    }
                    v => return Err(bad_arg(f, "Label", 2, &v, &a[1], span)),
                }
            }
            "contract/apply" => {
                let c = self.force(&a[0])?;
                let Value::Label(l) = self.force(&a[1])? else {
                    return Err(
                        EvalError::new("dynamic type error").primary(span, "expected a label")
                    );
                };
                self.apply_contract(&c, &l, &a[2])?
            }
            "contract/check" => {
                let c = self.force(&a[0])?;
                let Value::Label(l) = self.force(&a[1])? else {
                    return Err(
                        EvalError::new("dynamic type error").primary(span, "expected a label")
                    );
                };
                match self.apply_contract(&c, &l, &a[2]) {
                    Ok(v) => Value::Variant("Ok".into(), Thunk::value(v)),
                    Err(e) => Value::Variant(
                        "Error".into(),
                        Thunk::value(make_record(
                            vec![(
                                "message".into(),
                                Thunk::value(s(e
                                    .notes
                                    .first()
                                    .map(|x| x.as_str())
                                    .unwrap_or(&e.msg))),
                            )],
                            span,
                        )),
                    ),
                }
            }
            // ---------- enums, functions, misc ----------
            "enum/is_tag" => Value::Bool(matches!(self.force(&a[0])?, Value::Enum(_))),
            "enum/is_variant" => Value::Bool(matches!(self.force(&a[0])?, Value::Variant(..))),
            "enum/to_tag_and_arg" => match self.force(&a[0])? {
                Value::Enum(t) => make_record(vec![("tag".into(), Thunk::value(s(&t)))], span),
                Value::Variant(t, arg) => make_record(
                    vec![("tag".into(), Thunk::value(s(&t))), ("arg".into(), arg)],
                    span,
                ),
                v => return Err(bad_arg(f, "Enum", 1, &v, &a[0], span)),
            },
            "enum/from_tag_and_arg" => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let tag = match r.fields.get("tag").and_then(|x| x.value.clone()) {
                    Some(t) => str_arg(self, &t, f, 1, span)?,
                    None => return Err(EvalError::new("missing field `tag`").primary(span, "here")),
                };
                match r.fields.get("arg").and_then(|x| x.value.clone()) {
                    Some(arg) => Value::Variant(crate::ast::Ident::new(&*tag), arg),
                    None => Value::Enum(crate::ast::Ident::new(&*tag)),
                }
            }
            "function/id" => self.force(&a[0])?,
            "function/const" => self.force(&a[0])?,
            "function/second" => self.force(&a[1])?,
            "function/compose" => {
                let g = self.force(&a[0])?;
                let fv = self.force(&a[1])?;
                let inner = self.lazy_apply(&fv, &[a[2].clone()], span);
                self.apply(g, inner, span)?
            }
            "function/flip" => {
                let fv = self.force(&a[0])?;
                self.apply_n(fv, &[a[2].clone(), a[1].clone()], span)?
            }
            "function/pipe" => {
                let fs = arr_arg(self, &a[1], f, 2, span)?;
                let mut cur = a[0].clone();
                for ft in fs.iter() {
                    let fv = self.force(ft)?;
                    cur = Thunk::value(self.apply(fv, cur, span)?);
                }
                self.force(&cur)?
            }
            "is/Number" | "is/String" | "is/Bool" | "is/Record" | "is/Array" | "is/Function"
            | "is/Enum" => {
                let v = self.force(&a[0])?;
                Value::Bool(v.type_name() == &name[3..])
            }
            "typeof" => {
                let v = self.force(&a[0])?;
                let t = match v.type_name() {
                    "Null" => "Other",
                    "Contract" => "Other",
                    x => x,
                };
                Value::Enum(t.into())
            }
            "seq" => {
                self.force(&a[0])?;
                self.force(&a[1])?
            }
            "deep_seq" => {
                let v = self.force(&a[0])?;
                self.deep_force(&v)?;
                self.force(&a[1])?
            }
            "force" => {
                let v = self.force(&a[0])?;
                self.deep_force(&v)?;
                v
            }
            "fail_with" => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                return Err(EvalError::new("contract broken by a value")
                    .note(m.to_string())
                    .secondary(span, "failed here"));
            }
            "trace" => {
                let _ = str_arg(self, &a[0], f, 1, span)?;
                self.force(&a[1])?
            }
            "test/assert_all" => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                for t in arr.iter() {
                    match self.force(t)? {
                        Value::Bool(true) => {}
                        _ => {
                            return Err(self.blame(
                                &crate::value::Label {
                                    span,
                                    field: None,
                                    polarity: true,
                                    text: None,
                                    arrow_depth: 0,
                                    value_span: t.span(),
                                    kind_note: None,
                                },
                                Some(t),
                            ))
                        }
                    }
                }
                Value::Bool(true)
            }
            "serialize" => {
                let fmt = self.force(&a[0])?;
                let v = self.force(&a[1])?;
                let Value::Enum(fmt) = fmt else {
                    return Err(bad_arg(f, "Enum", 1, &fmt, &a[0], span));
                };
                let data = self.to_data(&v, &mut Vec::new())?;
                let text = match fmt.as_str() {
                    "Json" => crate::export::json_text(&data),
                    "Yaml" => crate::export::yaml_text(&data),
                    "YamlDocuments" => match &data {
                        strata_core::Value::List(items) => {
                            let mut out = String::new();
                            for d in items.iter() {
                                out.push_str("---\n");
                                out.push_str(&crate::export::yaml_text(d));
                            }
                            out
                        }
                        _ => {
                            return Err(EvalError::new("serialization failed")
                                .primary(span, "'YamlDocuments serialization expects an array"))
                        }
                    },
                    "Toml" => crate::export::toml_text(&data)
                        .map_err(|m| EvalError::new(m).primary(span, "here"))?,
                    _ => {
                        return Err(EvalError::new("serialization failed")
                            .primary(span, format!("unknown format '{fmt}")))
                    }
                };
                s(text.trim_end_matches('\n'))
            }
            "deserialize" => {
                let fmt = self.force(&a[0])?;
                let text = str_arg(self, &a[1], f, 2, span)?;
                let Value::Enum(fmt) = fmt else {
                    return Err(bad_arg(f, "Enum", 1, &fmt, &a[0], span));
                };
                let data = crate::export::parse_data(fmt.as_str(), &text, span.file)
                    .map_err(|m| EvalError::new("deserialization failed").primary(span, m))?;
                crate::export::from_data(&data, span)
            }
            _ => {
                return Err(
                    EvalError::new(format!("unknown builtin `{name}`")).primary(span, "used here")
                )
            }
        })
    }

    /// A thunk for `f args` evaluated later.
    pub fn lazy_apply(&mut self, f: &Value, args: &[Thunk], span: Span) -> Thunk {
        // Represent as a builtin application thunk: `$apply` stored as a Contract-free lazy.
        let b = Builtin {
            name: "$apply_n",
            arity: usize::MAX,
            args: Vec::new(),
        };
        let _ = b;
        let mut all = vec![Thunk::value(f.clone())];
        all.extend(args.iter().cloned());
        Thunk::lazy(Lazy::Apply(all, span))
    }
}

/// `{ matched, index, groups }` of a regex match (`index` counts characters, as Nickel does).
fn regex_match(c: &regex::Captures, text: &str, span: Span) -> Value {
    let m = c.get(0).expect("group 0 is the whole match");
    let index = text[..m.start()].chars().count() as i64;
    let groups: Vec<Thunk> = c
        .iter()
        .skip(1)
        .map(|g| Thunk::value(s(g.map_or("", |g| g.as_str()))))
        .collect();
    make_record(
        vec![
            ("matched".into(), Thunk::value(s(m.as_str()))),
            ("index".into(), Thunk::value(Value::Num(Num::Int(index)))),
            ("groups".into(), Thunk::value(Value::Array(Rc::new(groups)))),
        ],
        span,
    )
}

pub(crate) fn freeze_field(f: &Field) -> Field {
    match &f.value {
        Some(v) => {
            // the contracts already wrap `v`; a frozen field no longer propagates them
            let meta = if f.meta.contracts.is_empty() {
                f.meta.clone()
            } else {
                let mut meta = (*f.meta).clone();
                meta.contracts.clear();
                Rc::new(meta)
            };
            Field {
                meta,
                def: Some(Def::Closed(v.clone())),
                value: Some(v.clone()),
                span: f.span,
                dynamic: false,
            }
        }
        None => f.clone(),
    }
}

fn freeze_fields(r: &Record) -> Fields {
    r.fields
        .iter()
        .map(|(k, f)| (k.clone(), freeze_field(f)))
        .collect()
}
