//! The Ruby companion: modules' own Ruby functions and ERB templates outside strata's native
//! evaluator, run in one long-lived `ruby` process per compile.
//!
//! # How
//!
//! On the first call that needs it, the compile starts the interpreter through the host
//! ([`Host::spawn`](strata_core::host::Host::spawn), refused by `--no-ruby` and `--sandbox`)
//! with the shim `shim.rb` (`ruby --disable-gems -e SHIM`), which implements the parts of
//! Puppet's function APIs that modules use: `Puppet::Functions.create_function` with
//! `dispatch`, the 3.x `Puppet::Parser::Functions.newfunction`, the calling scope
//! (`lookupvar`, `scope[...]`, `function_*`, `call_function`, `find_global_scope`, and
//! `catalog.resource(...)` for a resource declared so far), type checks, logging, and
//! Puppet's template wrapper. The two sides speak framed JSON on the child's standard input
//! and output (`<byte length>\n<JSON>`), one request at a time; while it runs a request the
//! companion may call back (a Puppet function, a variable, a type check, the call's block),
//! and a callback may in turn reach another Ruby function: requests nest, never interleave.
//! Values cross as `values.rs` describes.
//!
//! # Errors
//!
//! A Ruby exception is Puppet's "Error while evaluating a Function Call, MESSAGE" at the
//! call in the manifest. A callback that failed keeps strata's own error. A request that
//! does not answer within the configured time kills the process (the next request starts a
//! new one). The process is killed when the compile ends (`State` owns it).

mod dispatch;
pub(crate) mod state;
mod values;

pub(crate) use state::State;
pub use state::{Companion, RubyConfig};
use state::{Process, Watch};

use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, Flow, ScopeId, R};
use crate::functions::stdlib::found::{Api, Found};
use crate::value::{Ty, Val};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use strata_core::host::{Child, FileKind};
use strata_core::value::Value;
use strata_core::Span;

/// The shim the interpreter runs.
const SHIM: &str = include_str!("shim.rb");

/// How long the companion may take to start.
const START_TIMEOUT: Duration = Duration::from_secs(30);

impl RubyConfig {
    /// The interpreter `interpreter` with the default timeout (60 s) and no commands.
    pub fn new(interpreter: impl Into<String>) -> RubyConfig {
        RubyConfig {
            interpreter: interpreter.into(),
            allow_exec: false,
            timeout: Duration::from_secs(60),
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.watch.stop.store(true, Ordering::Relaxed);
        self.child
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .kill();
    }
}

/// Why a request got no answer.
enum Broken {
    /// No answer in time.
    Timeout,
    /// The process ended (or its output is not the protocol).
    Exited(String),
}

impl Process {
    /// Starts the watchdog of a new process; `clock` is the start of the times in `watch`.
    /// Fails (instead of panicking as `std::thread::spawn` would) when the system cannot start
    /// one more thread.
    fn watchdog(
        child: Arc<Mutex<Box<dyn Child>>>,
        watch: Arc<Watch>,
        clock: Instant,
    ) -> std::io::Result<()> {
        let thread = std::thread::Builder::new().name("ruby-watchdog".into());
        thread.spawn(move || {
            while !watch.stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(20));
                let since = watch.waiting_since.load(Ordering::Relaxed);
                if since == 0 {
                    continue;
                }
                let now = clock.elapsed().as_millis() as u64 + 1;
                if now.saturating_sub(since) > watch.limit_ms.load(Ordering::Relaxed) {
                    watch.fired.store(true, Ordering::Relaxed);
                    child.lock().unwrap_or_else(PoisonError::into_inner).kill();
                    break;
                }
            }
        })?;
        Ok(())
    }

    fn send(&self, body: &str) -> Result<(), Broken> {
        let mut w = self.stdin.lock().unwrap_or_else(PoisonError::into_inner);
        let mut frame = Vec::with_capacity(body.len() + 12);
        frame.extend_from_slice(body.len().to_string().as_bytes());
        frame.push(b'\n');
        frame.extend_from_slice(body.as_bytes());
        w.write_all(&frame)
            .and_then(|_| w.flush())
            .map_err(|e| Broken::Exited(format!("cannot write to it: {e}")))
    }

    fn recv(&self, timeout: Duration) -> Result<Value, Broken> {
        let clock = self.clock;
        let mut r = self.stdout.lock().unwrap_or_else(PoisonError::into_inner);
        self.watch
            .limit_ms
            .store(timeout.as_millis() as u64, Ordering::Relaxed);
        self.watch
            .waiting_since
            .store(clock.elapsed().as_millis() as u64 + 1, Ordering::Relaxed);
        let frame = read_frame(&mut r);
        self.watch.waiting_since.store(0, Ordering::Relaxed);
        if self.watch.fired.load(Ordering::Relaxed) {
            return Err(Broken::Timeout);
        }
        let bytes = frame.ok_or_else(|| Broken::Exited("it exited".to_string()))?;
        let text = String::from_utf8_lossy(&bytes);
        strata_core::json::parse(&text)
            .map_err(|e| Broken::Exited(format!("it sent a message that is not JSON: {e}")))
    }
}

