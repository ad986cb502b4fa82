//! The static interface of `std` as nickel 1.18 types it (each member's type annotation, or
//! its first contract annotation read as a type, or `Dyn`; modules as closed record types),
//! and the types of the primitive operators typed code may use.

use super::types::*;
use super::unif::State;
use std::rc::Rc;

/// Members of `std` by path with the text of their type (`""`: a module).
const STD: &[(&str, &str)] = &[
    ("array", ""),
    ("array.NonEmpty", "Dyn"),
    ("array.first", "forall a. Array a -> a"),
    ("array.last", "forall a. Array a -> a"),
    ("array.drop_first", "forall a. Array a -> Array a"),
    ("array.drop_last", "forall a. Array a -> Array a"),
    ("array.length", "forall a. Array a -> Number"),
    ("array.map", "forall a b. (a -> b) -> Array a -> Array b"),
    ("array.at", "forall a. Number -> Array a -> a"),
    ("array.at_or", "forall a. Number -> a -> Array a -> a"),
    ("array.concat", "forall a. Array a -> Array a -> Array a"),
    ("array.fold_left", "forall a b. (a -> b -> a) -> a -> Array b -> a"),
    ("array.try_fold_left", "forall a b c. (a -> c -> [| 'Ok a, 'Error b |]) -> a -> Array c -> [| 'Ok a, 'Error b |]"),
    ("array.fold_right", "forall a b. (a -> b -> b) -> b -> Array a -> b"),
    ("array.prepend", "forall a. a -> Array a -> Array a"),
    ("array.append", "forall a. a -> Array a -> Array a"),
    ("array.reverse", "forall a. Array a -> Array a"),
    ("array.filter", "forall a. (a -> Bool) -> Array a -> Array a"),
    ("array.flatten", "forall a. Array (Array a) -> Array a"),
    ("array.all", "forall a. (a -> Bool) -> Array a -> Bool"),
    ("array.any", "forall a. (a -> Bool) -> Array a -> Bool"),
    ("array.elem", "Dyn -> Array Dyn -> Bool"),
    ("array.partition", "forall a. (a -> Bool) -> Array a -> { right : Array a, wrong : Array a }"),
    ("array.group", "forall a. (a -> String) -> Array a -> { _ : Array a }"),
    ("array.generate", "forall a. (Number -> a) -> Number -> Array a"),
    ("array.compare", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("array.sort", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a"),
    ("array.flat_map", "forall a b. (a -> Array b) -> Array a -> Array b"),
    ("array.intersperse", "forall a. a -> Array a -> Array a"),
    ("array.slice", "forall a. Number -> Number -> Array a -> Array a"),
    ("array.split_at", "forall a. Number -> Array a -> { left : Array a, right : Array a }"),
    ("array.replicate", "forall a. Number -> a -> Array a"),
    ("array.range_step", "Number -> Number -> Number -> Array Number"),
    ("array.range", "Number -> Number -> Array Number"),
    ("array.reduce_left", "forall a. (a -> a -> a) -> Array a -> a"),
    ("array.reduce_right", "forall a. (a -> a -> a) -> Array a -> a"),
    ("array.zip_with", "forall a b c. (a -> b -> c) -> Array a -> Array b -> Array c"),
    ("array.map_with_index", "forall a b. (Number -> a -> b) -> Array a -> Array b"),
    ("array.filter_map", "forall a b. (a -> [| 'Some b, 'None |]) -> Array a -> Array b"),
    ("array.dedup", "Array Dyn -> Array Dyn"),
    ("array.dedup_sorted", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a"),
    ("array.sort_dedup", "forall a. (a -> a -> [| 'Lesser, 'Equal, 'Greater |]) -> Array a -> Array a"),
    ("array.chunk", "forall a. (a -> Dyn) -> Array a -> Array (Array a)"),
    ("contract", ""),
    ("contract.Equal", "Dyn"),
    ("contract.blame", "Dyn"),
    ("contract.blame_with_message", "Dyn"),
    ("contract.custom", "( Dyn -> Dyn -> [| 'Ok Dyn, 'Error { message | String | optional, notes | Array String | optional, blame_location | Dyn | optional, } |] ) -> Dyn"),
    ("contract.from_predicate", "(Dyn -> Bool) -> Dyn"),
    ("contract.from_validator", "( Dyn -> [| 'Ok, 'Error { message | String | optional, notes | Array String | optional, blame_location | Dyn | optional, } |] ) -> Dyn"),
    ("contract.Sequence", "Array Dyn -> Dyn"),
    ("contract.label", ""),
    ("contract.label.with_message", "Dyn"),
    ("contract.label.with_notes", "Dyn"),
    ("contract.label.append_note", "Dyn"),
    ("contract.apply", "Dyn"),
    ("contract.check", "Dyn -> Dyn -> Dyn -> [| 'Ok Dyn, 'Error { message | String | optional, notes | Array String | optional, blame_location | Dyn | optional, } |]"),
    ("contract.any_of", "Array Dyn -> Dyn"),
    ("contract.all_of", "Array Dyn -> Dyn"),
    ("contract.not", "Dyn -> Dyn"),
    ("contract.unstable", ""),
    ("contract.unstable.DependentFun", "Dyn"),
    ("contract.unstable.RangeStep", "Dyn"),
    ("contract.unstable.RangeFun", "Dyn"),
    ("contract.unstable.IndexedArrayFun", "[| 'Index, 'Split |] -> Dyn"),
    ("contract.unstable.ArraySliceFun", "Dyn"),
    ("contract.unstable.HasField", "Dyn"),
    ("enum", ""),
    ("enum.Tag", "Dyn"),
    ("enum.Enum", "Dyn"),
    ("enum.TagOrString", "Dyn"),
    ("enum.is_enum_tag", "Dyn -> Bool"),
    ("enum.is_enum_variant", "Dyn -> Bool"),
    ("enum.to_tag_and_arg", "Enum -> { tag | String, arg | optional }"),
    ("enum.from_tag_and_arg", "{ tag | String, arg | optional } -> Enum"),
    ("enum.map", "(Dyn -> Dyn) -> Enum -> Enum"),
    ("function", ""),
    ("function.id", "forall a. a -> a"),
    ("function.compose", "forall a b c. (b -> c) -> (a -> b) -> (a -> c)"),
    ("function.flip", "forall a b c. (a -> b -> c) -> b -> a -> c"),
    ("function.const", "forall a b. a -> b -> a"),
    ("function.first", "forall a b. a -> b -> a"),
    ("function.second", "forall a b. a -> b -> b"),
    ("function.pipe", "forall a. a -> Array (a -> a) -> a"),
    ("number", ""),
    ("number.Integer", "Dyn"),
    ("number.Nat", "Dyn"),
    ("number.PosNat", "Dyn"),
    ("number.NonZero", "Dyn"),
    ("number.is_integer", "Number -> Bool"),
    ("number.compare", "Number -> Number -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("number.min", "Number -> Number -> Number"),
    ("number.max", "Number -> Number -> Number"),
    ("number.floor", "Number -> Number"),
    ("number.ceil", "Number -> Number"),
    ("number.abs", "Number -> Number"),
    ("number.fract", "Number -> Number"),
    ("number.truncate", "Number -> Number"),
    ("number.pow", "Number -> Number -> Number"),
    ("number.log", "Number -> Number -> Number"),
    ("number.cos", "Number -> Number"),
    ("number.sin", "Number -> Number"),
    ("number.tan", "Number -> Number"),
    ("number.arccos", "Number -> Number"),
    ("number.arcsin", "Number -> Number"),
    ("number.arctan", "Number -> Number"),
    ("number.arctan2", "Number -> Number -> Number"),
    ("number.sqrt", "Number -> Number"),
    ("number.pi", "Number"),
    ("number.e", "Number"),
    ("package", "Dyn"),
    ("record", ""),
    ("record.FieldsMatch", "String -> Dyn"),
    ("record.map", "forall a b. (String -> a -> b) -> { _ : a } -> { _ : b }"),
    ("record.fields", "forall a. { _ : a } -> Array String"),
    ("record.fields_with_opts", "forall a. { _ : a } -> Array String"),
    ("record.values", "forall a. { _ : a } -> Array a"),
    ("record.has_field", "forall a. String -> { _ : a } -> Bool"),
    ("record.has_field_with_opts", "forall a. String -> { _ : a } -> Bool"),
    ("record.get", "forall a. String -> { _ : a } -> a"),
    ("record.get_or", "forall a. String -> a -> { _ : a } -> a"),
    ("record.insert", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.insert_with_opts", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.remove", "forall a. String -> { _ : a } -> { _ : a }"),
    ("record.remove_with_opts", "forall a. String -> { _ : a } -> { _ : a }"),
    ("record.update", "forall a. String -> a -> { _ : a } -> { _ : a }"),
    ("record.map_values", "forall a b. (a -> b) -> { _ : a } -> { _ : b }"),
    ("record.to_array", "forall a. { _ : a } -> Array { field : String, value : a }"),
    ("record.from_array", "forall a. Array { field : String, value : a } -> { _ : a }"),
    ("record.is_empty", "forall a. { _ : a } -> Bool"),
    ("record.merge_all", "Array { _ : Dyn } -> { _ : Dyn }"),
    ("record.filter", "forall a. (String -> a -> Bool) -> { _ : a } -> { _ : a }"),
    ("record.apply_on", "forall a b. String -> (a -> a -> b) -> { _ : a } -> { _ : a } -> b"),
    ("record.length", "forall a. { _ : a } -> Number"),
    ("record.freeze", "forall a. { _ : a } -> { _ : a }"),
    ("string", ""),
    ("string.BoolLiteral", "Dyn"),
    ("string.NumberLiteral", "Dyn"),
    ("string.Character", "Dyn"),
    ("string.Matches", "String -> Dyn"),
    ("string.Stringable", "Dyn"),
    ("string.NonEmpty", "Dyn"),
    ("string.join", "String -> Array String -> String"),
    ("string.split", "String -> String -> Array String"),
    ("string.trim", "String -> String"),
    ("string.characters", "String -> Array String"),
    ("string.uppercase", "String -> String"),
    ("string.lowercase", "String -> String"),
    ("string.contains", "String -> String -> Bool"),
    ("string.compare", "String -> String -> [| 'Lesser, 'Equal, 'Greater |]"),
    ("string.replace", "String -> String -> String -> String"),
    ("string.replace_regex", "String -> String -> String -> String"),
    ("string.is_match", "String -> String -> Bool"),
    ("string.find", "String -> String -> { matched : String, index : Number, groups : Array String }"),
    ("string.find_all", "String -> String -> Array { matched : String, index : Number, groups : Array String }"),
    ("string.length", "String -> Number"),
    ("string.substring", "Number -> Number -> String -> String"),
    ("string.base64_encode", "[| 'Standard, 'UrlSafe, 'NoPad, 'UrlSafeNoPad |] -> String -> String"),
    ("string.base64_decode", "[| 'Standard, 'UrlSafe, 'NoPad, 'UrlSafeNoPad |] -> String -> String"),
    ("string.from", "Stringable -> String"),
    ("string.from_number", "Number -> String"),
    ("string.from_enum", "forall a. [|; a |] -> String"),
    ("string.from_bool", "Bool -> String"),
    ("string.to_number", "String -> Number"),
    ("string.to_bool", "String -> Bool"),
    ("string.to_enum", "String -> std.enum.Tag"),
    ("test", ""),
    ("test.Assert", "Dyn"),
    ("test.assert_all", "Array Assert -> Bool"),
    ("is_number", "Dyn -> Bool"),
    ("is_bool", "Dyn -> Bool"),
    ("is_string", "Dyn -> Bool"),
    ("is_enum", "Dyn -> Bool"),
    ("is_function", "Dyn -> Bool"),
    ("is_array", "Dyn -> Bool"),
    ("is_record", "Dyn -> Bool"),
    ("typeof", "Dyn -> [| 'Number, 'Bool, 'String, 'Enum, 'Label, 'Function, 'Array, 'Record, 'ForeignId, 'CustomContract, 'Type, 'Other |]"),
    ("cast", "Dyn -> [| 'Number Number, 'Bool Bool, 'String String, 'Enum Dyn, 'Label Dyn, 'Function (Dyn -> Dyn), 'Array (Array Dyn), 'Record { _ : Dyn }, 'ForeignId Dyn, 'CustomContract Dyn, 'Type Dyn, 'Other Dyn |]"),
    ("seq", "forall a. Dyn -> a -> a"),
    ("deep_seq", "forall a. Dyn -> a -> a"),
    ("hash", "[| 'Md5, 'Sha1, 'Sha256, 'Sha512 |] -> String -> String"),
    ("serialize", "[| 'Json, 'Toml, 'Yaml, 'YamlDocuments |] -> Dyn -> String"),
    ("deserialize", "[| 'Json, 'Toml, 'Yaml, 'YamlDocuments |] -> String -> Dyn"),
    ("to_string", "std.string.Stringable -> String"),
    ("trace", "forall a. String -> a -> a"),
    ("FailWith", "Dyn"),
    ("fail_with", "String -> (forall a. a)"),
];

/// The closed record type of `std`, each member's type made by `parse` from its text.
pub fn std_record(parse: &mut dyn FnMut(&str) -> Option<T>) -> T {
    fn build(prefix: &str, parse: &mut dyn FnMut(&str) -> Option<T>) -> T {
        let mut members = Vec::new();
        for (path, text) in STD {
            let Some(rest) = (if prefix.is_empty() {
                Some(*path)
            } else {
                path.strip_prefix(prefix).and_then(|r| r.strip_prefix('.'))
            }) else {
                continue;
            };
            if rest.contains('.') {
                continue;
            }
            let t = if text.is_empty() {
                build(path, parse)
            } else {
                parse(text).unwrap_or_else(|| Rc::new(Ty::Dyn))
            };
            members.push((rest, t));
        }
        let mut rows = Rc::new(RRows::Empty);
        for (n, t) in members.into_iter().rev() {
            rows = Rc::new(RRows::Extend(n.into(), t, rows));
        }
        Rc::new(Ty::Record(rows))
    }
    build("", parse)
}

/// The argument types and result type of a primitive operator applied to `n` arguments
/// (operators this table does not know take and give fresh variables).
pub fn primop_type(st: &mut State, name: &str, n: usize, lvl: usize) -> (Vec<T>, T) {
    let num = || Rc::new(Ty::Num);
    let s = || Rc::new(Ty::Str);
    let b = || Rc::new(Ty::Bool);
    let dynt = || Rc::new(Ty::Dyn);
    let known: Option<(Vec<T>, T)> = match name.trim_matches('%') {
        "typeof" => None,
        "blame" => Some((vec![dynt()], st.fresh_ty(lvl))),
        "array/length" => {
            let a = st.fresh_ty(lvl);
            Some((vec![Rc::new(Ty::Array(a))], num()))
        }
        "array/map" => {
            let (a, c) = (st.fresh_ty(lvl), st.fresh_ty(lvl));
            Some((
                vec![
                    Rc::new(Ty::Array(a.clone())),
                    Rc::new(Ty::Arrow(a, c.clone())),
                ],
                Rc::new(Ty::Array(c)),
            ))
        }
        "array/at" => {
            let a = st.fresh_ty(lvl);
            Some((vec![Rc::new(Ty::Array(a.clone())), num()], a))
        }
        "string/length" => Some((vec![s()], num())),
        "string/contains" | "string/is_match" => Some((vec![s(), s()], b())),
        "to_string" => Some((vec![dynt()], s())),
        "number/arctan2" | "number/log" | "pow" => Some((vec![num(), num()], num())),
        "deep_seq" | "seq" => {
            let (a, b) = (st.fresh_ty(lvl), st.fresh_ty(lvl));
            Some((vec![a, b.clone()], b))
        }
        "record/get" => {
            let a = st.fresh_ty(lvl);
            Some((vec![s(), Rc::new(Ty::Dict(a.clone(), false))], a))
        }
        "string/from_number" | "number/from_string" => None,
        _ => None,
    };
    match known {
        Some((args, res)) if args.len() == n => (args, res),
        _ => {
            let args = (0..n).map(|_| st.fresh_ty(lvl)).collect();
            (args, st.fresh_ty(lvl))
        }
    }
}
