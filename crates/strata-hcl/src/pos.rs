//! Positions as HCL counts them, and the one text form of a source range.
//!
//! # Semantics
//!
//! HCL's scanners compute line and column while they read tokens, and the two syntaxes count
//! columns differently:
//!
//! * **Native syntax** counts *grapheme clusters*: an `e` followed by a combining accent, or
//!   a family emoji joined with zero-width joiners, is one column. A UTF-8 byte-order mark at
//!   the start of the file is skipped before scanning, so it takes no column (its three bytes
//!   still count in byte offsets).
//! * **JSON syntax** counts a tab between tokens as two columns and a carriage return as
//!   none; inside a string each grapheme cluster is one column; every other byte is one
//!   column.
//!
//! [`native_columns`] and [`json_columns`] implement these rules as
//! [`strata_core::source::ColumnCounter`]s: a front-end adds each file to its `SourceMap`
//! with [`strata_core::SourceMap::add_with_columns`] and the rule of its syntax, and every
//! position resolved from that map (diagnostic ranges, `--var-refs` ranges, the ranges
//! inside message texts) then agrees with the original.
//!
//! A range inside a message text reads `file:line,col-col`, or `file:line,col-line,col` when
//! it spans lines, as `hcl.Range`'s `String` prints it: [`range_text`] (from a map) and
//! [`format_range`] (from resolved positions) are the only places that spell it.

use strata_core::{SourceMap, Span};
use unicode_segmentation::UnicodeSegmentation;

/// The UTF-8 byte-order mark, which the native-syntax scanner skips at the start of a file.
pub const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// Columns of a native-syntax line prefix: grapheme clusters, with a byte-order mark at the
/// start of the file (line index 0) not counted.
pub fn native_columns(prefix: &str, line_index: usize) -> u32 {
    let prefix = if line_index == 0 {
        prefix.strip_prefix('\u{feff}').unwrap_or(prefix)
    } else {
        prefix
    };
    if prefix.is_ascii() {
        // Every ASCII character is its own cluster ("\r\n" cannot occur inside a line).
        return prefix.len() as u32;
    }
    prefix.graphemes(true).count() as u32
}

/// Columns of a JSON-syntax line prefix, as HCL's JSON scanner counts them: outside strings
/// a tab is two columns and a carriage return none; inside a string each grapheme cluster is
/// one column (escapes count one per byte); every other character is one column.
pub fn json_columns(prefix: &str, _line_index: usize) -> u32 {
    let mut columns = 0u32;
    let mut in_string = false;
    let mut escaping = false;
    let mut i = 0;
    let bytes = prefix.as_bytes();
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => {
                    escaping = !escaping;
                    i += 1;
                }
                b'"' => {
                    in_string = escaping;
                    escaping = false;
                    i += 1;
                }
                _ if b < 0x20 => {
                    // A control character ends the string token (the parser reports it).
                    in_string = false;
                    continue;
                }
                _ => {
                    let cluster = prefix[i..].graphemes(true).next().map_or(1, str::len);
                    i += cluster;
                    escaping = false;
                }
            }
            columns += 1;
            continue;
        }
        match b {
            b'\t' => columns += 2,
            b'\r' => {}
            b'"' => {
                in_string = true;
                columns += 1;
            }
            _ => columns += 1,
        }
        // Step over a whole character so that a stray non-ASCII character outside a string
        // (an invalid token) is one column.
        i += prefix[i..].chars().next().map_or(1, char::len_utf8);
    }
    columns
}

/// `file:line,col-col`, or `file:line,col-line,col` across lines; without a file name, the
/// same without `file:`. This is the text form of a range in HCL's messages.
pub fn format_range(name: &str, start: (u32, u32), end: (u32, u32)) -> String {
    let sep = if name.is_empty() { "" } else { ":" };
    if start.0 == end.0 {
        format!("{name}{sep}{},{}-{}", start.0, start.1, end.1)
    } else {
        format!("{name}{sep}{},{}-{},{}", start.0, start.1, end.0, end.1)
    }
}

/// The text form of `span` (see [`format_range`]), with the file's name and columns from
/// `map`.
pub fn range_text(map: &SourceMap, span: Span) -> String {
    let r = map.range(span);
    format_range(
        &r.filename,
        (r.start.line, r.start.column),
        (r.end.line, r.end.column),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_columns_count_grapheme_clusters_and_skip_the_bom() {
        // "é" as e + combining acute accent, and a family emoji joined by ZWJs: one column each.
        assert_eq!(native_columns("e\u{301} = ", 1), 4);
        assert_eq!(
            native_columns("\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}", 1),
            1
        );
        assert_eq!(native_columns("\u{feff}a = ", 0), 4);
        assert_eq!(native_columns("\tx", 3), 2);
    }

    #[test]
    fn json_columns_count_tabs_twice_and_clusters_in_strings() {
        assert_eq!(json_columns("\t", 1), 2);
        assert_eq!(json_columns("\t\"x\"", 1), 5);
        assert_eq!(json_columns("{\"e\u{301}\\\"\": \r", 0), 8);
    }

    #[test]
    fn ranges_read_as_hcl_prints_them() {
        assert_eq!(format_range("dup.hcl", (1, 1), (1, 2)), "dup.hcl:1,1-2");
        assert_eq!(format_range("a.hcl", (1, 3), (2, 4)), "a.hcl:1,3-2,4");
        assert_eq!(format_range("", (1, 1), (1, 2)), "1,1-2");
    }
}
