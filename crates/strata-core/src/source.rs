//! Source files, byte spans and their resolution to lines and columns.
//!
//! Spans are `u32` byte offsets plus a [`FileId`]. Lines and columns are computed on demand
//! from a per-file table of line starts built once when the file is added, so resolving a
//! position is a binary search, not a scan.
//!
//! Byte offsets are `u32`, so a file may hold at most [`MAX_SOURCE_LEN`] bytes (4 GiB).
//! [`SourceMap::try_add`] is where a source read from the user enters a map: it refuses a
//! larger text with [`SourceTooLarge`], whose message says so, instead of letting positions
//! wrap. [`SourceMap::add`] is for text the program makes itself (tests, generated sources).

use std::sync::Arc;

/// Identifies one file inside a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A half-open byte range `[start, end)` inside one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from its parts.
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span { file, start, end }
    }

    /// The smallest span covering both `self` and `other` (which must be in the same file).
    pub fn to(self, other: Span) -> Span {
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// Length in bytes.
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    /// True for a zero-length span (a position).
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

/// A resolved position: 1-based line, 1-based column (counted in characters) and 0-based byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Pos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// 0-based byte offset.
    pub byte: u32,
}

/// A resolved range with its file name, as diagnostics print it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Range {
    /// The file's name.
    pub filename: Arc<str>,
    /// Where the range starts.
    pub start: Pos,
    /// Where it ends (exclusive).
    pub end: Pos,
}

/// Counts the columns that the text of a line up to a position takes: `prefix` runs from
/// the start of the line (line `line_index`, 0-based) to the position. A language whose
/// original tool counts columns its own way (HCL counts grapheme clusters, and its JSON
/// scanner counts a tab as two columns) gives its rule to [`SourceMap::add_with_columns`].
pub type ColumnCounter = fn(prefix: &str, line_index: usize) -> u32;

/// Reads a released file's text back (see [`SourceMap::release_text`]); `None` when it
/// can no longer be read as it was.
pub type ReadBack = Box<dyn Fn() -> Option<String> + Send + Sync>;

/// A file's text: shared as it was given, or the `String` it was read into, kept as it is
/// (a large input is not copied once more).
#[derive(Debug)]
enum Text {
    Shared(Arc<str>),
    Owned(String),
}

impl Text {
    fn as_str(&self) -> &str {
        match self {
            Text::Shared(s) => s,
            Text::Owned(s) => s,
        }
    }
}

/// One loaded file: its name, its text and the byte offset of every line start.
pub struct SourceFile {
    /// The name diagnostics show (a path as the user gave it).
    pub name: Arc<str>,
    /// The whole text (read with [`SourceFile::text`]): set when the file is added, or read
    /// back on first use after [`SourceMap::release_text`].
    text: std::sync::OnceLock<Text>,
    /// For a released file: its length and how to read it back.
    read_back: Option<(usize, ReadBack)>,
    /// Built at the first position resolved: a program that evaluates without an error never
    /// needs it, and scanning a large file for its lines is a measurable part of loading it.
    lines: std::sync::OnceLock<LineTable>,
    /// The file's own column rule; `None` counts Unicode scalar values.
    columns: Option<ColumnCounter>,
}

/// The start of every line of a file, and which lines resolve columns by byte offset.
#[derive(Debug)]
struct LineTable {
    line_starts: Vec<u32>,
    /// `ascii_lines[i]` is true when line `i` is pure ASCII (with a column counter: printable
    /// ASCII and spaces only): its columns are byte offsets, so resolving a position on it
    /// is O(1) however long the line is.
    ascii_lines: Vec<bool>,
}

impl std::fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceFile")
            .field("name", &self.name)
            .field("text", &self.text.get().map(Text::as_str))
            .field("released", &self.read_back.as_ref().map(|(len, _)| len))
            .finish()
    }
}

