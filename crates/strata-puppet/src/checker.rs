//! Puppet's static validation of a parsed file (`Checker4_0` of Puppet 7.23), run on every
//! manifest before it is evaluated: the rules are Puppet's (`pops/validation/checker4_0.rb`),
//! with its messages (`pops/issues.rb`), its labels for expressions
//! (`pops/model/model_label_provider.rb`) and its severities
//! (`pops/validation/validator_factory_4_0.rb`: a duplicate hash key only warns).
//!
//! Rules the parser already enforces (it cannot represent what they reject: `+=`, node
//! inheritance, a query other than `==`/`!=`, the names of nodes, virtual defaults) are
//! reported by [`crate::parser`] with the same messages.

use crate::ast::*;
use crate::labels::{a_an, a_an_uc, def_label, heredoc_syntax, label};
use crate::parser::Program;
use crate::value::Val;

/// One finding of the checker.
#[derive(Debug, Clone)]
pub(crate) struct Diag {
    /// Puppet's message.
    pub message: String,
    /// Byte offset Puppet locates it at.
    pub offset: u32,
    /// A warning (printed; the compile goes on) rather than an error.
    pub warning: bool,
    /// A warning that is an error under `--strict error` (Puppet's `DUPLICATE_KEY` takes
    /// the severity of its `strict` setting).
    pub strict: bool,
}

impl Diag {
    /// An error at `offset`.
    pub(crate) fn error(message: String, offset: u32) -> Diag {
        Diag {
            message,
            offset,
            warning: false,
            strict: false,
        }
    }
}

/// What a list of statements is the body of (Puppet's `top` check walks these containers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owner {
    Program,
    Class,
    Define,
    Node,
    Function,
    Lambda,
    /// `if`/`unless`/`case` bodies and interpolated expressions.
    Other,
}

/// A file a module's loader reads (Puppet's `namespace_for_file` gave it a namespace).
#[derive(Debug, Clone)]
pub(crate) struct ModuleFile {
    /// The file's name as it is reported.
    pub file: String,
    /// The namespace its definitions must be in (`mod::sub::x` for
    /// `mod/manifests/sub/x.pp`, `mod` for `mod/manifests/init.pp`); None when the file is
    /// in no folder a loader reads from (every definition in it is misplaced).
    pub namespace: Option<String>,
}

/// Checks a parsed file; `src` is its text (to find the operators Puppet locates binary
/// expressions at); `module` when a module's loader reads it.
pub(crate) fn check(src: &str, prog: &Program, module: Option<&ModuleFile>) -> Vec<Diag> {
    let mut c = Checker {
        src: src.as_bytes(),
        out: Vec::new(),
        module,
    };
    if module.is_some() {
        c.top_constructs(&prog.body);
    }
    c.block(&prog.body, Owner::Program);
    c.out
}

/// Checks the code of an EPP template: Puppet validates it as the body of a lambda.
pub(crate) fn check_epp(src: &str, prog: &Program) -> Vec<Diag> {
    let mut c = Checker {
        src: src.as_bytes(),
        out: Vec::new(),
        module: None,
    };
    c.block(&prog.body, Owner::Lambda);
    c.out
}

/// `check_EppExpression`: an EPP template's parameters may not capture the rest, nor repeat
/// a name.
pub(crate) fn check_epp_params(params: &[Param]) -> Vec<Diag> {
    let mut c = Checker {
        src: b"",
        out: Vec::new(),
        module: None,
    };
    for p in params.iter().filter(|p| p.captures_rest) {
        let msg = format!(
            "Parameter ${} has 'captures rest' - not supported in an Epp Template",
            p.name
        );
        c.error(msg, p.name_at);
    }
    c.unique_params(params);
    c.out
}

/// The namespace of a module file (Puppet's `namespace_for_file`): `rel` is its path relative
/// to the module path directory it is in (`mod/manifests/sub/x.pp`).
pub(crate) fn module_namespace(rel: &str) -> Option<String> {
    let rel = rel.to_lowercase();
    let comps: Vec<&str> = rel.split('/').collect();
    if comps.len() < 3 || !matches!(comps[1], "manifests" | "functions" | "types" | "plans") {
        return None;
    }
    let mut names = vec![comps[0]];
    names.extend(&comps[2..comps.len() - 1]);
    let file = comps[comps.len() - 1];
    let stem = file.strip_suffix(".pp").unwrap_or(file);
    if !(comps.len() == 3 && file == "init.pp") {
        names.push(stem);
    }
    Some(names.join("::"))
}

struct Checker<'a> {
    src: &'a [u8],
    out: Vec<Diag>,
    module: Option<&'a ModuleFile>,
}

