//! Reads resource types from their Ruby source without running it: the file is parsed by the
//! crate's Ruby front-end (the ERB templates' lexer and parser, `crate::erb::parser::parse_file`)
//! and the type DSL is interpreted statically:
//! `Puppet::Type.newtype(:name)`, `newparam`, `newproperty`, `newmetaparam`, `ensurable`,
//! `isnamevar` and `:namevar => true`, `self.title_patterns`, parameters declared in
//! `[:a, :b].each do |x| ... end` loops and in the type's own class methods (`def self.newcheck`),
//! and those a helper module's class method declares when the type passes itself to it
//! (`PuppetX::X::Type.clone_type(self)`, with `type.define_singleton_method(:title_patterns)`).
//! Calls that only matter when the catalog is applied (`feature`, `autorequire`, `validate`,
//! `desc`, instance methods ...) are skipped. Anything else that may declare attributes is an
//! error naming the line, never a silently dropped parameter.

use std::collections::HashMap;

use crate::erb::ast::{BParam, Block, Node, Target, K};

use super::ruby_static::{children, describe, line, literal, Def, Eval, Index, RVal, Sources};
use super::{ruby_regex, Patterns, ResourceType};

/// Title patterns as read: regex source, flags and the attribute of each capture group.
#[derive(Debug, Clone, PartialEq)]
pub enum ReadPatterns {
    /// No `self.title_patterns`: Puppet's default.
    Default,
    /// Literal patterns.
    Literal(Vec<(String, String, Vec<String>)>),
    /// Present but not readable statically (why).
    Unreadable(String),
}

/// A type as read from its file.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadType {
    /// The type's name.
    pub name: String,
    /// Parameters in declaration order, with whether each is a namevar.
    pub params: Vec<(String, bool)>,
    /// Properties in declaration order.
    pub properties: Vec<String>,
    /// Metaparameters the file declares.
    pub metaparams: Vec<String>,
    /// `self_refresh` etc. are ignored; whether the type sets `@isomorphic = false`.
    pub isomorphic: bool,
    /// Title patterns.
    pub patterns: ReadPatterns,
}

impl ReadType {
    /// Key attributes as Puppet derives them: parameters marked as namevar, and `name`.
    pub fn namevars(&self) -> Vec<String> {
        self.params
            .iter()
            .filter(|(n, nv)| *nv || n == "name")
            .map(|(n, _)| n.clone())
            .collect()
    }

    /// The compiler's view of the type (`file` is where it was read).
    pub fn into_resource_type(self, file: String, has_provider: bool) -> ResourceType {
        let namevars = self.namevars();
        let patterns = match &self.patterns {
            ReadPatterns::Default => match namevars.len() {
                0 => Patterns::Ready(vec![]),
                1 => match ruby_regex("(.*)", "m") {
                    Ok(r) => Patterns::Ready(vec![(r, vec![namevars[0].clone()])]),
                    Err(e) => Patterns::Unreadable(e),
                },
                _ => Patterns::Missing,
            },
            ReadPatterns::Literal(list) => {
                let mut out = Vec::new();
                let mut bad = None;
                for (src, flags, attrs) in list {
                    match ruby_regex(src, flags) {
                        Ok(r) => out.push((r, attrs.clone())),
                        Err(e) => bad = Some(e),
                    }
                }
                match bad {
                    Some(e) => Patterns::Unreadable(e),
                    None => Patterns::Ready(out),
                }
            }
            ReadPatterns::Unreadable(e) => Patterns::Unreadable(e.clone()),
        };
        let identity = namevars.len() == 1 && self.patterns == ReadPatterns::Default;
        let mut attrs: Vec<String> = self.params.iter().map(|p| p.0.clone()).collect();
        attrs.extend(self.properties.iter().cloned());
        attrs.extend(self.metaparams.iter().cloned());
        if has_provider && !attrs.iter().any(|a| a == "provider") {
            attrs.push("provider".into());
        }
        ResourceType {
            name: self.name,
            namevars,
            attrs,
            isomorphic: self.isomorphic,
            patterns,
            file: Some(file),
            identity,
        }
    }
}

/// Why a file cannot be read: the message names the line.
pub type ReadError = String;