/// Reads one frame (`<length>\n<bytes>`); None at the end of the output.
fn read_frame(r: &mut BufReader<Box<dyn Read + Send>>) -> Option<Vec<u8>> {
    let mut line = String::new();
    match r.read_line(&mut line) {
        Ok(0) | Err(_) => return None,
        Ok(_) => {}
    }
    let n = line.trim().parse::<usize>().ok()?;
    let mut buf = vec![0; n];
    r.read_exact(&mut buf).ok()?;
    Some(buf)
}

impl Default for State {
    fn default() -> State {
        State {
            process: None,
            calls: 0,
            time: Duration::ZERO,
            types: HashMap::new(),
            local_aliases: Vec::new(),
            callback_error: None,
            last_raise: None,
            lib_raise: None,
        }
    }
}

impl State {
    /// Ends the companion now (if it runs).
    pub(crate) fn close(&mut self) {
        self.process = None;
    }

    /// The running companion, made ready for another compile (what a compile left in it is
    /// forgotten); None when none runs or it no longer answers.
    pub(crate) fn take(&mut self) -> Option<Companion> {
        let p = self.process.take()?;
        p.send("{\"op\":\"reset\"}").ok()?;
        match p.recv(START_TIMEOUT) {
            Ok(_) => Some(Companion(p)),
            Err(_) => None,
        }
    }

    /// Uses `companion` (from [`State::take`] after an earlier compile with the same
    /// modulepath and Ruby settings) instead of starting one.
    pub(crate) fn reuse(&mut self, companion: Companion) {
        self.process = Some(companion.0);
    }
}

/// What a request is, for messages.
struct Ctx<'l> {
    /// "the function 'x' of module 'm' (file)" or "the template t (file)".
    what: String,
    sc: ScopeId,
    span: Span,
    lambda: Option<&'l Lambda>,
}

/// An error at the call.
fn fail<T>(msg: impl Into<String>, span: Span) -> R<T> {
    rt_err(msg, span)
}

/// The running companion, started on first use.
fn process(c: &mut Compiler<'_>, ctx: &Ctx<'_>) -> R<Arc<Process>> {
    if let Some(p) = &c.ruby.process {
        return Ok(p.clone());
    }
    let Some(cfg) = c.opts.ruby.clone() else {
        return fail(no_ruby(&ctx.what), ctx.span);
    };
    let argv = vec![
        cfg.interpreter.clone(),
        "--disable-gems".to_string(),
        "-e".to_string(),
        SHIM.to_string(),
    ];
    let mut child = match c.host.spawn(&argv) {
        Ok(ch) => ch,
        Err(e) => {
            return fail(
                format!("{} needs Ruby, and {e}", capitalized(&ctx.what)),
                ctx.span,
            )
        }
    };
    let (Some(stdin), Some(stdout)) = (child.take_stdin(), child.take_stdout()) else {
        return fail(
            format!(
                "{} needs Ruby, and its pipes could not be opened",
                capitalized(&ctx.what)
            ),
            ctx.span,
        );
    };
    let child = Arc::new(Mutex::new(child));
    let watch = Arc::new(Watch::default());
    let clock = Instant::now();
    if let Err(e) = Process::watchdog(child.clone(), watch.clone(), clock) {
        child.lock().unwrap_or_else(PoisonError::into_inner).kill();
        return fail(
            format!(
                "{} needs Ruby, and the Ruby companion's watchdog thread could not start: {e}",
                capitalized(&ctx.what)
            ),
            ctx.span,
        );
    }
    let p = Arc::new(Process {
        child,
        stdin: Mutex::new(stdin),
        stdout: Mutex::new(BufReader::new(stdout)),
        watch,
        clock,
    });
    let broken = |b: Broken| -> R<Arc<Process>> {
        let why = match b {
            Broken::Timeout => "it did not start in time".to_string(),
            Broken::Exited(m) => m,
        };
        fail(
            format!(
                "{} needs Ruby, and the Ruby companion ({}) failed: {why}",
                capitalized(&ctx.what),
                cfg.interpreter
            ),
            ctx.span,
        )
    };
    match p.recv(START_TIMEOUT) {
        Ok(_) => {}
        Err(b) => return broken(b),
    }
    let mut libs = Vec::new();
    for mp in &c.opts.modulepath {
        for m in c.host.list_dir(None, mp).unwrap_or_default() {
            let lib = format!("{mp}/{m}/lib");
            if matches!(c.host.kind(None, &lib), Ok(Some(FileKind::Dir))) {
                libs.push(Val::Str(lib.into()));
            }
        }
    }
    let mut setup = format!(
        "{{\"op\":\"setup\",\"allow_exec\":{},\"libs\":",
        cfg.allow_exec
    );
    setup.push_str(&values::encode_list(&libs).unwrap_or_else(|_| "[]".into()));
    setup.push('}');
    if let Err(b) = p.send(&setup).and_then(|_| p.recv(START_TIMEOUT)) {
        return broken(b);
    }
    c.ruby.process = Some(p.clone());
    Ok(p)
}