/// Names Puppet's types own: no class, define, function or type alias may take them.
const RESERVED_TYPE_NAMES: &[&str] = &[
    "type",
    "any",
    "unit",
    "scalar",
    "boolean",
    "numeric",
    "integer",
    "float",
    "collection",
    "array",
    "hash",
    "tuple",
    "struct",
    "variant",
    "optional",
    "enum",
    "regexp",
    "pattern",
    "runtime",
    "init",
    "object",
    "sensitive",
    "semver",
    "semverrange",
    "string",
    "timestamp",
    "timespan",
    "typeset",
];

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// `\A[a-z][\w]*(?:::[a-z][\w]*)*\z` (`Patterns::CLASSREF_DECL`).
fn classref_decl(name: &str) -> bool {
    name.split("::").all(|seg| {
        let b = seg.as_bytes();
        !b.is_empty() && b[0].is_ascii_lowercase() && b.iter().all(|c| is_word_char(*c))
    })
}

/// `\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z` (`Patterns::CLASSREF_EXT_DECL`).
fn classref_ext_decl(name: &str) -> bool {
    name.split("::").all(|seg| {
        let b = seg.as_bytes();
        !b.is_empty() && b[0].is_ascii_uppercase() && b.iter().all(|c| is_word_char(*c))
    })
}

/// `\A[a-z_]\w*\z` (`Patterns::PARAM_NAME`).
fn param_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_lowercase() || b[0] == b'_')
        && b.iter().all(|c| is_word_char(*c))
}

/// `\A(?:0|(?:[1-9][0-9]*))\z` (`Patterns::NUMERIC_VAR_NAME`).
fn numeric_var_name(name: &str) -> bool {
    name == "0"
        || (!name.is_empty() && !name.starts_with('0') && name.bytes().all(|b| b.is_ascii_digit()))
}

/// `\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z` (`Patterns::VAR_NAME`).
fn var_name(name: &str) -> bool {
    let name = name.strip_prefix("::").unwrap_or(name);
    let segs: Vec<&str> = name.split("::").collect();
    let last = segs.len() - 1;
    segs.iter().enumerate().all(|(i, seg)| {
        let b = seg.as_bytes();
        !b.is_empty()
            && (b[0].is_ascii_lowercase() || (i == last && b[0] == b'_'))
            && b.iter().all(|c| is_word_char(*c))
    })
}

/// Is evaluating `e` known to change nothing (Puppet's `idem`)?
fn idem(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Lit(_)
        | ExprKind::Str(_)
        | ExprKind::Var(_)
        | ExprKind::Array(_)
        | ExprKind::Hash(_)
        | ExprKind::Name(_)
        | ExprKind::TypeName(_)
        | ExprKind::Regex(_)
        | ExprKind::Not(_)
        | ExprKind::Neg(_)
        | ExprKind::Splat(_)
        | ExprKind::Access(..)
        | ExprKind::Selector(..)
        | ExprKind::Nop => true,
        // a match sets the numeric match variables
        ExprKind::Binary(op, _, _) => !matches!(op, BinOp::Match | BinOp::NotMatch),
        ExprKind::Paren(x) => idem(x),
        ExprKind::Block(stmts) => stmts.iter().all(idem),
        ExprKind::If(test, then, els) | ExprKind::Unless(test, then, els) => {
            idem(test) && then.iter().all(idem) && els.as_ref().is_none_or(|b| b.iter().all(idem))
        }
        ExprKind::Case(test, opts) => {
            idem(test)
                && opts
                    .iter()
                    .all(|(vals, body)| vals.iter().all(idem) && body.iter().all(idem))
        }
        _ => false,
    }
}

/// `name { attr => value }`: a name and a hash (Puppet's `resource_without_title?`).
fn resource_without_title(stmts: &[Expr]) -> Option<&str> {
    match stmts {
        [Expr {
            kind: ExprKind::Name(n),
            ..
        }, Expr {
            kind: ExprKind::Hash(_),
            ..
        }] => Some(n),
        _ => None,
    }
}

