//! The one way evaluators reach the outside world.
//!
//! spiff's `read`, `exec` and `env`, Nickel's `import`, Puppet's module path, templates and
//! `file()` all go through a [`Host`]: read a file relative to the file that asks, list a
//! directory, read an environment variable, run a command. The core does no I/O itself: the
//! command line provides the real host (`strata-cmd`'s `host` module), and tests use
//! [`MemoryHost`].
//!
//! # Policy, in one place
//!
//! Evaluators are handed a host wrapped in [`Guarded`], which applies a [`Policy`] before it
//! lets a request through; no other code checks the policy:
//!
//! * **exec** is refused unless [`Policy::allow_exec`] is set (the user passed
//!   `--allow-exec`), and always refused in sandbox mode.
//! * **writes** (writing a file, making a directory, a temporary file) are refused unless
//!   [`Policy::allow_write`] is set, and always refused in sandbox mode.
//! * **sandbox** ([`Policy::sandbox`], `--sandbox`) refuses every environment variable and
//!   every file read, directory listing or file-kind query outside [`Policy::roots`] (with no
//!   roots, every read). A path is checked in the host's canonical form ([`Host::canonical`]:
//!   the real host resolves symbolic links), so `..` and links cannot leave a root.
//!
//! # Paths
//!
//! A path is resolved against the directory of the file that asks ([`resolve`]): `import
//! "lib.ncl"` in `conf/main.ncl` reads `conf/lib.ncl`. Absolute paths stay as they are; with no
//! asking file (a command-line argument), a relative path is relative to the working directory.
//! Paths are `/`-separated strings (on Windows the real host also accepts `\`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// A file's text with the name it was resolved to (relative to the file that asked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileText {
    /// The resolved path, as [`resolve`] gives it: use it as the file's name in a
    /// [`SourceMap`](crate::SourceMap) and as `from` for the reads this file makes.
    pub name: String,
    /// The file's contents.
    pub text: String,
}

/// A command to run: the program and its arguments, and what to write to its standard input.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Command {
    /// `argv[0]` is the program (looked up on `PATH` by the real host), the rest its arguments.
    pub argv: Vec<String>,
    /// Bytes written to the command's standard input (empty: it reads end of file).
    pub stdin: Vec<u8>,
}

/// What a command did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// The exit status; `None` when the command was ended by a signal.
    pub status: Option<i32>,
    /// Everything it wrote to standard output.
    pub stdout: Vec<u8>,
    /// Everything it wrote to standard error.
    pub stderr: Vec<u8>,
}

impl Output {
    /// True for exit status 0.
    pub fn success(&self) -> bool {
        self.status == Some(0)
    }
}

/// What a path names ([`Host::kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// A file (or anything else that is not a directory).
    File,
    /// A directory.
    Dir,
}