fn capitalized(s: &str) -> String {
    let mut cs = s.chars();
    match cs.next() {
        Some(f) => f.to_uppercase().chain(cs).collect(),
        None => String::new(),
    }
}

/// The error of a call that needs Ruby when there is none.
fn no_ruby(what: &str) -> String {
    format!(
        "{} needs Ruby, and running Ruby is off (--no-ruby, or no `ruby` on PATH; pass --ruby PATH)",
        capitalized(what)
    )
}

/// A failed request: the companion's error message and where it happened.
struct RubyError {
    msg: String,
    /// The module file and line of the first frame (`file:line`).
    place: Option<String>,
}

/// Sends one request and serves the companion's callbacks until it answers.
fn request(c: &mut Compiler<'_>, ctx: &Ctx<'_>, body: &str) -> R<Result<Val, RubyError>> {
    let p = process(c, ctx)?;
    let started = Instant::now();
    let timeout = c
        .opts
        .ruby
        .as_ref()
        .map_or(Duration::from_secs(60), |r| r.timeout);
    c.ruby.calls += 1;
    let broken = |c: &mut Compiler<'_>, b: Broken| -> R<Result<Val, RubyError>> {
        c.ruby.process = None;
        let why = match b {
            Broken::Timeout => format!(
                "it did not finish within {} seconds (the Ruby process was stopped)",
                timeout.as_secs_f64()
            ),
            Broken::Exited(m) => format!("the Ruby companion failed: {m}"),
        };
        fail(format!("{}: {why}", capitalized(&ctx.what)), ctx.span)
    };
    if let Err(b) = p.send(body) {
        return broken(c, b);
    }
    let result = loop {
        let msg = match p.recv(timeout) {
            Ok(m) => m,
            Err(b) => return broken(c, b),
        };
        let Value::Map(m) = &msg else {
            return broken(
                c,
                Broken::Exited("it sent a message that is not an object".into()),
            );
        };
        let text = |k: &str| match m.get(k) {
            Some(Value::String(s)) => Some(s.as_str().to_string()),
            _ => None,
        };
        match text("r").as_deref() {
            Some("ok") => {
                let v = m.get("v").cloned().unwrap_or(Value::Null);
                match decode(c, &v) {
                    Ok(v) => break Ok(v),
                    Err(e) => {
                        break Err(RubyError {
                            msg: format!("{} returned a value Puppet cannot hold: {e}", ctx.what),
                            place: None,
                        })
                    }
                }
            }
            Some("err") => {
                if m.contains_key("callback") {
                    if let Some(f) = c.ruby.callback_error.take() {
                        c.ruby.time += started.elapsed();
                        return Err(f);
                    }
                }
                let mut msg = text("msg").unwrap_or_default();
                if m.contains_key("hold") {
                    msg = format!("{} returned a value Puppet cannot hold: {msg}", ctx.what);
                }
                break Err(RubyError {
                    msg,
                    place: text("where"),
                });
            }
            Some("cb") => {
                let reply = match callback(c, ctx, m) {
                    Ok(v) => {
                        let mut out = String::from("{\"op\":\"reply\",\"v\":");
                        match values::encode(&v, &mut out) {
                            Ok(()) => {
                                out.push('}');
                                out
                            }
                            Err(e) => error_reply(&e),
                        }
                    }
                    Err(Flow::Err(e)) => {
                        let text = e.msg.clone();
                        c.ruby.callback_error = Some(Flow::Err(e));
                        error_reply(&text)
                    }
                    Err(other) => {
                        c.ruby.callback_error = Some(other);
                        error_reply("a jump out of a block")
                    }
                };
                if let Err(b) = p.send(&reply) {
                    return broken(c, b);
                }
            }
            _ => return broken(c, Broken::Exited("it sent an unknown message".into())),
        }
    };
    c.ruby.time += started.elapsed();
    Ok(result)
}

fn error_reply(msg: &str) -> String {
    let mut out = String::from("{\"op\":\"reply\",\"err\":");
    strata_core::json::write_string(&mut out, msg, false);
    out.push('}');
    out
}

/// A type's string form as strata's type system reads it.
pub(crate) fn parse_type(c: &mut Compiler<'_>, text: &str, sc: ScopeId) -> Result<Ty, String> {
    if let Some(t) = c.ruby.types.get(text) {
        return Ok(t.clone());
    }
    let t = parse_uncached(c, text, sc)?;
    c.ruby.types.insert(text.to_string(), t.clone());
    Ok(t)
}

