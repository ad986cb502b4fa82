//! The real [`Host`]: files, directories, environment variables and commands of the
//! operating system. Every system's command line wraps it in
//! [`Guarded`](strata_core::host::Guarded) with the policy its flags give (`--allow-exec`,
//! `--sandbox`, `--root`), so the policy is checked in the core, once.

#[cfg(feature = "puppet")]
pub(crate) mod git;
#[cfg(feature = "puppet")]
pub(crate) mod overlay;

use std::io::{ErrorKind, Write as _};
use std::process::Stdio;
use std::sync::{Mutex, PoisonError};
use strata_core::host::{
    normalize, resolve, Child, Command, FileKind, FileText, Host, HostError, Output,
};

/// The operating system as a [`Host`]. Relative paths without an asking file are relative to
/// the working directory. Temporary files it made are removed when it is dropped.
#[derive(Debug, Default)]
pub struct OsHost {
    temps: Mutex<Vec<std::path::PathBuf>>,
}

impl OsHost {
    /// The real host, with no temporary files yet.
    pub fn new() -> OsHost {
        OsHost::default()
    }
}

impl Drop for OsHost {
    fn drop(&mut self) {
        let temps = self.temps.get_mut().unwrap_or_else(PoisonError::into_inner);
        for t in temps.iter() {
            let _ = std::fs::remove_file(t);
        }
    }
}

/// A failed write or directory creation, with the operating system's reason as it is.
/// How to read an input file's text back after the source map has let go of it (see
/// [`strata_core::SourceMap::release_text`]): the file again, unless it has been modified
/// since it was read (the core also checks its length). `None` when the file's modification
/// time cannot be read (then its text should be kept).
pub fn read_back(path: impl Into<std::path::PathBuf>) -> Option<strata_core::source::ReadBack> {
    let path = path.into();
    let modified = |p: &std::path::Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let when = modified(&path)?;
    Some(Box::new(move || {
        if modified(&path) != Some(when) {
            return None;
        }
        std::fs::read_to_string(&path).ok()
    }))
}

fn write_error(path: &str, e: &std::io::Error) -> HostError {
    HostError::Write {
        path: path.to_string(),
        message: e.to_string(),
    }
}

/// Sets the permission bits of a written file or folder (where the platform has them).
fn set_mode(path: &str, mode: u32) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & 0o7777));
    }
    #[cfg(not(unix))]
    let _ = (path, mode);
}

fn io_error(path: &str, e: &std::io::Error) -> HostError {
    match e.kind() {
        ErrorKind::NotFound => HostError::NotFound {
            path: path.to_string(),
        },
        ErrorKind::InvalidData => HostError::Io {
            path: path.to_string(),
            message: "the file is not UTF-8 text".to_string(),
        },
        _ => HostError::Io {
            path: path.to_string(),
            message: e.to_string(),
        },
    }
}

/// Reads a source file's text as [`std::fs::read_to_string`] does, but refuses a file of more
/// than [`MAX_SOURCE_LEN`](strata_core::source::MAX_SOURCE_LEN) bytes (4 GiB) before reading
/// it: positions are 32-bit byte offsets, so such a file would be read whole only to get wrong
/// positions. Every command line reads its input files through this (or through [`OsHost`],
/// which uses it).
pub fn read_text(path: impl AsRef<std::path::Path>) -> std::io::Result<String> {
    read_limited(path.as_ref(), |file, len| {
        use std::io::Read as _;
        let mut text = String::with_capacity(len);
        file.read_to_string(&mut text).map(|_| text)
    })
}

/// [`read_text`] for bytes ([`std::fs::read`] with the same limit).
pub fn read_bytes(path: impl AsRef<std::path::Path>) -> std::io::Result<Vec<u8>> {
    read_limited(path.as_ref(), |file, len| {
        use std::io::Read as _;
        let mut bytes = Vec::with_capacity(len);
        file.read_to_end(&mut bytes).map(|_| bytes)
    })
}

