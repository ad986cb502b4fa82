//! Choosing the dispatch of a module's 4.x Ruby function when the companion cannot tell
//! alone, and Puppet's error when none takes the arguments
//! (`Puppet::Pops::Types::TypeMismatchDescriber#describe_signatures`).

use super::{decode, fail, parse_local_type, Ctx};
use crate::eval::{Compiler, R};
use crate::functions::arg_types::expects_count;
use crate::value::{Ty, Val};
use strata_core::value::{Map, Number, Value};

/// One `dispatch` as the companion describes it.
struct Sig {
    types: Vec<String>,
    names: Vec<String>,
    min: usize,
    /// `usize::MAX` after a repeated parameter.
    max: usize,
    /// The block parameter: its type's text, name, and whether it is required.
    block: Option<(String, String, bool)>,
    /// The function's `local_types`, as `[name, definition]`.
    aliases: Vec<(String, String)>,
}

impl Sig {
    fn read(v: &Value) -> Option<Sig> {
        let Value::Map(s) = v else { return None };
        let strs = |k: &str| -> Vec<String> {
            s.get(k)
                .and_then(Value::as_list)
                .unwrap_or_default()
                .iter()
                .map(|x| x.as_str().unwrap_or_default().to_string())
                .collect()
        };
        let num = |k: &str| match s.get(k) {
            Some(Value::Number(Number::Int(n))) => Some(*n as usize),
            _ => None,
        };
        let block = s.get("block").and_then(Value::as_map).map(|b| {
            let text = |k: &str| b.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            let required = !matches!(b.get("required"), Some(Value::Bool(false)));
            (text("type"), text("name"), required)
        });
        Some(Sig {
            aliases: read_aliases(s.get("aliases")),
            types: strs("types"),
            names: strs("names"),
            min: num("min").unwrap_or(0),
            max: num("max").unwrap_or(usize::MAX),
            block,
        })
    }

    /// Puppet's signature text: `String s, String suffix?, Callable block`, each type as
    /// `canon` writes it (Puppet prints the parsed type: `Array[String[1], 1]`).
    fn text(&self, canon: &mut dyn FnMut(&str) -> String) -> String {
        let mut params: Vec<String> = Vec::new();
        for (k, (t, n)) in self.types.iter().zip(&self.names).enumerate() {
            let t = canon(t);
            params.push(if self.max == usize::MAX && k + 1 == self.types.len() {
                format!(
                    "{t} {n}{}",
                    if self.min == self.types.len() {
                        '+'
                    } else {
                        '*'
                    }
                )
            } else if k >= self.min {
                format!("{t} {n}?")
            } else {
                format!("{t} {n}")
            });
        }
        if let Some((t, n, required)) = &self.block {
            let t = canon(t);
            params.push(format!("{t} {n}{}", if *required { "" } else { "?" }));
        }
        params.join(", ")
    }
}

/// A function's `local_types` as the companion sends them: `[name, definition]` pairs.
pub(super) fn read_aliases(v: Option<&Value>) -> Vec<(String, String)> {
    v.and_then(Value::as_list)
        .unwrap_or_default()
        .iter()
        .filter_map(|p| match p.as_list()? {
            [n, d] => Some((n.as_str()?.to_string(), d.as_str()?.to_string())),
            _ => None,
        })
        .collect()
}

/// Why one dispatch refused the call.
#[derive(PartialEq)]
enum Reject {
    /// The argument count (the dispatch's min and max).
    Count(usize, usize),
    /// The argument at `index` is not of the type of the parameter `param`.
    Type {
        param: String,
        index: usize,
        ty: Ty,
        msg: String,
    },
    /// A block was given to a dispatch without a block parameter.
    UnexpectedBlock,
    /// No block for a required block parameter.
    MissingBlock,
    /// The block's parameter count is not the block parameter's `Callable` count.
    BlockCount(usize, usize, usize, usize),
}

impl Reject {
    fn text(&self, got: usize) -> String {
        match self {
            Reject::Count(min, max) => expects_count(*min, *max, got),
            Reject::Type { msg, .. } => msg.clone(),
            Reject::UnexpectedBlock => "does not expect a block".to_string(),
            Reject::MissingBlock => "expects a block".to_string(),
            Reject::BlockCount(min, max, amin, amax) => {
                format!("block {}", count_mismatch(*min, *max, *amin, *amax))
            }
        }
    }
}