/// A type of a 4.x function's dispatch, whose `local_types` (`[name, definition]` pairs, each
/// definition may name the ones before it) it may name: each is a named alias, as Puppet's
/// local loader defines it (`expects a Port = Integer[1, 65535] value`).
pub(super) fn parse_local_type(
    c: &mut Compiler<'_>,
    text: &str,
    aliases: &[(String, String)],
    sc: ScopeId,
) -> Result<Ty, String> {
    if aliases.is_empty() {
        return parse_type(c, text, sc);
    }
    let key = aliases
        .iter()
        .fold(String::new(), |k, (n, d)| format!("{k}{n}={d};"))
        + text;
    if let Some(t) = c.ruby.types.get(&key) {
        return Ok(t.clone());
    }
    let outer = std::mem::take(&mut c.ruby.local_aliases);
    let parse = |c: &mut Compiler<'_>| -> Result<Ty, String> {
        for (name, def) in aliases {
            let t = parse_uncached(c, def, sc)?;
            c.ruby.local_aliases.push((
                name.to_lowercase(),
                Ty::Alias(name.as_str().into(), Box::new(t)),
            ));
        }
        parse_uncached(c, text, sc)
    };
    let r = parse(c);
    c.ruby.local_aliases = outer;
    let t = r?;
    c.ruby.types.insert(key, t.clone());
    Ok(t)
}

/// `text` parsed and evaluated as a type, without the cache (local aliases in effect).
fn parse_uncached(c: &mut Compiler<'_>, text: &str, sc: ScopeId) -> Result<Ty, String> {
    let id = c
        .sources
        .add("<type from Ruby>".to_string(), text.to_string());
    let prog = crate::parser::parse(text, id).map_err(|e| e.message)?;
    let cannot = || format!("The string '{text}' cannot be parsed to a type");
    let e = prog.body.first().ok_or_else(cannot)?;
    match c.eval(e, sc) {
        Ok(Val::Type(t)) => Ok((*t).clone()),
        _ => Err(cannot()),
    }
}

/// A value the companion sent (its types parsed in the top scope).
fn decode(c: &mut Compiler<'_>, v: &Value) -> Result<Val, String> {
    let top = c.top;
    values::decode(v, &mut |t| parse_type(c, t, top))
}

/// The variables visible from `sc`, as a hash (`Compiler::visible_vars`).
fn visible(c: &Compiler<'_>, sc: ScopeId) -> Val {
    let vars = c
        .visible_vars(sc)
        .into_iter()
        .map(|(k, v)| (Val::Str(k), v));
    Val::Hash(Arc::new(vars.collect()))
}

/// Puppet's `Scope#lookupdefaults(type)`: the resource defaults for `type` (a capitalized
/// type name) that scope `sc` sees, the outer scopes' first, each overridden by the inner
/// ones' (the same scope chain strata applies defaults from), as a hash of attribute name to
/// value.
fn lookup_defaults(c: &Compiler<'_>, ty: &str, sc: ScopeId) -> Val {
    let mut chain = Vec::new();
    let mut s = Some(sc);
    while let Some(id) = s {
        if chain.len() > 100_000 {
            break;
        }
        chain.push(id);
        s = c.scopes[id].dyn_parent.or(c.scopes[id].parent);
    }
    let mut out = indexmap::IndexMap::new();
    for id in chain.into_iter().rev() {
        if let Some(d) = c.scopes[id].defaults.get(ty) {
            for (k, v, _) in d {
                out.insert(Val::Str(k.clone()), v.clone());
            }
        }
    }
    Val::hash(out)
}

/// Puppet's `TypeFormatter#capitalize_segments` (what `Puppet::Resource.type_and_title` does
/// to a type name and a class's title): a name starting with an ASCII capital as it is, else
/// each `::` segment with its first character up and the rest down (Ruby's `capitalize`).
fn capitalize_segments(name: &str) -> String {
    if name.starts_with(|ch: char| ch.is_ascii_uppercase()) {
        return name.to_string();
    }
    let cap = |seg: &str| {
        let mut chars = seg.chars();
        match chars.next() {
            Some(first) => {
                first.to_uppercase().collect::<String>() + &chars.as_str().to_lowercase()
            }
            None => String::new(),
        }
    };
    name.split("::").map(cap).collect::<Vec<_>>().join("::")
}

/// Puppet's `Catalog#resource(type, title)`: the resource declared so far under the type name
/// and title as `Puppet::Resource.type_and_title` writes them (a class's title capitalized by
/// segments, `Class[GSC::Options]` not found as `Class[Gsc::Options]`; the empty title the
/// class `main`), otherwise exactly as given.
fn catalog_resource(c: &Compiler<'_>, ty: &str, title: &str) -> Option<usize> {
    let ty = if ty.is_empty() || ty.eq_ignore_ascii_case("component") {
        "Class".to_string()
    } else {
        capitalize_segments(ty)
    };
    let title = if ty == "Class" {
        // Class[main] (`scope.resource` at the top, `catalog.resource('Class', 'main')`)
        if title.is_empty() || title.eq_ignore_ascii_case("main") {
            return Some(c.main_res);
        } else {
            capitalize_segments(title)
        }
    } else {
        title.to_string()
    };
    let key: (Arc<str>, Arc<str>) = (ty.into(), title.into());
    c.index.get(&key).copied()
}