/// Why a host request failed. The messages are complete sentences for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// No such file or directory.
    NotFound {
        /// The resolved path.
        path: String,
    },
    /// The file exists but could not be read as text.
    Io {
        /// The resolved path.
        path: String,
        /// The operating system's reason.
        message: String,
    },
    /// A command was asked for but the user did not pass `--allow-exec` (or `--sandbox` is on).
    ExecDisabled {
        /// The program that was asked for.
        program: String,
        /// True when `--sandbox` is what refused it.
        sandbox: bool,
    },
    /// `--sandbox` refuses environment variables.
    EnvDisabled {
        /// The variable that was asked for.
        name: String,
    },
    /// `--sandbox` refuses this path: it is outside every root.
    OutsideRoots {
        /// The resolved path.
        path: String,
        /// The roots that are allowed.
        roots: Vec<String>,
    },
    /// The command could not be started.
    Exec {
        /// The program.
        program: String,
        /// The operating system's reason.
        message: String,
    },
    /// A command with no program (empty `argv`).
    EmptyCommand,
    /// Writing was asked for but the user did not allow it (or `--sandbox` is on).
    WriteDisabled {
        /// The resolved path asked for (empty for a temporary file).
        path: String,
        /// True when `--sandbox` is what refused it.
        sandbox: bool,
    },
    /// A file or directory could not be written or created.
    Write {
        /// The resolved path.
        path: String,
        /// The operating system's reason.
        message: String,
    },
    /// A long-lived interpreter was asked for but the policy forbids it (`--no-ruby`, or
    /// `--sandbox`).
    SpawnDisabled {
        /// The program that was asked for.
        program: String,
        /// True when `--sandbox` is what refused it.
        sandbox: bool,
    },
    /// This host does not offer the request at all (an in-memory or read-only host).
    Unsupported {
        /// What was asked for, as a verb phrase (`write files`).
        what: String,
    },
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostError::NotFound { path } => write!(f, "file not found: {path}"),
            HostError::Io { path, message } => write!(f, "cannot read {path}: {message}"),
            HostError::ExecDisabled {
                program,
                sandbox: false,
            } => write!(
                f,
                "running commands is disabled: pass --allow-exec to let the input run `{program}`"
            ),
            HostError::ExecDisabled {
                program,
                sandbox: true,
            } => write!(f, "running commands is disabled by --sandbox (asked to run `{program}`)"),
            HostError::EnvDisabled { name } => write!(
                f,
                "environment variables are disabled by --sandbox (asked for {name})"
            ),
            HostError::OutsideRoots { path, roots } if roots.is_empty() => write!(
                f,
                "reading files is disabled by --sandbox (asked for {path}); allow a folder with --root DIR"
            ),
            HostError::OutsideRoots { path, roots } => write!(
                f,
                "{path} is outside the folders --sandbox allows ({}); allow it with --root DIR",
                roots.join(", ")
            ),
            HostError::Exec { program, message } => write!(f, "cannot run `{program}`: {message}"),
            HostError::EmptyCommand => write!(f, "cannot run a command: no program was given"),
            HostError::WriteDisabled {
                path,
                sandbox: false,
            } => write!(f, "writing files is disabled (asked to write {path})"),
            HostError::WriteDisabled {
                path,
                sandbox: true,
            } => write!(f, "writing files is disabled by --sandbox (asked to write {path})"),
            HostError::Write { path, message } => write!(f, "cannot write {path}: {message}"),
            HostError::SpawnDisabled {
                program,
                sandbox: false,
            } => write!(f, "starting the interpreter `{program}` is disabled"),
            HostError::SpawnDisabled {
                program,
                sandbox: true,
            } => write!(
                f,
                "starting the interpreter `{program}` is disabled by --sandbox"
            ),
            HostError::Unsupported { what } => write!(f, "this host cannot {what}"),
        }
    }
}

impl std::error::Error for HostError {}

/// A long-lived child process started by [`Host::spawn`]: its standard input and output are
/// pipes to the caller; its standard error is discarded. Dropping it kills the process.
pub trait Child: Send {
    /// The child's standard input (once: later calls give `None`).
    fn take_stdin(&mut self) -> Option<Box<dyn std::io::Write + Send>>;
    /// The child's standard output (once: later calls give `None`).
    fn take_stdout(&mut self) -> Option<Box<dyn std::io::Read + Send>>;
    /// Ends the process now and waits for it (no leftover process).
    fn kill(&mut self);
}

/// Access to files, the environment and commands. See the module docs.
///
/// Implementations do what is asked without policy checks: wrap them in [`Guarded`]. The
/// requests that write (and [`Host::kind`]) have defaults for hosts that only read: writes
/// are [`HostError::Unsupported`] and no path exists.
pub trait Host: Send + Sync {
    /// Reads the file `path`, resolved with [`resolve`] against `from` (the name of the file
    /// that asks, or `None` for the working directory).
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError>;

    /// The bytes of the file `path` (resolved like [`Host::read_file`]), for files that need
    /// not be text. The default reads the file as text.
    fn read_bytes(&self, from: Option<&str>, path: &str) -> Result<Vec<u8>, HostError> {
        self.read_file(from, path).map(|f| f.text.into_bytes())
    }

