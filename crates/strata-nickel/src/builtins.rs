//! The standard library (`std`) and the primitive operators (`%op%`), implemented in Rust.
//!
//! Over 1,500 lines on purpose: the `std` record and the primitive operators: one match from an
//! operator to its code (the text operators are in `builtins/text.rs`).

use crate::eval::callstack::prim_applied_arity;
use crate::eval::{Eval, EvalError, R};
use crate::number::Num;
use crate::ops::Op;

mod text;
use crate::value::*;
use std::rc::Rc;
use strata_core::source::Span;

/// `(path, builtin)` of every std function implemented natively.
const STD: &[(&str, Op)] = &[
    ("array.map", Op::ArrayMap),
    ("array.filter", Op::ArrayFilter),
    ("array.fold_left", Op::ArrayFoldLeft),
    ("array.fold_right", Op::ArrayFoldRight),
    ("array.generate", Op::ArrayGenerate),
    ("array.length", Op::ArrayLength),
    ("array.first", Op::ArrayFirst),
    ("array.last", Op::ArrayLast),
    ("array.at", Op::ArrayAt),
    ("array.at_or", Op::ArrayAtOr),
    ("array.concat", Op::ArrayConcat),
    ("array.flatten", Op::ArrayFlatten),
    ("array.flat_map", Op::ArrayFlatMap),
    ("array.elem", Op::ArrayElem),
    ("array.any", Op::ArrayAny),
    ("array.all", Op::ArrayAll),
    ("array.range", Op::ArrayRange),
    ("array.range_step", Op::ArrayRangeStep),
    ("array.reverse", Op::ArrayReverse),
    ("array.sort", Op::ArraySort),
    ("array.slice", Op::ArraySlice),
    ("array.drop_first", Op::ArrayDropFirst),
    ("array.drop_last", Op::ArrayDropLast),
    ("array.replicate", Op::ArrayReplicate),
    ("array.partition", Op::ArrayPartition),
    ("array.split_at", Op::ArraySplitAt),
    ("array.zip_with", Op::ArrayZipWith),
    ("array.map_with_index", Op::ArrayMapWithIndex),
    ("array.try_fold_left", Op::ArrayTryFoldLeft),
    ("record.map", Op::RecordMap),
    ("record.map_values", Op::RecordMapValues),
    ("record.fields", Op::RecordFields),
    ("record.fields_with_opts", Op::RecordFieldsWithOpts),
    ("record.values", Op::RecordValues),
    ("record.has_field", Op::RecordHasField),
    ("record.has_field_with_opts", Op::RecordHasFieldWithOpts),
    ("record.insert", Op::RecordInsert),
    ("record.insert_with_opts", Op::RecordInsertWithOpts),
    ("record.remove", Op::RecordRemove),
    ("record.remove_with_opts", Op::RecordRemoveWithOpts),
    ("record.update", Op::RecordUpdate),
    ("record.get", Op::RecordGet),
    ("record.get_or", Op::RecordGetOr),
    ("record.merge_all", Op::RecordMergeAll),
    ("record.to_array", Op::RecordToArray),
    ("record.from_array", Op::RecordFromArray),
    ("record.filter", Op::RecordFilter),
    ("record.is_empty", Op::RecordIsEmpty),
    ("record.length", Op::RecordLength),
    ("string.from_number", Op::StringFromNumber),
    ("string.from", Op::StringFrom),
    ("string.from_bool", Op::StringFromBool),
    ("string.from_enum", Op::StringFromEnum),
    ("string.length", Op::StringLength),
    ("string.uppercase", Op::StringUppercase),
    ("string.lowercase", Op::StringLowercase),
    ("string.split", Op::StringSplit),
    ("string.join", Op::StringJoin),
    ("string.replace", Op::StringReplace),
    ("string.trim", Op::StringTrim),
    ("string.contains", Op::StringContains),
    ("string.characters", Op::StringCharacters),
    ("string.to_number", Op::StringToNumber),
    ("string.to_bool", Op::StringToBool),
    ("string.to_enum", Op::StringToEnum),
    ("string.substring", Op::StringSubstring),
    ("number.pow", Op::NumberPow),
    ("number.floor", Op::NumberFloor),
    ("number.ceil", Op::NumberCeil),
    ("number.abs", Op::NumberAbs),
    ("number.max", Op::NumberMax),
    ("number.min", Op::NumberMin),
    ("number.truncate", Op::NumberTruncate),
    ("number.is_integer", Op::NumberIsInteger),
    ("number.fract", Op::NumberFract),
    ("number.log", Op::NumberLog),
    ("number.cos", Op::NumberCos),
    ("number.sin", Op::NumberSin),
    ("number.tan", Op::NumberTan),
    ("number.arccos", Op::NumberArccos),
    ("number.arcsin", Op::NumberArcsin),
    ("number.arctan", Op::NumberArctan),
    ("number.arctan2", Op::NumberArctan2),
    ("number.sqrt", Op::NumberSqrt),
    ("string.compare", Op::StringCompare),
    ("string.is_match", Op::StringIsMatch),
    ("string.find", Op::StringFind),
    ("string.find_all", Op::StringFindAll),
    ("string.replace_regex", Op::StringReplaceRegex),
    ("hash", Op::Hash),
    ("record.freeze", Op::RecordFreeze),
    ("contract.from_predicate", Op::ContractFromPredicate),
    ("contract.from_validator", Op::ContractFromValidator),
    ("contract.custom", Op::ContractCustom),
    ("contract.Sequence", Op::ContractSequence),
    ("contract.any_of", Op::ContractAnyOf),
    ("contract.all_of", Op::ContractAllOf),
    ("contract.not", Op::ContractNot),
    ("contract.Equal", Op::ContractEqual),
    ("contract.blame", Op::Blame),
    ("contract.blame_with_message", Op::ContractBlameWithMessage),
    ("contract.apply", Op::ContractApply),
    ("contract.check", Op::ContractCheck),
    ("contract.unstable.custom", Op::ContractCustom),
    ("contract.label.with_message", Op::LabelWithMessage),
    ("contract.label.with_notes", Op::LabelWithNotes),
    ("contract.label.append_note", Op::LabelAppendNote),
    ("enum.is_enum_tag", Op::EnumIsTag),
    ("enum.is_enum_variant", Op::EnumIsVariant),
    ("enum.from_tag_and_arg", Op::EnumFromTagAndArg),
    ("function.id", Op::FunctionId),
    ("function.const", Op::FunctionConst),
    ("function.compose", Op::FunctionCompose),
    ("function.flip", Op::FunctionFlip),
    ("function.first", Op::FunctionConst),
    ("function.second", Op::FunctionSecond),
    ("function.pipe", Op::FunctionPipe),
    ("is_number", Op::IsNumber),
    ("is_string", Op::IsString),
    ("is_bool", Op::IsBool),
    ("is_record", Op::IsRecord),
    ("is_array", Op::IsArray),
    ("is_function", Op::IsFunction),
    ("is_enum", Op::IsEnum),
    ("typeof", Op::Typeof),
    ("cast", Op::Cast),
    ("string.base64_encode", Op::StringBase64Encode),
    ("string.base64_decode", Op::StringBase64Decode),
    ("seq", Op::Seq),
    ("deep_seq", Op::DeepSeq),
    ("serialize", Op::Serialize),
    ("deserialize", Op::Deserialize),
    ("to_string", Op::ToString),
    ("fail_with", Op::FailWith),
    ("trace", Op::Trace),
];

