//! The built-in data types by name, as Puppet's TypeParser knows them.

use crate::value::{Ty, IMAX, IMIN};

/// The types known by name. Puppet's TypeParser reads a built-in type's name in any case
/// (`Semver`, `TimeSpan` and `INTEGER` are SemVer, Timespan and Integer).
pub fn builtin_type_name(n: &str) -> Option<Ty> {
    builtin_exact(n).or_else(|| {
        if n.contains("::") {
            return None;
        }
        const NAMES: &str = "Any Undef Default Boolean Integer Float Numeric String Enum Pattern \
            Regexp Array Hash Tuple Struct Optional NotUndef Variant Scalar ScalarData Data \
            RichData Collection CatalogEntry Resource Class Type Callable Iterable Iterator \
            Sensitive Runtime Object TypeSet Timespan Timestamp SemVer SemVerRange Binary Init \
            URI Error Deferred Unit TypeReference Target";
        NAMES
            .split_whitespace()
            .find(|x| x.eq_ignore_ascii_case(n))
            .and_then(builtin_exact)
    })
}

fn builtin_exact(n: &str) -> Option<Ty> {
    Some(match n {
        "Any" => Ty::Any,
        "Undef" => Ty::Undef,
        "Default" => Ty::Default,
        "Boolean" => Ty::Boolean,
        "Integer" => Ty::Integer(IMIN, IMAX),
        "Float" => Ty::Float(f64::NEG_INFINITY, f64::INFINITY),
        "Numeric" => Ty::Numeric,
        "String" => Ty::String(0, IMAX, None),
        "Enum" => Ty::Enum(vec![], false),
        "Pattern" => Ty::Pattern(vec![]),
        "Regexp" => Ty::Regexp(None),
        "Array" => Ty::Array(Box::new(Ty::Any), 0, IMAX),
        "Hash" => Ty::Hash(Box::new(Ty::Any), Box::new(Ty::Any), 0, IMAX),
        "Tuple" => Ty::Tuple(vec![], 0, IMAX),
        "Struct" => Ty::Struct(vec![]),
        "Optional" => Ty::Optional(Box::new(Ty::Any)),
        "NotUndef" => Ty::NotUndef(Box::new(Ty::Any)),
        "Variant" => Ty::Variant(vec![]),
        "Scalar" => Ty::Scalar,
        "ScalarData" => Ty::ScalarData,
        "Data" => Ty::Data,
        "RichData" => Ty::RichData,
        "Collection" => Ty::Collection(0, IMAX),
        "CatalogEntry" => Ty::CatalogEntry,
        "Resource" => Ty::Resource(None, None),
        "Class" => Ty::Class(None),
        "Type" => Ty::Type(Box::new(Ty::Any)),
        "Callable" => Ty::Callable(None),
        "Iterable" => Ty::Iterable(None),
        "Iterator" => Ty::Iterator(None),
        "Sensitive" => Ty::Sensitive(Box::new(Ty::Any)),
        "Runtime" | "Object" | "TypeSet" | "Timespan" | "Timestamp" | "SemVer" | "SemVerRange"
        | "Binary" | "Init" | "URI" | "Error" | "Deferred" | "Unit" | "TypeReference"
        | "Target" | "Annotation" | "Pcore" => Ty::Other(n.into()),
        _ => return None,
    })
}
