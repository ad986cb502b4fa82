//! The real [`Host`]: files, directories, environment variables and commands of the
//! operating system. Every system's command line wraps it in
//! [`Guarded`](strata_core::host::Guarded) with the policy its flags give (`--allow-exec`,
//! `--sandbox`, `--root`), so the policy is checked in the core, once.

use std::io::{ErrorKind, Write as _};
use std::process::Stdio;
use strata_core::host::{normalize, resolve, Command, FileText, Host, HostError, Output};

/// The operating system as a [`Host`]. Relative paths without an asking file are relative to
/// the working directory.
#[derive(Clone, Copy, Debug, Default)]
pub struct OsHost;

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

impl Host for OsHost {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let name = resolve(from, path);
        match std::fs::read_to_string(&name) {
            Ok(text) => Ok(FileText { name, text }),
            Err(e) => Err(io_error(&name, &e)),
        }
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
        let writer = std::thread::spawn(move || {
            if let Some(mut pipe) = stdin {
                // A command that exits without reading its input is not an error.
                let _ = pipe.write_all(&input);
            }
        });
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
    fn reads_relative_to_the_asking_file_and_lists_directories() {
        let dir = scratch("read");
        std::fs::write(dir.join("conf/lib.ncl"), "{ x = 1 }").unwrap();
        std::fs::write(dir.join("conf/main.ncl"), "import \"lib.ncl\"").unwrap();
        let main = dir.join("conf/main.ncl").to_string_lossy().into_owned();
        let f = OsHost.read_file(Some(&main), "lib.ncl").unwrap();
        assert_eq!(f.text, "{ x = 1 }");
        assert!(f.name.ends_with("conf/lib.ncl"), "{}", f.name);
        let conf = dir.join("conf").to_string_lossy().into_owned();
        assert_eq!(
            OsHost.list_dir(None, &conf).unwrap(),
            vec!["lib.ncl", "main.ncl"]
        );
        assert!(matches!(
            OsHost.read_file(Some(&main), "missing.ncl"),
            Err(HostError::NotFound { .. })
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn sandbox_keeps_reads_inside_the_roots() {
        let dir = scratch("sandbox");
        std::fs::write(dir.join("conf/a.yml"), "a: 1").unwrap();
        std::fs::write(dir.join("secret"), "s").unwrap();
        let conf = dir.join("conf").to_string_lossy().into_owned();
        let g = Guarded::new(
            OsHost,
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
        let out = OsHost.exec(&cat).unwrap();
        assert!(out.success());
        assert_eq!(out.stdout, b"hello");
        let fail = Command {
            argv: vec!["sh".into(), "-c".into(), "echo oops >&2; exit 3".into()],
            stdin: Vec::new(),
        };
        let out = OsHost.exec(&fail).unwrap();
        assert_eq!((out.status, out.stderr), (Some(3), b"oops\n".to_vec()));
        assert!(matches!(
            OsHost.exec(&Command {
                argv: vec!["strata-no-such-program".into()],
                stdin: Vec::new(),
            }),
            Err(HostError::Exec { .. })
        ));
        // Without --allow-exec the guarded host refuses before anything runs.
        assert!(matches!(
            Guarded::new(OsHost, Policy::default()).exec(&cat),
            Err(HostError::ExecDisabled { .. })
        ));
    }
}