/// A catalog resource as the shim's `CatalogResource` reads it: its type, title and
/// parameters.
fn resource_val(c: &Compiler<'_>, rid: usize) -> Val {
    let r = &c.res[rid];
    let params = r
        .params
        .iter()
        .map(|(k, v)| (Val::Str(k.clone()), v.clone()));
    let mut out = indexmap::IndexMap::new();
    out.insert(Val::str("type"), Val::Str(r.ty.clone()));
    out.insert(Val::str("title"), Val::Str(r.title.clone()));
    out.insert(
        Val::str("parameters"),
        Val::Hash(Arc::new(params.collect())),
    );
    let tags = r.tags.iter().map(|t| Val::Str(t.clone())).collect();
    out.insert(Val::str("tags"), Val::Array(Arc::new(tags)));
    Val::hash(out)
}

/// The shim's SemanticPuppet: `version` (the parts of a version, nil when it is none),
/// `range` (whether the text is a range), `include` (whether `range` includes `version`) and
/// `cmp` (`a <=> b`), by the rules of `ptypes::semver` (semantic_puppet's).
fn semver(text: &dyn Fn(&str) -> String) -> Val {
    use crate::ptypes::semver::{Range, SemVer};
    let opt = |s: &Option<String>| match s {
        Some(s) => Val::Str(s.as_str().into()),
        None => Val::Undef,
    };
    match text("op").as_str() {
        "version" => match SemVer::parse(&text("text")) {
            Some(v) => Val::Array(Arc::new(vec![
                Val::Int(v.major as i64),
                Val::Int(v.minor as i64),
                Val::Int(v.patch as i64),
                opt(&v.pre),
                opt(&v.build),
            ])),
            None => Val::Undef,
        },
        "range" => Val::Bool(Range::parse(&text("text")).is_some()),
        "include" => {
            let r = Range::parse(&text("range"));
            let v = SemVer::parse(&text("version"));
            Val::Bool(matches!((r, v), (Some(r), Some(v)) if r.includes(&v)))
        }
        "cmp" => match (SemVer::parse(&text("a")), SemVer::parse(&text("b"))) {
            (Some(a), Some(b)) => Val::Int(a.compare(&b) as i64),
            _ => Val::Undef,
        },
        _ => Val::Undef,
    }
}

