//! The places in nickel 1.18's standard library that its error reports point at.
//!
//! nickel's `std` is Nickel code, the file `<stdlib/std.ncl>` (file id 0 of every session), and
//! an error raised inside a `std` function (a primitive operator its body applies, a contract
//! its body applies, the merge `std.record.merge_all` folds with) is reported there, with that
//! file's line, column and text. strata's `std` functions are built in; to report such an error
//! as nickel does, the few lines of 1.18's `std.ncl` that these reports cite are kept here with
//! their line numbers and byte offsets (facts of the original's file, not code strata runs),
//! and a report that cites one is rendered against a stand-in text with those lines at those
//! places ([`stand_in_text`]). Labels on these places use file id 0 with a non-empty range;
//! the session's file 0 (the empty placeholder of generated code) is swapped for the stand-in
//! when such a report is rendered.

use strata_core::source::{FileId, Span};

/// The name nickel gives its standard library's source.
pub const STD_FILE_NAME: &str = "<stdlib/std.ncl>";

/// The file id nickel gives its standard library (the first file of a session).
pub const STD_FILE: FileId = FileId(0);

/// A line of 1.18's `std.ncl` cited by error reports: its number (1-based), the byte offset
/// where it starts, and its text.
struct Line {
    number: u32,
    start: u32,
    text: &'static str,
}

/// The cited lines, in file order.
const LINES: &[Line] = &[
    Line {
        number: 3863,
        start: 125760,
        text: "      | std.contract.unstable.HasField Dyn",
    },
    Line {
        number: 3959,
        start: 128832,
        text: "      = fun field content r => %record/insert% field (%record/freeze% r) content,",
    },
    Line {
        number: 3993,
        start: 130050,
        text: "      = fun field content r => %record/insert_with_opts% field (%record/freeze% r) content,",
    },
    Line {
        number: 4028,
        start: 131180,
        text: "      = fun field r => %record/remove% field (%record/freeze% r),",
    },
    Line {
        number: 4056,
        start: 132017,
        text: "      = fun field r => %record/remove_with_opts% field (%record/freeze% r),",
    },
    Line {
        number: 4192,
        start: 135956,
        text: "      = fun rs => (std.array.fold_left (&) {} (rs | Array Dyn)) | { _ : Dyn },",
    },
];

/// A place in `std.ncl` that a report cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// `std.record.get`'s contract on its record, `std.contract.unstable.HasField Dyn`.
    GetHasField,
    /// The application of `%record/insert%` in `std.record.insert`, as nickel places it: up to
    /// its second operand (the third, `content`, is left out).
    Insert,
    /// The application of `%record/insert_with_opts%` in `std.record.insert_with_opts`.
    InsertWithOpts,
    /// The application of `%record/remove%` in `std.record.remove`.
    Remove,
    /// Its record operand, `(%record/freeze% r)`.
    RemoveRecord,
    /// The application of `%record/remove_with_opts%` in `std.record.remove_with_opts`.
    RemoveWithOpts,
    /// Its record operand, `(%record/freeze% r)`.
    RemoveWithOptsRecord,
    /// The merge operator `std.record.merge_all` folds with, the `&` of `(&)`.
    MergeAllMerge,
}

impl Site {
    /// The line and the columns (0-based, end excluded) of the place.
    fn place(self) -> (u32, u32, u32) {
        match self {
            Site::GetHasField => (3863, 8, 42),
            Site::Insert => (3959, 31, 72),
            Site::InsertWithOpts => (3993, 31, 82),
            Site::Remove => (4028, 23, 64),
            Site::RemoveRecord => (4028, 45, 64),
            Site::RemoveWithOpts => (4056, 23, 74),
            Site::RemoveWithOptsRecord => (4056, 55, 74),
            Site::MergeAllMerge => (4192, 40, 41),
        }
    }

    /// The span of the place (file id 0, byte offsets of 1.18's `std.ncl`).
    pub fn span(self) -> Span {
        let (number, from, to) = self.place();
        let start = LINES
            .iter()
            .find(|l| l.number == number)
            .map_or(0, |l| l.start);
        Span::new(STD_FILE, start + from, start + to)
    }
}

/// Whether `span` is a place of `std.ncl` (file id 0 and a non-empty range: the placeholder of
/// generated code, file 0 too, is only ever cited with an empty one).
pub fn is_std_span(span: Span) -> bool {
    span.file == STD_FILE && span.end > span.start
}

/// A text with the cited lines of 1.18's `std.ncl` at their line numbers and byte offsets, and
/// blanks elsewhere: what a report citing them shows is what nickel shows from the whole file.
pub fn stand_in_text() -> String {
    let mut out = String::new();
    let mut line = 1u32;
    for l in LINES {
        // lines before `l`: one filler line takes the bytes beyond one newline per line, so
        // that no cited line gets trailing blanks
        let newlines = (l.number - line) as usize;
        let bytes = l.start as usize - out.len();
        if newlines > 0 {
            out.push('\n');
            if newlines > 1 {
                out.push_str(&" ".repeat(bytes - newlines));
                out.push_str(&"\n".repeat(newlines - 1));
            }
        }
        out.push_str(l.text);
        line = l.number;
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stand_in_lines_are_at_their_places() {
        let text = stand_in_text();
        let f = strata_core::source::SourceFile::new(STD_FILE_NAME, text.clone());
        for l in LINES {
            let pos = f.pos(l.start);
            assert_eq!(pos.line, l.number, "line of {}", l.text);
            assert_eq!(pos.column, 1);
            assert_eq!(f.line_text(l.number), l.text);
        }
        let s = Site::MergeAllMerge.span();
        assert_eq!(&text[s.start as usize..s.end as usize], "&");
        let s = Site::RemoveRecord.span();
        assert_eq!(
            &text[s.start as usize..s.end as usize],
            "(%record/freeze% r)"
        );
    }
}