/// Methods of the type DSL that declare nothing the catalog checks.
const HARMLESS: &[&str] = &[
    "desc",
    "doc",
    "feature",
    "autorequire",
    "autobefore",
    "autonotify",
    "autosubscribe",
    "validate",
    "require",
    "require_relative",
    "include",
    "extend",
    "attr_accessor",
    "attr_reader",
    "attr_writer",
    "private",
    "public",
    "protected",
    "apply_to_device",
    "apply_to_host",
    "apply_to_all",
    "alias_method",
    "define_method",
    "raise",
    "fail",
    "puts",
    "warn",
    "newvalues",
    "newvalue",
    "defaultto",
    "munge",
    "unmunge",
    "aliasvalue",
    "lambda",
    "proc",
];

/// The DSL calls that declare attributes.
const DECLARING: &[&str] = &[
    "newparam",
    "newproperty",
    "newmetaparam",
    "ensurable",
    "newcheck",
];

/// Parses `text` and returns every type it declares. Never panics. Files it requires are
/// not followed (see [`read_type_file_at`]).
pub fn read_type_file(text: &str) -> Result<Vec<ReadType>, ReadError> {
    read_type_file_at("", text, &[], &mut |_| None)
}

/// Reads the types of the file at `path` (text `text`), following the files it requires
/// that `read` finds: a literal `require 'a/b'` is looked up in each of `libs` (the modules'
/// `lib/` directories, the type's own first), a path built with `File.join(File.dirname(__FILE__),
/// ...)` relative to `path`. Their modules give the methods that `extend` adds, the
/// `self.included` hooks that `include` runs, and the helpers `title_patterns` calls.
pub fn read_type_file_at(
    path: &str,
    text: &str,
    libs: &[String],
    read: &mut dyn FnMut(&str) -> Option<String>,
) -> Result<Vec<ReadType>, ReadError> {
    let sources = Sources::load(path, text, libs, read)
        .map_err(|(e, line)| format!("line {line}: the file is not valid Ruby ({e})"))?;
    let index = Index::build(&sources);
    let mut out = Vec::new();
    for s in &sources.files[0].1 {
        find_newtypes(s, &index, &mut out, 0)?;
    }
    Ok(out)
}

const MAX_DEPTH: usize = 200;

/// Finds `newtype` calls anywhere (inside `module Puppet`, at top level ...).
fn find_newtypes<'s>(
    n: &'s Node,
    index: &Index<'s>,
    out: &mut Vec<ReadType>,
    depth: usize,
) -> Result<(), ReadError> {
    if depth > MAX_DEPTH {
        return Err(format!("line {}: nesting too deep", line(n)));
    }
    if method_name(n) == Some("newtype") {
        if let Some(t) = read_newtype(n, index)? {
            out.push(t);
            return Ok(());
        }
    }
    for k in children(n) {
        find_newtypes(k, index, out, depth + 1)?;
    }
    Ok(())
}

fn method_name(call: &Node) -> Option<&str> {
    match &call.kind {
        K::Call { name, .. } => Some(name),
        _ => None,
    }
}

fn call_args(call: &Node) -> &[Node] {
    match &call.kind {
        K::Call { args, .. } => args,
        _ => &[],
    }
}

fn call_block(call: &Node) -> Option<&Block> {
    match &call.kind {
        K::Call { block, .. } => block.as_deref(),
        _ => None,
    }
}

fn symbol(n: &Node, env: &HashMap<String, String>) -> Option<String> {
    match &n.kind {
        K::Sym(p) | K::Str(p) => literal(p),
        K::LVar(v) => env.get(v).cloned(),
        K::Call {
            recv: None,
            name,
            args,
            block: None,
            ..
        } if args.is_empty() => env.get(name).cloned(),
        // `p.to_sym` of a loop variable over `%w[...]`
        K::Call {
            recv: Some(r),
            name,
            args,
            ..
        } if args.is_empty() && matches!(name.as_str(), "to_sym" | "to_s") => symbol(r, env),
        _ => None,
    }
}

/// Whether the subtree calls a method that declares attributes.
fn declares(n: &Node, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    if let Some(m) = method_name(n) {
        if DECLARING.contains(&m) {
            return true;
        }
    }
    children(n).into_iter().any(|k| declares(k, depth + 1))
}

struct TypeReader<'i, 's> {
    t: ReadType,
    /// The type's class methods: its own `def self.x` and those `extend` adds.
    methods: HashMap<String, Def<'s>>,
    index: &'i Index<'s>,
    /// `def self.title_patterns` (or `define_singleton_method(:title_patterns)`), evaluated
    /// once the block is read.
    title_patterns: Option<PatternsDef<'s>>,
    expansions: usize,
    /// Names that stand for the type inside a helper module's class method it was passed to
    /// (`PuppetX::X::Type.clone_type(self)` runs `def self.clone_type(type)` with `type`).
    self_names: Vec<String>,
    /// The helper module whose class method is being read (its methods are what
    /// `title_patterns` defined there calls).
    helper: Option<String>,
}