/// Reads standard input whole as bytes, with [`read_text`]'s limit: more than
/// [`MAX_SOURCE_LEN`](strata_core::source::MAX_SOURCE_LEN) bytes (4 GiB) is refused once the
/// limit is passed, without reading the rest. Every command line that reads standard input
/// reads it through this or [`read_stdin_text`].
pub fn read_stdin_bytes() -> std::io::Result<Vec<u8>> {
    read_stream_limited(
        std::io::stdin().lock(),
        strata_core::source::MAX_SOURCE_LEN as u64,
    )
}

/// [`read_stdin_bytes`] as UTF-8 text (an `InvalidData` error when it is not).
pub fn read_stdin_text() -> std::io::Result<String> {
    let bytes = read_stdin_bytes()?;
    String::from_utf8(bytes).map_err(|e| std::io::Error::new(ErrorKind::InvalidData, e))
}

/// Reads `input` to its end, refusing it with [`TooLarge`] once more than `limit` bytes came.
fn read_stream_limited(input: impl std::io::Read, limit: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read as _;
    let mut bytes = Vec::new();
    input.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(std::io::Error::other(TooLarge(None)));
    }
    Ok(bytes)
}

/// The error [`read_text`] and [`read_bytes`] give for a file over 4 GiB (its length), and
/// [`read_stdin_bytes`] for a stream that passed the limit (`None`: its length is unknown).
#[derive(Debug)]
struct TooLarge(Option<u64>);

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}; strata reads source files of at most {} bytes (4 GiB)",
            match self.0 {
                Some(len) => format!("the file is {len} bytes"),
                None => "the input is longer than that".to_string(),
            },
            strata_core::source::MAX_SOURCE_LEN
        )
    }
}

impl std::error::Error for TooLarge {}

/// True when `e` is the refusal of an input over 4 GiB by [`read_text`], [`read_bytes`] or
/// [`read_stdin_bytes`].
pub fn is_too_large(e: &std::io::Error) -> bool {
    e.get_ref().is_some_and(|inner| inner.is::<TooLarge>())
}

fn read_limited<T>(
    path: &std::path::Path,
    read: impl FnOnce(&mut std::fs::File, usize) -> std::io::Result<T>,
) -> std::io::Result<T> {
    let mut file = std::fs::File::open(path)?;
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    if len > strata_core::source::MAX_SOURCE_LEN as u64 {
        return Err(std::io::Error::other(TooLarge(Some(len))));
    }
    read(&mut file, usize::try_from(len).unwrap_or(0))
}