/// Std items written in Nickel on top of the native ones (`std` refers to the native record).
pub const PRELUDE: &str = include_str!("std_prelude.ncl");

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
    for (path, op) in STD {
        let parts: Vec<&str> = path.split('.').collect();
        let v = Value::Builtin(Rc::new(Builtin::new(*op)));
        insert(&mut root, &parts, v, span);
    }
    Value::Record(Rc::new(Record {
        fields: root,
        open: false,
        frozen: true,
        has_open: false,
    }))
}

/// The name of a builtin as errors show it: `string/from` is `std.string.from`; and how it was
/// called: as a primitive operator (`%array/at%`, whose misuse is a `dynamic type error` or
/// the operator's own message) or as a `std` function (whose arguments nickel checks with the
/// contract of the function's type, so misuse is `contract broken by the caller of `at``).
#[derive(Clone, Copy)]
struct Fname<'a> {
    name: &'a str,
    prim: bool,
}

impl Fname<'_> {
    /// The field name of the std function (`at` for `array/at`).
    fn short(&self) -> &str {
        self.name.rsplit('/').next().unwrap_or(self.name)
    }

    /// The blame of a contract on the std function's arguments that the caller broke.
    fn caller_blame(&self) -> EvalError {
        EvalError::new(format!(
            "contract broken by the caller of `{}`",
            self.short()
        ))
    }
}

impl std::fmt::Display for Fname<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(out, "std.{}", self.name.replace('/', "."))
    }
}