/// Where a type's title patterns are defined.
enum PatternsDef<'s> {
    /// `def self.title_patterns ... end` and its line.
    Def(Def<'s>, u32),
    /// `type.define_singleton_method(:title_patterns) do ... end`: its block, the call's line
    /// and the helper module it is written in (`None`: the type's own file).
    Block(&'s Block, u32, Option<String>),
}

fn read_newtype<'s>(call: &'s Node, index: &Index<'s>) -> Result<Option<ReadType>, ReadError> {
    let a = call_args(call);
    let Some(first) = a.first() else {
        return Ok(None);
    };
    let Some(name) = symbol(first, &HashMap::new()) else {
        return Err(format!(
            "line {}: the type's name is not a literal",
            line(call)
        ));
    };
    for opt in a.iter().skip(1) {
        if let K::Hash(pairs) = &opt.kind {
            if pairs
                .iter()
                .any(|(k, _)| symbol(k, &HashMap::new()).as_deref() == Some("parent"))
            {
                return Err(format!(
                    "line {}: type '{name}' inherits from another type",
                    line(call)
                ));
            }
        }
    }
    let Some(block) = call_block(call) else {
        return Err(format!("line {}: type '{name}' has no block", line(call)));
    };
    let mut r = TypeReader {
        t: ReadType {
            name,
            params: vec![],
            properties: vec![],
            metaparams: vec![],
            isomorphic: true,
            patterns: ReadPatterns::Default,
        },
        methods: HashMap::new(),
        index,
        title_patterns: None,
        expansions: 0,
        self_names: vec![],
        helper: None,
    };
    let stmts = &block.body;
    // class methods first: they may be called before they are defined in the file order only
    // by mistake, but collecting them up front is harmless
    for s in stmts {
        if let K::Def(d) = &s.kind {
            if d.singleton && d.name != "title_patterns" {
                r.methods.insert(d.name.clone(), d);
            }
        }
    }
    r.statements(stmts, &HashMap::new(), 0)?;
    if let Some(def) = r.title_patterns.take() {
        r.t.patterns = read_title_patterns(def, index, &r.methods);
    }
    Ok(Some(r.t))
}

impl<'i, 's> TypeReader<'i, 's> {
    fn statements(
        &mut self,
        stmts: &'s [Node],
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        if depth > 20 {
            return Err("the type's declarations nest too deeply".into());
        }
        for s in stmts {
            self.statement(s, env, depth)?;
        }
        Ok(())
    }

    fn add_param(&mut self, name: String, namevar: bool) {
        if let Some(p) = self.t.params.iter_mut().find(|p| p.0 == name) {
            p.1 |= namevar;
        } else {
            self.t.params.push((name, namevar));
        }
    }

    fn add_property(&mut self, name: String) {
        if !self.t.properties.contains(&name) {
            self.t.properties.push(name);
        }
    }

