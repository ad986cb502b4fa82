//! Programs prepared for evaluation, and a bounded cache of them.
//!
//! Crossplane calls the function on every reconcile of every composite resource with the
//! same program, so the work that depends on the program text alone is done once per
//! distinct text: splitting the txtar archive, parsing every file, decoding the top level
//! against its schema, defining and checking the user functions, indexing the
//! program's variable traversals, and reading the locals of every scope. A failure at any
//! of these steps is as much a property of the text as a success, so it is cached too (as
//! the FATAL message).
//!
//! The cache holds at most [`CACHE_ENTRIES`] programs and [`CACHE_BYTES`] bytes of program
//! text; when a new program does not fit, the least recently used ones are dropped. A
//! program larger than the whole byte budget is prepared but not kept.

use crate::calls::{set_sources, Functions};
use crate::locals::ProgramLocals;
use crate::program::{content, define_functions, traversal_spans, Diags, Failure, SCHEMAS};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use strata_core::{Diagnostic, SourceMap, Span};
use strata_hcl::ast::NativeBody;

/// The text of no-file input.
pub const NO_FILES: &str = "no HCL input files found, are you using the txtar format?";

/// The most programs the cache keeps.
pub const CACHE_ENTRIES: usize = 256;
/// The most bytes of program text the cache keeps.
pub const CACHE_BYTES: usize = 32 << 20;

/// A parsed and checked program.
pub struct Program {
    /// The program's files.
    pub map: Arc<SourceMap>,
    /// The top-level body of each file, in archive order.
    pub bodies: Vec<Arc<NativeBody>>,
    /// The library and the user functions.
    pub funcs: Functions,
    /// Every variable traversal of the program, sorted (see [`traversal_spans`]).
    pub traversals: Vec<Span>,
    /// The locals of every scope, as the text gives them ([`ProgramLocals`]).
    pub locals: ProgramLocals,
    /// How long an evaluation of this program takes, in microseconds (`u64::MAX` before the
    /// first one): the latest evaluation's time, but at most four times the previous figure
    /// (see [`Program::record`]).
    pub last_micros: AtomicU64,
}

impl Program {
    /// How long the latest evaluation took, in microseconds; `None` before the first one.
    pub fn last_evaluation_micros(&self) -> Option<u64> {
        Some(self.last_micros.load(Ordering::Relaxed)).filter(|m| *m != u64::MAX)
    }

    /// Records how long an evaluation took. The figure is wall time, which a busy machine
    /// inflates whenever the thread is preempted; so one slow measurement raises the figure
    /// at most fourfold, while a program that became slow for good reaches its true figure
    /// after a few evaluations (and a faster one lowers it at once).
    pub fn record(&self, took: std::time::Duration) {
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX - 1);
        let old = self.last_micros.load(Ordering::Relaxed);
        let bounded = if old == u64::MAX {
            micros
        } else {
            micros.min(old.saturating_mul(4).max(1))
        };
        self.last_micros.store(bounded, Ordering::Relaxed);
    }
}

/// Prepares the program of an `hcl` input: the program, or the FATAL message.
pub fn prepare(hcl: &str) -> Result<Program, String> {
    let files = crate::txtar::parse(hcl);
    if files.is_empty() {
        return Err(NO_FILES.to_string());
    }
    let mut map = SourceMap::new();
    let mut bodies = Vec::new();
    for f in &files {
        let id = map
            .try_add(f.name.as_str(), f.data.as_str())
            .map_err(|e| e.to_string())?;
        let (body, diags) = strata_hcl::parser::parse_file(f.data.as_bytes(), id);
        if diags.iter().any(Diagnostic::is_error) {
            return Err(evaluate_failed(&map, diags));
        }
        bodies.push(Arc::new(body));
    }
    let mut diags: Diags = Vec::new();
    for b in &bodies {
        diags.extend(content(b, &SCHEMAS.top));
    }
    if diags.iter().any(Diagnostic::is_error) {
        return Err(evaluate_failed(&map, diags));
    }
    let map = Arc::new(map);
    // User function errors name ranges of this program.
    set_sources(Some(map.clone()));
    let funcs = define_functions(&bodies, crate::functions::library_context())
        .map_err(|d| evaluate_failed(&map, d))?;
    let traversals = traversal_spans(&bodies);
    let locals = ProgramLocals::of(&bodies);
    Ok(Program {
        map,
        bodies,
        funcs,
        traversals,
        locals,
        last_micros: AtomicU64::new(u64::MAX),
    })
}