/// An argument of a builtin that must be of one kind (`pick` takes it out of its value, or gives
/// the value back), else the error of an argument of the `expected` type.
fn arg_of<T>(
    ev: &mut Eval,
    t: &Thunk,
    fname: Fname<'_>,
    n: usize,
    span: Span,
    expected: &str,
    pick: impl FnOnce(Value) -> Result<T, Value>,
) -> R<T> {
    // where the argument is written (known only until it is forced)
    let at = t.span();
    pick(ev.force(t)?).map_err(|v| bad_arg_at(fname, expected, n, &v, at.unwrap_or(span)))
}
fn num_arg(ev: &mut Eval, t: &Thunk, fname: Fname<'_>, n: usize, span: Span) -> R<Num> {
    arg_of(ev, t, fname, n, span, "Number", |v| match v {
        Value::Num(x) => Ok(x),
        v => Err(v),
    })
}
fn str_arg(ev: &mut Eval, t: &Thunk, fname: Fname<'_>, n: usize, span: Span) -> R<Rc<str>> {
    arg_of(ev, t, fname, n, span, "String", |v| match v {
        Value::Str(x) => Ok(x),
        v => Err(v),
    })
}
fn arr_arg(ev: &mut Eval, t: &Thunk, fname: Fname<'_>, n: usize, span: Span) -> R<Arr> {
    arg_of(ev, t, fname, n, span, "Array", |v| match v {
        Value::Array(x) => Ok(x),
        v => Err(v),
    })
}
/// A function argument of a std function, checked (as the contract of its type checks it) only
/// when the function is `used`: nickel's function contracts are lazy.
fn fun_arg(
    ev: &mut Eval,
    t: &Thunk,
    fname: Fname<'_>,
    n: usize,
    span: Span,
    used: bool,
) -> R<Value> {
    arg_of(ev, t, fname, n, span, "Function", |v| match v {
        Value::Func(_) | Value::Match(..) | Value::Builtin(_) => Ok(v),
        // a primitive operator applies whatever it is given
        v if fname.prim || !used => Ok(v),
        v => Err(v),
    })
}
fn rec_arg(ev: &mut Eval, t: &Thunk, fname: Fname<'_>, n: usize, span: Span) -> R<Rc<Record>> {
    arg_of(ev, t, fname, n, span, "Record", |v| match v {
        Value::Record(x) => Ok(x),
        v => Err(v),
    })
}
fn bool_of(v: Value, fname: Fname<'_>, span: Span) -> R<bool> {
    match v {
        Value::Bool(b) => Ok(b),
        // the function argument's type `a -> Bool`: its result is checked by the contract
        v if !fname.prim => Err(fname
            .caller_blame()
            .primary(span, format!("expected a Bool, got a {}", v.type_name()))),
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
}

fn bad_arg(
    fname: Fname<'_>,
    expected: &str,
    n: usize,
    v: &Value,
    t: &Thunk,
    span: Span,
) -> EvalError {
    bad_arg_at(fname, expected, n, v, t.span().unwrap_or(span))
}

/// [`bad_arg`] of an argument written at `at`.
fn bad_arg_at(fname: Fname<'_>, expected: &str, n: usize, v: &Value, at: Span) -> EvalError {
    if let Some(e) = crate::eval::blame::sealed_blame(v) {
        return e;
    }
    if !fname.prim {
        let article = match expected.as_bytes().first() {
            Some(b'A' | b'E' | b'I' | b'O' | b'U') => "an",
            _ => "a",
        };
        return fname.caller_blame().primary(
            at,
            format!("expected {article} {}", expected.to_lowercase()),
        );
    }
    let ord = match n {
        1 => "1st".to_string(),
        2 => "2nd".to_string(),
        3 => "3rd".to_string(),
        k => format!("{k}th"),
    };
    EvalError::new("dynamic type error")
        .primary(
            at,
            format!(
                "this expression has type {}, but {expected} was expected",
                v.type_name()
            ),
        )
        .note(format!(
            "{fname} expects its {ord} argument to be a {expected}"
        ))
}

impl Eval {
    /// The base64 variant named by an enum tag (`'Standard`, `'UrlSafe`, `'NoPad`,
    /// `'UrlSafeNoPad`).
    fn base64_variant(&mut self, t: &Thunk, f: Fname<'_>, span: Span) -> R<crate::b64::Variant> {
        use crate::b64::Variant;
        let v = self.force(t)?;
        if let Value::Enum(tag) = &v {
            match &**tag {
                "Standard" => return Ok(Variant::Standard),
                "UrlSafe" => return Ok(Variant::UrlSafe),
                "NoPad" => return Ok(Variant::NoPad),
                "UrlSafeNoPad" => return Ok(Variant::UrlSafeNoPad),
                _ => {}
            }
        }
        Err(bad_arg(
            f,
            "[| 'Standard, 'UrlSafe, 'NoPad, 'UrlSafeNoPad |]",
            1,
            &v,
            t,
            span,
        ))
    }
}

/// A number as nickel shows it in messages: an integer, or a fraction `1/2`.
fn num_text(n: &Num) -> String {
    n.ratio().to_string()
}

/// The index a number denotes when it is a natural number that fits `u64` (nickel's
/// `usize::try_from` of a number).
fn nat_index(n: &Num) -> Option<usize> {
    use num_traits::{Signed, ToPrimitive};
    match n {
        Num::Int(i) => usize::try_from(*i).ok(),
        Num::Big(r) if r.is_integer() && !r.is_negative() => r
            .to_integer()
            .to_u64()
            .map(|k| usize::try_from(k).unwrap_or(usize::MAX)),
        Num::Big(_) => None,
    }
}

/// The blame of an index contract (`IndexedArrayFun`, `ArraySliceFun`) on an index that is not
/// a natural number: nickel blames the value of the std function there.
fn index_not_natural(f: Fname<'_>, i: &Num, span: Span) -> EvalError {
    EvalError::new(format!("contract broken by the value of `{}`", f.short()))
        .primary(span, "expected a natural")
        .note(format!(
            "Expected array index to be a positive integer, got {}",
            num_text(i)
        ))
}

fn usize_of(n: &Num) -> Option<usize> {
    n.as_i64().and_then(|i| usize::try_from(i).ok())
}

/// A primitive operator's builtin, arity and the order in which the builtin takes the
/// operator's arguments (`%array/at% array index` is `array/at index array`).
type PrimEntry = (Op, &'static [usize]);

/// The primitive operators written with `%name%` that strata knows.
fn prim_table(name: &str) -> Option<PrimEntry> {
    Some(match name {
        "blame" => (Op::Blame, &[0]),
        "deep_seq" => (Op::DeepSeq, &[0, 1]),
        "seq" => (Op::Seq, &[0, 1]),
        "force" => (Op::Force, &[0]),
        "typeof" => (Op::Typeof, &[0]),
        "to_string" => (Op::ToString, &[0]),
        "serialize" => (Op::Serialize, &[0, 1]),
        "deserialize" => (Op::Deserialize, &[0, 1]),
        "record/fields" => (Op::RecordFields, &[0]),
        "record/values" => (Op::RecordValues, &[0]),
        "record/has_field" => (Op::RecordHasField, &[0, 1]),
        // %record/insert% field record value
        "record/insert" => (Op::RecordInsert, &[0, 2, 1]),
        "record/remove" => (Op::RecordRemove, &[0, 1]),
        "record/map" => (Op::RecordMapPrim, &[0, 1]),
        "record/freeze" => (Op::RecordFreeze, &[0]),
        "array/length" => (Op::ArrayLength, &[0]),
        "array/map" => (Op::ArrayMapPrim, &[0, 1]),
        "array/at" => (Op::ArrayAt, &[1, 0]),
        "array/slice" => (Op::ArraySlice, &[0, 1, 2]),
        "array/generate" => (Op::ArrayGenerate, &[1, 0]),
        "pow" => (Op::NumberPow, &[0, 1]),
        "number/log" => (Op::NumberLog, &[0, 1]),
        "number/arctan2" => (Op::NumberArctan2, &[0, 1]),
        "number/cos" => (Op::NumberCos, &[0]),
        "number/sin" => (Op::NumberSin, &[0]),
        "number/tan" => (Op::NumberTan, &[0]),
        "number/arccos" => (Op::NumberArccos, &[0]),
        "number/arcsin" => (Op::NumberArcsin, &[0]),
        "number/arctan" => (Op::NumberArctan, &[0]),
        "number/from_string" => (Op::StringToNumber, &[0]),
        "enum/from_string" => (Op::StringToEnum, &[0]),
        "string/split" => (Op::StringSplit, &[1, 0]),
        "string/trim" => (Op::StringTrim, &[0]),
        "string/chars" => (Op::StringCharacters, &[0]),
        "string/uppercase" => (Op::StringUppercase, &[0]),
        "string/lowercase" => (Op::StringLowercase, &[0]),
        "string/contains" => (Op::StringContains, &[1, 0]),
        "string/compare" => (Op::StringCompare, &[0, 1]),
        // %string/replace% s pattern replacement
        "string/replace" => (Op::StringReplace, &[1, 2, 0]),
        "string/replace_regex" => (Op::StringReplaceRegex, &[1, 2, 0]),
        "string/is_match" => (Op::StringIsMatch, &[0, 1]),
        "string/find" => (Op::StringFind, &[0, 1]),
        "string/find_all" => (Op::StringFindAll, &[0, 1]),
        "string/length" => (Op::StringLength, &[0]),
        // %string/substr% s start end
        "string/substr" => (Op::StringSubstring, &[1, 2, 0]),
        "string/base64_encode" => (Op::StringBase64Encode, &[0, 1]),
        "string/base64_decode" => (Op::StringBase64DecodePrim, &[0, 1]),
        "record/fields_with_opts" => (Op::RecordFieldsWithOpts, &[0]),
        "record/has_field_with_opts" => (Op::RecordHasFieldWithOpts, &[0, 1]),
        "record/insert_with_opts" => (Op::RecordInsertWithOpts, &[0, 2, 1]),
        "record/remove_with_opts" => (Op::RecordRemoveWithOpts, &[0, 1]),
        "enum/is_variant" => (Op::EnumIsVariant, &[0]),
        "enum/get_tag" => (Op::EnumGetTag, &[0]),
        "enum/get_arg" => (Op::EnumGetArg, &[0]),
        "enum/make_variant" => (Op::EnumMakeVariant, &[0, 1]),
        "cast" => (Op::Cast, &[0]),
        "hash" => (Op::Hash, &[0, 1]),
        "trace" => (Op::Trace, &[0, 1]),
        "contract/custom" => (Op::ContractCustom, &[0]),
        "contract/apply" => (Op::ContractApply, &[0, 1, 2]),
        "contract/check" => (Op::ContractCheck, &[0, 1, 2]),
        "label/with_message" => (Op::LabelWithMessage, &[0, 1]),
        "label/with_notes" => (Op::LabelWithNotes, &[0, 1]),
        "label/append_note" => (Op::LabelAppendNote, &[0, 1]),
        _ => return None,
    })
}

/// Where the error of `%record/remove%` (`op`, `%record/remove_with_opts%` alike) that misses
/// its field points: the operator's application (`span`, or the one in the body of the `std`
/// function when not called as an operator, `prim`), and the record `rec`. nickel places the
/// record by the value's own position: a record literal not evaluated yet is where it is
/// written; otherwise (the result of a merge, a contract or a call, which nickel gives no
/// position of its own) the operand of the operator's application stands for it.
fn remove_sites(op: Op, prim: bool, rec: &Thunk, span: Span) -> (Span, Span) {
    use crate::std_sites::Site;
    let (app, operand) = match (prim, op) {
        (true, _) => (span, span),
        (false, Op::RecordRemove) => (Site::Remove.span(), Site::RemoveRecord.span()),
        (false, _) => (
            Site::RemoveWithOpts.span(),
            Site::RemoveWithOptsRecord.span(),
        ),
    };
    let literal = rec
        .pending_expr()
        .filter(|e| matches!(e.kind, crate::ast::ExprKind::Record(_)));
    (app, literal.map_or(operand, |e| e.span))
}

impl Eval {
    /// Runs a primitive operator `%name% args`.
    pub fn prim_op(&mut self, name: &str, args: Vec<Thunk>, span: Span) -> R<Value> {
        let Some((op, order)) = prim_table(name) else {
            return Err(
                EvalError::new(format!("unknown primitive operator `%{name}%`"))
                    .primary(span, "used here"),
            );
        };
        let arity = op.arity();
        let b = Builtin {
            op,
            prim_order: Some(order),
            args,
        };
        if b.args.len() < arity {
            // partial application: the remaining arguments come later, in the operator's order;
            // an operator nickel parses with fewer arguments evaluates those first
            if let Some(n) = prim_applied_arity(name).filter(|n| b.args.len() >= *n) {
                for t in &b.args[..n] {
                    self.force_operand(t)?;
                }
            }
            return Ok(Value::Builtin(Rc::new(b)));
        }
        let rest: Vec<Thunk> = b.args[arity..].to_vec();
        let v = self.call_full(&b, span)?;
        if !rest.is_empty() {
            return self.apply_n(v, &rest, span);
        }
        Ok(v)
    }

    /// Runs a builtin holding (at least) all its arguments, in the order its operator took them
    /// (a primitive operator's, [`Builtin::prim_order`], or a `std` function's).
    pub fn call_full(&mut self, b: &Builtin, span: Span) -> R<Value> {
        // the arguments a builtin evaluates are operands: their calls leave the history once
        // it is done
        let mark = self.calls_mark();
        let v = self.call_full_now(b, span)?;
        self.cut_calls(mark);
        Ok(v)
    }

    fn call_full_now(&mut self, b: &Builtin, span: Span) -> R<Value> {
        match b.prim_order {
            None => self.call_builtin(b.op, &b.args[..b.op.arity()], span),
            Some(order) => {
                let ordered: Vec<Thunk> = order.iter().map(|&i| b.args[i].clone()).collect();
                self.call_builtin_as(b.op, &ordered, span, true)
            }
        }
    }

    /// Runs a fully applied builtin called as a `std` function.
    pub fn call_builtin(&mut self, op: Op, a: &[Thunk], span: Span) -> R<Value> {
        self.call_builtin_as(op, a, span, false)
    }

    /// Runs a fully applied builtin, called as a primitive operator (`prim`) or a `std`
    /// function.
    fn call_builtin_as(&mut self, op: Op, a: &[Thunk], span: Span, prim: bool) -> R<Value> {
        if let Some(v) = self.tail_record_builtin(op, a, span)? {
            return Ok(v);
        }
        // the name errors show (`std.string.from`), written only when one is reported
        let name = op.name();
        let f = Fname { name, prim };
        Ok(match op {
            Op::Hash
            | Op::NumberAbs
            | Op::NumberArccos
            | Op::NumberArcsin
            | Op::NumberArctan
            | Op::NumberArctan2
            | Op::NumberCeil
            | Op::NumberCos
            | Op::NumberFloor
            | Op::NumberFract
            | Op::NumberIsInteger
            | Op::NumberLog
            | Op::NumberMax
            | Op::NumberMin
            | Op::NumberPow
            | Op::NumberSin
            | Op::NumberSqrt
            | Op::NumberTan
            | Op::NumberTruncate
            | Op::StringBase64Decode
            | Op::StringBase64DecodePrim
            | Op::StringBase64Encode
            | Op::StringCharacters
            | Op::StringCompare
            | Op::StringContains
            | Op::StringFind
            | Op::StringFindAll
            | Op::StringFrom
            | Op::StringFromBool
            | Op::StringFromEnum
            | Op::StringFromNumber
            | Op::ToString
            | Op::StringIsMatch
            | Op::StringJoin
            | Op::StringLength
            | Op::StringLowercase
            | Op::StringReplace
            | Op::StringReplaceRegex
            | Op::StringSplit
            | Op::StringSubstring
            | Op::StringToBool
            | Op::StringToEnum
            | Op::StringToNumber
            | Op::StringTrim
            | Op::StringUppercase => return self.call_text(op, a, span, f),
            Op::Arrow => {
                // dom, dom label, cod, cod label, function, argument
                let Value::Label(dl) = self.force(&a[1])? else {
                    unreachable!("built by apply_type")
                };
                let Value::Label(cl) = self.force(&a[3])? else {
                    unreachable!("built by apply_type")
                };
                // the caller's argument, where it is written
                let written = self.take_contract_arg().or_else(|| a[5].pending_expr());
                let dl = match written.clone() {
                    Some(e) if dl.value_span.is_none() => {
                        let mut l = (*dl).clone();
                        l.value_span = Some(e.span);
                        l.origin = crate::value::Origin::of_expr(&e);
                        Rc::new(l)
                    }
                    _ => dl,
                };
                let arg = Thunk::lazy(Lazy::Contract(
                    Rc::new(PendingContract {
                        contract: a[0].clone(),
                        label: dl,
                        open: None,
                    }),
                    a[5].clone(),
                    None,
                ));
                let fv = self.force(&a[4])?;
                // a function under several function contracts: the next one is called with the
                // same argument
                if let Some(w) = &written {
                    self.note_contract_arg(&fv, w);
                }
                let r = Thunk::value(self.apply(fv, arg, span)?);
                let pc = Rc::new(PendingContract {
                    contract: a[2].clone(),
                    label: cl,
                    open: None,
                });
                self.force(&Thunk::lazy(Lazy::Contract(pc, r, None)))?
            }
            Op::ArrayMap | Op::ArrayMapPrim => {
                let (ft, at) = if op == Op::ArrayMap {
                    (&a[0], &a[1])
                } else {
                    (&a[1], &a[0])
                };
                let arr = arr_arg(self, at, f, 2, span)?;
                let fv = fun_arg(self, ft, f, 1, span, !arr.is_empty())?;
                let out: Vec<Thunk> = arr
                    .iter()
                    .map(|x| self.lazy_apply(&fv, std::slice::from_ref(x), span))
                    .collect();
                Value::Array(Arr::new(out))
            }
            Op::ArrayMapWithIndex => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
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
                Value::Array(Arr::new(out))
            }
            Op::ArrayFilter => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
                let mut out = Vec::new();
                for x in arr.iter() {
                    let r = self.apply(fv.clone(), x.clone(), span)?;
                    if bool_of(r, f, span)? {
                        out.push(x.clone());
                    }
                }
                Value::Array(Arr::new(out))
            }
            Op::ArrayPartition => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
                let (mut r1, mut r2) = (Vec::new(), Vec::new());
                for x in arr.iter() {
                    let r = self.apply(fv.clone(), x.clone(), span)?;
                    if bool_of(r, f, span)? {
                        r1.push(x.clone());
                    } else {
                        r2.push(x.clone());
                    }
                }
                make_record(
                    vec![
                        ("right".into(), Thunk::value(Value::Array(Arr::new(r1)))),
                        ("wrong".into(), Thunk::value(Value::Array(Arr::new(r2)))),
                    ],
                    span,
                )
            }
            Op::ArrayFoldLeft => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
                let mut acc = a[1].clone();
                for x in arr.iter() {
                    let v = self.apply_n(fv.clone(), &[acc, x.clone()], span)?;
                    acc = Thunk::value(v);
                }
                self.force(&acc)?
            }
            Op::ArrayTryFoldLeft => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
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
            Op::ArrayFoldRight => {
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
                // `f x1 (f x2 (... (f xn init)))`, computed from the end (no recursion as deep
                // as the array is long). nickel passes the rest of the fold unevaluated, so a
                // function lazy in its second argument (`(&&)`) may never need the part that
                // failed here: on an error, the fold is made again that way, and the error is
                // the one it meets, if any.
                let mut acc = a[1].clone();
                let mut failed = false;
                for x in arr.iter().rev() {
                    match self.apply_n(fv.clone(), &[x.clone(), acc.clone()], span) {
                        Ok(v) => acc = Thunk::value(v),
                        Err(_) => {
                            failed = true;
                            break;
                        }
                    }
                }
                if failed {
                    acc = a[1].clone();
                    for x in arr.iter().rev() {
                        acc = self.lazy_apply(&fv, &[x.clone(), acc], span);
                    }
                }
                self.force(&acc)?
            }
            Op::ArrayGenerate => {
                let n = num_arg(self, &a[1], f, 2, span)?;
                let n = usize_of(&n).ok_or_else(|| {
                    EvalError::new("contract broken by the caller of `generate`")
                        .primary(span, "expected a natural number")
                })?;
                let fv = fun_arg(self, &a[0], f, 1, span, n > 0)?;
                let out: Vec<Thunk> = (0..n)
                    .map(|i| {
                        self.lazy_apply(&fv, &[Thunk::value(Value::Num(Num::Int(i as i64)))], span)
                    })
                    .collect();
                Value::Array(Arr::new(out))
            }
            Op::ArrayLength => Value::Num(Num::Int(arr_arg(self, &a[0], f, 1, span)?.len() as i64)),
            Op::ArrayFirst | Op::ArrayLast => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let x = if op == Op::ArrayFirst {
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
            Op::ArrayAt if f.prim => {
                // `%array/at% array index`, checked as nickel's primitive operator checks it
                let arr = arr_arg(self, &a[1], f, 1, span)?;
                let i = num_arg(self, &a[0], f, 2, span)?;
                let Some(k) = nat_index(&i) else {
                    return Err(EvalError::new(format!(
                        "array/at expects its second argument to be a positive integer smaller \
                         than {}, got {}",
                        u64::MAX,
                        num_text(&i)
                    ))
                    .primary(span, ""));
                };
                match arr.get(k) {
                    Some(t) => self.force(t)?,
                    None if arr.is_empty() => {
                        return Err(EvalError::new(
                            "array/at: index out of bounds. Can't index into an empty array.",
                        )
                        .primary(span, ""))
                    }
                    None => {
                        return Err(EvalError::new(format!(
                            "array/at: index out of bounds. Expected an index between 0 and {}, \
                             got {}",
                            arr.len(),
                            num_text(&i)
                        ))
                        .primary(span, ""))
                    }
                }
            }
            Op::ArrayAt => {
                // `std.array.at`: `Number -> Array a -> a` with `IndexedArrayFun 'Index`, whose
                // check that the index is a natural number blames the value of `at`
                let (isp, asp) = (a[0].span().unwrap_or(span), a[1].span().unwrap_or(span));
                let it = self.force(&a[0])?;
                if let Value::Num(i) = &it {
                    if nat_index(i).is_none() {
                        return Err(index_not_natural(f, i, isp));
                    }
                }
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let i = num_arg(self, &a[0], f, 1, span)?;
                match nat_index(&i).and_then(|k| arr.get(k)) {
                    Some(t) => self.force(t)?,
                    None => {
                        return Err(f
                            .caller_blame()
                            .primary(asp, "invalid array indexing")
                            .note(if arr.is_empty() {
                                "Can't index into an empty array".to_string()
                            } else {
                                format!(
                                    "Expected an array index between 0 and {} (included), got {}",
                                    arr.len() - 1,
                                    num_text(&i)
                                )
                            }))
                    }
                }
            }
            Op::ArrayAtOr => {
                // `std.array.at_or`: `Number -> a -> Array a -> a` with `Nat -> Dyn`
                let isp = a[0].span().unwrap_or(span);
                let i = num_arg(self, &a[0], f, 1, span)?;
                let Some(k) = nat_index(&i) else {
                    return Err(f.caller_blame().primary(isp, "expected a natural"));
                };
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                match arr.get(k) {
                    Some(t) => self.force(t)?,
                    None => self.force(&a[1])?,
                }
            }
            Op::ArrayConcat => {
                let x = arr_arg(self, &a[0], f, 1, span)?;
                let y = arr_arg(self, &a[1], f, 2, span)?;
                Value::Array(Arr::new(x.iter().chain(y.iter()).cloned().collect()))
            }
            Op::ArrayFlatten => {
                let x = arr_arg(self, &a[0], f, 1, span)?;
                let mut out = Vec::new();
                for t in x.iter() {
                    let inner = arr_arg(self, t, f, 1, span)?;
                    out.extend(inner.iter().cloned());
                }
                Value::Array(Arr::new(out))
            }
            Op::ArrayFlatMap => {
                let x = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !x.is_empty())?;
                let mut out = Vec::new();
                for t in x.iter() {
                    match self.apply(fv.clone(), t.clone(), span)? {
                        Value::Array(inner) => out.extend(inner.iter().cloned()),
                        v => return Err(bad_arg(f, "Array", 1, &v, t, span)),
                    }
                }
                Value::Array(Arr::new(out))
            }
            Op::ArrayElem => {
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
            Op::ArrayAny | Op::ArrayAll => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !arr.is_empty())?;
                let want = op == Op::ArrayAny;
                let mut res = !want;
                for t in arr.iter() {
                    let r = self.apply(fv.clone(), t.clone(), span)?;
                    if bool_of(r, f, span)? == want {
                        res = want;
                        break;
                    }
                }
                Value::Bool(res)
            }
            Op::ArrayRange | Op::ArrayRangeStep => {
                let lo = num_arg(self, &a[0], f, 1, span)?;
                let hi = num_arg(self, &a[1], f, 2, span)?;
                let step = if op == Op::ArrayRangeStep {
                    num_arg(self, &a[2], f, 3, span)?
                } else {
                    Num::Int(1)
                };
                let mut out = Vec::new();
                // the contract of their type, `std.contract.unstable.RangeFun`, checks the
                // bounds before the step
                if lo.cmp_num(&hi).is_gt() {
                    return Err(f
                        .caller_blame()
                        .primary(span, "invalid range")
                        .note(format!(
                            "Expected a range end greater than {} (range start), got {}",
                            lo.to_text(),
                            hi.to_text()
                        )));
                }
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
                Value::Array(Arr::new(out))
            }
            Op::ArrayReplicate => {
                let n = num_arg(self, &a[0], f, 1, span)?;
                let n = usize_of(&n).unwrap_or(0);
                Value::Array(Arr::new(vec![a[1].clone(); n]))
            }
            Op::ArrayReverse => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                Value::Array(Arr::new(arr.iter().rev().cloned().collect()))
            }
            Op::ArrayDropFirst | Op::ArrayDropLast => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                if arr.is_empty() {
                    return Err(EvalError::new(format!(
                        "contract broken by the caller of `{}`",
                        &name[6..]
                    ))
                    .primary(span, "empty array"));
                }
                // the rest shares the array's elements
                Value::Array(if op == Op::ArrayDropFirst {
                    arr.slice(1, arr.len())
                } else {
                    arr.slice(0, arr.len() - 1)
                })
            }
            Op::ArraySlice if f.prim => {
                // `%array/slice% start end array`, checked as nickel's primitive operator does
                let st = num_arg(self, &a[0], f, 1, span)?;
                let en = num_arg(self, &a[1], f, 2, span)?;
                let arr = arr_arg(self, &a[2], f, 3, span)?;
                let (Some(i), Some(j)) = (nat_index(&st), nat_index(&en)) else {
                    let (which, n) = if nat_index(&st).is_none() {
                        ("first argument (start)", &st)
                    } else {
                        ("second argument (end)", &en)
                    };
                    return Err(EvalError::new(format!(
                        "array/slice expects its {which} to be a positive integer smaller than \
                         {}, got {}",
                        u64::MAX,
                        num_text(n)
                    ))
                    .primary(span, ""));
                };
                if j < i || j > arr.len() {
                    return Err(EvalError::new(format!(
                        "array/slice: index out of bounds. Expected `start <= end <= {}`, but got \
                         `start={}` and `end={}`.",
                        arr.len(),
                        num_text(&st),
                        num_text(&en)
                    ))
                    .primary(span, ""));
                }
                Value::Array(arr.slice(i, j))
            }
            Op::ArraySlice | Op::ArraySplitAt => {
                // `std.array.slice` (`ArraySliceFun`) and `std.array.split_at`
                // (`IndexedArrayFun 'Split`): their checks of the indices against each other
                // blame the value of the function, their checks against the array its caller
                let slice = op == Op::ArraySlice;
                let sp_of = |t: &Thunk| t.span().unwrap_or(span);
                let (ssp, esp, asp) = (sp_of(&a[0]), sp_of(&a[1]), sp_of(&a[a.len() - 1]));
                let st0 = self.force(&a[0])?;
                if let Value::Num(i) = &st0 {
                    if nat_index(i).is_none() {
                        return Err(index_not_natural(f, i, ssp));
                    }
                }
                if slice {
                    let en0 = self.force(&a[1])?;
                    if let (Value::Num(i), Value::Num(j)) = (&st0, &en0) {
                        if j.cmp_num(i).is_lt() {
                            return Err(EvalError::new(format!(
                                "contract broken by the value of `{}`",
                                f.short()
                            ))
                            .primary(esp, "invalid array slice indexing")
                            .note(format!(
                                "Expected the array slice indices to satisfy `start <= end`, but \
                                 got {} (start) and {} (end)",
                                num_text(i),
                                num_text(j)
                            )));
                        }
                        if nat_index(j).is_none() {
                            return Err(index_not_natural(f, j, esp));
                        }
                    }
                }
                let arr_t = if slice { &a[2] } else { &a[1] };
                let arr = arr_arg(self, arr_t, f, if slice { 3 } else { 2 }, span)?;
                let st = num_arg(self, &a[0], f, 1, span)?;
                let i = nat_index(&st).unwrap_or(usize::MAX);
                let j = if slice {
                    nat_index(&num_arg(self, &a[1], f, 2, span)?).unwrap_or(usize::MAX)
                } else {
                    arr.len()
                };
                if i > j || j > arr.len() {
                    let what = if slice {
                        "invalid array slice indexing"
                    } else {
                        "invalid array indexing"
                    };
                    return Err(f.caller_blame().primary(asp, what));
                }
                if slice {
                    Value::Array(arr.slice(i, j))
                } else {
                    make_record(
                        vec![
                            ("left".into(), Thunk::value(Value::Array(arr.slice(0, i)))),
                            (
                                "right".into(),
                                Thunk::value(Value::Array(arr.slice(i, arr.len()))),
                            ),
                        ],
                        span,
                    )
                }
            }
            Op::ArrayZipWith => {
                let x = arr_arg(self, &a[1], f, 2, span)?;
                let y = arr_arg(self, &a[2], f, 3, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !x.is_empty() && !y.is_empty())?;
                let out: Vec<Thunk> = x
                    .iter()
                    .zip(y.iter())
                    .map(|(p, q)| self.lazy_apply(&fv, &[p.clone(), q.clone()], span))
                    .collect();
                Value::Array(Arr::new(out))
            }
            Op::ArraySort => {
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, arr.len() > 1)?;
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
                        Ok(Value::Enum(t)) if t == "Equal" => std::cmp::Ordering::Equal,
                        // the comparator's type `a -> a -> [| 'Lesser, 'Equal, 'Greater |]`
                        Ok(v) => {
                            err = Some(f.caller_blame().primary(
                                span,
                                format!("expected an enum, got a {}", v.type_name()),
                            ));
                            std::cmp::Ordering::Equal
                        }
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
                Value::Array(Arr::new(sorted.into_iter().map(|(_, t)| t).collect()))
            }
            // ---------- records ----------
            Op::RecordMap | Op::RecordMapValues | Op::RecordMapPrim => {
                let (ft, rt) = if op == Op::RecordMapPrim {
                    (&a[1], &a[0])
                } else {
                    (&a[0], &a[1])
                };
                let r = rec_arg(self, rt, f, 2, span)?;
                let fv = fun_arg(self, ft, f, 1, span, !r.fields.is_empty())?;
                let mut fields = Fields::new();
                for (k, fld) in r.fields.iter() {
                    let Some(v) = &fld.value else {
                        // Nickel's `%record/map%` drops an empty optional field and fails on
                        // another field without a value
                        if fld.meta.optional {
                            continue;
                        }
                        return Err(EvalError::new(format!("missing definition for `{k}`"))
                            .primary(fld.span, "required here"));
                    };
                    let args = if op == Op::RecordMapValues {
                        vec![v.clone()]
                    } else {
                        vec![Thunk::value(s(k)), v.clone()]
                    };
                    let t = self.lazy_apply(&fv, &args, span);
                    // the contracts applied to the old value are not pending on the new one
                    let meta = if fld.meta.contracts.is_empty() {
                        fld.meta.clone()
                    } else {
                        let mut m = (*fld.meta).clone();
                        m.contracts.clear();
                        Rc::new(m)
                    };
                    fields.insert(
                        k.clone(),
                        Field {
                            meta,
                            def: Some(Def::Closed(t.clone())),
                            value: Some(t),
                            span: fld.span,
                            dynamic: false,
                            ord: fld.ord,
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
            Op::RecordFilter => {
                let r = rec_arg(self, &a[1], f, 2, span)?;
                let fv = fun_arg(self, &a[0], f, 1, span, !r.fields.is_empty())?;
                let mut fields = Fields::new();
                for (k, fld) in r.fields.iter() {
                    let Some(v) = &fld.value else { continue };
                    let res = self.apply_n(fv.clone(), &[Thunk::value(s(k)), v.clone()], span)?;
                    if bool_of(res, f, span)? {
                        // nickel's `filter` goes through `to_array` and `from_array`: each
                        // field kept is its value alone (no priority, documentation or
                        // annotation; the contracts already wrap the value)
                        fields.insert(
                            k.clone(),
                            Field {
                                meta: Meta::empty(),
                                def: Some(Def::Closed(v.clone())),
                                value: Some(v.clone()),
                                span: fld.span,
                                dynamic: false,
                                ord: fld.ord,
                            },
                        );
                    }
                }
                Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))
            }
            Op::RecordFields | Op::RecordFieldsWithOpts => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let opts = name.ends_with("opts");
                let v: Vec<Thunk> = r
                    .fields
                    .iter()
                    .filter(|(_, fl)| opts || !(fl.meta.optional && fl.value.is_none()))
                    .map(|(k, _)| Thunk::value(s(k)))
                    .collect();
                Value::Array(Arr::new(v))
            }
            Op::RecordValues => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                let mut v = Vec::new();
                for (k, fl) in r.fields.iter() {
                    if fl.meta.optional && fl.value.is_none() {
                        continue;
                    }
                    v.push(fl.read_thunk(k));
                }
                Value::Array(Arr::new(v))
            }
            Op::RecordLength => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Num(Num::Int(
                    r.fields
                        .iter()
                        .filter(|(_, fl)| !(fl.meta.optional && fl.value.is_none()))
                        .count() as i64,
                ))
            }
            Op::RecordIsEmpty => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Bool(
                    r.fields
                        .iter()
                        .all(|(_, fl)| fl.meta.optional && fl.value.is_none()),
                )
            }
            Op::RecordHasField | Op::RecordHasFieldWithOpts => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[1], f, 2, span)?;
                Value::Bool(match r.fields.get(&*k) {
                    Some(fl) => name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()),
                    None => false,
                })
            }
            Op::RecordInsert | Op::RecordInsertWithOpts => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                let r = rec_arg(self, &a[2], f, 3, span)?;
                if let Some(fl) = r.fields.get(&*k) {
                    if name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()) {
                        // called as `std.record.insert`, the operator applied is the one of
                        // the std function's body
                        let at = match (prim, op) {
                            (true, _) => span,
                            (false, Op::RecordInsert) => crate::std_sites::Site::Insert.span(),
                            (false, _) => crate::std_sites::Site::InsertWithOpts.span(),
                        };
                        return Err(EvalError::new(format!(
                            "record/insert{}: tried to extend a record with the field {k}, but it already exists",
                            if name.ends_with("opts") { "_with_opts" } else { "" }
                        ))
                        .primary(at, "here"));
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
            Op::RecordRemove | Op::RecordRemoveWithOpts => {
                let k = str_arg(self, &a[0], f, 1, span)?;
                // where the record is, read before it is evaluated (see `remove_sites`)
                let at = remove_sites(op, prim, &a[1], span);
                let r = rec_arg(self, &a[1], f, 2, span)?;
                let present = match r.fields.get(&*k) {
                    Some(fl) => name.ends_with("opts") || !(fl.meta.optional && fl.value.is_none()),
                    None => false,
                };
                if !present {
                    return Err(EvalError::new(format!("missing field `{k}`"))
                        .primary(at.0, format!("this requires the field `{k}` to exist"))
                        .secondary(at.1, format!("this record lacks the field `{k}`")));
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
            Op::RecordUpdate => {
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
            Op::RecordFreeze => {
                let r = rec_arg(self, &a[0], f, 1, span)?;
                Value::Record(Rc::new(Record {
                    fields: freeze_fields(&r),
                    open: r.open,
                    frozen: true,
                    has_open: false,
                }))
            }
            Op::RecordGet | Op::RecordGetOr => {
                // the calls made to evaluate the record are not in a blame's call stack
                let mark = self.calls_mark();
                let k = str_arg(self, &a[0], f, 1, span)?;
                let rt = if op == Op::RecordGet { &a[1] } else { &a[2] };
                let r = rec_arg(self, rt, f, 2, span)?;
                match r.fields.get(&*k).and_then(|fl| fl.value.clone()) {
                    Some(t) => self.force(&t)?,
                    None if op == Op::RecordGetOr => self.force(&a[1])?,
                    None if prim => {
                        return Err(EvalError::new("contract broken by the caller of `get`")
                            .primary(span, "here")
                            .note(format!("missing field `{k}`")))
                    }
                    // `std.record.get`'s contract `std.contract.unstable.HasField Dyn` (in
                    // std.ncl) blames the caller, with the record it was given and the calls
                    None => {
                        return Err(EvalError::new(
                            "contract broken by the caller of `get`\n       missing field",
                        )
                        .secondary(crate::std_sites::Site::GetHasField.span(), "expected type")
                        .generated(
                            crate::pretty::report_text(&Value::Record(r.clone())),
                            "evaluated to this value",
                            false,
                        )
                        .note(format!(
                            "The record given as an argument lacks the required field `{k}`."
                        ))
                        .want_calls(Some(mark)))
                    }
                }
            }
            Op::RecordMergeAll => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                // std's `merge_all` folds with `&`: a conflict was merged there
                let site = MergeSite::at(if prim {
                    span
                } else {
                    crate::std_sites::Site::MergeAllMerge.span()
                });
                let mut acc = Value::Record(Rc::new(Record {
                    fields: Fields::new(),
                    open: false,
                    frozen: false,
                    has_open: false,
                }));
                let mut acc_t = Thunk::value(acc.clone());
                for t in arr.iter() {
                    let v = self.force(t)?;
                    acc = self.merge_values(acc, v, &acc_t, t, &site, None)?;
                    acc_t = Thunk::value(acc.clone());
                }
                acc
            }
            Op::RecordToArray => {
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
                Value::Array(Arr::new(out))
            }
            Op::RecordFromArray => {
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
            Op::ContractFromPredicate => {
                Value::Contract(Rc::new(ContractKind::Predicate(a[0].clone())))
            }
            Op::ContractFromValidator => {
                Value::Contract(Rc::new(ContractKind::Validator(a[0].clone())))
            }
            Op::ContractCustom => Value::Contract(Rc::new(ContractKind::Custom(a[0].clone()))),
            Op::ContractSequence | Op::ContractAnyOf | Op::ContractAllOf => {
                let arr = arr_arg(self, &a[0], f, 1, span)?;
                let v = arr.to_vec();
                Value::Contract(Rc::new(match op {
                    Op::ContractSequence => ContractKind::Sequence(v),
                    Op::ContractAnyOf => ContractKind::AnyOf(v),
                    _ => ContractKind::AllOf(v),
                }))
            }
            Op::ContractNot => Value::Contract(Rc::new(ContractKind::Not(a[0].clone()))),
            Op::ContractEqual => Value::Contract(Rc::new(ContractKind::Equal(a[0].clone(), false))),
            Op::Blame => {
                let l = self.force(&a[0])?;
                match l {
                    Value::Label(l) => return Err(self.blame(&l, None)),
                    v => return Err(bad_arg(f, "Label", 1, &v, &a[0], span)),
                }
            }
            Op::ContractBlameWithMessage => {
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
            Op::LabelWithMessage | Op::LabelAppendNote => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                match self.force(&a[1])? {
                    Value::Label(l) => {
                        let mut l = (*l).clone();
                        if op == Op::LabelWithMessage {
                            l.set_message(m.to_string());
                        } else {
                            l.push_note(m.to_string());
                        }
                        Value::Label(Rc::new(l))
                    }
                    v => return Err(bad_arg(f, "Label", 2, &v, &a[1], span)),
                }
            }
            Op::LabelWithNotes => {
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
            Op::ContractApply => {
                let c = self.force(&a[0])?;
                let Value::Label(l) = self.force(&a[1])? else {
                    return Err(
                        EvalError::new("dynamic type error").primary(span, "expected a label")
                    );
                };
                self.apply_contract(&c, &l, &a[2])?
            }
            Op::ContractCheck => {
                let c = self.force(&a[0])?;
                let Value::Label(l) = self.force(&a[1])? else {
                    return Err(
                        EvalError::new("dynamic type error").primary(span, "expected a label")
                    );
                };
                self.contract_check(&c, &l, &a[2], span)?
            }
            // ---------- enums, functions, misc ----------
            Op::EnumIsTag => Value::Bool(matches!(self.force(&a[0])?, Value::Enum(_))),
            Op::EnumIsVariant => Value::Bool(matches!(self.force(&a[0])?, Value::Variant(..))),
            Op::EnumFromTagAndArg => {
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
            Op::FunctionId => self.force(&a[0])?,
            Op::FunctionConst => self.force(&a[0])?,
            Op::FunctionSecond => self.force(&a[1])?,
            Op::FunctionCompose => {
                let g = self.force(&a[0])?;
                let fv = self.force(&a[1])?;
                let inner = self.lazy_apply(&fv, &[a[2].clone()], span);
                self.apply(g, inner, span)?
            }
            Op::FunctionFlip => {
                let fv = self.force(&a[0])?;
                self.apply_n(fv, &[a[2].clone(), a[1].clone()], span)?
            }
            Op::FunctionPipe => {
                let fs = arr_arg(self, &a[1], f, 2, span)?;
                let mut cur = a[0].clone();
                for ft in fs.iter() {
                    let fv = self.force(ft)?;
                    cur = Thunk::value(self.apply(fv, cur, span)?);
                }
                self.force(&cur)?
            }
            Op::IsNumber
            | Op::IsString
            | Op::IsBool
            | Op::IsRecord
            | Op::IsArray
            | Op::IsFunction
            | Op::IsEnum => {
                let v = self.force(&a[0])?;
                Value::Bool(v.type_name() == &name[3..])
            }
            Op::Typeof => {
                let v = self.force(&a[0])?;
                Value::Enum(v.type_tag().into())
            }
            Op::Cast => {
                let v = self.force(&a[0])?;
                Value::Variant(v.type_tag().into(), a[0].clone())
            }
            Op::EnumGetTag => match self.force(&a[0])? {
                Value::Enum(t) | Value::Variant(t, _) => Value::Enum(t),
                v => return Err(bad_arg(f, "Enum", 1, &v, &a[0], span)),
            },
            Op::EnumGetArg => match self.force(&a[0])? {
                Value::Variant(_, arg) => self.force(&arg)?,
                v => return Err(bad_arg(f, "Enum variant", 1, &v, &a[0], span)),
            },
            Op::EnumMakeVariant => {
                let tag = str_arg(self, &a[0], f, 1, span)?;
                Value::Variant(crate::ast::Ident::new(&*tag), a[1].clone())
            }
            Op::Seq => {
                self.force(&a[0])?;
                self.force(&a[1])?
            }
            Op::DeepSeq => {
                let v = self.force(&a[0])?;
                self.force_all(&v, false)?;
                self.force(&a[1])?
            }
            Op::Force => {
                let v = self.force(&a[0])?;
                self.force_all(&v, false)?;
                v
            }
            Op::FailWith => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                return Err(EvalError::new("contract broken by a value")
                    .note(m.to_string())
                    .secondary(span, "failed here"));
            }
            Op::Trace => {
                let m = str_arg(self, &a[0], f, 1, span)?;
                self.trace(&m);
                self.force(&a[1])?
            }
            Op::Serialize => {
                let fmt = self.force(&a[0])?;
                self.literal_at = None;
                let v = self.force(&a[1])?;
                // a value that is a literal of the program is reported where it is written
                let at = self.literal_at.take().map_or(
                    crate::export::ValuePos::Unknown,
                    crate::export::ValuePos::At,
                );
                let Value::Enum(fmt) = fmt else {
                    return Err(bad_arg(f, "Enum", 1, &fmt, &a[0], span));
                };
                // `std.serialize format x` is `%serialize% format (%force% x)`
                self.force_all(&v, false)?;
                let data = self.to_data_at(&v, &mut Vec::new(), at)?;
                // nickel's YAML and TOML texts end with a newline, its JSON does not
                let text = match fmt.as_str() {
                    "Json" => crate::export::json_text(&data),
                    "Yaml" => crate::export::yaml_text(&data),
                    "YamlDocuments" => {
                        crate::export::yaml_documents_text(&data).ok_or_else(|| {
                            EvalError::new("serialization failed")
                                .primary(span, "'YamlDocuments serialization expects an array")
                        })?
                    }
                    "Toml" => {
                        crate::export::toml_text(&data).map_err(|e| e.primary(span, "here"))?
                    }
                    _ => {
                        return Err(EvalError::new("serialization failed")
                            .primary(span, format!("unknown format '{fmt}")))
                    }
                };
                s(&text)
            }
            Op::Deserialize => {
                let fmt = self.force(&a[0])?;
                let text = str_arg(self, &a[1], f, 2, span)?;
                let Value::Enum(fmt) = fmt else {
                    return Err(bad_arg(f, "Enum", 1, &fmt, &a[0], span));
                };
                let data = crate::export::parse_data(fmt.as_str(), &text, span.file)
                    .map_err(|m| EvalError::new("deserialization failed").primary(span, m))?;
                crate::export::from_data(&data, span)
            }
        })
    }

    /// A thunk for `f args` evaluated later.
    pub fn lazy_apply(&mut self, f: &Value, args: &[Thunk], span: Span) -> Thunk {
        // Represent as a builtin application thunk: `$apply` stored as a Contract-free lazy.
        let mut all = vec![Thunk::value(f.clone())];
        all.extend(args.iter().cloned());
        Thunk::lazy(Lazy::Apply(all, span))
    }
}

/// `{ matched, index, groups }` of a regex match (`index` counts grapheme clusters, as Nickel
/// does).
fn regex_match(c: &regex::Captures, text: &str, span: Span) -> Value {
    let m = c.get(0).expect("group 0 is the whole match");
    let index = unicode_segmentation::UnicodeSegmentation::graphemes(&text[..m.start()], true)
        .count() as i64;
    let groups: Vec<Thunk> = c
        .iter()
        .skip(1)
        .map(|g| Thunk::value(s(g.map_or("", |g| g.as_str()))))
        .collect();
    make_record(
        vec![
            ("matched".into(), Thunk::value(s(m.as_str()))),
            ("index".into(), Thunk::value(Value::Num(Num::Int(index)))),
            (
                "groups".into(),
                Thunk::value(Value::Array(Arr::new(groups))),
            ),
        ],
        span,
    )
}

fn freeze_fields(r: &Record) -> Fields {
    r.fields
        .iter()
        .map(|(k, f)| (k.clone(), freeze_field(f)))
        .collect()
}

impl Eval {
    /// `std.contract.check`: the immediate part of a contract as `'Ok value` or `'Error data`,
    /// the error data with a `blame_location` (the label) unless the contract gave its own.
    fn contract_check(&mut self, c: &Value, l: &Rc<Label>, t: &Thunk, span: Span) -> R<Value> {
        let located = |data: Option<Rc<Record>>, l: &Rc<Label>| -> Value {
            let mut fields = data.map(|r| r.fields.clone()).unwrap_or_default();
            if !fields.contains_key("blame_location") {
                // the label now locates the checked value (nickel's `contract/check` sets the
                // label's argument): a literal is shown where it is written, as its value
                let l = match t.value_span() {
                    Some(at) => {
                        let mut x = (**l).clone();
                        x.value_span = Some(at);
                        x.origin = match t.peek() {
                            Some(Value::Str(s)) if !s.is_empty() => Origin::Computed,
                            Some(Value::Num(n)) if n.is_negative() => Origin::Computed,
                            _ => Origin::Same,
                        };
                        x.hidden_arg = true;
                        x.text.get_or_insert_with(Default::default).checked = Some(t.clone());
                        Rc::new(x)
                    }
                    None => l.clone(),
                };
                let lt = Thunk::value(Value::Label(l));
                fields.insert("blame_location".into(), rec_field(lt, span));
            }
            Value::Variant(
                "Error".into(),
                Thunk::value(Value::Record(Rc::new(Record {
                    fields,
                    open: false,
                    frozen: true,
                    has_open: false,
                }))),
            )
        };
        let returned = match c {
            Value::Contract(k) => match &**k {
                ContractKind::Custom(f) => {
                    let fv = self.force(f)?;
                    Some(self.apply_n(
                        fv,
                        &[Thunk::value(Value::Label(l.clone())), t.clone()],
                        span,
                    )?)
                }
                ContractKind::Validator(p) => {
                    let pv = self.force(p)?;
                    match self.apply(pv, t.clone(), span)? {
                        Value::Enum(tag) if tag == "Ok" => {
                            Some(Value::Variant("Ok".into(), t.clone()))
                        }
                        r => Some(r),
                    }
                }
                ContractKind::Predicate(p) => {
                    let pv = self.force(p)?;
                    match self.apply(pv, t.clone(), span)? {
                        Value::Bool(true) => Some(Value::Variant("Ok".into(), t.clone())),
                        Value::Bool(false) => return Ok(located(None, l)),
                        _ => None,
                    }
                }
                _ => None,
            },
            _ => None,
        };
        match returned {
            Some(Value::Variant(tag, v)) if tag == "Ok" => Ok(Value::Variant(tag, v)),
            Some(Value::Variant(tag, data)) if tag == "Error" => match self.force(&data)? {
                Value::Record(r) => Ok(located(Some(r), l)),
                _ => Ok(Value::Variant(tag, data)),
            },
            Some(Value::Enum(tag)) if tag == "Error" => Ok(located(None, l)),
            // anything else: applied as a contract, a failure becoming error data
            _ => match self.apply_contract(c, l, t) {
                Ok(v) => Ok(Value::Variant("Ok".into(), Thunk::value(v))),
                Err(e) => {
                    // the contract's own message (after the blame's title), else a note; a
                    // blame with neither gives error data without a message, as nickel's
                    let msg = match e.msg.split_once("\n       ") {
                        Some((_, m)) => Some(m),
                        None if e.msg.starts_with("contract broken by") => {
                            e.notes.first().map(|x| x.as_str())
                        }
                        None => e.notes.first().map(|x| x.as_str()).or(Some(&e.msg)),
                    };
                    let mut fields = Fields::new();
                    if let Some(msg) = msg {
                        fields.insert("message".into(), rec_field(Thunk::value(s(msg)), span));
                    }
                    Ok(located(
                        Some(Rc::new(Record {
                            fields,
                            open: false,
                            frozen: true,
                            has_open: false,
                        })),
                        l,
                    ))
                }
            },
        }
    }
}