    /// The names of the entries of directory `path` (resolved like [`Host::read_file`]),
    /// sorted.
    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError>;

    /// The value of environment variable `name`, `None` when it is not set.
    fn env(&self, name: &str) -> Result<Option<String>, HostError>;

    /// Runs a command and waits for it. A command that runs and fails is `Ok` with a non-zero
    /// status; `Err` means it could not run at all.
    fn exec(&self, command: &Command) -> Result<Output, HostError>;

    /// The canonical form of an already resolved path, used to check it against the sandbox
    /// roots. The real host resolves symbolic links; the default is the lexical [`normalize`].
    fn canonical(&self, path: &str) -> Result<String, HostError> {
        Ok(normalize(path))
    }

    /// Whether `path` (resolved like [`Host::read_file`]) is a file or a directory; `None`
    /// when it does not exist.
    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        let _ = (from, path);
        Ok(None)
    }

    /// Writes `data` to the file `path` (resolved like [`Host::read_file`]) with the
    /// permission bits `mode` where the platform has them; gives the resolved path.
    fn write_file(
        &self,
        from: Option<&str>,
        path: &str,
        data: &[u8],
        mode: u32,
    ) -> Result<String, HostError> {
        let _ = (from, path, data, mode);
        Err(HostError::Unsupported {
            what: "write files".to_string(),
        })
    }

    /// Creates the directory `path` and its parents, with the permission bits `mode`; gives
    /// the resolved path.
    fn make_dir(&self, from: Option<&str>, path: &str, mode: u32) -> Result<String, HostError> {
        let _ = (from, path, mode);
        Err(HostError::Unsupported {
            what: "create directories".to_string(),
        })
    }

    /// Writes `data` to a new temporary file and gives its name; the host removes the file
    /// when it is dropped.
    fn temp_file(&self, data: &[u8], mode: u32) -> Result<String, HostError> {
        let _ = (data, mode);
        Err(HostError::Unsupported {
            what: "create temporary files".to_string(),
        })
    }

    /// Starts a long-lived interpreter (`argv[0]`, looked up on `PATH` by the real host) with
    /// piped standard input and output (Puppet's Ruby companion).
    fn spawn(&self, argv: &[String]) -> Result<Box<dyn Child>, HostError> {
        let _ = argv;
        Err(HostError::Unsupported {
            what: "start interpreters".to_string(),
        })
    }
}

/// Resolves `path` against the directory of the file `from`: absolute paths as they are,
/// relative ones joined to `from`'s directory, then [`normalize`]d.
pub fn resolve(from: Option<&str>, path: &str) -> String {
    if is_absolute(path) {
        return normalize(path);
    }
    match from.and_then(|f| f.rfind(['/', '\\']).map(|i| &f[..=i])) {
        Some(dir) => normalize(&format!("{dir}{path}")),
        None => normalize(path),
    }
}

/// True for `/x`, `\x` and `C:\x`-style paths.
pub fn is_absolute(path: &str) -> bool {
    let b = path.as_bytes();
    matches!(b.first(), Some(b'/' | b'\\'))
        || (b.len() > 2
            && b[0].is_ascii_alphabetic()
            && b[1] == b':'
            && matches!(b[2], b'/' | b'\\'))
}

/// Removes `.` segments, empty segments and `x/..` pairs, without touching the file system.
/// A leading `..` of a relative path is kept; `..` at the root of an absolute path is dropped.
pub fn normalize(path: &str) -> String {
    let absolute = is_absolute(path);
    let (prefix, rest) = if path.as_bytes().get(1) == Some(&b':') && absolute {
        (&path[..3], &path[3..])
    } else if absolute {
        ("/", &path[1..])
    } else {
        ("", path)
    };
    let mut parts: Vec<&str> = Vec::new();
    for seg in rest.split(['/', '\\']) {
        match seg {
            "" | "." => {}
            ".." => match parts.last() {
                Some(&last) if last != ".." => {
                    parts.pop();
                }
                _ if absolute => {}
                _ => parts.push(".."),
            },
            s => parts.push(s),
        }
    }
    let joined = parts.join("/");
    if prefix.is_empty() && joined.is_empty() {
        ".".to_string()
    } else {
        format!("{prefix}{joined}")
    }
}

