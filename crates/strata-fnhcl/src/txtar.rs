//! The txtar archive format that carries a function-hcl program.
//!
//! An archive is an optional comment followed by files, each introduced by a marker line
//! `-- NAME --`. A file's content runs from the line after its marker to the next marker
//! (or the end). Line numbers inside a file therefore agree with the original file, which is
//! what diagnostics print.

/// One file of an archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    /// The name in the file's marker line.
    pub name: String,
    /// The file's content.
    pub data: String,
}

/// The file name of a marker line, if `line` is one.
fn marker_name(line: &str) -> Option<&str> {
    let line = line.strip_suffix('\n').unwrap_or(line);
    let line = line.strip_suffix('\r').unwrap_or(line);
    let inner = line.strip_prefix("-- ")?.strip_suffix(" --")?;
    let name = inner.trim();
    (!name.is_empty()).then_some(name)
}

/// Splits an archive into its files (the leading comment is dropped). Never fails: text
/// without any marker yields no files.
pub fn parse(text: &str) -> Vec<File> {
    let mut files: Vec<File> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(name) = marker_name(line) {
            files.push(File {
                name: name.to_string(),
                data: String::new(),
            });
        } else if let Some(f) = files.last_mut() {
            f.data.push_str(line);
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_files_and_drops_comment() {
        let a = parse("comment\n-- a.hcl --\nx = 1\n\n-- b.hcl --\ny = 2");
        assert_eq!(a.len(), 2);
        assert_eq!(a[0].name, "a.hcl");
        assert_eq!(a[0].data, "x = 1\n\n");
        assert_eq!(a[1].name, "b.hcl");
        assert_eq!(a[1].data, "y = 2");
    }

    #[test]
    fn no_marker_no_files() {
        assert!(parse("resource x {}\n").is_empty());
        assert!(parse("--  --\n").is_empty());
        assert!(parse("").is_empty());
    }
}

#[cfg(test)]
mod crlf_tests {
    #[test]
    fn crlf_markers() {
        let a = super::parse("-- a.hcl --\r\nx = 1\r\n");
        assert_eq!(a.len(), 1);
        assert_eq!(a[0].name, "a.hcl");
        assert_eq!(a[0].data, "x = 1\r\n");
    }
}