/// Picks the dispatch of a 4.x function that takes the arguments (its index), as Puppet
/// does: the first whose parameter types take the arguments and whose block parameter fits
/// the call's block. When none does, Puppet's message: one reason when every dispatch
/// refused for the same one (counts merged into one range, types of the same parameter into
/// one list), else each signature and why it refused.
pub(super) fn dispatch(c: &mut Compiler<'_>, ctx: &Ctx<'_>, m: &Map) -> R<Val> {
    let name = m
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    let args = match m.get("args").map(|a| decode(c, a)) {
        Some(Ok(Val::Array(a))) => (*a).clone(),
        _ => Vec::new(),
    };
    let has_block = matches!(m.get("block"), Some(Value::Bool(true)));
    let sigs: Vec<Sig> = match m.get("sigs") {
        Some(Value::List(l)) => l.iter().filter_map(Sig::read).collect(),
        _ => Vec::new(),
    };
    let mut rejects = Vec::with_capacity(sigs.len());
    for (i, sig) in sigs.iter().enumerate() {
        let arg_reject = arg_reject(c, ctx, sig, &args)?;
        let block_reject = match (&sig.block, has_block) {
            (None, true) => Some(Reject::UnexpectedBlock),
            (Some((_, _, true)), false) => Some(Reject::MissingBlock),
            (Some((t, _, _)), true) => block_count_reject(c, ctx, sig, t)?,
            _ => None,
        };
        if arg_reject.is_none() && block_reject.is_none() {
            return Ok(Val::Int(i as i64));
        }
        rejects.push((arg_reject, block_reject));
    }
    // Block reasons count only when some dispatch took the arguments; they replace the
    // argument reasons when every dispatch has one.
    let all_args_refused = rejects.iter().all(|(a, _)| a.is_some());
    let all_blocks_refused = rejects.iter().all(|(_, b)| b.is_some());
    let reasons: Vec<Reject> = rejects
        .into_iter()
        .filter_map(|(a, b)| match (a, b) {
            (a, _) if all_args_refused => a,
            (_, Some(b)) if all_blocks_refused => Some(b),
            (a, b) => a.or(b),
        })
        .collect();
    let label = format!("'{name}'");
    if let Some(one) = merged(&reasons, &args) {
        return fail(format!("{label} {one}"), ctx.span);
    }
    let mut msg = format!(
        "The function {label} was called with arguments it does not accept. It expects one of:"
    );
    let mut canon = |t: &str, aliases: &[(String, String)]| {
        parse_local_type(c, t, aliases, ctx.sc)
            .map(|ty| ty.to_string())
            .unwrap_or_else(|_| t.to_string())
    };
    for (sig, r) in sigs.iter().zip(&reasons) {
        msg.push_str(&format!(
            "\n  ({})\n    rejected: {}",
            sig.text(&mut |t: &str| canon(t, &sig.aliases)),
            r.text(args.len())
        ));
    }
    fail(msg, ctx.span)
}

/// Why `sig` refuses the arguments (not the block): the count, else the first parameter
/// whose type does not take its argument.
fn arg_reject(c: &mut Compiler<'_>, ctx: &Ctx<'_>, sig: &Sig, args: &[Val]) -> R<Option<Reject>> {
    if args.len() < sig.min || args.len() > sig.max {
        return Ok(Some(Reject::Count(sig.min, sig.max)));
    }
    for (j, a) in args.iter().enumerate() {
        let k = j.min(sig.types.len().saturating_sub(1));
        let Some(text) = sig.types.get(k) else { break };
        let t = parse_local_type(c, text, &sig.aliases, ctx.sc).or_else(|e| fail(e, ctx.span))?;
        if !c.instance_of(&t, a) {
            let pname = sig.names.get(k).cloned().unwrap_or_default();
            let path = format!("parameter '{pname}'");
            let msg = crate::describe::describe(c, &t, a, &path)
                .into_iter()
                .next()
                .unwrap_or_else(|| format!("{path} {}", crate::types::mismatch(&t, a)));
            return Ok(Some(Reject::Type {
                param: pname,
                index: j,
                ty: t,
                msg,
            }));
        }
    }
    Ok(None)
}