/// True if `path` is `root` or inside it (both already canonical).
fn within(path: &str, root: &str) -> bool {
    if root == "." {
        return !is_absolute(path) && !path.starts_with("..");
    }
    let root = root.trim_end_matches(['/', '\\']);
    if root.is_empty() {
        return is_absolute(path);
    }
    path == root
        || (path.starts_with(root) && matches!(path.as_bytes().get(root.len()), Some(b'/' | b'\\')))
}

/// What the user allowed; see the module docs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// Commands may run (`--allow-exec`).
    pub allow_exec: bool,
    /// Files and directories may be written (spiff's `write`, `mkdir`, `tempfile`).
    pub allow_write: bool,
    /// No environment, no commands, and file reads only inside `roots` (`--sandbox`).
    pub sandbox: bool,
    /// The folders files may be read from in sandbox mode.
    pub roots: Vec<String>,
    /// A long-lived interpreter may be started ([`Host::spawn`]: Puppet's Ruby companion;
    /// `--no-ruby` clears it). Always refused in sandbox mode.
    pub allow_interpreter: bool,
}

/// A host that applies a [`Policy`] before every request: the only place the policy is
/// checked.
pub struct Guarded<H> {
    inner: H,
    policy: Policy,
    /// The roots in canonical form, computed once.
    roots: Vec<String>,
}

impl<H: Host> Guarded<H> {
    /// Wraps `inner`. Roots that cannot be made canonical (they do not exist) allow nothing.
    pub fn new(inner: H, policy: Policy) -> Guarded<H> {
        let roots = policy
            .roots
            .iter()
            .filter_map(|r| inner.canonical(&resolve(None, r)).ok())
            .collect();
        Guarded {
            inner,
            policy,
            roots,
        }
    }

    /// The policy applied.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The wrapped host.
    pub fn inner(&self) -> &H {
        &self.inner
    }

    fn check_path(&self, from: Option<&str>, path: &str) -> Result<(), HostError> {
        if !self.policy.sandbox {
            return Ok(());
        }
        let resolved = resolve(from, path);
        let canonical = self.inner.canonical(&resolved)?;
        if self.roots.iter().any(|r| within(&canonical, r)) {
            Ok(())
        } else {
            Err(HostError::OutsideRoots {
                path: resolved,
                roots: self.policy.roots.clone(),
            })
        }
    }

    fn check_write(&self, path: String) -> Result<(), HostError> {
        if self.policy.allow_write && !self.policy.sandbox {
            Ok(())
        } else {
            Err(HostError::WriteDisabled {
                path,
                sandbox: self.policy.sandbox,
            })
        }
    }
}

impl<H: Host> Host for Guarded<H> {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        self.check_path(from, path)?;
        self.inner.read_file(from, path)
    }

    fn read_bytes(&self, from: Option<&str>, path: &str) -> Result<Vec<u8>, HostError> {
        self.check_path(from, path)?;
        self.inner.read_bytes(from, path)
    }

    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        self.check_path(from, path)?;
        self.inner.list_dir(from, path)
    }

    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        if self.policy.sandbox {
            return Err(HostError::EnvDisabled {
                name: name.to_string(),
            });
        }
        self.inner.env(name)
    }

    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        let program = command.argv.first().ok_or(HostError::EmptyCommand)?;
        if !self.policy.allow_exec || self.policy.sandbox {
            return Err(HostError::ExecDisabled {
                program: program.clone(),
                sandbox: self.policy.sandbox,
            });
        }
        self.inner.exec(command)
    }

    fn canonical(&self, path: &str) -> Result<String, HostError> {
        self.inner.canonical(path)
    }

    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        self.check_path(from, path)?;
        self.inner.kind(from, path)
    }

    fn write_file(
        &self,
        from: Option<&str>,
        path: &str,
        data: &[u8],
        mode: u32,
    ) -> Result<String, HostError> {
        self.check_write(resolve(from, path))?;
        self.inner.write_file(from, path, data, mode)
    }

    fn make_dir(&self, from: Option<&str>, path: &str, mode: u32) -> Result<String, HostError> {
        self.check_write(resolve(from, path))?;
        self.inner.make_dir(from, path, mode)
    }

    fn temp_file(&self, data: &[u8], mode: u32) -> Result<String, HostError> {
        self.check_write(String::new())?;
        self.inner.temp_file(data, mode)
    }

    fn spawn(&self, argv: &[String]) -> Result<Box<dyn Child>, HostError> {
        let program = argv.first().ok_or(HostError::EmptyCommand)?;
        if !self.policy.allow_interpreter || self.policy.sandbox {
            return Err(HostError::SpawnDisabled {
                program: program.clone(),
                sandbox: self.policy.sandbox,
            });
        }
        self.inner.spawn(argv)
    }
}