impl Checker<'_> {
    fn error(&mut self, message: String, offset: u32) {
        self.out.push(Diag {
            message,
            offset,
            warning: false,
            strict: false,
        });
    }

    /// The first byte after `from` that is neither blank nor in a comment.
    fn skip_blank(&self, mut i: usize) -> usize {
        let s = self.src;
        while i < s.len() {
            match s[i] {
                b' ' | b'\t' | b'\r' | b'\n' => i += 1,
                b'#' => {
                    while i < s.len() && s[i] != b'\n' {
                        i += 1;
                    }
                }
                b'/' if s.get(i + 1) == Some(&b'*') => {
                    i += 2;
                    while i + 1 < s.len() && !(s[i] == b'*' && s[i + 1] == b'/') {
                        i += 1;
                    }
                    i += 2;
                }
                _ => break,
            }
        }
        i.min(s.len())
    }

    /// Where Puppet locates an expression: binary operators, relationships and assignments at
    /// their operator, everything else where it starts.
    fn pos(&self, e: &Expr) -> u32 {
        match &e.kind {
            ExprKind::Binary(_, l, _) | ExprKind::Relation(_, l, _) | ExprKind::Assign(l, _) => {
                self.skip_blank(l.span.end as usize) as u32
            }
            _ => e.span.start,
        }
    }

    /// A list of statements: Puppet's `check_BlockExpression` (a list of more than one
    /// statement, or any body of a definition or lambda, is a block), then each statement.
    fn block(&mut self, stmts: &[Expr], owner: Owner) {
        let is_block = !matches!(owner, Owner::Program | Owner::Other) || stmts.len() > 1;
        if is_block {
            self.block_rules(stmts);
        }
        for s in stmts {
            match &s.kind {
                ExprKind::Definition(d) => {
                    let at = self.def_pos(d, s.span.start);
                    self.top(d, at, owner, is_block);
                    self.definition(d);
                }
                _ => self.expr(s),
            }
        }
    }

    fn block_rules(&mut self, stmts: &[Expr]) {
        if let Some(name) = resource_without_title(stmts) {
            self.error(
                format!(
                    "This expression is invalid. Did you try declaring a '{name}' resource without a title?"
                ),
                stmts[0].span.start,
            );
            return;
        }
        if let Some((_, init)) = stmts.split_last() {
            if let Some(s) = init.iter().find(|s| idem(s)) {
                let msg = format!(
                    "This {} has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)",
                    label(self.src, s)
                );
                let at = self.pos(s);
                self.error(msg, at);
            }
        }
    }

    /// Where Puppet locates a definition: at its keyword, a type alias at its name.
    fn def_pos(&self, d: &Definition, start: u32) -> u32 {
        match d {
            Definition::TypeAlias { .. } => self.skip_blank(start as usize + "type".len()) as u32,
            _ => start,
        }
    }

    /// Puppet's `top`: where a definition may appear.
    fn top(&mut self, d: &Definition, at: u32, owner: Owner, is_block: bool) {
        if owner == Owner::Program {
            return;
        }
        let absolute = matches!(
            d,
            Definition::Function { .. }
                | Definition::TypeAlias { .. }
                | Definition::TypeDefinition { .. }
        );
        if is_block && absolute {
            let msg = format!("{} may only appear at toplevel", a_an_uc(def_label(d)));
            self.error(msg, at);
        } else if owner != Owner::Class {
            self.error(
                "Classes, definitions, and nodes may only appear at toplevel or inside other classes"
                    .into(),
                at,
            );
        }
    }

    /// Puppet's `rvalue`: expressions that produce no value.
    fn rvalue(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Collect(..) | ExprKind::Definition(_) => {
                let msg = format!(
                    "Invalid use of expression. {} does not produce a value",
                    a_an_uc(&label(self.src, e))
                );
                self.error(msg, e.span.start);
            }
            ExprKind::Not(x) | ExprKind::Neg(x) | ExprKind::Splat(x) => self.rvalue(x),
            _ => {}
        }
    }

    /// Puppet's `assign`: what may be assigned to.
    fn assign(&mut self, e: &Expr, via_index: bool) {
        match &e.kind {
            ExprKind::Var(name) => {
                if numeric_var_name(name) {
                    self.error(format!("Illegal attempt to assign to the numeric match result variable '${name}'. Numeric variables are not assignable"), e.span.start);
                }
                if name.contains("::") {
                    self.error(
                        format!("Illegal attempt to assign to '{name}'. Cannot assign to variables in other namespaces"),
                        e.span.start,
                    );
                }
            }
            ExprKind::Access(..) => self.error(
                "Illegal attempt to assign via [index/key]. Not an assignable reference".into(),
                e.span.start,
            ),
            ExprKind::Array(items) => {
                for i in items {
                    self.assign(i, false);
                }
            }
            _ => {
                let what = a_an(&label(self.src, e));
                let msg = if via_index {
                    format!("Illegal attempt to assign to {what} via [index/key]. Not an assignable reference")
                } else {
                    format!("Illegal attempt to assign to '{what}'. Not an assignable reference")
                };
                let at = self.pos(e);
                self.error(msg, at);
            }
        }
    }

    fn attr_ops(&mut self, ops: &[AttrOp], parent: Option<&str>, body: bool) {
        let mut unfolded = false;
        for op in ops {
            if op.append {
                if let Some(p) = parent {
                    self.error(
                        format!(
                            "Illegal +> operation on attribute {}. This operator can not be used in {}",
                            op.name,
                            a_an(p)
                        ),
                        op.span.start,
                    );
                }
            }
            if body && &*op.name == "*" {
                if unfolded {
                    self.error(
                        "Unfolding of attributes from Hash can only be used once per resource body"
                            .into(),
                        op.span.start,
                    );
                }
                unfolded = true;
            }
            self.rvalue(&op.value);
            self.expr(&op.value);
        }
    }

    /// The checks a class or define makes of its parameters (`internal_check_no_capture`,
    /// `internal_check_parameter_name_uniqueness`, `internal_check_reserved_params`, each over
    /// all parameters in turn); `container` is None for a function (uniqueness only).
    fn def_params(&mut self, params: &[Param], container: Option<&str>) {
        if let Some(c) = container {
            for p in params.iter().filter(|p| p.captures_rest) {
                let msg = format!(
                    "Parameter ${} has 'captures rest' - not supported in {}",
                    p.name,
                    a_an(c)
                );
                self.error(msg, p.name_at);
            }
        }
        self.unique_params(params);
        if let Some(c) = container {
            for p in params {
                if &*p.name == "name" || &*p.name == "title" {
                    let msg = format!(
                        "The parameter ${} redefines a built in parameter in the {c}",
                        p.name
                    );
                    self.error(msg, p.name_at);
                }
            }
        }
    }

    /// `internal_check_parameter_name_uniqueness`.
    fn unique_params(&mut self, params: &[Param]) {
        let mut seen: Vec<&str> = Vec::new();
        for p in params {
            if seen.contains(&&*p.name) {
                let msg = format!(
                    "The parameter '{}' is declared more than once in the parameter list",
                    p.name
                );
                self.error(msg, p.name_at);
            } else {
                seen.push(&p.name);
            }
        }
    }

    /// Each parameter (`check_Parameter`), then its type and default value.
    fn params(&mut self, params: &[Param]) {
        for p in params {
            let name: &str = &p.name;
            let digits = name.strip_prefix("0x").unwrap_or(name);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                self.error(format!("The numeric parameter name '${name}' cannot be used (clashes with numeric match result variables)"), p.name_at);
            }
            if !param_name(name) {
                self.error(format!("Illegal parameter name. The given name '{name}' does not conform to the naming rule /^[a-z_]\\w*$/"), p.name_at);
            }
            if let Some(d) = &p.default {
                self.no_assignment(d);
            }
            if let Some(t) = &p.ty {
                self.expr(t);
            }
            if let Some(d) = &p.default {
                self.expr(d);
            }
        }
    }

    /// `internal_check_illegal_assignment`: no assignment in a parameter's default value
    /// (outside a lambda).
    fn no_assignment(&mut self, e: &Expr) {
        if let ExprKind::Assign(..) = &e.kind {
            let at = self.pos(e);
            self.error("Assignment not allowed here".into(), at);
            return;
        }
        let mut kids = Vec::new();
        children(e, &mut kids);
        for k in kids {
            self.no_assignment(k);
        }
    }

    /// `internal_check_no_idem_last`: a class, define or node may not end with a value.
    fn no_idem_last(&mut self, body: &[Expr], container: &str) {
        let Some(last) = body.last() else { return };
        if !idem(last) {
            return;
        }
        if let ExprKind::Block(inner) = &last.kind {
            if resource_without_title(inner).is_some() {
                return;
            }
        }
        let msg = format!(
            "This {} has no effect. {} can not end with a value-producing expression without other effect",
            label(self.src, last),
            a_an_uc(container)
        );
        let at = self.pos(last);
        self.error(msg, at);
    }

    fn definition(&mut self, d: &Definition) {
        let label = def_label(d);
        match d {
            Definition::Class {
                name,
                params,
                body,
                span,
                ..
            }
            | Definition::Define {
                name,
                params,
                body,
                span,
            } => {
                self.named(name, label, span.start);
                self.def_params(params, Some(label));
                self.no_idem_last(body, label);
                self.params(params);
                let owner = if matches!(d, Definition::Class { .. }) {
                    Owner::Class
                } else {
                    Owner::Define
                };
                self.block(body, owner);
            }
            Definition::Function {
                name,
                params,
                ret,
                body,
                span,
            } => {
                self.named(name, label, span.start);
                self.def_params(params, None);
                self.params(params);
                if let Some(r) = ret {
                    self.expr(r);
                }
                self.block(body, Owner::Function);
            }
            Definition::Node { body, .. } => {
                self.no_idem_last(body, label);
                self.block(body, Owner::Node);
            }
            Definition::TypeAlias { name, ty, span } => {
                let at = self.def_pos(d, span.start);
                if !classref_ext_decl(name) {
                    self.error(format!("Unacceptable name. The name '{name}' is unacceptable as the name of a {label}"), at);
                }
                self.reserved_type_name(name, label, at);
                let base = match &ty.kind {
                    ExprKind::Access(b, _) => b,
                    _ => ty,
                };
                if !matches!(base.kind, ExprKind::TypeName(_)) {
                    let msg = format!(
                        "Illegal expression. {} is unacceptable as a type reference in a {label}",
                        a_an_uc(&self::label(self.src, ty))
                    );
                    let at = self.pos(ty);
                    self.error(msg, at);
                }
                self.expr(ty);
            }
            Definition::TypeMapping { lhs, rhs, .. } => {
                // Puppet locates a mapping at its left side
                self.type_mapping(lhs, rhs, lhs.span.start);
                self.expr(lhs);
                self.expr(rhs);
            }
            Definition::TypeDefinition { name, span } => {
                self.reserved_type_name(name, label, span.start);
                let msg = format!(
                    "Expressions of type {} are not supported in this version of Puppet",
                    a_an(label)
                );
                self.error(msg, span.start);
            }
        }
    }

    /// `check_TypeMapping`: the left side must be `Runtime[...]`; a `Runtime` of two keys
    /// whose second is `[/regexp/, 'replacement']` maps by pattern, and then the right side
    /// must be such a pair too, else a type.
    fn type_mapping(&mut self, lhs: &Expr, rhs: &Expr, at: u32) {
        let pattern = |e: &Expr| match &e.kind {
            ExprKind::Array(v) => {
                v.len() == 2
                    && matches!(v[0].kind, ExprKind::Regex(_))
                    && matches!(&v[1].kind, ExprKind::Lit(Val::Str(_)))
            }
            _ => false,
        };
        let runtime = match &lhs.kind {
            ExprKind::Access(base, keys) => match &base.kind {
                ExprKind::TypeName(n) if &**n == "Runtime" => {
                    Some(keys.len() == 2 && pattern(&keys[1]))
                }
                _ => None,
            },
            _ => None,
        };
        let label = "Type Mapping";
        let Some(by_pattern) = runtime else {
            let msg = format!(
                "Expressions of type {} are not supported in this version of Puppet",
                a_an(label)
            );
            return self.error(msg, at);
        };
        let type_ref = |e: &Expr| {
            let base = match &e.kind {
                ExprKind::Access(b, _) => b,
                _ => e,
            };
            matches!(base.kind, ExprKind::TypeName(_))
        };
        let single = !by_pattern && (pattern(rhs) || !type_ref(rhs));
        let regexp = by_pattern && !pattern(rhs);
        if single {
            let msg = format!(
                "Illegal type mapping. Expected a Type on the left side, got {}",
                a_an_uc(label)
            );
            self.error(msg, at);
        } else if regexp {
            let msg = format!(
                "Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got {}",
                a_an_uc(label)
            );
            self.error(msg, at);
        }
    }

    /// `check_NamedDefinition`: the name's form, the file it is in, Puppet's own type names
    /// and the future reserved word.
    fn named(&mut self, name: &str, label: &str, at: u32) {
        if !classref_decl(name) {
            self.error(
                format!(
                    "Unacceptable name. The name '{name}' is unacceptable as the name of {}",
                    a_an(label)
                ),
                at,
            );
        }
        if let Some(m) = self.module {
            let placed = m
                .namespace
                .as_ref()
                .is_some_and(|ns| name.to_lowercase().starts_with(ns.as_str()));
            if !placed {
                let msg = format!(
                    "Unacceptable location. The name '{name}' is unacceptable in file '{}'",
                    m.file
                );
                self.error(msg, at);
            }
        }
        self.reserved_type_name(name, label, at);
        if name == "plan" {
            self.out.push(Diag {
                message: "Use of future reserved word: 'plan'".into(),
                offset: at,
                warning: true,
                strict: false,
            });
        }
    }

    /// `internal_check_top_construct_in_module`: a module's file holds only definitions
    /// (no node).
    fn top_constructs(&mut self, body: &[Expr]) {
        for s in body {
            let ok = matches!(&s.kind, ExprKind::Definition(d) if !matches!(**d, Definition::Node { .. }));
            if !ok {
                let msg = format!(
                    "This {} is unacceptable as a top level construct in this location",
                    label(self.src, s)
                );
                let at = self.pos(s);
                self.error(msg, at);
            }
        }
    }

    fn reserved_type_name(&mut self, name: &str, label: &str, at: u32) {
        if RESERVED_TYPE_NAMES.contains(&name) {
            self.error(
                format!(
                    "The name: '{name}' is already defined by Puppet and can not be used as the name of {}.",
                    a_an(label)
                ),
                at,
            );
        }
    }

    fn lambda(&mut self, l: &Lambda) {
        let last = l.params.len().saturating_sub(1);
        for (i, p) in l.params.iter().enumerate() {
            if p.captures_rest && i != last {
                self.error(
                    format!("Parameter ${} is not last, and has 'captures rest'", p.name),
                    p.name_at,
                );
            }
        }
        self.params(&l.params);
        if let Some(r) = &l.ret {
            self.expr(r);
        }
        self.block(&l.body, Owner::Lambda);
    }

    fn dup_default(&mut self, values: &[&Expr], container: &str) {
        let mut defaults = values
            .iter()
            .filter(|v| matches!(v.kind, ExprKind::Lit(Val::Default)));
        if let (Some(_), Some(second)) = (defaults.next(), defaults.next()) {
            self.error(
                format!("This {container} already has a 'default' entry - this is a duplicate"),
                second.span.start,
            );
        }
    }

    fn hash(&mut self, entries: &[(Expr, Expr)]) {
        let mut seen: Vec<String> = Vec::new();
        for (k, v) in entries {
            if let Some((key, shown)) = literal_key(k) {
                if seen.contains(&key) {
                    // Puppet locates a hash entry at its `=>`
                    let offset = self.skip_blank(k.span.end as usize) as u32;
                    self.out.push(Diag {
                        message: format!("The key '{shown}' is declared more than once"),
                        offset,
                        warning: true,
                        strict: true,
                    });
                } else {
                    seen.push(key);
                }
            }
            self.rvalue(k);
            self.rvalue(v);
            self.expr(k);
            self.expr(v);
        }
    }

    fn expr(&mut self, e: &Expr) {
        strata_core::budget::grow(|| self.expr_inner(e))
    }

    /// `check_HeredocExpression`: the static text of a heredoc with a syntax Puppet has a
    /// checker for (`json`) must pass it; Puppet locates the error at the text, on the line
    /// after the heredoc's tag.
    fn heredoc(&mut self, text: &str, start: u32) {
        let Some(syntax) = heredoc_syntax(self.src, start) else {
            return;
        };
        let found = crate::syntax_json::heredoc_error(&syntax, text)
            .or_else(|| other_syntax_error(&syntax, text));
        if let Some(msg) = found {
            let rest = &self.src[start as usize..];
            let at = rest
                .iter()
                .position(|b| *b == b'\n')
                .map_or(start, |i| start + i as u32 + 1);
            self.error(msg, at);
        }
    }

    fn expr_inner(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Lit(Val::Str(text)) => self.heredoc(text, e.span.start),
            ExprKind::Lit(_) | ExprKind::TypeName(_) | ExprKind::Regex(_) | ExprKind::Nop => {}
            ExprKind::Name(n) => {
                if &**n == "private" || &**n == "attr" {
                    self.error(
                        format!(
                            "Use of reserved word: {n}, must be quoted if intended to be a String value"
                        ),
                        e.span.start,
                    );
                }
            }
            ExprKind::Var(name) => {
                if name.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) {
                    if !numeric_var_name(name) {
                        self.error(format!("Illegal numeric variable name, The given name '{name}' must be a decimal value if it starts with a digit 0-9"), e.span.start);
                    }
                } else if !var_name(name) {
                    self.error(format!("Illegal variable name, The given name '{name}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"), e.span.start);
                }
            }
            ExprKind::Str(segs) => {
                // (the tag is looked at first: most strings are no heredoc)
                if heredoc_syntax(self.src, e.span.start).is_some()
                    && segs.iter().all(|s| matches!(s, StrSeg::Lit(_)))
                {
                    let text: String = segs
                        .iter()
                        .map(|s| match s {
                            StrSeg::Lit(t) => &**t,
                            _ => "",
                        })
                        .collect();
                    self.heredoc(&text, e.span.start);
                }
                for s in segs {
                    if let StrSeg::Expr(x) = s {
                        match &x.kind {
                            ExprKind::Block(stmts) => self.block(stmts, Owner::Other),
                            _ => self.expr(x),
                        }
                    }
                }
            }
            ExprKind::Array(items) => {
                for i in items {
                    self.rvalue(i);
                    self.expr(i);
                }
            }
            ExprKind::Hash(entries) => self.hash(entries),
            ExprKind::Not(x) | ExprKind::Neg(x) | ExprKind::Splat(x) | ExprKind::Paren(x) => {
                if !matches!(e.kind, ExprKind::Paren(_)) {
                    self.rvalue(x);
                }
                self.expr(x);
            }
            ExprKind::Binary(_, l, r) => {
                self.rvalue(l);
                self.rvalue(r);
                self.expr(l);
                self.expr(r);
            }
            ExprKind::Access(b, keys) => {
                if keys.is_empty() {
                    self.error("Syntax error at ']'".into(), e.span.end.saturating_sub(1));
                }
                self.expr(b);
                for k in keys {
                    self.expr(k);
                }
            }
            ExprKind::Assign(l, r) => {
                self.assign(l, false);
                self.rvalue(r);
                self.expr(l);
                self.expr(r);
            }
            ExprKind::If(test, then, els) | ExprKind::Unless(test, then, els) => {
                self.rvalue(test);
                self.expr(test);
                self.block(then, Owner::Other);
                if let Some(b) = els {
                    self.block(b, Owner::Other);
                }
            }
            ExprKind::Case(test, opts) => {
                self.rvalue(test);
                self.expr(test);
                let values: Vec<&Expr> = opts.iter().flat_map(|(v, _)| v.iter()).collect();
                self.dup_default(&values, "'case' statement");
                for (vals, body) in opts {
                    for v in vals {
                        self.rvalue(v);
                        self.expr(v);
                    }
                    self.block(body, Owner::Other);
                }
            }
            ExprKind::Selector(subject, opts) => {
                self.rvalue(subject);
                self.expr(subject);
                let values: Vec<&Expr> = opts.iter().map(|(k, _)| k).collect();
                self.dup_default(&values, "Selector Expression");
                for (k, v) in opts {
                    self.rvalue(k);
                    self.expr(k);
                    self.expr(v);
                }
            }
            ExprKind::Call(name, args, lambda) => {
                // the lexer's PRIVATE and ATTR are the grammar's reserved_word, no
                // QualifiedName: check_CallNamedFunctionExpression's ILLEGAL_EXPRESSION
                if matches!(&**name, "private" | "attr") {
                    self.error(
                        format!("Illegal expression. A Reserved Word '{name}' is unacceptable as function name in a Function Call"),
                        e.span.start,
                    );
                }
                for a in args {
                    self.expr(a);
                }
                if let Some(l) = lambda {
                    self.lambda(l);
                }
            }
            ExprKind::Method(recv, _, args, lambda) => {
                self.expr(recv);
                for a in args {
                    self.expr(a);
                }
                if let Some(l) = lambda {
                    self.lambda(l);
                }
            }
            ExprKind::CallType(t, args) => {
                // check_CallNamedFunctionExpression: only a type (or a parameterized one) may
                // be called
                let base = match &t.kind {
                    ExprKind::Access(b, _) => b,
                    _ => t,
                };
                if !matches!(base.kind, ExprKind::TypeName(_)) {
                    let msg = format!(
                        "Illegal expression. {} is unacceptable as function name in a Function Call",
                        a_an_uc(&self::label(self.src, t))
                    );
                    let at = self.pos(t);
                    self.error(msg, at);
                }
                self.expr(t);
                for a in args {
                    self.expr(a);
                }
            }
            ExprKind::Block(stmts) => self.block(stmts, Owner::Other),
            ExprKind::Resource(form, ty, bodies) => {
                if *form != 0 && matches!(&ty.kind, ExprKind::Name(n) if &**n == "class") {
                    self.error("Classes are not virtualizable".into(), e.span.start);
                }
                self.expr(ty);
                for b in bodies {
                    self.expr(&b.title);
                    self.attr_ops(&b.ops, Some("Resource Instance Definition"), true);
                }
            }
            ExprKind::Defaults(ty, ops) => {
                self.expr(ty);
                self.attr_ops(ops, Some("Resource Defaults Expression"), false);
            }
            ExprKind::Override(target, ops) => {
                self.expr(target);
                self.attr_ops(ops, None, false);
            }
            ExprKind::Collect(_, _, query, ops) => {
                if let Some(q) = query {
                    self.query(q);
                }
                self.attr_ops(ops, None, false);
            }
            ExprKind::Relation(_, l, r) => {
                for side in [l, r] {
                    if !matches!(side.kind, ExprKind::Collect(..) | ExprKind::Relation(..)) {
                        self.rvalue(side);
                    }
                    self.expr(side);
                }
            }
            ExprKind::Definition(d) => {
                // a definition used as a value is nested in that expression
                let at = self.def_pos(d, e.span.start);
                self.top(d, at, Owner::Other, false);
                self.definition(d);
            }
        }
    }

    fn query(&mut self, q: &Query) {
        match q {
            Query::Cmp(_, _, v) => self.expr(v),
            Query::CmpExpr(l, _, v) => {
                self.expr(l);
                self.expr(v)
            }
            Query::And(a, b) | Query::Or(a, b) => {
                self.query(a);
                self.query(b);
            }
        }
    }
}