impl Host for OsHost {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let name = resolve(from, path);
        match read_text(&name) {
            Ok(text) => Ok(FileText { name, text }),
            Err(e) => Err(io_error(&name, &e)),
        }
    }

    fn read_bytes(&self, from: Option<&str>, path: &str) -> Result<Vec<u8>, HostError> {
        let name = resolve(from, path);
        read_bytes(&name).map_err(|e| io_error(&name, &e))
    }

    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        let dir = resolve(from, path);
        let entries = std::fs::read_dir(&dir).map_err(|e| io_error(&dir, &e))?;
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| io_error(&dir, &e))?;
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
        names.sort();
        Ok(names)
    }

    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        Ok(std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))
    }

    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        let (program, args) = command.argv.split_first().ok_or(HostError::EmptyCommand)?;
        let failed = |e: std::io::Error| HostError::Exec {
            program: program.clone(),
            message: e.to_string(),
        };
        let mut child = std::process::Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(failed)?;
        // Feed standard input from another thread so a command that writes a lot before
        // reading cannot deadlock against us.
        let stdin = child.stdin.take();
        let input = command.stdin.clone();
        let writer = std::thread::Builder::new().spawn(move || {
            if let Some(mut pipe) = stdin {
                // A command that exits without reading its input is not an error.
                let _ = pipe.write_all(&input);
            }
        });
        let writer = match writer {
            Ok(w) => w,
            Err(e) => {
                // no thread to feed it: stop the command rather than risk a deadlock
                let _ = child.kill();
                let _ = child.wait();
                return Err(failed(e));
            }
        };
        let out = child.wait_with_output().map_err(failed)?;
        let _ = writer.join();
        Ok(Output {
            status: out.status.code(),
            stdout: out.stdout,
            stderr: out.stderr,
        })
    }

    /// The path with symbolic links resolved. A path that does not exist yet is its existing
    /// parent's canonical form plus its file name, so a missing file inside a root is reported
    /// as missing, not as outside the root.
    fn canonical(&self, path: &str) -> Result<String, HostError> {
        let p = std::path::Path::new(path);
        if let Ok(c) = std::fs::canonicalize(p) {
            return Ok(c.to_string_lossy().into_owned());
        }
        let parent = match p.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => std::path::Path::new("."),
        };
        match (std::fs::canonicalize(parent), p.file_name()) {
            (Ok(dir), Some(file)) => Ok(dir.join(file).to_string_lossy().into_owned()),
            _ => {
                let cwd = std::env::current_dir().map_err(|e| io_error(path, &e))?;
                Ok(normalize(&cwd.join(path).to_string_lossy()))
            }
        }
    }

    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        let name = resolve(from, path);
        Ok(std::fs::metadata(&name).ok().map(|m| {
            if m.is_dir() {
                FileKind::Dir
            } else {
                FileKind::File
            }
        }))
    }

    fn write_file(
        &self,
        from: Option<&str>,
        path: &str,
        data: &[u8],
        mode: u32,
    ) -> Result<String, HostError> {
        let name = resolve(from, path);
        std::fs::write(&name, data).map_err(|e| write_error(&name, &e))?;
        set_mode(&name, mode);
        Ok(name)
    }

    fn make_dir(&self, from: Option<&str>, path: &str, mode: u32) -> Result<String, HostError> {
        let name = resolve(from, path);
        std::fs::create_dir_all(&name).map_err(|e| write_error(&name, &e))?;
        set_mode(&name, mode);
        Ok(name)
    }

    fn spawn(&self, argv: &[String]) -> Result<Box<dyn Child>, HostError> {
        let (program, args) = argv.split_first().ok_or(HostError::EmptyCommand)?;
        let mut child = std::process::Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| HostError::Exec {
                program: program.clone(),
                message: e.to_string(),
            })?;
        let stdin = child.stdin.take().map(|i| Box::new(i) as Box<_>);
        let stdout = child.stdout.take().map(|o| Box::new(o) as Box<_>);
        Ok(Box::new(OsChild {
            child,
            stdin,
            stdout,
        }))
    }

    /// A new file `strata-PID-N` in the system's temporary directory.
    fn temp_file(&self, data: &[u8], mode: u32) -> Result<String, HostError> {
        let dir = std::env::temp_dir();
        let mut temps = self.temps.lock().unwrap_or_else(PoisonError::into_inner);
        for n in temps.len()..temps.len() + 10_000 {
            let p = dir.join(format!("strata-{}-{n}", std::process::id()));
            let name = p.to_string_lossy().into_owned();
            // create_new: never overwrite a file that is already there
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&p)
            {
                Ok(mut f) => {
                    temps.push(p);
                    f.write_all(data).map_err(|e| write_error(&name, &e))?;
                    drop(f);
                    set_mode(&name, mode);
                    return Ok(name);
                }
                Err(e) if e.kind() == ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(write_error(&name, &e)),
            }
        }
        Err(HostError::Write {
            path: dir.to_string_lossy().into_owned(),
            message: "no free temporary file name".to_string(),
        })
    }
}

/// A process started by [`OsHost::spawn`]; killed when dropped.
struct OsChild {
    child: std::process::Child,
    stdin: Option<Box<dyn std::io::Write + Send>>,
    stdout: Option<Box<dyn std::io::Read + Send>>,
}

impl Child for OsChild {
    fn take_stdin(&mut self) -> Option<Box<dyn std::io::Write + Send>> {
        self.stdin.take()
    }

    fn take_stdout(&mut self) -> Option<Box<dyn std::io::Read + Send>> {
        self.stdout.take()
    }

