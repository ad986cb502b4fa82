//! A [`Host`] that serves one file's text in place of another host's (`strata puppet diff`'s
//! rewritten `--hiera-config`), everything else as that host does.

use strata_core::host::{normalize, resolve, Command, FileKind, FileText, Host, HostError, Output};

/// A host that serves one file's text in place of the inner host's, everything else (and the
/// policy of a [`Guarded`](strata_core::host::Guarded) inner host) as the inner host does.
pub(crate) struct Overlay<'a> {
    /// The host of the version.
    pub inner: &'a dyn Host,
    /// The resolved path served.
    pub path: String,
    /// Its text.
    pub text: String,
}

impl Host for Overlay<'_> {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let p = normalize(&resolve(from, path));
        if p == self.path {
            return Ok(FileText {
                name: p,
                text: self.text.clone(),
            });
        }
        self.inner.read_file(from, path)
    }
    fn read_bytes(&self, from: Option<&str>, path: &str) -> Result<Vec<u8>, HostError> {
        let p = normalize(&resolve(from, path));
        if p == self.path {
            return Ok(self.text.clone().into_bytes());
        }
        self.inner.read_bytes(from, path)
    }
    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        self.inner.list_dir(from, path)
    }
    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        self.inner.env(name)
    }
    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        self.inner.exec(command)
    }
    fn canonical(&self, path: &str) -> Result<String, HostError> {
        self.inner.canonical(path)
    }
    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        let p = normalize(&resolve(from, path));
        if p == self.path {
            return Ok(Some(FileKind::File));
        }
        self.inner.kind(from, path)
    }
    fn write_file(
        &self,
        from: Option<&str>,
        path: &str,
        data: &[u8],
        mode: u32,
    ) -> Result<String, HostError> {
        self.inner.write_file(from, path, data, mode)
    }
    fn make_dir(&self, from: Option<&str>, path: &str, mode: u32) -> Result<String, HostError> {
        self.inner.make_dir(from, path, mode)
    }
    fn temp_file(&self, data: &[u8], mode: u32) -> Result<String, HostError> {
        self.inner.temp_file(data, mode)
    }
    fn spawn(&self, argv: &[String]) -> Result<Box<dyn strata_core::host::Child>, HostError> {
        self.inner.spawn(argv)
    }
}
