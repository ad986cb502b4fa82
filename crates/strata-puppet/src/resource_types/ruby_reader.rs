//! Reads resource types from their Ruby source without running it: the file is parsed with
//! tree-sitter's Ruby grammar and the type DSL is interpreted statically:
//! `Puppet::Type.newtype(:name)`, `newparam`, `newproperty`, `newmetaparam`, `ensurable`,
//! `isnamevar` and `:namevar => true`, `self.title_patterns`, parameters declared in
//! `[:a, :b].each do |x| ... end` loops and in the type's own class methods (`def self.newcheck`),
//! and those a helper module's class method declares when the type passes itself to it
//! (`PuppetX::X::Type.clone_type(self)`, with `type.define_singleton_method(:title_patterns)`).
//! Calls that only matter when the catalog is applied (`feature`, `autorequire`, `validate`,
//! `desc`, instance methods ...) are skipped. Anything else that may declare attributes is an
//! error naming the line, never a silently dropped parameter.

use std::collections::HashMap;

use tree_sitter::Node;

use super::ruby_static::{args, line, method_body, text, Def, Eval, Index, RVal, Sources};
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
    let sources = Sources::load(path, text.to_string(), libs, read)
        .ok_or_else(|| "the Ruby parser gave up".to_string())?;
    let root = sources.files[0].2.root_node();
    let src = sources.files[0].1.as_bytes();
    if root.has_error() {
        let line = first_error(root)
            .map(|n| n.start_position().row + 1)
            .unwrap_or(1);
        return Err(format!("line {line}: the file is not valid Ruby"));
    }
    let index = Index::build(&sources);
    let mut out = Vec::new();
    find_newtypes(root, src, &index, &mut out, 0)?;
    Ok(out)
}

fn first_error(n: Node) -> Option<Node> {
    if n.is_error() || n.is_missing() {
        return Some(n);
    }
    let mut c = n.walk();
    let kids: Vec<Node> = n.children(&mut c).collect();
    kids.into_iter()
        .filter(|k| k.has_error())
        .find_map(first_error)
}

fn named_children(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    n.named_children(&mut c).collect()
}

const MAX_DEPTH: usize = 200;

/// Finds `newtype` calls anywhere (inside `module Puppet`, at top level ...).
fn find_newtypes<'s>(
    n: Node<'s>,
    src: &'s [u8],
    index: &Index<'s>,
    out: &mut Vec<ReadType>,
    depth: usize,
) -> Result<(), ReadError> {
    if depth > MAX_DEPTH {
        return Err(format!("line {}: nesting too deep", line(n)));
    }
    if n.kind() == "call" && method_name(n, src) == Some("newtype") {
        if let Some(t) = read_newtype(n, src, index)? {
            out.push(t);
            return Ok(());
        }
    }
    for k in named_children(n) {
        find_newtypes(k, src, index, out, depth + 1)?;
    }
    Ok(())
}

fn method_name<'t>(call: Node, src: &'t [u8]) -> Option<&'t str> {
    match call.kind() {
        "call" => call.child_by_field_name("method").map(|m| text(m, src)),
        "identifier" => Some(text(call, src)),
        _ => None,
    }
}

fn symbol(n: Node, src: &[u8], env: &HashMap<String, String>) -> Option<String> {
    match n.kind() {
        "simple_symbol" => Some(text(n, src).trim_start_matches(':').to_string()),
        "delimited_symbol" => {
            let kids = named_children(n);
            if kids.iter().any(|k| k.kind() == "interpolation") {
                return None;
            }
            let t = text(n, src);
            Some(
                t.trim_start_matches(':')
                    .trim_matches(|c| c == '"' || c == '\'')
                    .to_string(),
            )
        }
        "string" => {
            let kids = named_children(n);
            if kids.iter().any(|k| k.kind() != "string_content") {
                return None;
            }
            Some(
                kids.first()
                    .map(|k| text(*k, src).to_string())
                    .unwrap_or_default(),
            )
        }
        "identifier" => env.get(text(n, src)).cloned(),
        // `p.to_sym` of a loop variable over `%w[...]`
        "call" if matches!(method_name(n, src), Some("to_sym" | "to_s")) => {
            symbol(n.child_by_field_name("receiver")?, src, env)
        }
        // an element of `%i[...]` or `%w[...]` (splunk's `splunk_config` purge parameters)
        "bare_symbol" | "bare_string" => {
            if named_children(n)
                .iter()
                .any(|k| k.kind() == "interpolation")
            {
                return None;
            }
            Some(text(n, src).to_string())
        }
        _ => None,
    }
}