    fn statement(
        &mut self,
        s: &'s Node,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        match &s.kind {
            K::Str(_) => Ok(()),
            K::Def(d) => {
                if d.singleton && d.name == "title_patterns" {
                    self.title_patterns = Some(PatternsDef::Def(d, line(s)));
                }
                Ok(())
            }
            K::Assign(l, r) | K::OpAssign(l, _, r) => {
                if matches!(l, Target::IVar(v) if v == "isomorphic") {
                    self.t.isomorphic = !matches!(r.kind, K::Bool(false));
                    return Ok(());
                }
                if declares(r, 0) {
                    return self.statement(r, env, depth + 1);
                }
                Ok(())
            }
            K::Multi(_, r) => {
                if declares(r, 0) {
                    return self.statement(r, env, depth + 1);
                }
                Ok(())
            }
            K::If(_, a, b) => {
                self.statements(a, env, depth + 1)?;
                self.statements(b, env, depth + 1)
            }
            K::Seq(xs) => self.statements(xs, env, depth + 1),
            K::Begin(body, rescue, ensure) => {
                self.statements(body, env, depth + 1)?;
                let rest = rescue.iter().flat_map(|r| r.1.iter()).chain(ensure.iter());
                for k in rest {
                    if declares(k, 0) {
                        return Err(format!(
                            "line {}: a `rescue` or `ensure` clause declares attributes in a way strata cannot read",
                            line(k)
                        ));
                    }
                }
                Ok(())
            }
            K::Call { .. } => self.call(s, env, depth),
            K::Const(_) | K::IVar(_) | K::SelfRef | K::Nil | K::Bool(_) | K::LVar(_) => Ok(()),
            _ => {
                if declares(s, 0) {
                    Err(format!(
                        "line {}: {} declares attributes in a way strata cannot read",
                        line(s),
                        describe(s)
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// `extend Mod` makes the module's instance methods class methods of the type; `include
    /// Mod` runs the module's `self.included(klass)` hook, whose `klass.class_eval do ... end`
    /// bodies declare in the type. A module the required files do not define is Puppet's or a
    /// gem's (it declares nothing), unless the call itself declares.
    fn mixin(
        &mut self,
        s: &'s Node,
        m: &str,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let index = self.index;
        for a in call_args(s) {
            let K::Const(name) = &a.kind else {
                continue;
            };
            let Some((_, module)) = index.resolve(name) else {
                continue;
            };
            if m == "extend" {
                for (k, d) in &module.instance {
                    self.methods.insert(k.clone(), d);
                }
                continue;
            }
            let Some(hook) = module.singleton.get("included").copied() else {
                continue;
            };
            let klass = hook.params.first().map(|p| p.0.clone()).unwrap_or_default();
            self.hook(&hook.body, &klass, env, depth)?;
        }
        Ok(())
    }

    /// Whether `n` names the type inside a helper's class method it was passed to (the
    /// method's parameter, `type` in `def self.declare(type)`).
    fn is_self_name(&self, n: &Node) -> bool {
        let name = match &n.kind {
            K::LVar(v) => v,
            K::Call {
                recv: None,
                name,
                args,
                block: None,
                ..
            } if args.is_empty() => name,
            _ => return false,
        };
        self.self_names.iter().any(|x| x == name)
    }

    /// A class method of a helper module that the type passes itself to
    /// (`PuppetX::X::Type.clone_type(self)`): its body declares in the type, its parameter in
    /// that place standing for the type. `false` when the call passes no `self`; an error when
    /// it does but the method is not in the files the type requires (it may declare anything).
    fn helper_call(
        &mut self,
        s: &'s Node,
        receiver: &str,
        m: &str,
        a: &'s [Node],
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<bool, ReadError> {
        let at: Vec<usize> = a
            .iter()
            .enumerate()
            .filter(|(_, x)| matches!(x.kind, K::SelfRef) || self.is_self_name(x))
            .map(|(i, _)| i)
            .collect();
        if at.is_empty() {
            return Ok(false);
        }
        let index = self.index;
        let found = index
            .resolve(receiver)
            .and_then(|(q, module)| Some((q, module.singleton.get(m).copied()?)));
        let Some((qual, def)) = found else {
            return Err(format!(
                "line {}: the type passes itself to `{receiver}.{m}`, which is not defined in \
                 the files it requires (it may declare attributes strata cannot see)",
                line(s)
            ));
        };
        self.expansions += 1;
        if self.expansions > 1000 {
            return Err("too many expansions of the type's class methods".into());
        }
        let mut names = Vec::new();
        let mut e = HashMap::new();
        let params = def
            .params
            .iter()
            .map(|p| p.0.clone())
            .chain(def.splat.iter().cloned())
            .chain(def.other.iter().map(|o| o.0.clone()));
        for (i, pname) in params.enumerate() {
            if at.contains(&i) {
                names.push(pname);
            } else if let Some(v) = a.get(i).and_then(|x| symbol(x, env)) {
                e.insert(pname, v);
            }
        }
        let saved_names = std::mem::replace(&mut self.self_names, names);
        let saved_helper = self.helper.replace(qual.to_string());
        let r = self.statements(&def.body, &e, depth + 1);
        self.helper = saved_helper;
        self.self_names = saved_names;
        r.map(|()| true)
    }

    fn hook(
        &mut self,
        stmts: &'s [Node],
        klass: &str,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        for st in stmts {
            if let K::Call {
                recv: Some(r),
                name,
                block: Some(b),
                ..
            } = &st.kind
            {
                let on_klass = match &r.kind {
                    K::LVar(v) => v == klass,
                    K::Call {
                        recv: None, name, ..
                    } => name == klass,
                    _ => false,
                };
                if on_klass
                    && matches!(name.as_str(), "class_eval" | "class_exec" | "instance_eval")
                {
                    self.statements(&b.body, env, depth + 1)?;
                    continue;
                }
            }
            if declares(st, 0) {
                return Err(format!(
                    "line {}: the `included` hook declares attributes in a way strata cannot read",
                    line(st)
                ));
            }
        }
        Ok(())
    }

    fn call(
        &mut self,
        s: &'s Node,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let K::Call {
            recv,
            name: m,
            args: a,
            block,
            ..
        } = &s.kind
        else {
            return Ok(());
        };
        let m = m.as_str();
        // [:a, :b].each do |x| ... end (or %i[a b], %w[a b])
        if let Some(recv) = recv {
            if let (K::Array(items), "each") = (&recv.kind, m) {
                let Some(block) = block else {
                    return Ok(());
                };
                if !block.body.iter().any(|b| declares(b, 0)) {
                    return Ok(());
                }
                let var = match block.params.first() {
                    Some(BParam::Name(v)) => Some(v.clone()),
                    _ => None,
                };
                for el in items {
                    let Some(sym) = symbol(el, env) else {
                        return Err(format!(
                            "line {}: attributes declared in a loop over values strata cannot read",
                            line(s)
                        ));
                    };
                    let mut e = env.clone();
                    if let Some(v) = &var {
                        e.insert(v.clone(), sym);
                    }
                    self.statements(&block.body, &e, depth + 1)?;
                }
                return Ok(());
            }
            if !matches!(recv.kind, K::SelfRef) && !self.is_self_name(recv) {
                if let K::Const(rt) = &recv.kind {
                    if self.helper_call(s, rt, m, a, env, depth)? {
                        return Ok(());
                    }
                }
                if declares(s, 0) {
                    return Err(format!(
                        "line {}: attributes declared through `{}` cannot be read",
                        line(s),
                        describe(recv)
                    ));
                }
                return Ok(());
            }
        }
        match m {
            "newparam" | "newproperty" | "newmetaparam" => {
                let Some(first) = a.first() else {
                    return Err(format!("line {}: `{m}` without a name", line(s)));
                };
                let Some(name) = symbol(first, env) else {
                    return Err(format!(
                        "line {}: `{m}({})` does not name the attribute literally",
                        line(s),
                        describe(first)
                    ));
                };
                let mut namevar = false;
                for o in a.iter().skip(1) {
                    if let K::Hash(pairs) = &o.kind {
                        for (k, v) in pairs {
                            if symbol(k, &HashMap::new()).as_deref() == Some("namevar")
                                && matches!(v.kind, K::Bool(true))
                            {
                                namevar = true;
                            }
                        }
                    }
                }
                if let Some(block) = block {
                    for st in &block.body {
                        if method_name(st) == Some("isnamevar") {
                            namevar = true;
                        }
                    }
                }
                match m {
                    "newparam" => self.add_param(name, namevar),
                    "newproperty" => {
                        if namevar {
                            self.add_param(name, true);
                        } else {
                            self.add_property(name)
                        }
                    }
                    _ => {
                        if !self.t.metaparams.contains(&name) {
                            self.t.metaparams.push(name)
                        }
                    }
                }
                Ok(())
            }
            "ensurable" => {
                self.add_property("ensure".into());
                Ok(())
            }
            "extend" | "include" if recv.is_none() => self.mixin(s, m, env, depth),
            "define_singleton_method" => {
                let name = a.first().and_then(|n| symbol(n, env));
                match (name.as_deref(), block) {
                    (Some("title_patterns"), Some(b)) => {
                        self.title_patterns =
                            Some(PatternsDef::Block(b, line(s), self.helper.clone()));
                        Ok(())
                    }
                    (Some(_), _) if !declares(s, 0) => Ok(()),
                    _ => Err(format!(
                        "line {}: a class method defined by `define_singleton_method` that strata cannot read",
                        line(s)
                    )),
                }
            }
            // `instance_eval(&PuppetX::X::PARAMS)` (also `class_eval`, `*_exec`): the block a
            // required file's constant holds (`PARAMS = Proc.new do ... end`) runs in the type
            "instance_eval" | "class_eval" | "instance_exec" | "class_exec"
                if block.is_none() && a.len() == 1 =>
            {
                let K::BlockPass(x) = &a[0].kind else {
                    return Err(format!(
                        "line {}: `{m}` with arguments strata cannot read",
                        line(s)
                    ));
                };
                let K::Const(c) = &x.kind else {
                    return Err(format!(
                        "line {}: `{m}` of a block strata cannot read ({})",
                        line(s),
                        describe(x)
                    ));
                };
                let Some((b, module)) = self.index.resolve_proc(c) else {
                    return Err(format!(
                        "line {}: the type runs the block `{c}`, which is not a `Proc.new`/`proc` \
                         constant of the files it requires (it may declare attributes strata \
                         cannot see)",
                        line(s)
                    ));
                };
                self.expansions += 1;
                if self.expansions > 1000 {
                    return Err("too many expansions of the type's class methods".into());
                }
                let saved_helper = self.helper.clone();
                if !module.is_empty() {
                    self.helper = Some(module.to_string());
                }
                let r = self.statements(&b.body, env, depth + 1);
                self.helper = saved_helper;
                r
            }
            _ if HARMLESS.contains(&m) => Ok(()),
            _ => {
                if let Some(def) = self.methods.get(m).copied() {
                    self.expansions += 1;
                    if self.expansions > 1000 {
                        return Err("too many expansions of the type's class methods".into());
                    }
                    // bind the method's parameters to the call's literal arguments
                    let mut e = HashMap::new();
                    let names = def
                        .params
                        .iter()
                        .map(|p| p.0.clone())
                        .chain(def.splat.iter().cloned())
                        .chain(def.other.iter().map(|o| o.0.clone()));
                    for (i, pname) in names.enumerate() {
                        if let Some(v) = a.get(i).and_then(|x| symbol(x, env)) {
                            e.insert(pname, v);
                        }
                    }
                    return self.statements(&def.body, &e, depth + 1);
                }
                if a.is_empty() && block.is_none() && env.contains_key(m) {
                    return Ok(());
                }
                if !declares(s, 0) && block.is_none() && !a.is_empty() {
                    // a call with arguments to a helper the file does not define (e.g. a
                    // logging call); it declares nothing visible
                    return Ok(());
                }
                if declares(s, 0) {
                    return Err(format!(
                        "line {}: attributes declared inside `{m}` cannot be read",
                        line(s)
                    ));
                }
                Err(format!(
                    "line {}: the type calls `{m}`, which may declare attributes strata cannot see",
                    line(s)
                ))
            }
        }
    }
}

/// Reads `def self.title_patterns` (or the `define_singleton_method(:title_patterns)` block):
/// its value, evaluated statically (literal regexes, or
/// regexes built from literal pieces by local variables and the required modules' helpers),
/// must be an array of `[regex, [[:attr], [:attr, proc], ...]]` pairs.
fn read_title_patterns<'s>(
    def: PatternsDef<'s>,
    index: &Index<'s>,
    own: &HashMap<String, Def<'s>>,
) -> ReadPatterns {
    let mut ev = Eval::new(index, own.clone());
    let (val, at) = match def {
        PatternsDef::Def(def, at) => (ev.call_def(def, None, vec![], 0, at), at),
        PatternsDef::Block(block, at, module) => (ev.run_block(&block.body, module), at),
    };
    let val = match val {
        Ok(v) => v,
        Err(e) => return ReadPatterns::Unreadable(e),
    };
    let bad = |what: &str| ReadPatterns::Unreadable(format!("line {at}: {what}"));
    let RVal::Arr(list) = val else {
        return bad("title_patterns is not an array");
    };
    let mut out = Vec::new();
    for pair in list {
        let (re, attrs) = match pair {
            RVal::Arr(p) if p.len() == 2 => (p[0].clone(), p[1].clone()),
            _ => return bad("a title pattern is not `[regex, [[:attr], ...]]`"),
        };
        let RVal::Regex(source, flags) = re else {
            return bad("a title pattern is not `[regex, [[:attr], ...]]`");
        };
        let RVal::Arr(attrs) = attrs else {
            return bad("a title pattern is not `[regex, [[:attr], ...]]`");
        };
        let mut names = Vec::new();
        for a in attrs {
            match a {
                RVal::Arr(x) => match x.first() {
                    Some(RVal::Sym(n)) | Some(RVal::Str(n)) => names.push(n.clone()),
                    _ => return bad("a title pattern's attribute is not `[:name]`"),
                },
                _ => return bad("a title pattern's attribute is not `[:name]`"),
            }
        }
        out.push((source, flags, names));
    }
    ReadPatterns::Literal(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_params_properties_namevars_and_patterns() {
        let src = r#"
require 'puppet/parameter/boolean'
Puppet::Type.newtype(:thing) do
  @doc = 'x'
  ensurable do
    defaultvalues
  end
  newparam(:name, namevar: true) do
    desc 'n'
  end
  newparam(:other) do
    isnamevar
  end
  newproperty(:value, :array_matching => :all) do
    def insync?(is)
      newparam(:not_this)
    end
  end
  [:a, :b].each do |p|
    newproperty(p)
  end
  def self.newcheck(name, options = {}, &block)
    newparam(name, options, &block)
  end
  newcheck(:onlyif)
  feature :x, 'y'
  autorequire(:file) { ['a'] }
  def self.title_patterns
    [
      [%r{^(.*?)@(.*)$}m, [[:name], [:other, lambda { |x| x }]]],
      [/^([^@]+)$/, [[:name]]],
    ]
  end
end
"#;
        let t = read_type_file(src).expect("reads");
        assert_eq!(t.len(), 1);
        let t = &t[0];
        assert_eq!(t.name, "thing");
        assert_eq!(t.namevars(), vec!["name", "other"]);
        let params: Vec<&str> = t.params.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(params, vec!["name", "other", "onlyif"]);
        assert_eq!(t.properties, vec!["ensure", "value", "a", "b"]);
        assert_eq!(
            t.patterns,
            ReadPatterns::Literal(vec![
                (
                    "^(.*?)@(.*)$".into(),
                    "m".into(),
                    vec!["name".into(), "other".into()]
                ),
                ("^([^@]+)$".into(), "".into(), vec!["name".into()]),
            ])
        );
    }

    /// Ruby that type files use beyond templates' subset: heredocs, `module`/`class` with
    /// class methods, keyword and block parameters, `rescue` clauses, `yield`/`super`,
    /// quoted symbols, `:namevar=>true` without spaces, shorthand hash values, an assignment
    /// on the right of `||`, `->` lambdas, `=begin` comments and `__END__`.
    #[test]
    fn reads_the_ruby_of_real_type_files() {
        let src = r#"
require 'puppet/parameter/boolean'
=begin
newparam(:commented)
=end
module Puppet
  class Helper < Object
    def self.check(value, strict: false, **opts, &blk)
      yield value
    rescue ArgumentError => e
      raise e
    else
      super
    ensure
      nil
    end
  end
end
Puppet::Type.newtype(:kitchen) do
  desc <<-EOT
    A kitchen. newparam(:not_a_param) is only text.
  EOT
  @doc = <<~'EOS'
    #{not interpolated}
  EOS
  ensurable
  newparam(:name, :namevar=>true) do
    validate do |value|
      raise _('bad %{value}') % { value: } unless value =~ %r{^\w+$}
    end
  end
  newproperty(:format) do
    newvalues(:plain, :'json-array', :'json-pretty')
  end
  newproperty(:owner) do
    munge do |value|
      if matches = %r{^(\d+)$}.match(value) || matches = %r{^(\w+)$}.match(value)
        matches[1]
      end
    end
    def insync?(is)
      is.to_s == should.to_s
    rescue StandardError
      false
    end
  end
  newparam(:sink, parent: Puppet::Parameter::Boolean)
  def self.title_patterns
    [[%r{^(.+)$}, [[:name, ->(x) { x }]]]]
  end
end
__END__
newparam(:after_end)
"#;
        let t = read_type_file(src).expect("reads");
        assert_eq!(t.len(), 1);
        let t = &t[0];
        assert_eq!(t.name, "kitchen");
        assert_eq!(t.namevars(), vec!["name"]);
        let params: Vec<&str> = t.params.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(params, vec!["name", "sink"]);
        assert_eq!(t.properties, vec!["ensure", "format", "owner"]);
        assert_eq!(
            t.patterns,
            ReadPatterns::Literal(vec![("^(.+)$".into(), "".into(), vec!["name".into()])])
        );
    }

    #[test]
    fn module_wrapped_and_not_isomorphic() {
        let src = "module Puppet\n  Type.newtype(:x) do\n    @isomorphic = false\n    newparam(:command) { isnamevar }\n  end\nend\n";
        let t = read_type_file(src).expect("reads");
        assert_eq!(t[0].name, "x");
        assert!(!t[0].isomorphic);
        assert_eq!(t[0].namevars(), vec!["command"]);
    }

    #[test]
    fn unreadable_declarations_are_errors() {
        let dynamic = "Puppet::Type.newtype(:x) do\n  newparam(:name)\n  create_parameters\nend\n";
        let e = read_type_file(dynamic).expect_err("create_parameters is unknown");
        assert!(
            e.contains("line 3") && e.contains("create_parameters"),
            "{e}"
        );
        let computed =
            "Puppet::Type.newtype(:x) do\n  PARAMS.each do |p|\n    newparam(p)\n  end\nend\n";
        assert!(read_type_file(computed).is_err());
        let interp = "Puppet::Type.newtype(:x) do\n  newparam(:name)\n  def self.title_patterns\n    [[/^(#{X})$/, [[:name]]]]\n  end\nend\n";
        let t = read_type_file(interp).expect("the patterns are checked when used");
        assert!(matches!(t[0].patterns, ReadPatterns::Unreadable(_)));
    }

    #[test]
    fn a_helper_given_the_type_declares_in_it() {
        let helper = "module PuppetX\n  module H\n    def self.declare(type, extra)\n      type.ensurable\n      type.define_singleton_method(:title_patterns) do\n        [[%r{^([^/]+)/(.*)$}, [[:section], [:key]]], [%r{^(.*)$}, [[:section]]]]\n      end\n      type.newparam(:section) { isnamevar }\n      type.newparam(extra) { isnamevar }\n      type.newproperty(:value)\n    end\n  end\nend\n";
        let src = "require 'puppet_x/h'\nPuppet::Type.newtype(:x) do\n  newparam(:name)\n  PuppetX::H.declare(self, :key)\nend\n";
        let t = read_type_file_at("lib/puppet/type/x.rb", src, &["lib".into()], &mut |p| {
            (p == "lib/puppet_x/h.rb").then(|| helper.to_string())
        })
        .expect("reads");
        assert_eq!(t[0].namevars(), vec!["name", "section", "key"]);
        assert_eq!(t[0].properties, vec!["ensure", "value"]);
        assert_eq!(
            t[0].patterns,
            ReadPatterns::Literal(vec![
                (
                    "^([^/]+)/(.*)$".into(),
                    "".into(),
                    vec!["section".into(), "key".into()]
                ),
                ("^(.*)$".into(), "".into(), vec!["section".into()]),
            ])
        );
        // the helper's file not found: an error naming the call, never dropped attributes
        let e = read_type_file(src).expect_err("PuppetX::H is unknown");
        assert!(
            e.contains("line 4") && e.contains("PuppetX::H.declare"),
            "{e}"
        );
    }

    #[test]
    fn a_required_proc_constant_run_by_instance_eval_declares_in_the_type() {
        let common = "module PuppetX\n  module C\n    PARAMS = Proc.new do\n      ensurable\n      define_method(:managed?) { true }\n      newparam(:name, :namevar => true)\n      newparam(:city)\n      newproperty(:owner)\n    end\n  end\nend\n";
        let src = "require_relative '../../puppet_x/c'\nPuppet::Type.newtype(:x) do\n  instance_eval(&PuppetX::C::PARAMS)\n  newparam(:extra)\nend\n";
        let t = read_type_file_at("lib/puppet/type/x.rb", src, &["lib".into()], &mut |p| {
            (p == "lib/puppet_x/c.rb").then(|| common.to_string())
        })
        .expect("reads");
        assert_eq!(t[0].namevars(), vec!["name"]);
        let params: Vec<&str> = t[0].params.iter().map(|p| p.0.as_str()).collect();
        assert_eq!(params, vec!["name", "city", "extra"]);
        assert_eq!(t[0].properties, vec!["ensure", "owner"]);
        // the constant not found: an error naming it, never a type without its attributes
        let e = read_type_file(src).expect_err("PuppetX::C::PARAMS is unknown");
        assert!(
            e.contains("line 3") && e.contains("PuppetX::C::PARAMS"),
            "{e}"
        );
    }

    #[test]
    fn malformed_ruby_is_an_error_not_a_panic() {
        for src in [
            "Puppet::Type.newtype(:x) do\n  newparam(:name\nend",
            "Puppet::Type.newtype(",
            "\u{0}\u{1}%r{",
            "def self.title_patterns; [[%r", 
            "Puppet::Type.newtype(:x) do\n  def self.title_patterns\n    [[%r{a}, [[:]]]]\n  end\nend",
            "",
            "Puppet::Type.newtype do end",
        ] {
            let _ = read_type_file(src);
        }
        assert!(read_type_file("Puppet::Type.newtype(:x) do\n  newparam(:name\nend").is_err());
    }
}