/// Whether the call's block has as many parameters as the block parameter's `Callable`
/// takes (TypeMismatchDescriber#describe_PCallableType compares the two counts' ranges: the
/// lambda's, from its required parameters to all of them or unlimited with a captures-rest).
fn block_count_reject(
    c: &mut Compiler<'_>,
    ctx: &Ctx<'_>,
    sig: &Sig,
    text: &str,
) -> R<Option<Reject>> {
    let Some(l) = ctx.lambda else {
        return Ok(None);
    };
    let t = parse_local_type(c, text, &sig.aliases, ctx.sc).or_else(|e| fail(e, ctx.span))?;
    let Ty::Callable(Some(cs)) = crate::types::unalias(&t) else {
        return Ok(None);
    };
    let (lo, hi) = cs.size_range();
    let amin = l
        .params
        .iter()
        .filter(|p| p.default.is_none() && !p.captures_rest)
        .count();
    let amax = if l.params.iter().any(|p| p.captures_rest) {
        usize::MAX
    } else {
        l.params.len()
    };
    let as_count = |n: i64| {
        if n == i64::MAX {
            usize::MAX
        } else {
            n.max(0) as usize
        }
    };
    let (min, max) = (as_count(lo), as_count(hi));
    if amin >= min && amax <= max {
        return Ok(None);
    }
    Ok(Some(Reject::BlockCount(min, max, amin, amax)))
}

/// Puppet's CountMismatch text: `expects 1 argument, got 2`, the actual count a range when
/// it is one (`got 1..2` is written `got between 1 and 2`).
fn count_mismatch(min: usize, max: usize, amin: usize, amax: usize) -> String {
    let text = expects_count(min, max, amin);
    if amin == amax {
        return text;
    }
    let got = if amax == usize::MAX {
        format!("at least {amin}")
    } else {
        format!("between {amin} and {amax}")
    };
    match text.rsplit_once(", got ") {
        Some((head, _)) => format!("{head}, got {got}"),
        None => text,
    }
}

/// The one reason Puppet gives when every dispatch refused alike (`merge_descriptions`):
/// counts merge into one range, the types of the same parameter into one list, equal
/// reasons into one; None when the reasons differ.
fn merged(reasons: &[Reject], args: &[Val]) -> Option<String> {
    let first = reasons.first()?;
    if reasons.iter().all(|r| r == first) {
        return Some(first.text(args.len()));
    }
    match first {
        Reject::Count(..) => {
            let (mut min, mut max) = (usize::MAX, 0);
            for r in reasons {
                let Reject::Count(lo, hi) = r else {
                    return None;
                };
                (min, max) = (min.min(*lo), max.max(*hi));
            }
            Some(expects_count(min, max, args.len()))
        }
        Reject::Type { param, index, .. } => {
            let mut types: Vec<Ty> = Vec::new();
            for r in reasons {
                let Reject::Type { param: p, ty, .. } = r else {
                    return None;
                };
                if p != param {
                    return None;
                }
                if !types.contains(ty) {
                    types.push(ty.clone());
                }
            }
            let arg = args.get(*index)?;
            Some(format!(
                "parameter '{param}' {}",
                types_mismatch(types, arg)
            ))
        }
        _ => None,
    }
}

/// Puppet's text for an argument that several types of one parameter refuse
/// (`TypeMismatch#message` with several expected types): when the argument is a scalar of
/// none of their base types, their short names (`expects an Integer value, got String`);
/// otherwise each type in full.
fn types_mismatch(types: Vec<Ty>, arg: &Val) -> String {
    let base = |t: &str| t.split('[').next().unwrap_or_default().to_string();
    let mut bases: Vec<String> = Vec::new();
    for t in &types {
        let b = base(&t.to_string());
        if !bases.contains(&b) {
            bases.push(b);
        }
    }
    let actual = base(&crate::types::generalize(&crate::types::infer(arg)).to_string());
    // Optional[T] and the like keep their contained type in Puppet's short name
    let contained = |b: &String| {
        matches!(
            b.as_str(),
            "Optional" | "NotUndef" | "Sensitive" | "Type" | "Variant"
        )
    };
    if bases.contains(&actual) || bases.iter().any(contained) {
        return crate::types::mismatch(&Ty::Variant(types), arg);
    }
    // a collection that none of the types' kinds holds is named by its `infer_set` short
    // name (`got Tuple`, `got Struct`)
    let actual = crate::describe::short_collection_name(arg)
        .map(str::to_string)
        .unwrap_or(actual);
    match &bases[..] {
        [one] => format!("expects {} value, got {actual}", crate::types::a_an(one)),
        [a, b] => format!("expects a value of type {a} or {b}, got {actual}"),
        [rest @ .., last] => format!(
            "expects a value of type {}, or {last}, got {actual}",
            rest.join(", ")
        ),
        [] => crate::types::mismatch(&Ty::Variant(types), arg),
    }
}