impl LineTable {
    fn scan(text: &str, columns: Option<ColumnCounter>) -> LineTable {
        let mut line_starts = vec![0u32];
        let mut ascii_lines = Vec::new();
        let mut ascii = true;
        // With a counter of its own, only bytes that every rule counts as one column are
        // "simple": tabs, carriage returns and other controls go through the counter.
        let simple = |b: u8| match columns {
            None => b.is_ascii(),
            Some(_) => (b' '..=b'~').contains(&b),
        };
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            // eight bytes at a time while they hold no newline and no non-ASCII byte
            if columns.is_none() && i + 8 <= bytes.len() {
                let mut word = [0u8; 8];
                word.copy_from_slice(&bytes[i..i + 8]);
                let w = u64::from_le_bytes(word);
                const ONES: u64 = 0x0101_0101_0101_0101;
                const HIGH: u64 = 0x8080_8080_8080_8080;
                let nl = w ^ (ONES * u64::from(b'\n'));
                if (nl.wrapping_sub(ONES) & !nl & HIGH) | (w & HIGH) == 0 {
                    i += 8;
                    continue;
                }
            }
            let b = bytes[i];
            if b == b'\n' {
                line_starts.push(to_u32(i + 1));
                ascii_lines.push(ascii);
                ascii = true;
            } else if !simple(b) {
                ascii = false;
            }
            i += 1;
        }
        ascii_lines.push(ascii);
        LineTable {
            line_starts,
            ascii_lines,
        }
    }
}

impl SourceFile {
    /// Loads `text` under `name`, building its line table.
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> SourceFile {
        SourceFile::with_columns(name, text, None)
    }

    /// A file whose columns `columns` counts (see [`ColumnCounter`]); `None` counts Unicode
    /// scalar values. Lines of printable ASCII are counted one column per byte whatever the
    /// rule, so that resolving a position on them stays O(1).
    pub fn with_columns(
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
        columns: Option<ColumnCounter>,
    ) -> SourceFile {
        SourceFile::holding(name.into(), Text::Shared(text.into()), columns)
    }

    fn holding(name: Arc<str>, text: Text, columns: Option<ColumnCounter>) -> SourceFile {
        SourceFile {
            name,
            text: std::sync::OnceLock::from(text),
            read_back: None,
            lines: std::sync::OnceLock::new(),
            columns,
        }
    }

    /// The whole text. A released file's text is read back here the first time it is
    /// needed; if it can no longer be read with the length it had, the text is empty (the
    /// file's positions then resolve to its first line, without a snippet).
    pub fn text(&self) -> &str {
        self.text
            .get_or_init(|| {
                let back = self
                    .read_back
                    .as_ref()
                    .and_then(|(len, read)| read().filter(|t| t.len() == *len));
                Text::Shared(Arc::from(back.unwrap_or_default()))
            })
            .as_str()
    }

    /// Whether the text is held (false for a released file not read back yet).
    pub fn text_is_held(&self) -> bool {
        self.text.get().is_some()
    }

    fn lines(&self) -> &LineTable {
        self.lines
            .get_or_init(|| LineTable::scan(self.text(), self.columns))
    }

    /// Number of lines (a trailing newline starts an empty last line).
    pub fn line_count(&self) -> usize {
        self.lines().line_starts.len()
    }

    /// Byte range of 1-based line `line`, without its line terminator.
    pub fn line_range(&self, line: u32) -> (u32, u32) {
        let idx = (line.max(1) - 1) as usize;
        let starts = &self.lines().line_starts;
        let start = *starts.get(idx).unwrap_or(starts.last().unwrap_or(&0));
        let mut end = starts
            .get(idx + 1)
            .map(|e| e - 1)
            .unwrap_or(to_u32(self.text().len()));
        if end > start && self.text().as_bytes().get(end as usize - 1) == Some(&b'\r') {
            end -= 1;
        }
        (start, end)
    }

    /// The text of 1-based line `line`.
    pub fn line_text(&self, line: u32) -> &str {
        let (s, e) = self.line_range(line);
        self.text().get(s as usize..e as usize).unwrap_or("")
    }

    /// Resolves a byte offset (clamped to the text) to line, column and byte. Columns count
    /// Unicode scalar values from the start of the line, starting at 1.
    pub fn pos(&self, byte: u32) -> Pos {
        let text = self.text();
        let byte = byte.min(to_u32(text.len()));
        let lines = self.lines();
        let idx = match lines.line_starts.binary_search(&byte) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let line_start = lines.line_starts[idx] as usize;
        let column = if lines.ascii_lines.get(idx).copied().unwrap_or(false) {
            to_u32(byte as usize - line_start).saturating_add(1)
        } else {
            let mut end = byte as usize;
            while end > line_start && !text.is_char_boundary(end) {
                end -= 1;
            }
            let prefix = &text[line_start..end];
            // A position inside a character (a one-byte token cut from a multi-byte
            // character) is past the character's start.
            let inside = u32::from(end != byte as usize);
            match self.columns {
                Some(count) => count(prefix, idx) + 1 + inside,
                None => to_u32(prefix.chars().count())
                    .saturating_add(1)
                    .saturating_add(inside),
            }
        };
        Pos {
            line: to_u32(idx + 1),
            column,
            byte,
        }
    }
}

