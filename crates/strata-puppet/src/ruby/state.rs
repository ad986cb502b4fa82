//! What the compiler holds of the Ruby companion: how to run it (`RubyConfig`), the running
//! process and its watchdog's state, the companion kept between compiles, and one compile's
//! figures and errors (`State`). `mod.rs` starts, talks to and ends the process.

use crate::eval::flow::Flow;
use crate::value::Ty;
use std::collections::HashMap;
use std::io::{BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use strata_core::host::Child;

/// How to run the Ruby companion ([`Options::ruby`](crate::Options::ruby)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RubyConfig {
    /// The interpreter (`ruby`, or the path `--ruby` gave).
    pub interpreter: String,
    /// Module Ruby may run commands (`--allow-exec`); otherwise `system`, backquotes,
    /// `exec`, `spawn`, `IO.popen` and `Open3` raise.
    pub allow_exec: bool,
    /// How long one request may run before the process is killed.
    pub timeout: Duration,
}

/// A running companion. Its output is read on the compile's thread; a watchdog thread
/// kills the process when one wait for an answer lasts longer than the timeout (the read
/// then ends).
pub(crate) struct Process {
    pub(super) child: Arc<Mutex<Box<dyn Child>>>,
    pub(super) stdin: Mutex<Box<dyn Write + Send>>,
    pub(super) stdout: Mutex<BufReader<Box<dyn Read + Send>>>,
    pub(super) watch: Arc<Watch>,
    /// The start of the times in `watch`.
    pub(super) clock: Instant,
}

/// A running Ruby companion kept between compiles: `puppet compile --nodes` gives each
/// worker one, so a node's compile does not start Ruby and load the shim again
/// ([`Compiler::take_companion`](crate::Compiler::take_companion)).
pub struct Companion(pub(super) Arc<Process>);

/// What the watchdog watches.
#[derive(Default)]
pub(crate) struct Watch {
    /// When the current wait started (milliseconds since the process's clock, plus one); 0 when idle.
    pub(super) waiting_since: AtomicU64,
    /// The longest wait, in milliseconds.
    pub(super) limit_ms: AtomicU64,
    /// Set when the watchdog killed the process.
    pub(super) fired: AtomicBool,
    /// Set when the process is gone (the watchdog ends).
    pub(super) stop: AtomicBool,
}

/// The companion of one compile, and its figures.
pub(crate) struct State {
    pub(super) process: Option<Arc<Process>>,
    /// Requests sent (function calls and templates) and the time they took.
    pub(crate) calls: u64,
    pub(crate) time: Duration,
    /// Type strings already parsed.
    pub(super) types: HashMap<String, Ty>,
    /// The `local_types` of the 4.x function whose types are being parsed, each named
    /// (`Port = Integer[1, 65535]`): type references find them before the environment's
    /// aliases, as the function's local loader does.
    pub(crate) local_aliases: Vec<(String, Ty)>,
    /// The error of the last failed callback, kept as strata made it.
    pub(super) callback_error: Option<Flow>,
    /// The message of the last exception a module function raised, and the backtrace's first
    /// frame outside the shim (`file:line`), for the error report.
    pub(crate) last_raise: Option<(String, String)>,
    /// An exception a template's `scope.function_x` raised inside Puppet's library
    /// ([`crate::erb::lib3x`]), for the template's error to name its frame.
    pub(crate) lib_raise: Option<crate::erb::raised::Raised>,
}