/// Answers one callback of the companion.
fn callback(c: &mut Compiler<'_>, ctx: &Ctx<'_>, m: &strata_core::value::Map) -> R<Val> {
    let text = |k: &str| match m.get(k) {
        Some(Value::String(s)) => s.as_str().to_string(),
        _ => String::new(),
    };
    let val = |c: &mut Compiler<'_>, k: &str| -> R<Val> {
        let v = m.get(k).cloned().unwrap_or(Value::Null);
        decode(c, &v).or_else(|e| fail(e, ctx.span))
    };
    let list = |v: Val| match v {
        Val::Array(a) => (*a).clone(),
        Val::Undef => Vec::new(),
        other => vec![other],
    };
    let asked = match m.get("global") {
        Some(Value::Bool(true)) => c.top,
        _ => ctx.sc,
    };
    match text("kind").as_str() {
        "call" => {
            let args = list(val(c, "args")?);
            let name = text("name");
            // one level of the compile's depth budget, so Ruby calling itself through
            // strata ends with the budget's error
            if matches!(m.get("v3"), Some(Value::Bool(true))) {
                // a template's or a 3.x function's `scope.function_x`: Puppet's 3.x function,
                // whose 3.x stub raises for a function of the 4.x API only (`function_epp`)
                if crate::functions::names::IS_4X.contains(&name.as_str()) {
                    return fail(
                        format!(
                            "{name}() can only be called using the 4.x function API. See \
                             Scope#call_function"
                        ),
                        ctx.span,
                    );
                }
                let lib3x_call = c.families.lib3x_call;
                let r = c.nested(Some(&name), ctx.span, |c| {
                    lib3x_call(c, &name, args, ctx.sc, ctx.span)
                })?;
                return r.or_else(|raised| {
                    let detail = raised.detail.clone();
                    c.ruby.lib_raise = Some(raised);
                    fail(detail, ctx.span)
                });
            }
            // a 4.x function's `call_function` calls in its closure scope, the global one
            // for a module function (`global`), as Puppet's `Function#call_function`; a Ruby
            // block given to it is the called function's lambda
            let block = m.get("block").and_then(Value::as_map).map(|b| {
                let num = |k: &str| match b.get(k) {
                    Some(Value::Number(strata_core::value::Number::Int(n))) => *n,
                    _ => 0,
                };
                block_lambda(num("id"), num("arity"), ctx.span)
            });
            let r = c.nested(Some(&name), ctx.span, |c| {
                c.call_function(&name, args, block.as_ref(), asked, ctx.span)
            });
            // Function#internal_call_function's ArgumentError for a function no loader finds
            let from = text("from");
            let unknown = format!("Unknown function: '{name}'.");
            r.map_err(|f| match f {
                Flow::Err(mut e) if !from.is_empty() && e.msg == unknown => {
                    e.msg = format!("Function {from}(): Unknown function: '{name}'");
                    e.wrapped = false;
                    Flow::Err(e)
                }
                other => other,
            })
        }
        "yield" => {
            let args = list(val(c, "args")?);
            match ctx.lambda {
                Some(l) => c.call_lambda(l, args, ctx.sc, ctx.span),
                None => fail("no block was given to yield to", ctx.span),
            }
        }
        "lookupvar" => {
            let name = text("name");
            match c.try_lookup(&name, ctx.sc) {
                Some(v) => Ok(v),
                None => {
                    // Scope#variable_not_found: an unknown simple name (not `module_name`,
                    // `caller_module_name` or a match number) raises under strict
                    let bare = name.strip_prefix("::").unwrap_or(&name);
                    let simple = !crate::value::has_colons(bare)
                        && !matches!(bare, "module_name" | "caller_module_name")
                        && !bare.bytes().all(|b| b.is_ascii_digit());
                    if simple && c.opts.strict {
                        return fail(format!("Undefined variable '{bare}'; "), ctx.span);
                    }
                    Ok(Val::Undef)
                }
            }
        }
        "exist" => Ok(Val::Bool(c.try_lookup(&text("name"), ctx.sc).is_some())),
        // `Scope#setvar`'s check: a variable of the scope itself, or one a native template set
        "bound" => Ok(Val::Bool(crate::eval::bound(c, ctx.sc, &text("name")))),
        // the shim's global scope (`find_global_scope`, a function's closure scope) asks of
        // the top scope
        "lookupdefaults" => Ok(lookup_defaults(c, &text("type"), asked)),
        "vars" => Ok(visible(c, asked)),
        // `Puppet::Parser::Functions.function(name)`: a 3.x function Puppet or a module has
        "is_3x" => {
            let name = text("name");
            Ok(Val::Bool(
                crate::functions::names::PUPPET_3X.contains(&name.as_str())
                    || crate::functions::stdlib::modules::has_3x(c, &name),
            ))
        }
        "function_exists" => {
            let name = text("name");
            let known = crate::functions::names::is_builtin(&name)
                || c.functions.contains_key(&name)
                || (c.families.stdlib_find)(c, &name).is_some();
            Ok(Val::Bool(known))
        }
        "instance" => {
            let t = parse_type(c, &text("type"), ctx.sc).or_else(|e| fail(e, ctx.span))?;
            let v = val(c, "v")?;
            Ok(Val::Bool(c.instance_of(&t, &v)))
        }
        "type_of" => {
            let v = val(c, "v")?;
            Ok(Val::Str(crate::types::infer(&v).to_string().into()))
        }
        "dispatch" => dispatch::dispatch(c, ctx, m),
        // Dispatch#invoke's assertion of the value a dispatch declaring `return_type` returned
        "check_return" => {
            let aliases = dispatch::read_aliases(m.get("aliases"));
            let t = parse_local_type(c, &text("type"), &aliases, ctx.sc)
                .or_else(|e| fail(e, ctx.span))?;
            let v = val(c, "v")?;
            let path = format!(
                "value returned from function '{}' has wrong type,",
                text("meth")
            );
            if c.instance_of(&t, &v) {
                return Ok(Val::Bool(true));
            }
            let lines = crate::describe::describe(c, &t, &v, &path);
            if lines.is_empty() {
                return fail(
                    format!("{path} {}", crate::types::mismatch(&t, &v)),
                    ctx.span,
                );
            }
            fail(lines.join("\n"), ctx.span)
        }
        "log" => {
            let msg = text("msg");
            match text("level").as_str() {
                "warning" | "err" => c.warnings.push(msg),
                _ => c.notices.push(msg),
            }
            Ok(Val::Undef)
        }
        "find_template" => {
            let name = text("name");
            Ok(match c.read_module_file(&name, "templates") {
                Some((path, _)) => Val::Str(path.into()),
                None => Val::Undef,
            })
        }
        // `Catalog#resource(type, title)`: the resource's type, title and parameters, or nil
        "resource" => {
            let found = catalog_resource(c, &text("type"), &text("title"));
            Ok(match found {
                Some(rid) => resource_val(c, rid),
                None => Val::Undef,
            })
        }
        // `Puppet::Pops::PuppetStack.stacktrace`: Puppet's frames are the function calls in
        // progress and the main manifest at line 0, innermost first; strata keeps no stack of
        // calls, so this is the module function's call and the main manifest (Puppet also has
        // an `include` that declared the calling class, not a resource-like declaration)
        "stack" => {
            let frames = [
                crate::functions::stdlib::api::frame_of(c, Some(ctx.span)),
                crate::functions::stdlib::api::frame_of(c, None),
            ];
            Ok(Val::Array(Arc::new(
                frames
                    .into_iter()
                    .map(|(f, l)| {
                        Val::Array(Arc::new(vec![Val::Str(f.into()), Val::Int(l.into())]))
                    })
                    .collect(),
            )))
        }
        // `catalog.resources`: every resource of the catalog so far, in the order declared
        // (one a function removed from the catalog is no longer there)
        "resources" => {
            let all = (0..c.res.len())
                .filter(|&rid| {
                    let r = &c.res[rid];
                    c.index.get(&(r.ty.clone(), r.title.clone())) == Some(&rid)
                })
                .map(|rid| resource_val(c, rid))
                .collect();
            Ok(Val::Array(Arc::new(all)))
        }
        // `Puppet::Module.find(name)`: the module's directory, nil when there is none
        "module_path" => {
            let name = text("name");
            let valid = name.starts_with(|ch: char| ch.is_ascii_lowercase())
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
            Ok(match crate::functions::stdlib::api::module_dir(c, &name) {
                Some(d) if valid => Val::Str(d.into()),
                _ => Val::Undef,
            })
        }
        // semantic_puppet's Version and VersionRange (the shim's SemanticPuppet)
        "semver" => Ok(semver(&text)),
        "setting" => setting(c, ctx, &text("name")),
        other => fail(format!("the Ruby companion asked for '{other}'"), ctx.span),
    }
}