fn evaluate_failed(map: &SourceMap, diags: Diags) -> String {
    format!("evaluate hcl: {}", Failure::Diags(diags).text(map))
}

struct Entry {
    program: Arc<Result<Program, String>>,
    last_used: u64,
}

/// The cache's map, keyed by program text with a fast hash (`foldhash`: the text is hashed
/// once per request, and SipHash over a program of a few KiB costs microseconds).
#[derive(Default)]
struct Cache {
    entries: HashMap<Arc<str>, Entry, foldhash::fast::RandomState>,
    bytes: usize,
    clock: u64,
}

static CACHE: Mutex<Option<Cache>> = Mutex::new(None);

/// The prepared program of `hcl`, from the cache or prepared now (and cached).
pub fn cached(hcl: &str) -> Arc<Result<Program, String>> {
    if let Ok(mut guard) = CACHE.lock() {
        let cache = guard.get_or_insert_with(Cache::default);
        cache.clock += 1;
        let now = cache.clock;
        if let Some(e) = cache.entries.get_mut(hcl) {
            e.last_used = now;
            return e.program.clone();
        }
    }
    let program = Arc::new(prepare(hcl));
    if hcl.len() > CACHE_BYTES {
        return program;
    }
    if let Ok(mut guard) = CACHE.lock() {
        let cache = guard.get_or_insert_with(Cache::default);
        if !cache.entries.contains_key(hcl) {
            while !cache.entries.is_empty()
                && (cache.entries.len() >= CACHE_ENTRIES || cache.bytes + hcl.len() > CACHE_BYTES)
            {
                let oldest = cache
                    .entries
                    .iter()
                    .min_by_key(|(_, e)| e.last_used)
                    .map(|(k, _)| k.clone());
                let Some(oldest) = oldest else { break };
                cache.entries.remove(&oldest);
                cache.bytes -= oldest.len();
            }
            cache.clock += 1;
            let last_used = cache.clock;
            cache.bytes += hcl.len();
            cache.entries.insert(
                Arc::from(hcl),
                Entry {
                    program: program.clone(),
                    last_used,
                },
            );
        }
    }
    program
}

/// The cached program of `hcl`, if it is cached (never prepares it; marks it as used).
pub fn lookup(hcl: &str) -> Option<Arc<Result<Program, String>>> {
    let mut guard = CACHE.lock().ok()?;
    let cache = guard.as_mut()?;
    cache.clock += 1;
    let now = cache.clock;
    let e = cache.entries.get_mut(hcl)?;
    e.last_used = now;
    Some(e.program.clone())
}

/// How long the latest evaluation of the cached program `hcl` took, in microseconds; `None`
/// when the program is not cached or was never evaluated. (A transport uses it to run a
/// program known to be quick without handing it to another thread.)
pub fn last_evaluation_micros(hcl: &str) -> Option<u64> {
    let guard = CACHE.lock().ok()?;
    let entry = guard.as_ref()?.entries.get(hcl)?;
    match &*entry.program {
        Ok(p) => p.last_evaluation_micros(),
        Err(_) => Some(0),
    }
}

/// How many programs and bytes of program text the cache holds.
pub fn cache_size() -> (usize, usize) {
    match CACHE.lock() {
        Ok(g) => g
            .as_ref()
            .map(|c| (c.entries.len(), c.bytes))
            .unwrap_or((0, 0)),
        Err(_) => (0, 0),
    }
}