/// The literal value of a hash key, as Puppet's `LiteralEvaluator` computes it for the
/// duplicate key check: None when the key is not a literal; else a text equal for equal
/// Ruby values (`'a'` and `a` are the same String, `1` and `'1'` differ) and the key as the
/// message shows it (Ruby's `to_s`; an array shows its elements inspected).
fn literal_key(e: &Expr) -> Option<(String, String)> {
    Some(match &e.kind {
        ExprKind::Lit(Val::Str(s)) | ExprKind::Name(s) => (format!("s{s}"), s.to_string()),
        ExprKind::Str(segs) => match segs.as_slice() {
            [StrSeg::Lit(t)] => (format!("s{t}"), t.to_string()),
            _ => return None,
        },
        ExprKind::Lit(Val::Int(i)) => (format!("i{i}"), i.to_string()),
        ExprKind::Lit(Val::Float(f)) => {
            let t = crate::value::float_str(*f);
            (format!("f{t}"), t)
        }
        ExprKind::Lit(Val::Bool(b)) => (format!("b{b}"), b.to_string()),
        ExprKind::Lit(Val::Undef) => ("u".into(), String::new()),
        ExprKind::Lit(Val::Default) => ("d".into(), "default".into()),
        ExprKind::Regex(r) => (format!("r{r}"), format!("(?-mix:{r})")),
        ExprKind::Array(items) => {
            let mut eq = String::from("[");
            let mut shown = Vec::new();
            for i in items {
                eq.push_str(&literal_key(i)?.0);
                eq.push('\u{0}');
                shown.push(inspect_of(i)?);
            }
            (eq, format!("[{}]", shown.join(", ")))
        }
        _ => return None,
    })
}