/// The most bytes one source may have: spans are `u32` byte offsets (4 GiB - 1).
pub const MAX_SOURCE_LEN: usize = u32::MAX as usize;

/// A source longer than [`MAX_SOURCE_LEN`] bytes, refused by [`SourceMap::try_add`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceTooLarge {
    /// The file's name.
    pub name: Arc<str>,
    /// Its length in bytes.
    pub len: usize,
}

impl std::fmt::Display for SourceTooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: the input is {} bytes long; strata reads inputs of at most {} bytes (4 GiB), \
             as its source positions are 32-bit byte offsets",
            self.name, self.len, MAX_SOURCE_LEN
        )
    }
}

impl std::error::Error for SourceTooLarge {}

/// `n` as a `u32` position, saturating: a text that entered through [`SourceMap::try_add`]
/// never reaches the limit, and one added unchecked gets clamped positions rather than
/// wrapped ones.
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Refuses a text too long for `u32` byte offsets.
fn check_len(name: &Arc<str>, len: usize) -> Result<(), SourceTooLarge> {
    if len > MAX_SOURCE_LEN {
        return Err(SourceTooLarge {
            name: name.clone(),
            len,
        });
    }
    Ok(())
}

/// All files of one run. Cheap to share: files are behind `Arc`.
#[derive(Debug, Default, Clone)]
pub struct SourceMap {
    files: Vec<Arc<SourceFile>>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file read from the user and returns its id, or refuses a text longer than
    /// [`MAX_SOURCE_LEN`] bytes (see the module docs).
    pub fn try_add(
        &mut self,
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
    ) -> Result<FileId, SourceTooLarge> {
        let (name, text) = (name.into(), text.into());
        check_len(&name, text.len())?;
        Ok(self.add(name, text))
    }

    /// [`SourceMap::try_add`] for a file whose columns `columns` counts.
    pub fn try_add_with_columns(
        &mut self,
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
        columns: ColumnCounter,
    ) -> Result<FileId, SourceTooLarge> {
        let (name, text) = (name.into(), text.into());
        check_len(&name, text.len())?;
        Ok(self.add_with_columns(name, text, columns))
    }

    /// [`SourceMap::try_add_with_columns`] for a text read into a `String`: the map keeps the
    /// string itself instead of a shared copy of it (a 60 MB input costs 60 MB, not 120 MB
    /// and a copy).
    pub fn try_add_owned_with_columns(
        &mut self,
        name: impl Into<Arc<str>>,
        text: String,
        columns: ColumnCounter,
    ) -> Result<FileId, SourceTooLarge> {
        let name = name.into();
        check_len(&name, text.len())?;
        let id = FileId(to_u32(self.files.len()));
        self.files.push(Arc::new(SourceFile::holding(
            name,
            Text::Owned(text),
            Some(columns),
        )));
        Ok(id)
    }