/// Puppet's settings whose values depend on the Puppet installation (directories and files
/// under its confdir, vardir and codedir): strata has no such installation, so module Ruby
/// reading one gets an error that names it instead of a `nil` that fails further on.
const INSTALLATION_SETTINGS: &[&str] = &[
    "vardir",
    "confdir",
    "codedir",
    "ssldir",
    "rundir",
    "logdir",
    "statedir",
    "publicdir",
    "libdir",
    "plugindest",
    "pluginfactdest",
    "environmentpath",
    "basemodulepath",
    "modulepath",
    "hiera_config",
    "yamldir",
    "clientyamldir",
    "client_datadir",
    "reportdir",
    "bucketdir",
    "clientbucketdir",
    "cadir",
    "certdir",
    "privatekeydir",
    "publickeydir",
    "requestdir",
    "hostcert",
    "hostprivkey",
    "hostpubkey",
    "localcacert",
    "hostcrl",
    "fileserverconfig",
    "autosign",
    "deviceconfig",
];

/// `Puppet[:name]` from module Ruby: the settings strata models answer as `$settings::name`
/// does; one that depends on the Puppet installation is an error naming it; any other is
/// `nil`, as Puppet's `Settings#[]` gives for a name it does not know.
fn setting(c: &mut Compiler<'_>, ctx: &Ctx<'_>, name: &str) -> R<Val> {
    let modelled = c
        .class_scopes
        .get("settings")
        .and_then(|&s| c.scopes[s].vars.get(name).cloned());
    if let Some(v) = modelled {
        return Ok(v);
    }
    if INSTALLATION_SETTINGS.contains(&name) {
        return fail(
            format!(
                "{} reads Puppet[:{name}], a setting whose value depends on the Puppet \
                 installation, which strata does not have (only machine-independent settings \
                 such as `server` and `serverport` have values); a function that keeps state \
                 there (for example extlib::cache_data) needs Puppet itself",
                ctx.what
            ),
            ctx.span,
        );
    }
    Ok(Val::Undef)
}

/// Runs the module function `found` (one strata has no native version of) in the companion.
/// The name of the function a Ruby block's stand-in lambda calls ([`block_lambda`]); no
/// Puppet code can name it (a function name begins with a letter).
pub(crate) const BLOCK_FN: &str = "__strata_ruby_block";

/// A lambda standing for the Ruby block (the companion's block `id`) that module Ruby gave
/// `call_function` (`call_function('map', xs) { |x| ... }`): its parameters are the block's
/// (`arity` as Ruby's `Proc#arity`: n, or -n-1 for n required and a rest), and its body calls
/// the block with them in the companion ([`run_block`]).
fn block_lambda(id: i64, arity: i64, span: Span) -> Lambda {
    use crate::ast::{Expr, ExprKind, Param};
    let (required, rest) = if arity < 0 {
        ((-arity - 1) as usize, true)
    } else {
        (arity as usize, false)
    };
    let expr = |kind| Expr { kind, span };
    let mut params = Vec::new();
    let mut call_args = vec![expr(ExprKind::Lit(Val::Int(id)))];
    for i in 0..required + usize::from(rest) {
        let name: Arc<str> = format!("p{i}").into();
        let var = expr(ExprKind::Var(name.clone()));
        let is_rest = i == required;
        call_args.push(if is_rest {
            expr(ExprKind::Splat(Box::new(var)))
        } else {
            var
        });
        params.push(Param {
            name,
            ty: None,
            default: None,
            captures_rest: is_rest,
            span,
            name_at: span.start,
        });
    }
    Lambda {
        params,
        ret: None,
        body: Arc::new(vec![expr(ExprKind::Call(BLOCK_FN.into(), call_args, None))]),
        span,
    }
}