/// The statements of a block or body node.
fn body_statements(n: Node) -> Vec<Node> {
    let mut out = Vec::new();
    for k in named_children(n) {
        match k.kind() {
            "block_parameters" | "comment" => {}
            "block_body" | "body_statement" => out.extend(
                named_children(k)
                    .into_iter()
                    .filter(|x| x.kind() != "comment"),
            ),
            _ => out.push(k),
        }
    }
    out
}

fn block_params(block: Node, src: &[u8]) -> Vec<String> {
    named_children(block)
        .into_iter()
        .find(|k| k.kind() == "block_parameters")
        .map(|p| {
            named_children(p)
                .into_iter()
                .filter(|x| x.kind() == "identifier")
                .map(|x| text(x, src).to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the subtree calls a method that declares attributes.
fn declares(n: Node, src: &[u8], depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    if matches!(n.kind(), "call" | "identifier") {
        if let Some(m) = method_name(n, src) {
            if DECLARING.contains(&m) {
                return true;
            }
        }
    }
    named_children(n)
        .into_iter()
        .any(|k| declares(k, src, depth + 1))
}

struct TypeReader<'i, 's> {
    src: &'s [u8],
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
#[derive(Clone)]
enum PatternsDef<'s> {
    /// `def self.title_patterns ... end` (its source).
    Def(Node<'s>, &'s [u8]),
    /// `type.define_singleton_method(:title_patterns) do ... end`: the call, its block, its
    /// source and the helper module it is written in.
    Block(Node<'s>, Node<'s>, &'s [u8], Option<String>),
}

fn read_newtype<'s>(
    call: Node<'s>,
    src: &'s [u8],
    index: &Index<'s>,
) -> Result<Option<ReadType>, ReadError> {
    let a = args(call);
    let Some(first) = a.first() else {
        return Ok(None);
    };
    let Some(name) = symbol(*first, src, &HashMap::new()) else {
        return Err(format!(
            "line {}: the type's name is not a literal",
            line(call)
        ));
    };
    for opt in a.iter().skip(1) {
        if opt.kind() == "pair" || opt.kind() == "hash" {
            let t = text(*opt, src);
            if t.contains("parent") {
                return Err(format!(
                    "line {}: type '{name}' inherits from another type",
                    line(call)
                ));
            }
        }
    }
    let Some(block) = call.child_by_field_name("block") else {
        return Err(format!("line {}: type '{name}' has no block", line(call)));
    };
    let mut r = TypeReader {
        src,
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
    let stmts = body_statements(block);
    // class methods first: they may be called before they are defined in the file order only
    // by mistake, but collecting them up front is harmless
    for s in &stmts {
        if s.kind() == "singleton_method" {
            let name = s
                .child_by_field_name("name")
                .map(|n| text(n, src))
                .unwrap_or("");
            if name != "title_patterns" {
                r.methods.insert(name.to_string(), (*s, src));
            }
        }
    }
    r.statements(&stmts, &HashMap::new(), 0)?;
    if let Some(def) = r.title_patterns {
        r.t.patterns = read_title_patterns(def, index, &r.methods);
    }
    Ok(Some(r.t))
}

impl<'i, 's> TypeReader<'i, 's> {
    fn statements(
        &mut self,
        stmts: &[Node<'s>],
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        if depth > 20 {
            return Err("the type's declarations nest too deeply".into());
        }
        for s in stmts {
            self.statement(*s, env, depth)?;
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
        s: Node<'s>,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let src = self.src;
        match s.kind() {
            "comment" | "method" | "string" | "heredoc_body" => Ok(()),
            "singleton_method" => {
                let name = s
                    .child_by_field_name("name")
                    .map(|n| text(n, src))
                    .unwrap_or("");
                if name == "title_patterns" {
                    self.title_patterns = Some(PatternsDef::Def(s, src));
                }
                Ok(())
            }
            "assignment" | "operator_assignment" => {
                let lhs = s.child_by_field_name("left");
                let rhs = s.child_by_field_name("right");
                if let (Some(l), Some(r)) = (lhs, rhs) {
                    if text(l, src) == "@isomorphic" {
                        self.t.isomorphic = text(r, src) != "false";
                        return Ok(());
                    }
                    if declares(r, src, 0) {
                        return self.statement(r, env, depth + 1);
                    }
                }
                Ok(())
            }
            "if"
            | "unless"
            | "if_modifier"
            | "unless_modifier"
            | "then"
            | "else"
            | "elsif"
            | "begin"
            | "parenthesized_statements" => {
                let cond = s.child_by_field_name("condition");
                for k in named_children(s) {
                    if Some(k) == cond {
                        continue;
                    }
                    match k.kind() {
                        "then" | "else" | "body_statement" => {
                            self.statements(&body_statements(k), env, depth + 1)?
                        }
                        _ => self.statement(k, env, depth + 1)?,
                    }
                }
                Ok(())
            }
            "identifier" | "call" => self.call(s, env, depth),
            "constant" | "scope_resolution" | "instance_variable" | "self" | "nil" | "true"
            | "false" => Ok(()),
            _ => {
                if declares(s, src, 0) {
                    Err(format!(
                        "line {}: a `{}` declares attributes in a way strata cannot read",
                        line(s),
                        s.kind()
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
        s: Node<'s>,
        m: &str,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let index = self.index;
        for a in args(s) {
            let name = text(a, self.src);
            let Some((_, module)) = index.resolve(name) else {
                continue;
            };
            if m == "extend" {
                for (k, d) in &module.instance {
                    self.methods.insert(k.clone(), *d);
                }
                continue;
            }
            let Some((hook, hook_src)) = module.singleton.get("included").copied() else {
                continue;
            };
            let klass = hook
                .child_by_field_name("parameters")
                .and_then(|p| named_children(p).into_iter().next())
                .map(|p| text(p, hook_src).to_string())
                .unwrap_or_default();
            let saved = std::mem::replace(&mut self.src, hook_src);
            let r = self.hook(&method_body(hook), &klass, env, depth);
            self.src = saved;
            r?;
        }
        Ok(())
    }

    /// A class method of a helper module that the type passes itself to
    /// (`PuppetX::X::Type.clone_type(self)`): its body declares in the type, its parameter in
    /// that place standing for the type. `false` when the call passes no `self`; an error when
    /// it does but the method is not in the files the type requires (it may declare anything).
    fn helper_call(
        &mut self,
        s: Node<'s>,
        receiver: &str,
        m: &str,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<bool, ReadError> {
        let src = self.src;
        let a = args(s);
        let at: Vec<usize> = a
            .iter()
            .enumerate()
            .filter(|(_, x)| {
                let t = text(**x, src);
                t == "self" || self.self_names.iter().any(|n| n == t)
            })
            .map(|(i, _)| i)
            .collect();
        if at.is_empty() {
            return Ok(false);
        }
        let index = self.index;
        let found = index
            .resolve(receiver)
            .and_then(|(q, module)| Some((q, module.singleton.get(m).copied()?)));
        let Some((qual, (def, def_src))) = found else {
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
        if let Some(ps) = def.child_by_field_name("parameters") {
            for (i, p) in named_children(ps).into_iter().enumerate() {
                let pname = match p.kind() {
                    "identifier" => text(p, def_src).to_string(),
                    _ => p
                        .child_by_field_name("name")
                        .map(|n| text(n, def_src).to_string())
                        .unwrap_or_default(),
                };
                if at.contains(&i) {
                    names.push(pname);
                } else if let Some(v) = a.get(i).and_then(|x| symbol(*x, src, env)) {
                    e.insert(pname, v);
                }
            }
        }
        let saved_names = std::mem::replace(&mut self.self_names, names);
        let saved_helper = self.helper.replace(qual.to_string());
        let saved_src = std::mem::replace(&mut self.src, def_src);
        let r = self.statements(&method_body(def), &e, depth + 1);
        self.src = saved_src;
        self.helper = saved_helper;
        self.self_names = saved_names;
        r.map(|()| true)
    }

    fn hook(
        &mut self,
        stmts: &[Node<'s>],
        klass: &str,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let src = self.src;
        for st in stmts {
            let recv = if st.kind() == "call" {
                st.child_by_field_name("receiver")
            } else {
                None
            };
            let meth = method_name(*st, src).unwrap_or("");
            if recv.is_some_and(|r| text(r, src) == klass)
                && matches!(meth, "class_eval" | "class_exec" | "instance_eval")
            {
                if let Some(b) = st.child_by_field_name("block") {
                    self.statements(&body_statements(b), env, depth + 1)?;
                    continue;
                }
            }
            if declares(*st, src, 0) {
                return Err(format!(
                    "line {}: the `included` hook declares attributes in a way strata cannot read",
                    line(*st)
                ));
            }
        }
        Ok(())
    }

    fn call(
        &mut self,
        s: Node<'s>,
        env: &HashMap<String, String>,
        depth: usize,
    ) -> Result<(), ReadError> {
        let src = self.src;
        let receiver = if s.kind() == "call" {
            s.child_by_field_name("receiver")
        } else {
            None
        };
        let m = method_name(s, src).unwrap_or("");
        // [:a, :b].each do |x| ... end (or %i[a b], %w[a b])
        if let Some(recv) = receiver {
            if m == "each" && matches!(recv.kind(), "array" | "symbol_array" | "string_array") {
                let Some(block) = s.child_by_field_name("block") else {
                    return Ok(());
                };
                if !declares(block, src, 0) {
                    return Ok(());
                }
                let vars = block_params(block, src);
                let stmts = body_statements(block);
                for el in named_children(recv) {
                    let Some(sym) = symbol(el, src, env) else {
                        return Err(format!(
                            "line {}: attributes declared in a loop over values strata cannot read",
                            line(s)
                        ));
                    };
                    let mut e = env.clone();
                    if let Some(v) = vars.first() {
                        e.insert(v.clone(), sym);
                    }
                    self.statements(&stmts, &e, depth + 1)?;
                }
                return Ok(());
            }
            let rt = text(recv, src);
            if rt != "self" && !self.self_names.iter().any(|n| n == rt) {
                if matches!(recv.kind(), "constant" | "scope_resolution")
                    && self.helper_call(s, rt, m, env, depth)?
                {
                    return Ok(());
                }
                if declares(s, src, 0) {
                    return Err(format!(
                        "line {}: attributes declared through `{}` cannot be read",
                        line(s),
                        text(recv, src)
                    ));
                }
                return Ok(());
            }
        }
        match m {
            "newparam" | "newproperty" | "newmetaparam" => {
                let a = args(s);
                let Some(first) = a.first() else {
                    return Err(format!("line {}: `{m}` without a name", line(s)));
                };
                let Some(name) = symbol(*first, src, env) else {
                    return Err(format!(
                        "line {}: `{m}({})` does not name the attribute literally",
                        line(s),
                        text(*first, src)
                    ));
                };
                let mut namevar = false;
                for o in a.iter().skip(1) {
                    let pairs = if o.kind() == "pair" {
                        vec![*o]
                    } else {
                        named_children(*o)
                            .into_iter()
                            .filter(|k| k.kind() == "pair")
                            .collect()
                    };
                    for p in pairs {
                        let key = p
                            .child_by_field_name("key")
                            .map(|k| text(k, src))
                            .unwrap_or("");
                        let val = p
                            .child_by_field_name("value")
                            .map(|k| text(k, src))
                            .unwrap_or("");
                        if key.trim_start_matches(':').trim_end_matches(':') == "namevar"
                            && val == "true"
                        {
                            namevar = true;
                        }
                    }
                }
                if let Some(block) = s.child_by_field_name("block") {
                    for st in body_statements(block) {
                        if matches!(st.kind(), "identifier" | "call")
                            && method_name(st, src) == Some("isnamevar")
                        {
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
            "extend" | "include" if receiver.is_none() => self.mixin(s, m, env, depth),
            "define_singleton_method" => {
                let a = args(s);
                let name = a.first().and_then(|n| symbol(*n, src, env));
                let block = s.child_by_field_name("block");
                match (name.as_deref(), block) {
                    (Some("title_patterns"), Some(b)) => {
                        self.title_patterns =
                            Some(PatternsDef::Block(s, b, src, self.helper.clone()));
                        Ok(())
                    }
                    (Some(_), _) if !declares(s, src, 0) => Ok(()),
                    _ => Err(format!(
                        "line {}: a class method defined by `define_singleton_method` that strata cannot read",
                        line(s)
                    )),
                }
            }
            _ if HARMLESS.contains(&m) => Ok(()),
            _ => {
                if let Some((def, def_src)) = self.methods.get(m).copied() {
                    self.expansions += 1;
                    if self.expansions > 1000 {
                        return Err("too many expansions of the type's class methods".into());
                    }
                    // bind the method's parameters to the call's literal arguments
                    let mut e = HashMap::new();
                    let a = args(s);
                    if let Some(ps) = def.child_by_field_name("parameters") {
                        for (i, p) in named_children(ps).into_iter().enumerate() {
                            let pname = match p.kind() {
                                "identifier" => text(p, def_src).to_string(),
                                _ => p
                                    .child_by_field_name("name")
                                    .map(|n| text(n, def_src).to_string())
                                    .unwrap_or_default(),
                            };
                            if let Some(v) = a.get(i).and_then(|x| symbol(*x, src, env)) {
                                e.insert(pname, v);
                            }
                        }
                    }
                    let body = method_body(def);
                    let saved = std::mem::replace(&mut self.src, def_src);
                    let r = self.statements(&body, &e, depth + 1);
                    self.src = saved;
                    return r;
                }
                if s.kind() == "identifier" && env.contains_key(text(s, src)) {
                    return Ok(());
                }
                if s.kind() == "call"
                    && !declares(s, src, 0)
                    && s.child_by_field_name("block").is_none()
                    && !args(s).is_empty()
                {
                    // a call with arguments to a helper the file does not define (e.g. a
                    // logging call); it declares nothing visible
                    return Ok(());
                }
                if declares(s, src, 0) {
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

/// Reads `def self.title_patterns`: its value, evaluated statically (literal regexes, or
/// regexes built from literal pieces by local variables and the required modules' helpers),
/// must be an array of `[regex, [[:attr], [:attr, proc], ...]]` pairs.
fn read_title_patterns<'s>(
    def: PatternsDef<'s>,
    index: &Index<'s>,
    own: &HashMap<String, Def<'s>>,
) -> ReadPatterns {
    let mut ev = Eval::new(index, own.clone());
    let (val, def) = match def {
        PatternsDef::Def(def, src) => (ev.call_def((def, src), None, vec![], 0), def),
        PatternsDef::Block(call, block, src, module) => {
            (ev.run_block(&body_statements(block), src, module), call)
        }
    };
    let val = match val {
        Ok(v) => v,
        Err(e) => return ReadPatterns::Unreadable(e),
    };
    let bad = |what: &str| ReadPatterns::Unreadable(format!("line {}: {what}", line(def)));
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