/// Ruby's `inspect` of a literal (an element of an array key).
fn inspect_of(e: &Expr) -> Option<String> {
    let (_, to_s) = literal_key(e)?;
    Some(match &e.kind {
        ExprKind::Lit(Val::Str(_)) | ExprKind::Name(_) | ExprKind::Str(_) => format!("{to_s:?}"),
        ExprKind::Lit(Val::Undef) => "nil".into(),
        ExprKind::Lit(Val::Default) => ":default".into(),
        ExprKind::Regex(r) => format!("/{r}/"),
        _ => to_s,
    })
}

/// The direct sub-expressions of `e`, lambdas excluded (for the assignment check of default
/// values).
fn children<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Str(segs) => {
            for s in segs {
                if let StrSeg::Expr(x) = s {
                    out.push(x);
                }
            }
        }
        ExprKind::Array(items) | ExprKind::Block(items) => out.extend(items.iter()),
        ExprKind::Hash(entries) => {
            for (k, v) in entries {
                out.push(k);
                out.push(v);
            }
        }
        ExprKind::Not(x) | ExprKind::Neg(x) | ExprKind::Splat(x) | ExprKind::Paren(x) => {
            out.push(x)
        }
        ExprKind::Binary(_, l, r) | ExprKind::Relation(_, l, r) | ExprKind::Assign(l, r) => {
            out.push(l);
            out.push(r);
        }
        ExprKind::Access(b, keys) => {
            out.push(b);
            out.extend(keys.iter());
        }
        ExprKind::If(t, a, b) | ExprKind::Unless(t, a, b) => {
            out.push(t);
            out.extend(a.iter());
            if let Some(b) = b {
                out.extend(b.iter());
            }
        }
        ExprKind::Case(t, opts) => {
            out.push(t);
            for (v, b) in opts {
                out.extend(v.iter());
                out.extend(b.iter());
            }
        }
        ExprKind::Selector(s, opts) => {
            out.push(s);
            for (k, v) in opts {
                out.push(k);
                out.push(v);
            }
        }
        ExprKind::Call(_, args, _) => out.extend(args.iter()),
        ExprKind::Method(r, _, args, _) => {
            out.push(r);
            out.extend(args.iter());
        }
        ExprKind::CallType(t, args) => {
            out.push(t);
            out.extend(args.iter());
        }
        _ => {}
    }
}