/// Calls the companion's Ruby block (the first argument its id) with the other arguments.
pub(crate) fn run_block(c: &mut Compiler<'_>, args: Vec<Val>, sc: ScopeId, span: Span) -> R<Val> {
    let id = match args.first() {
        Some(Val::Int(n)) => *n,
        _ => return fail("a Ruby block was called without its id", span),
    };
    let ctx = Ctx {
        what: "the Ruby block given to call_function".to_string(),
        sc,
        span,
        lambda: None,
    };
    let mut body = format!("{{\"op\":\"block\",\"id\":{id},\"args\":");
    body.push_str(&values::encode_list(&args[1..]).or_else(|e| fail(e, span))?);
    body.push('}');
    request(c, &ctx, &body)?.or_else(|e| fail(e.msg, span))
}

pub(crate) fn call_function(
    c: &mut Compiler<'_>,
    name: &str,
    found: &Found,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let ctx = Ctx {
        what: format!(
            "the function '{name}' of module '{}' ({})",
            found.module, found.file
        ),
        sc,
        span,
        lambda,
    };
    let mut body = format!("{{\"op\":\"call\",\"sc\":{sc},\"label\":");
    strata_core::json::write_string(&mut body, &crate::eval::scope_label(c, sc), false);
    body.push_str(",\"api\":");
    body.push_str(match found.api {
        Api::V4 => "\"v4\"",
        Api::V3 => "\"v3\"",
    });
    body.push_str(",\"name\":");
    strata_core::json::write_string(&mut body, name, false);
    body.push_str(",\"file\":");
    strata_core::json::write_string(&mut body, &found.file, false);
    body.push_str(",\"block\":");
    body.push_str(if lambda.is_some() { "true" } else { "false" });
    body.push_str(",\"args\":");
    body.push_str(&values::encode_list(&args).or_else(|e| fail(e, span))?);
    body.push('}');
    request(c, &ctx, &body)?.or_else(|e| {
        if let Some(place) = e.place {
            c.ruby.last_raise = Some((e.msg.clone(), place));
        }
        fail(e.msg, span)
    })
}

/// Renders an ERB template in the companion with Puppet's template wrapper. `file` is the
/// template's path (None for an inline template); `native` is why strata's own evaluator
/// stopped (used when Ruby is off).
pub(crate) fn render_erb(
    c: &mut Compiler<'_>,
    text: &str,
    spec: &str,
    file: Option<&str>,
    sc: ScopeId,
    span: Span,
) -> R<Result<String, (String, u32)>> {
    let what = match file {
        Some(f) => format!("the template {spec} ({f})"),
        None => "an inline template".to_string(),
    };
    let ctx = Ctx {
        what,
        sc,
        span,
        lambda: None,
    };
    let mut body = format!("{{\"op\":\"erb\",\"sc\":{sc},\"label\":");
    strata_core::json::write_string(&mut body, &crate::eval::scope_label(c, sc), false);
    body.push_str(",\"file\":");
    match file {
        Some(f) => strata_core::json::write_string(&mut body, f, false),
        None => body.push_str("null"),
    }
    body.push_str(",\"text\":");
    strata_core::json::write_string(&mut body, text, false);
    body.push_str(",\"vars\":");
    let vars = visible(c, sc);
    values::encode(&vars, &mut body).or_else(|e| fail(e, span))?;
    body.push('}');
    match request(c, &ctx, &body)? {
        Ok(Val::Str(s)) => Ok(Ok(s.to_string())),
        Ok(other) => Ok(Ok(other.to_display())),
        Err(e) => {
            // The template's line: the frame in the template file (ERB reports `file:line`).
            let line = e
                .place
                .as_deref()
                .and_then(|p| p.rsplit(':').next())
                .and_then(|l| l.parse().ok())
                .unwrap_or(0);
            Ok(Err((e.msg, line)))
        }
    }
}

/// True when the compile may use Ruby (an interpreter is configured).
pub(crate) fn enabled(c: &Compiler<'_>) -> bool {
    c.opts.ruby.is_some()
}

/// The error for a template strata cannot evaluate natively when Ruby is off.
pub(crate) fn no_ruby_for_template(detail: &str) -> String {
    format!(
        "{detail} (strata's own ERB evaluator stops here; rendering it through Ruby is off: \
         --no-ruby, or no `ruby` on PATH; pass --ruby PATH)"
    )
}