    fn kill(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

impl Drop for OsChild {
    fn drop(&mut self) {
        self.kill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_core::host::{Guarded, Policy};

    /// A scratch folder in the system's temporary directory, removed at the end.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("strata-host-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("conf")).unwrap();
        dir
    }

    #[test]
    fn a_stream_over_the_limit_is_refused_with_the_limit_in_the_message() {
        let under = read_stream_limited(&b"12345"[..], 5).unwrap();
        assert_eq!(under, b"12345");
        let e = read_stream_limited(&b"123456"[..], 5).unwrap_err();
        assert!(is_too_large(&e), "{e}");
        assert_eq!(
            e.to_string(),
            format!(
                "the input is longer than that; strata reads source files of at most {} bytes (4 GiB)",
                strata_core::source::MAX_SOURCE_LEN
            )
        );
    }

    #[test]
    fn reads_relative_to_the_asking_file_and_lists_directories() {
        let dir = scratch("read");
        std::fs::write(dir.join("conf/lib.ncl"), "{ x = 1 }").unwrap();
        std::fs::write(dir.join("conf/main.ncl"), "import \"lib.ncl\"").unwrap();
        let main = dir.join("conf/main.ncl").to_string_lossy().into_owned();
        let f = OsHost::new().read_file(Some(&main), "lib.ncl").unwrap();
        assert_eq!(f.text, "{ x = 1 }");
        assert!(f.name.ends_with("conf/lib.ncl"), "{}", f.name);
        let conf = dir.join("conf").to_string_lossy().into_owned();
        assert_eq!(
            OsHost::new().list_dir(None, &conf).unwrap(),
            vec!["lib.ncl", "main.ncl"]
        );
        assert!(matches!(
            OsHost::new().read_file(Some(&main), "missing.ncl"),
            Err(HostError::NotFound { .. })
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn refuses_sources_too_large_for_positions_without_reading_them() {
        let dir = scratch("large");
        let path = dir.join("conf/huge.ncl");
        // A sparse file: 5 GiB long, no disk used, and never read.
        let f = std::fs::File::create(&path).unwrap();
        f.set_len(5 << 30).unwrap();
        drop(f);
        let err = OsHost::new()
            .read_file(None, &path.to_string_lossy())
            .unwrap_err();
        let _ = std::fs::remove_dir_all(&dir);
        let text = err.to_string();
        assert!(text.contains("5368709120 bytes"), "{text}");
        assert!(text.contains("at most 4294967295 bytes (4 GiB)"), "{text}");
    }

    #[test]
    fn sandbox_keeps_reads_inside_the_roots() {
        let dir = scratch("sandbox");
        std::fs::write(dir.join("conf/a.yml"), "a: 1").unwrap();
        std::fs::write(dir.join("secret"), "s").unwrap();
        let conf = dir.join("conf").to_string_lossy().into_owned();
        let g = Guarded::new(
            OsHost::new(),
            Policy {
                sandbox: true,
                roots: vec![conf.clone()],
                ..Policy::default()
            },
        );
        let a = format!("{conf}/a.yml");
        assert_eq!(g.read_file(None, &a).unwrap().text, "a: 1");
        let err = g.read_file(Some(&a), "../secret").unwrap_err();
        assert!(matches!(err, HostError::OutsideRoots { .. }), "{err}");
        assert!(matches!(
            g.read_file(Some(&a), "nope.yml"),
            Err(HostError::NotFound { .. })
        ));
        assert!(matches!(g.env("PATH"), Err(HostError::EnvDisabled { .. })));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn runs_commands_with_stdin_and_reports_status() {
        let cat = Command {
            argv: vec!["cat".into()],
            stdin: b"hello".to_vec(),
        };
        let out = OsHost::new().exec(&cat).unwrap();
        assert!(out.success());
        assert_eq!(out.stdout, b"hello");
        let fail = Command {
            argv: vec!["sh".into(), "-c".into(), "echo oops >&2; exit 3".into()],
            stdin: Vec::new(),
        };
        let out = OsHost::new().exec(&fail).unwrap();
        assert_eq!((out.status, out.stderr), (Some(3), b"oops\n".to_vec()));
        assert!(matches!(
            OsHost::new().exec(&Command {
                argv: vec!["strata-no-such-program".into()],
                stdin: Vec::new(),
            }),
            Err(HostError::Exec { .. })
        ));
        // Without --allow-exec the guarded host refuses before anything runs.
        assert!(matches!(
            Guarded::new(OsHost::new(), Policy::default()).exec(&cat),
            Err(HostError::ExecDisabled { .. })
        ));
    }
}