    /// Adds a file the program made itself (a test, a generated source) and returns its id;
    /// text from the user goes through [`SourceMap::try_add`], which checks its length.
    pub fn add(&mut self, name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> FileId {
        let id = FileId(to_u32(self.files.len()));
        self.files.push(Arc::new(SourceFile::new(name, text)));
        id
    }

    /// Adds a file whose columns `columns` counts (see [`ColumnCounter`]) and returns its id.
    pub fn add_with_columns(
        &mut self,
        name: impl Into<Arc<str>>,
        text: impl Into<Arc<str>>,
        columns: ColumnCounter,
    ) -> FileId {
        let id = FileId(to_u32(self.files.len()));
        self.files.push(Arc::new(SourceFile::with_columns(
            name,
            text,
            Some(columns),
        )));
        id
    }

    /// The file for `id`, if this map handed it out.
    pub fn get(&self, id: FileId) -> Option<&Arc<SourceFile>> {
        self.files.get(id.0 as usize)
    }

    /// The file for `id`. Panics on an id that this map did not hand out (a programming error).
    pub fn file(&self, id: FileId) -> &Arc<SourceFile> {
        &self.files[id.0 as usize]
    }

    /// The name of file `id` (`<unknown>` for an id this map did not hand out).
    pub fn name(&self, id: FileId) -> &str {
        self.get(id).map(|f| &*f.name).unwrap_or("<unknown>")
    }

    /// The text of file `id` (empty for an id this map did not hand out).
    pub fn text(&self, id: FileId) -> &str {
        self.get(id).map(|f| f.text()).unwrap_or("")
    }

    /// Lets go of the text of file `id` once it has been parsed: diagnostics are rare, and a
    /// large input need not stay in memory beside what was built from it. `read` gives the
    /// text back the first time a diagnostic needs it; a text read back with another length
    /// than it had counts as gone. Positions and names of the file are unchanged.
    pub fn release_text(&mut self, id: FileId, read: ReadBack) {
        let Some(slot) = self.files.get_mut(id.0 as usize) else {
            return;
        };
        let len = slot.text().len();
        *slot = Arc::new(SourceFile {
            name: slot.name.clone(),
            text: std::sync::OnceLock::new(),
            read_back: Some((len, read)),
            lines: std::sync::OnceLock::new(),
            columns: slot.columns,
        });
    }

    /// Every file with its id, in the order they were added.
    pub fn files(&self) -> impl Iterator<Item = (FileId, &Arc<SourceFile>)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(to_u32(i)), f))
    }

    /// Resolves a span to a [`Range`] with file name, lines and columns.
    pub fn range(&self, span: Span) -> Range {
        match self.get(span.file) {
            Some(f) => Range {
                filename: f.name.clone(),
                start: f.pos(span.start),
                end: f.pos(span.end),
            },
            None => Range {
                filename: Arc::from("<unknown>"),
                start: Pos::default(),
                end: Pos::default(),
            },
        }
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn sources_past_32_bit_offsets_are_refused_with_their_size() {
        // A real 4 GiB text is too large for a unit test: the check is on the length alone.
        let name: Arc<str> = Arc::from("huge.yml");
        assert_eq!(check_len(&name, MAX_SOURCE_LEN), Ok(()));
        let err = check_len(&name, MAX_SOURCE_LEN + 1).unwrap_err();
        assert_eq!(
            err.to_string(),
            "huge.yml: the input is 4294967296 bytes long; strata reads inputs of at most \
             4294967295 bytes (4 GiB), as its source positions are 32-bit byte offsets"
        );
        let mut map = SourceMap::new();
        let id = map
            .try_add("small.yml", "a: 1\n")
            .expect("small sources are added");
        assert_eq!(map.text(id), "a: 1\n");
        assert_eq!(to_u32(usize::MAX), u32::MAX);
    }

    use super::*;

    #[test]
    fn an_owned_text_reads_like_a_shared_one() {
        let mut map = SourceMap::new();
        let text = "a: 1\nbb: 2\n";
        let cols: ColumnCounter = |p, _| p.chars().count() as u32;
        let shared = map.add_with_columns("s.hcl", text, cols);
        let owned = map
            .try_add_owned_with_columns("o.hcl", text.to_string(), cols)
            .unwrap();
        assert_eq!(map.text(owned), text);
        assert!(map.file(owned).text_is_held());
        assert_eq!(map.name(owned), "o.hcl");
        for byte in 0..text.len() as u32 {
            assert_eq!(map.file(owned).pos(byte), map.file(shared).pos(byte));
        }
        // The string is kept, not copied.
        let s = String::from("x = 1\n");
        let at = s.as_ptr();
        let id = map.try_add_owned_with_columns("k.hcl", s, cols).unwrap();
        assert_eq!(map.text(id).as_ptr(), at);
    }

    #[test]
    fn a_released_text_is_read_back_when_needed() {
        let text = "a: 1\nbb: 2\n";
        let mut map = SourceMap::new();
        let id = map.add("in.yml", text);
        let reads = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counter = reads.clone();
        map.release_text(
            id,
            Box::new(move || {
                counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                Some("a: 1\nbb: 2\n".to_string())
            }),
        );
        assert!(!map.file(id).text_is_held());
        assert_eq!(reads.load(std::sync::atomic::Ordering::SeqCst), 0);
        let r = map.range(Span::new(id, 5, 7));
        assert_eq!((r.start.line, r.start.column), (2, 1));
        assert_eq!(map.file(id).line_text(2), "bb: 2");
        assert_eq!(map.text(id), text);
        // read once, then held
        assert_eq!(reads.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert_eq!(map.name(id), "in.yml");
    }

    #[test]
    fn a_released_text_that_changed_length_counts_as_gone() {
        let mut map = SourceMap::new();
        let id = map.add("in.yml", "a: 1\n");
        map.release_text(id, Box::new(|| Some("a: 100\n".to_string())));
        assert_eq!(map.text(id), "");
        let r = map.range(Span::new(id, 3, 4));
        assert_eq!((r.start.line, r.start.column), (1, 1));
        let mut gone = SourceMap::new();
        let id = gone.add("in.yml", "a: 1\n");
        gone.release_text(id, Box::new(|| None));
        assert_eq!(gone.text(id), "");
    }

    #[test]
    fn long_ascii_lines_resolve_in_constant_time() {
        let line = "x".repeat(2_000_000);
        let f = SourceFile::new("one-line.hcl", line);
        let start = std::time::Instant::now();
        for i in 0..10_000u32 {
            assert_eq!(f.pos(i * 100).column, i * 100 + 1);
        }
        // 10,000 lookups on a 2 MB line: a per-lookup scan would take seconds.
        assert!(start.elapsed() < std::time::Duration::from_millis(500));
    }

    #[test]
    fn line_index_matches_a_byte_by_byte_count() {
        // newlines and non-ASCII characters at every offset of the eight-byte words
        let pieces = [
            "", "a", "\n", "é", "abcdefgh", "\n\n", "ab\ncd", "xyz€\n", "\t",
        ];
        let mut text = String::new();
        for round in 0..40 {
            for (k, p) in pieces.iter().enumerate() {
                if (round + k) % 3 != 0 {
                    text.push_str(p);
                }
            }
            let f = SourceFile::new("t", text.clone());
            let lines: Vec<&str> = text.split('\n').collect();
            assert_eq!(f.line_count(), lines.len());
            let mut start = 0u32;
            for (n, l) in lines.iter().enumerate() {
                assert_eq!(f.line_range(n as u32 + 1), (start, start + l.len() as u32));
                assert_eq!(
                    f.pos(start + l.len() as u32).column as usize,
                    l.chars().count() + 1
                );
                start += l.len() as u32 + 1;
            }
        }
    }

    #[test]
    fn a_column_counter_counts_all_but_printable_ascii_lines() {
        // A rule that counts a tab as two columns.
        fn tabs_twice(prefix: &str, _line: usize) -> u32 {
            prefix.chars().map(|c| if c == '\t' { 2 } else { 1 }).sum()
        }
        let mut sm = SourceMap::new();
        let id = sm.add_with_columns("a.json", "{\n\t\"x\": 1\n}", tabs_twice);
        assert_eq!(sm.file(id).pos(3).column, 3);
        assert_eq!(sm.file(id).pos(1).column, 2);
        let plain = sm.add("b.json", "{\n\t\"x\": 1\n}");
        assert_eq!(sm.file(plain).pos(3).column, 2);
    }

    #[test]
    fn positions_resolve_lines_and_char_columns() {
        let mut sm = SourceMap::new();
        let id = sm.add("a.hcl", "ab\nçd = 1\n");
        let f = sm.file(id);
        assert_eq!(
            f.pos(0),
            Pos {
                line: 1,
                column: 1,
                byte: 0
            }
        );
        assert_eq!(
            f.pos(3),
            Pos {
                line: 2,
                column: 1,
                byte: 3
            }
        );
        // 'ç' is two bytes: the byte after it is column 2.
        assert_eq!(
            f.pos(5),
            Pos {
                line: 2,
                column: 2,
                byte: 5
            }
        );
        assert_eq!(f.line_text(2), "çd = 1");
        assert_eq!(f.pos(100).byte, 11);
        let r = sm.range(Span::new(id, 3, 5));
        assert_eq!(&*r.filename, "a.hcl");
        assert_eq!((r.start.line, r.end.column), (2, 2));
    }
}