/// A command's scripted answer in a [`MemoryHost`].
pub type ExecFn = dyn Fn(&Command) -> Output + Send + Sync;

/// An in-memory host for tests: files, environment variables and command answers set up
/// front. Paths are used as [`resolve`] gives them, so a file added as `conf/lib.ncl` is what
/// `conf/main.ncl` reads with `lib.ncl`. Writes go to memory too: a written file can be read
/// back (and inspected with [`MemoryHost::file`]); temporary files are named `tmp/N`.
#[derive(Default)]
pub struct MemoryHost {
    files: Mutex<BTreeMap<String, String>>,
    /// Directories made with [`Host::make_dir`] (a file's parents are directories too).
    dirs: Mutex<BTreeSet<String>>,
    env: BTreeMap<String, String>,
    commands: BTreeMap<String, Box<ExecFn>>,
}

/// The data behind a lock, also after a panic elsewhere (the maps stay consistent: every
/// change is one insert).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl MemoryHost {
    /// An empty host: no files, no variables, no commands.
    pub fn new() -> MemoryHost {
        MemoryHost::default()
    }

    /// Adds a file (its path is [`normalize`]d).
    pub fn with_file(mut self, path: &str, text: impl Into<String>) -> MemoryHost {
        self.files
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(normalize(path), text.into());
        self
    }

    /// Sets an environment variable.
    pub fn with_env(mut self, name: &str, value: impl Into<String>) -> MemoryHost {
        self.env.insert(name.to_string(), value.into());
        self
    }

    /// Answers runs of `program` with `answer`.
    pub fn with_command(
        mut self,
        program: &str,
        answer: impl Fn(&Command) -> Output + Send + Sync + 'static,
    ) -> MemoryHost {
        self.commands.insert(program.to_string(), Box::new(answer));
        self
    }

    /// The text of the file `path` (as added or written; binary data is shown lossily).
    pub fn file(&self, path: &str) -> Option<String> {
        lock(&self.files).get(&normalize(path)).cloned()
    }

    /// True if `dir` is a directory: made, or the parent of a file.
    fn is_dir(&self, dir: &str) -> bool {
        if dir == "." || lock(&self.dirs).contains(dir) {
            return true;
        }
        let prefix = format!("{}/", dir.trim_end_matches('/'));
        lock(&self.files).keys().any(|k| k.starts_with(&prefix))
            || lock(&self.dirs).iter().any(|k| k.starts_with(&prefix))
    }
}

