//! Puppet's labels of expressions in messages (`LabelProvider`, `ModelLabelProvider`): below
//! the parser and the checker, which both name what they reject.

use crate::ast::*;
use crate::value::Val;

/// "a"/"an" before a label, as Puppet's `LabelProvider#article` chooses it.
pub(crate) fn a_an(label: &str) -> String {
    let mut chars = label.chars();
    let mut first = chars.next().unwrap_or(' ');
    if matches!(first, '\'' | '"') {
        first = chars.next().unwrap_or(' ');
    }
    let article = if "aeiouyAEIOUY".contains(first) {
        "an"
    } else {
        "a"
    };
    format!("{article} {label}")
}

pub(crate) fn a_an_uc(label: &str) -> String {
    let s = a_an(label);
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

pub(crate) fn def_label(d: &Definition) -> &'static str {
    match d {
        Definition::Class { .. } => "Host Class Definition",
        Definition::Define { .. } => "'define' expression",
        Definition::Node { .. } => "Node Definition",
        Definition::Function { .. } => "Function Definition",
        Definition::TypeAlias { .. } => "Type Alias",
        Definition::TypeMapping { .. } => "Type Mapping",
        Definition::TypeDefinition { .. } => "Type Definition",
    }
}

/// Puppet's label of an expression (`ModelLabelProvider#label`).
pub(crate) fn label(src: &[u8], e: &Expr) -> String {
    let s = match &e.kind {
        ExprKind::Lit(v) => match v {
            Val::Int(_) => "Literal Integer",
            Val::Float(_) => "Literal Float",
            Val::Bool(_) => "Boolean",
            Val::Undef => "'undef' expression",
            Val::Default => "'default' expression",
            _ => {
                return match heredoc_syntax(src, e.span.start) {
                    Some(syntax) => format!("'@({syntax})' expression"),
                    None => "String".into(),
                }
            }
        },
        ExprKind::Str(segs) => {
            if let Some(syntax) = heredoc_syntax(src, e.span.start) {
                return format!("'@({syntax})' expression");
            }
            if segs.iter().all(|s| matches!(s, StrSeg::Lit(_))) {
                "String"
            } else {
                "Double Quoted String"
            }
        }
        ExprKind::Var(_) => "Variable",
        ExprKind::Array(_) => "Array Expression",
        ExprKind::Hash(_) => "Hash Expression",
        ExprKind::Name(_) => "Name",
        ExprKind::TypeName(_) => "Type-Name",
        ExprKind::Regex(_) => "Regular Expression",
        ExprKind::Not(_) => "'not' expression",
        ExprKind::Neg(_) => "Unary Minus",
        ExprKind::Splat(_) => "Unfold",
        ExprKind::Binary(op, _, _) => {
            return format!("'{}' expression", op.text());
        }
        ExprKind::Access(_, _) => "'[]' expression",
        ExprKind::Assign(_, _) => "'=' expression",
        ExprKind::If(..) => "'if' statement",
        ExprKind::Unless(..) => "'unless' Statement",
        ExprKind::Case(..) => "'case' statement",
        ExprKind::Selector(..) => "Selector Expression",
        ExprKind::Call(..) | ExprKind::CallType(..) => "Function Call",
        ExprKind::Method(..) => "Method call",
        ExprKind::Block(_) => "Block Expression",
        ExprKind::Resource(..) => "Resource Statement",
        ExprKind::Defaults(..) => "Resource Defaults Expression",
        ExprKind::Override(..) => "Resource Override",
        ExprKind::Collect(_, exported, _, _) => {
            if *exported {
                "Exported Query"
            } else {
                "Virtual Query"
            }
        }
        ExprKind::Relation(op, _, _) => match op {
            RelOp::Before => "'->' expression",
            RelOp::Notify => "'~>' expression",
            RelOp::Require => "'<-' expression",
            RelOp::Subscribe => "'<~' expression",
        },
        ExprKind::Nop => "Nop Expression",
        ExprKind::Definition(d) => def_label(d),
        ExprKind::Paren(_) => "Parenthesized Expression",
    };
    s.to_string()
}

/// The syntax of a heredoc starting at `at` (`@(END:json)` gives `json`), if one starts there.
pub(crate) fn heredoc_syntax(src: &[u8], at: u32) -> Option<String> {
    let rest = src.get(at as usize..)?;
    if !rest.starts_with(b"@(") {
        return None;
    }
    let close = rest.iter().position(|b| *b == b')')?;
    let head = std::str::from_utf8(&rest[2..close]).ok()?;
    Some(match head.split_once(':') {
        Some((_, s)) => s.split('/').next().unwrap_or("").trim().to_string(),
        None => String::new(),
    })
}