/// Puppet's `pp`, `epp` and `base64` syntax checkers (`puppet/syntax_checkers/*.rb`) on a
/// heredoc's text: the parser's message (500 characters at most, line breaks written `\n`),
/// or Base64's padding or alphabet complaint.
fn other_syntax_error(syntax: &str, text: &str) -> Option<String> {
    let located = |message: &str, at: usize| {
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let before = &text[..at];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        let m = format!("{message} (line: {line}, column: {column})");
        let m: String = m.chars().take(500).collect();
        m.replace("\r\n", "\\n").replace('\n', "\\n")
    };
    let detail = match syntax {
        "pp" => {
            let e = crate::parser::parse(text, strata_core::FileId::default()).err()?;
            format!(
                "PP syntax checker: \"{}\"",
                located(&e.message, e.offset as usize)
            )
        }
        "epp" => {
            let (message, at) = crate::epp::epp_syntax_error(text)?;
            format!("EPP syntax checker: \"{}\"", located(&message, at))
        }
        "base64" => {
            // `[\r?\n[:blank:]]` taken out, then Base64.strict_decode64
            let cleaned: String = text
                .chars()
                .filter(|c| !matches!(c, '\r' | '?' | '\n' | ' ' | '\t'))
                .collect();
            if crate::ptypes::binary::strict_decode(&cleaned).is_some() {
                return None;
            }
            if !(cleaned.len() * 8).is_multiple_of(6) {
                "Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct"
                    .to_string()
            } else {
                "Base64 syntax checker: Cannot parse invalid Base64 string - contains letters outside strict base 64 range (or whitespace)".to_string()
            }
        }
        _ => return None,
    };
    Some(format!(
        "Invalid produced text having syntax: '{syntax}'. {detail}"
    ))
}