impl Host for MemoryHost {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let name = resolve(from, path);
        match lock(&self.files).get(&name) {
            Some(text) => Ok(FileText {
                text: text.clone(),
                name,
            }),
            None => Err(HostError::NotFound { path: name }),
        }
    }

    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        let dir = resolve(from, path);
        if !self.is_dir(&dir) {
            return Err(HostError::NotFound { path: dir });
        }
        let prefix = if dir == "." {
            String::new()
        } else {
            format!("{}/", dir.trim_end_matches('/'))
        };
        let files = lock(&self.files);
        let dirs = lock(&self.dirs);
        let names: BTreeSet<String> = files
            .keys()
            .chain(dirs.iter())
            .filter_map(|k| k.strip_prefix(&prefix))
            .filter(|rest| !rest.is_empty())
            .map(|rest| rest.split('/').next().unwrap_or(rest).to_string())
            .collect();
        Ok(names.into_iter().collect())
    }

    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        Ok(self.env.get(name).cloned())
    }

    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        let program = command.argv.first().ok_or(HostError::EmptyCommand)?;
        match self.commands.get(program) {
            Some(answer) => Ok(answer(command)),
            None => Err(HostError::Exec {
                program: program.clone(),
                message: "no such command".to_string(),
            }),
        }
    }

    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        let name = resolve(from, path);
        if lock(&self.files).contains_key(&name) {
            Ok(Some(FileKind::File))
        } else if self.is_dir(&name) {
            Ok(Some(FileKind::Dir))
        } else {
            Ok(None)
        }
    }

    fn write_file(
        &self,
        from: Option<&str>,
        path: &str,
        data: &[u8],
        _mode: u32,
    ) -> Result<String, HostError> {
        let name = resolve(from, path);
        if self.is_dir(&name) {
            return Err(HostError::Write {
                path: name,
                message: "is a directory".to_string(),
            });
        }
        let text = String::from_utf8_lossy(data).into_owned();
        lock(&self.files).insert(name.clone(), text);
        Ok(name)
    }

    fn make_dir(&self, from: Option<&str>, path: &str, _mode: u32) -> Result<String, HostError> {
        let name = resolve(from, path);
        if lock(&self.files).contains_key(&name) {
            return Err(HostError::Write {
                path: name,
                message: "a file of that name exists".to_string(),
            });
        }
        lock(&self.dirs).insert(name.clone());
        Ok(name)
    }

    fn temp_file(&self, data: &[u8], mode: u32) -> Result<String, HostError> {
        let name = {
            let files = lock(&self.files);
            (files.len()..=files.len() * 2 + 1)
                .map(|n| format!("tmp/{n}"))
                .find(|k| !files.contains_key(k))
                .unwrap_or_default()
        };
        self.write_file(None, &name, data, mode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host() -> MemoryHost {
        MemoryHost::new()
            .with_file("conf/main.ncl", "import \"lib.ncl\"")
            .with_file("conf/lib.ncl", "{ x = 1 }")
            .with_file("conf/sub/deep.ncl", "2")
            .with_file("secret.txt", "s3cret")
            .with_env("HOME_DIR", "/nowhere")
            .with_command("echo", |c| Output {
                status: Some(0),
                stdout: c.argv[1..].join(" ").into_bytes(),
                stderr: Vec::new(),
            })
    }

    #[test]
    fn paths_resolve_against_the_asking_file() {
        assert_eq!(resolve(Some("conf/main.ncl"), "lib.ncl"), "conf/lib.ncl");
        assert_eq!(resolve(Some("conf/main.ncl"), "../x"), "x");
        assert_eq!(resolve(Some("main.ncl"), "./a/./b"), "a/b");
        assert_eq!(resolve(None, "../a"), "../a");
        assert_eq!(resolve(Some("conf/main.ncl"), "/etc/x"), "/etc/x");
        assert_eq!(normalize("/../a//b/"), "/a/b");
        assert_eq!(normalize("a/.."), ".");
    }

    #[test]
    fn memory_host_reads_lists_and_runs() {
        let h = host();
        let f = h.read_file(Some("conf/main.ncl"), "lib.ncl").unwrap();
        assert_eq!(
            f,
            FileText {
                name: "conf/lib.ncl".into(),
                text: "{ x = 1 }".into()
            }
        );
        assert_eq!(
            h.read_file(None, "nope").unwrap_err().to_string(),
            "file not found: nope"
        );
        assert_eq!(
            h.list_dir(None, "conf").unwrap(),
            vec!["lib.ncl", "main.ncl", "sub"]
        );
        assert_eq!(h.env("HOME_DIR").unwrap().as_deref(), Some("/nowhere"));
        assert_eq!(h.env("UNSET").unwrap(), None);
        let out = h
            .exec(&Command {
                argv: vec!["echo".into(), "a".into(), "b".into()],
                stdin: Vec::new(),
            })
            .unwrap();
        assert!(out.success());
        assert_eq!(out.stdout, b"a b");
    }

    #[test]
    fn exec_needs_opt_in() {
        let echo = Command {
            argv: vec!["echo".into(), "hi".into()],
            stdin: Vec::new(),
        };
        let closed = Guarded::new(host(), Policy::default());
        assert_eq!(
            closed.exec(&echo).unwrap_err().to_string(),
            "running commands is disabled: pass --allow-exec to let the input run `echo`"
        );
        let open = Guarded::new(
            host(),
            Policy {
                allow_exec: true,
                ..Policy::default()
            },
        );
        assert_eq!(open.exec(&echo).unwrap().stdout, b"hi");
        assert_eq!(
            open.exec(&Command::default()).unwrap_err(),
            HostError::EmptyCommand
        );
        let sandboxed = Guarded::new(
            host(),
            Policy {
                allow_exec: true,
                sandbox: true,
                ..Policy::default()
            },
        );
        assert_eq!(
            sandboxed.exec(&echo).unwrap_err().to_string(),
            "running commands is disabled by --sandbox (asked to run `echo`)"
        );
    }

    #[test]
    fn sandbox_limits_reads_to_roots_and_turns_off_env() {
        let g = Guarded::new(
            host(),
            Policy {
                sandbox: true,
                roots: vec!["conf".into()],
                ..Policy::default()
            },
        );
        assert_eq!(
            g.read_file(Some("conf/main.ncl"), "sub/deep.ncl")
                .unwrap()
                .text,
            "2"
        );
        assert_eq!(
            g.read_file(Some("conf/main.ncl"), "../secret.txt")
                .unwrap_err()
                .to_string(),
            "secret.txt is outside the folders --sandbox allows (conf); allow it with --root DIR"
        );
        assert!(matches!(
            g.list_dir(None, "."),
            Err(HostError::OutsideRoots { .. })
        ));
        assert_eq!(g.list_dir(None, "conf/sub").unwrap(), vec!["deep.ncl"]);
        assert_eq!(
            g.env("HOME_DIR").unwrap_err().to_string(),
            "environment variables are disabled by --sandbox (asked for HOME_DIR)"
        );
        // A root that only shares a prefix does not count.
        let g2 = Guarded::new(
            MemoryHost::new().with_file("confidential/x", "1"),
            Policy {
                sandbox: true,
                roots: vec!["conf".into()],
                ..Policy::default()
            },
        );
        assert!(g2.read_file(None, "confidential/x").is_err());
        // Without the sandbox everything is readable.
        let open = Guarded::new(host(), Policy::default());
        assert_eq!(open.read_file(None, "secret.txt").unwrap().text, "s3cret");
        assert_eq!(open.env("HOME_DIR").unwrap().as_deref(), Some("/nowhere"));
    }

    #[test]
    fn writes_need_opt_in_and_never_pass_the_sandbox() {
        let closed = Guarded::new(host(), Policy::default());
        assert_eq!(
            closed
                .write_file(Some("conf/main.ncl"), "out.txt", b"x", 0o644)
                .unwrap_err(),
            HostError::WriteDisabled {
                path: "conf/out.txt".into(),
                sandbox: false
            }
        );
        assert_eq!(
            closed.make_dir(None, "d", 0o755).unwrap_err().to_string(),
            "writing files is disabled (asked to write d)"
        );
        assert!(matches!(
            closed.temp_file(b"x", 0o600),
            Err(HostError::WriteDisabled { sandbox: false, .. })
        ));
        // --allow-exec alone does not allow writing
        let exec_only = Guarded::new(
            host(),
            Policy {
                allow_exec: true,
                ..Policy::default()
            },
        );
        assert!(exec_only.write_file(None, "a", b"x", 0o644).is_err());
        assert_eq!(closed.inner().file("conf/out.txt"), None);

        let open = Guarded::new(
            host(),
            Policy {
                allow_write: true,
                ..Policy::default()
            },
        );
        assert_eq!(
            open.write_file(Some("conf/main.ncl"), "out.txt", b"hello", 0o644)
                .unwrap(),
            "conf/out.txt"
        );
        assert_eq!(open.inner().file("conf/out.txt").as_deref(), Some("hello"));
        assert_eq!(
            open.make_dir(None, "made/deep", 0o755).unwrap(),
            "made/deep"
        );
        assert_eq!(open.kind(None, "made").unwrap(), Some(FileKind::Dir));
        assert_eq!(open.kind(None, "made/deep").unwrap(), Some(FileKind::Dir));
        assert_eq!(open.list_dir(None, "made").unwrap(), vec!["deep"]);
        let t1 = open.temp_file(b"one", 0o600).unwrap();
        let t2 = open.temp_file(b"two", 0o600).unwrap();
        assert_ne!(t1, t2);
        assert_eq!(open.read_file(None, &t2).unwrap().text, "two");

        let sandboxed = Guarded::new(
            host(),
            Policy {
                allow_exec: true,
                allow_write: true,
                sandbox: true,
                roots: vec!["conf".into()],
                allow_interpreter: true,
            },
        );
        assert_eq!(
            sandboxed
                .spawn(&["ruby".into()])
                .err()
                .map(|e| e.to_string()),
            Some("starting the interpreter `ruby` is disabled by --sandbox".to_string())
        );
        assert_eq!(
            closed.spawn(&["ruby".into()]).err(),
            Some(HostError::SpawnDisabled {
                program: "ruby".into(),
                sandbox: false
            })
        );
        assert_eq!(
            sandboxed
                .write_file(None, "conf/x", b"x", 0o644)
                .unwrap_err()
                .to_string(),
            "writing files is disabled by --sandbox (asked to write conf/x)"
        );
        assert!(sandboxed.make_dir(None, "conf/d", 0o755).is_err());
        assert!(sandboxed.temp_file(b"x", 0o600).is_err());
        assert_eq!(sandboxed.inner().file("conf/x"), None);
    }

    #[test]
    fn kind_follows_the_sandbox_roots() {
        let g = Guarded::new(
            host(),
            Policy {
                sandbox: true,
                roots: vec!["conf".into()],
                ..Policy::default()
            },
        );
        assert_eq!(g.kind(None, "conf/lib.ncl").unwrap(), Some(FileKind::File));
        assert_eq!(g.kind(None, "conf/sub").unwrap(), Some(FileKind::Dir));
        assert_eq!(g.kind(None, "conf/none").unwrap(), None);
        assert!(matches!(
            g.kind(None, "secret.txt"),
            Err(HostError::OutsideRoots { .. })
        ));
        let open = Guarded::new(host(), Policy::default());
        assert_eq!(open.kind(None, "secret.txt").unwrap(), Some(FileKind::File));
    }

    #[test]
    fn a_read_only_host_cannot_write() {
        struct ReadOnly;
        impl Host for ReadOnly {
            fn read_file(&self, _: Option<&str>, path: &str) -> Result<FileText, HostError> {
                Err(HostError::NotFound { path: path.into() })
            }
            fn list_dir(&self, _: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
                Err(HostError::NotFound { path: path.into() })
            }
            fn env(&self, _: &str) -> Result<Option<String>, HostError> {
                Ok(None)
            }
            fn exec(&self, _: &Command) -> Result<Output, HostError> {
                Err(HostError::EmptyCommand)
            }
        }
        let g = Guarded::new(
            ReadOnly,
            Policy {
                allow_write: true,
                ..Policy::default()
            },
        );
        assert_eq!(
            g.write_file(None, "x", b"", 0).unwrap_err().to_string(),
            "this host cannot write files"
        );
        assert_eq!(g.kind(None, "x").unwrap(), None);
    }
}
