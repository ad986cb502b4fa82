//! The host: how spiff's `read`, `exec` and `env` reach files, commands and the environment.
//!
//! # Semantics
//!
//! The library does no I/O. A [`Host`] answers file reads (paths as the template wrote them,
//! relative to the current directory), command runs and environment lookups, and may refuse
//! any of them (the command line refuses `exec` unless the user opted in, and refuses `env`
//! and reads outside the given roots in sandbox mode). Documents a host parses for `read` and
//! `exec` keep the name they were loaded under, so their spans name the right file.

use crate::source::Src;
use crate::value::Val;

/// Services the host provides: files, commands, environment.
pub trait Host {
    /// The text of the file at `path` (as the template wrote it).
    fn read_file(&mut self, path: &str) -> Result<String, String>;
    /// The standard output of the command `argv`.
    fn exec(&mut self, argv: &[String]) -> Result<String, String>;
    /// The value of the environment variable `name`, if set.
    fn env(&mut self, name: &str) -> Result<Option<String>, String>;
    /// Parses YAML text loaded under `name` into source documents (for `read` and `exec`).
    /// A host that keeps a source map registers the text there, so spans name `name`.
    fn parse_yaml(&mut self, name: &str, text: &str) -> Result<Vec<Src>, String> {
        crate::load::load(text, strata_core::FileId(u32::MAX)).map_err(|e| format!("{name}: {e}"))
    }
    /// Writes `data` to the file `path` with permissions `mode` (`write`, `tempfile`). A host
    /// refuses unless the user allowed writing files.
    fn write_file(&mut self, path: &str, data: &[u8], mode: u32) -> Result<(), String> {
        let _ = (data, mode);
        Err(format!("writing file {path} is not allowed"))
    }
    /// Creates the directory `path` and its parents (`mkdir`).
    fn make_dir(&mut self, path: &str, mode: u32) -> Result<(), String> {
        let _ = mode;
        Err(format!("creating directory {path} is not allowed"))
    }
    /// The name of a new temporary file, removed when the host is done (`tempfile`).
    fn temp_name(&mut self) -> Result<String, String> {
        Err("temporary files are not allowed".into())
    }
    /// Whether `path` exists and is a directory (`Some(true)`) or a file (`Some(false)`).
    fn file_kind(&mut self, path: &str) -> Option<bool> {
        let _ = path;
        None
    }
    /// The entries of directory `path`, sorted, each with whether it is a directory.
    fn list_dir(&mut self, path: &str) -> Result<Vec<(String, bool)>, String> {
        Err(format!("listing directory {path} is not allowed"))
    }
    /// The value of `name` among the bindings given outside the documents (`--bindings`,
    /// `--define`): a reference whose first name is found nowhere else resolves here.
    fn binding(&mut self, name: &str) -> Option<Val> {
        let _ = name;
        None
    }
    /// The key `encrypt` and `decrypt` use when the template names none (spiff++ reads
    /// `SPIFF_ENCRYPTION_KEY`); `None` when there is none.
    fn encryption_key(&mut self) -> Option<String> {
        None
    }
    /// Writes a value as a YAML document (for `exec` arguments).
    fn write_yaml(&mut self, value: &Val) -> String {
        let opts = strata_core::yaml::WriteOptions { sort_keys: true };
        format!(
            "---\n{}",
            strata_core::yaml::write(&crate::to_value(value), &opts)
        )
    }
}

/// Per-document information about the file a node came from.
#[derive(Clone, Debug)]
pub struct FileInfo {
    /// The file name as given.
    pub name: String,
    /// Its directory (`.` for a bare name).
    pub dir: String,
}

/// A host that reaches nothing outside the templates: file reads and commands are refused with
/// an error and every environment variable is unset. For embedding spiff without I/O, and for
/// tests and fuzzing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoHost;

impl Host for NoHost {
    fn read_file(&mut self, _path: &str) -> Result<String, String> {
        Err("no files".into())
    }
    fn exec(&mut self, _argv: &[String]) -> Result<String, String> {
        Err("no exec".into())
    }
    fn env(&mut self, _name: &str) -> Result<Option<String>, String> {
        Ok(None)
    }
}
