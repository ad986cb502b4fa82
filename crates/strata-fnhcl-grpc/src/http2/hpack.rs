//! HPACK (RFC 7541): the header compression of HTTP/2, as the server's transport needs it.
//!
//! * [`Decoder`]: one connection's decoding side. It decodes whole header blocks (HEADERS plus
//!   CONTINUATION payloads, already joined) against the static table (Appendix A) and the
//!   connection's dynamic table, whose size the peer's encoder sets by dynamic table size
//!   updates, up to our SETTINGS_HEADER_TABLE_SIZE. String literals may be Huffman coded
//!   (Appendix B); the Huffman decoder is driven by a table of 4-bit steps built once.
//! * [`encode_field`] and [`encode_indexed_static`]: the encoding side, for response headers and
//!   trailers. It only ever writes static-table indices and literals "without indexing", with
//!   no Huffman coding.
//!
//! What it deliberately does not do:
//!
//! * The encoder keeps no dynamic table and never inserts into the peer's: the peer's
//!   SETTINGS_HEADER_TABLE_SIZE therefore never matters to it, and it never emits a dynamic
//!   table size update. Response headers of gRPC are few and short; indexing them would save
//!   little and cost state.
//! * The encoder never Huffman-codes strings.
//! * The decoder does not check what the fields say (names in lower case, pseudo-header order,
//!   sizes of the header list): that is the transport's business. Nor does it insist on the
//!   size update that RFC 7541 4.2 requires after a change of SETTINGS_HEADER_TABLE_SIZE: ours
//!   never changes after the connection's first SETTINGS.
//! * "Never indexed" fields (6.2.3) are passed on like any other: nothing downstream of this
//!   server re-encodes them.
//!
//! Every error is a COMPRESSION_ERROR of the whole connection (RFC 9113 4.3): the caller sends
//! GOAWAY and drops the decoder.

use std::collections::VecDeque;
use std::fmt;
use std::sync::LazyLock;

/// What is wrong with a header block (every variant a COMPRESSION_ERROR of the connection).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Error {
    /// The block ends inside a field representation, an integer or a string.
    Truncated,
    /// An integer above 2^32, or one spread over more bytes than such a value needs.
    IntegerOverflow,
    /// An index that is 0 or beyond the static and dynamic tables.
    BadIndex(u64),
    /// A Huffman-coded string whose padding is longer than 7 bits or not all ones (5.2).
    BadHuffmanPadding,
    /// A Huffman-coded string containing the EOS symbol (5.2).
    HuffmanEos,
    /// A dynamic table size update above our SETTINGS_HEADER_TABLE_SIZE (6.3).
    TableSizeUpdateTooLarge(u64),
    /// A dynamic table size update after the first field of the block (4.2).
    TableSizeUpdateMisplaced,
    /// More than two dynamic table size updates at the beginning of a block (4.2).
    TooManyTableSizeUpdates,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Truncated => f.write_str("header block ends inside a field"),
            Error::IntegerOverflow => f.write_str("integer in header block is too large"),
            Error::BadIndex(index) => write!(f, "header field index {index} is not in the table"),
            Error::BadHuffmanPadding => f.write_str("huffman-coded string has invalid padding"),
            Error::HuffmanEos => f.write_str("huffman-coded string contains the eos symbol"),
            Error::TableSizeUpdateTooLarge(size) => {
                write!(
                    f,
                    "dynamic table size update to {size} exceeds the advertised maximum"
                )
            }
            Error::TableSizeUpdateMisplaced => {
                f.write_str("dynamic table size update after a header field")
            }
            Error::TooManyTableSizeUpdates => {
                f.write_str("more than two dynamic table size updates in a header block")
            }
        }
    }
}

impl std::error::Error for Error {}

/// The largest integer a block may carry (5.1 leaves the bound to the implementation). Lengths
/// and indices beyond it can never be in range; table size updates beyond it are refused anyway.
const MAX_INTEGER: u64 = 1 << 32;

/// What RFC 7541 4.1 adds to an entry's name and value lengths for its size.
const ENTRY_OVERHEAD: usize = 32;

/// The static table (Appendix A): entry `i` has index `i + 1`.
static STATIC_TABLE: [(&[u8], &[u8]); 61] = [
    (b":authority", b""),
    (b":method", b"GET"),
    (b":method", b"POST"),
    (b":path", b"/"),
    (b":path", b"/index.html"),
    (b":scheme", b"http"),
    (b":scheme", b"https"),
    (b":status", b"200"),
    (b":status", b"204"),
    (b":status", b"206"),
    (b":status", b"304"),
    (b":status", b"400"),
    (b":status", b"404"),
    (b":status", b"500"),
    (b"accept-charset", b""),
    (b"accept-encoding", b"gzip, deflate"),
    (b"accept-language", b""),
    (b"accept-ranges", b""),
    (b"accept", b""),
    (b"access-control-allow-origin", b""),
    (b"age", b""),
    (b"allow", b""),
    (b"authorization", b""),
    (b"cache-control", b""),
    (b"content-disposition", b""),
    (b"content-encoding", b""),
    (b"content-language", b""),
    (b"content-length", b""),
    (b"content-location", b""),
    (b"content-range", b""),
    (b"content-type", b""),
    (b"cookie", b""),
    (b"date", b""),
    (b"etag", b""),
    (b"expect", b""),
    (b"expires", b""),
    (b"from", b""),
    (b"host", b""),
    (b"if-match", b""),
    (b"if-modified-since", b""),
    (b"if-none-match", b""),
    (b"if-range", b""),
    (b"if-unmodified-since", b""),
    (b"last-modified", b""),
    (b"link", b""),
    (b"location", b""),
    (b"max-forwards", b""),
    (b"proxy-authenticate", b""),
    (b"proxy-authorization", b""),
    (b"range", b""),
    (b"referer", b""),
    (b"refresh", b""),
    (b"retry-after", b""),
    (b"server", b""),
    (b"set-cookie", b""),
    (b"strict-transport-security", b""),
    (b"transfer-encoding", b""),
    (b"user-agent", b""),
    (b"vary", b""),
    (b"via", b""),
    (b"www-authenticate", b""),
];

/// The Huffman code (Appendix B): for each symbol (the byte values, then EOS at 256) its code,
/// aligned to the least significant bit, and the code's length in bits.
#[rustfmt::skip]
static HUFFMAN_CODES: [(u32, u8); 257] = [
    (0x1ff8, 13), (0x7fffd8, 23), (0xfffffe2, 28), (0xfffffe3, 28),     // 0x00 0x01 0x02 0x03
    (0xfffffe4, 28), (0xfffffe5, 28), (0xfffffe6, 28), (0xfffffe7, 28), // 0x04 0x05 0x06 0x07
    (0xfffffe8, 28), (0xffffea, 24), (0x3ffffffc, 30), (0xfffffe9, 28), // 0x08 0x09 0x0a 0x0b
    (0xfffffea, 28), (0x3ffffffd, 30), (0xfffffeb, 28), (0xfffffec, 28),// 0x0c 0x0d 0x0e 0x0f
    (0xfffffed, 28), (0xfffffee, 28), (0xfffffef, 28), (0xffffff0, 28), // 0x10 0x11 0x12 0x13
    (0xffffff1, 28), (0xffffff2, 28), (0x3ffffffe, 30), (0xffffff3, 28),// 0x14 0x15 0x16 0x17
    (0xffffff4, 28), (0xffffff5, 28), (0xffffff6, 28), (0xffffff7, 28), // 0x18 0x19 0x1a 0x1b
    (0xffffff8, 28), (0xffffff9, 28), (0xffffffa, 28), (0xffffffb, 28), // 0x1c 0x1d 0x1e 0x1f
    (0x14, 6), (0x3f8, 10), (0x3f9, 10), (0xffa, 12),                   // 0x20 '!' '"' '#'
    (0x1ff9, 13), (0x15, 6), (0xf8, 8), (0x7fa, 11),                    // '$' '%' '&' "'"
    (0x3fa, 10), (0x3fb, 10), (0xf9, 8), (0x7fb, 11),                   // '(' ')' '*' '+'
    (0xfa, 8), (0x16, 6), (0x17, 6), (0x18, 6),                         // ',' '-' '.' '/'
    (0x0, 5), (0x1, 5), (0x2, 5), (0x19, 6),                            // '0' '1' '2' '3'
    (0x1a, 6), (0x1b, 6), (0x1c, 6), (0x1d, 6),                         // '4' '5' '6' '7'
    (0x1e, 6), (0x1f, 6), (0x5c, 7), (0xfb, 8),                         // '8' '9' ':' ';'
    (0x7ffc, 15), (0x20, 6), (0xffb, 12), (0x3fc, 10),                  // '<' '=' '>' '?'
    (0x1ffa, 13), (0x21, 6), (0x5d, 7), (0x5e, 7),                      // '@' 'A' 'B' 'C'
    (0x5f, 7), (0x60, 7), (0x61, 7), (0x62, 7),                         // 'D' 'E' 'F' 'G'
    (0x63, 7), (0x64, 7), (0x65, 7), (0x66, 7),                         // 'H' 'I' 'J' 'K'
    (0x67, 7), (0x68, 7), (0x69, 7), (0x6a, 7),                         // 'L' 'M' 'N' 'O'
    (0x6b, 7), (0x6c, 7), (0x6d, 7), (0x6e, 7),                         // 'P' 'Q' 'R' 'S'
    (0x6f, 7), (0x70, 7), (0x71, 7), (0x72, 7),                         // 'T' 'U' 'V' 'W'
    (0xfc, 8), (0x73, 7), (0xfd, 8), (0x1ffb, 13),                      // 'X' 'Y' 'Z' '['
    (0x7fff0, 19), (0x1ffc, 13), (0x3ffc, 14), (0x22, 6),               // '\\' ']' '^' '_'
    (0x7ffd, 15), (0x3, 5), (0x23, 6), (0x4, 5),                        // '`' 'a' 'b' 'c'
    (0x24, 6), (0x5, 5), (0x25, 6), (0x26, 6),                          // 'd' 'e' 'f' 'g'
    (0x27, 6), (0x6, 5), (0x74, 7), (0x75, 7),                          // 'h' 'i' 'j' 'k'
    (0x28, 6), (0x29, 6), (0x2a, 6), (0x7, 5),                          // 'l' 'm' 'n' 'o'
    (0x2b, 6), (0x76, 7), (0x2c, 6), (0x8, 5),                          // 'p' 'q' 'r' 's'
    (0x9, 5), (0x2d, 6), (0x77, 7), (0x78, 7),                          // 't' 'u' 'v' 'w'
    (0x79, 7), (0x7a, 7), (0x7b, 7), (0x7ffe, 15),                      // 'x' 'y' 'z' '{'
    (0x7fc, 11), (0x3ffd, 14), (0x1ffd, 13), (0xffffffc, 28),           // '|' '}' '~' 0x7f
    (0xfffe6, 20), (0x3fffd2, 22), (0xfffe7, 20), (0xfffe8, 20),        // 0x80 0x81 0x82 0x83
    (0x3fffd3, 22), (0x3fffd4, 22), (0x3fffd5, 22), (0x7fffd9, 23),     // 0x84 0x85 0x86 0x87
    (0x3fffd6, 22), (0x7fffda, 23), (0x7fffdb, 23), (0x7fffdc, 23),     // 0x88 0x89 0x8a 0x8b
    (0x7fffdd, 23), (0x7fffde, 23), (0xffffeb, 24), (0x7fffdf, 23),     // 0x8c 0x8d 0x8e 0x8f
    (0xffffec, 24), (0xffffed, 24), (0x3fffd7, 22), (0x7fffe0, 23),     // 0x90 0x91 0x92 0x93
    (0xffffee, 24), (0x7fffe1, 23), (0x7fffe2, 23), (0x7fffe3, 23),     // 0x94 0x95 0x96 0x97
    (0x7fffe4, 23), (0x1fffdc, 21), (0x3fffd8, 22), (0x7fffe5, 23),     // 0x98 0x99 0x9a 0x9b
    (0x3fffd9, 22), (0x7fffe6, 23), (0x7fffe7, 23), (0xffffef, 24),     // 0x9c 0x9d 0x9e 0x9f
    (0x3fffda, 22), (0x1fffdd, 21), (0xfffe9, 20), (0x3fffdb, 22),      // 0xa0 0xa1 0xa2 0xa3
    (0x3fffdc, 22), (0x7fffe8, 23), (0x7fffe9, 23), (0x1fffde, 21),     // 0xa4 0xa5 0xa6 0xa7
    (0x7fffea, 23), (0x3fffdd, 22), (0x3fffde, 22), (0xfffff0, 24),     // 0xa8 0xa9 0xaa 0xab
    (0x1fffdf, 21), (0x3fffdf, 22), (0x7fffeb, 23), (0x7fffec, 23),     // 0xac 0xad 0xae 0xaf
    (0x1fffe0, 21), (0x1fffe1, 21), (0x3fffe0, 22), (0x1fffe2, 21),     // 0xb0 0xb1 0xb2 0xb3
    (0x7fffed, 23), (0x3fffe1, 22), (0x7fffee, 23), (0x7fffef, 23),     // 0xb4 0xb5 0xb6 0xb7
    (0xfffea, 20), (0x3fffe2, 22), (0x3fffe3, 22), (0x3fffe4, 22),      // 0xb8 0xb9 0xba 0xbb
    (0x7ffff0, 23), (0x3fffe5, 22), (0x3fffe6, 22), (0x7ffff1, 23),     // 0xbc 0xbd 0xbe 0xbf
    (0x3ffffe0, 26), (0x3ffffe1, 26), (0xfffeb, 20), (0x7fff1, 19),     // 0xc0 0xc1 0xc2 0xc3
    (0x3fffe7, 22), (0x7ffff2, 23), (0x3fffe8, 22), (0x1ffffec, 25),    // 0xc4 0xc5 0xc6 0xc7
    (0x3ffffe2, 26), (0x3ffffe3, 26), (0x3ffffe4, 26), (0x7ffffde, 27), // 0xc8 0xc9 0xca 0xcb
    (0x7ffffdf, 27), (0x3ffffe5, 26), (0xfffff1, 24), (0x1ffffed, 25),  // 0xcc 0xcd 0xce 0xcf
    (0x7fff2, 19), (0x1fffe3, 21), (0x3ffffe6, 26), (0x7ffffe0, 27),    // 0xd0 0xd1 0xd2 0xd3
    (0x7ffffe1, 27), (0x3ffffe7, 26), (0x7ffffe2, 27), (0xfffff2, 24),  // 0xd4 0xd5 0xd6 0xd7
    (0x1fffe4, 21), (0x1fffe5, 21), (0x3ffffe8, 26), (0x3ffffe9, 26),   // 0xd8 0xd9 0xda 0xdb
    (0xffffffd, 28), (0x7ffffe3, 27), (0x7ffffe4, 27), (0x7ffffe5, 27), // 0xdc 0xdd 0xde 0xdf
    (0xfffec, 20), (0xfffff3, 24), (0xfffed, 20), (0x1fffe6, 21),       // 0xe0 0xe1 0xe2 0xe3
    (0x3fffe9, 22), (0x1fffe7, 21), (0x1fffe8, 21), (0x7ffff3, 23),     // 0xe4 0xe5 0xe6 0xe7
    (0x3fffea, 22), (0x3fffeb, 22), (0x1ffffee, 25), (0x1ffffef, 25),   // 0xe8 0xe9 0xea 0xeb
    (0xfffff4, 24), (0xfffff5, 24), (0x3ffffea, 26), (0x7ffff4, 23),    // 0xec 0xed 0xee 0xef
    (0x3ffffeb, 26), (0x7ffffe6, 27), (0x3ffffec, 26), (0x3ffffed, 26), // 0xf0 0xf1 0xf2 0xf3
    (0x7ffffe7, 27), (0x7ffffe8, 27), (0x7ffffe9, 27), (0x7ffffea, 27), // 0xf4 0xf5 0xf6 0xf7
    (0x7ffffeb, 27), (0xffffffe, 28), (0x7ffffec, 27), (0x7ffffed, 27), // 0xf8 0xf9 0xfa 0xfb
    (0x7ffffee, 27), (0x7ffffef, 27), (0x7fffff0, 27), (0x3ffffee, 26), // 0xfc 0xfd 0xfe 0xff
    (0x3fffffff, 30),                                                   // EOS
];

/// The EOS symbol's number in [`HUFFMAN_CODES`].
const EOS: usize = 256;

/// One step of the Huffman decoder: what 4 more input bits do in a given state.
#[derive(Debug, Clone, Copy, Default)]
struct Step {
    /// The state after the 4 bits: an internal node of the code tree (0 is the root).
    next: u16,
    /// The symbol completed by these bits, when `flags` has [`EMIT`].
    symbol: u8,
    /// [`EMIT`], [`FAIL`] and [`ACCEPT`].
    flags: u8,
}

/// The step completes `symbol`.
const EMIT: u8 = 1;
/// The step completes EOS (or walks off the tree, which a complete code never does).
const FAIL: u8 = 2;
/// The string may end after this step: the bits since the last symbol are at most 7 ones,
/// a prefix of EOS.
const ACCEPT: u8 = 4;

/// The Huffman decoder's steps, `16 * state + nibble`, built from [`HUFFMAN_CODES`] on first use.
static HUFFMAN_STEPS: LazyLock<Box<[Step]>> = LazyLock::new(huffman_steps);

/// A child in the Huffman code tree.
#[derive(Debug, Clone, Copy)]
enum Child {
    /// No code goes this way (never so in a complete code).
    Missing,
    /// An internal node, by its number.
    Node(u16),
    /// A leaf: the symbol whose code ends here.
    Leaf(u16),
}

/// Builds the code tree of [`HUFFMAN_CODES`] and, for each of its internal nodes (the decoder's
/// states) and each 4-bit input, the [`Step`] the decoder takes.
fn huffman_steps() -> Box<[Step]> {
    // Internal nodes: the two children, and whether the path from the root is all ones and at
    // most 7 bits long (the states a string may end in).
    let mut nodes: Vec<[Child; 2]> = vec![[Child::Missing; 2]];
    let mut may_end: Vec<bool> = vec![true];
    for (symbol, &(code, len)) in (0u16..).zip(HUFFMAN_CODES.iter()) {
        let mut node = 0usize;
        let mut all_ones = true;
        for depth in 1..=len {
            let bit = ((code >> (len - depth)) & 1) as usize;
            all_ones &= bit == 1;
            if depth == len {
                nodes[node][bit] = Child::Leaf(symbol);
                break;
            }
            node = match nodes[node][bit] {
                Child::Node(next) => usize::from(next),
                Child::Missing | Child::Leaf(_) => {
                    let next = nodes.len();
                    nodes.push([Child::Missing; 2]);
                    may_end.push(all_ones && depth <= 7);
                    // At most 256 internal nodes (257 leaves), so the number fits.
                    nodes[node][bit] = Child::Node(next as u16);
                    next
                }
            };
        }
    }
    let mut steps = vec![Step::default(); nodes.len() * 16];
    for (state, chunk) in steps.chunks_exact_mut(16).enumerate() {
        for (nibble, step) in chunk.iter_mut().enumerate() {
            let mut node = state;
            for shift in (0..4).rev() {
                match nodes[node][(nibble >> shift) & 1] {
                    Child::Node(next) => node = usize::from(next),
                    Child::Leaf(symbol) if usize::from(symbol) != EOS => {
                        // The shortest code has 5 bits: at most one symbol ends in 4 bits.
                        step.symbol = symbol as u8;
                        step.flags |= EMIT;
                        node = 0;
                    }
                    Child::Leaf(_) | Child::Missing => {
                        step.flags = FAIL;
                        break;
                    }
                }
            }
            if step.flags & FAIL == 0 {
                step.next = node as u16;
                if may_end[node] {
                    step.flags |= ACCEPT;
                }
            }
        }
    }
    steps.into_boxed_slice()
}

/// Decodes the Huffman-coded string `src` into `out` (cleared first).
fn huffman_decode(src: &[u8], out: &mut Vec<u8>) -> Result<(), Error> {
    let steps = &**HUFFMAN_STEPS;
    out.clear();
    // Every symbol takes at least 5 bits.
    out.reserve(src.len() * 8 / 5);
    let mut state = 0usize;
    let mut may_end = true;
    for &byte in src {
        for nibble in [byte >> 4, byte & 0xf] {
            let step = steps[state * 16 + usize::from(nibble)];
            if step.flags & FAIL != 0 {
                return Err(Error::HuffmanEos);
            }
            if step.flags & EMIT != 0 {
                out.push(step.symbol);
            }
            state = usize::from(step.next);
            may_end = step.flags & ACCEPT != 0;
        }
    }
    if may_end {
        Ok(())
    } else {
        Err(Error::BadHuffmanPadding)
    }
}

/// Reads an integer with an `prefix`-bit prefix (5.1) at `*pos`, advancing `*pos` past it.
fn read_integer(block: &[u8], pos: &mut usize, prefix: u32) -> Result<u64, Error> {
    let mask = (1u8 << prefix) - 1;
    let &first = block.get(*pos).ok_or(Error::Truncated)?;
    *pos += 1;
    let mut value = u64::from(first & mask);
    if value < u64::from(mask) {
        return Ok(value);
    }
    // At most five continuation bytes (shifts 0 to 28) cover every value up to MAX_INTEGER.
    let mut shift = 0u32;
    loop {
        let &byte = block.get(*pos).ok_or(Error::Truncated)?;
        *pos += 1;
        value += u64::from(byte & 0x7f) << shift;
        if value > MAX_INTEGER {
            return Err(Error::IntegerOverflow);
        }
        if byte & 0x80 == 0 {
            return Ok(value);
        }
        shift += 7;
        if shift > 28 {
            return Err(Error::IntegerOverflow);
        }
    }
}

/// Reads a string literal (5.2) at `*pos`, advancing `*pos` past it: a slice of `block` when
/// the string is plain, else the string decoded into `scratch`.
fn read_string<'a>(
    block: &'a [u8],
    pos: &mut usize,
    scratch: &'a mut Vec<u8>,
) -> Result<&'a [u8], Error> {
    let huffman = block.get(*pos).ok_or(Error::Truncated)? & 0x80 != 0;
    let len = read_integer(block, pos, 7)?;
    let len = usize::try_from(len).map_err(|_| Error::IntegerOverflow)?;
    let end = pos.checked_add(len).ok_or(Error::Truncated)?;
    let raw = block.get(*pos..end).ok_or(Error::Truncated)?;
    *pos = end;
    if huffman {
        huffman_decode(raw, scratch)?;
        Ok(scratch)
    } else {
        Ok(raw)
    }
}

/// One entry of the dynamic table: name and value in one allocation.
#[derive(Debug)]
struct Entry {
    /// The name followed by the value.
    bytes: Box<[u8]>,
    /// Where the name ends in `bytes`.
    name_len: usize,
}

impl Entry {
    /// An entry holding copies of `name` and `value`.
    fn new(name: &[u8], value: &[u8]) -> Entry {
        let mut bytes = Vec::with_capacity(name.len() + value.len());
        bytes.extend_from_slice(name);
        bytes.extend_from_slice(value);
        Entry {
            bytes: bytes.into_boxed_slice(),
            name_len: name.len(),
        }
    }

    /// The name and the value.
    fn field(&self) -> (&[u8], &[u8]) {
        self.bytes.split_at(self.name_len)
    }

    /// The entry's size by RFC 7541 4.1.
    fn size(&self) -> usize {
        self.bytes.len() + ENTRY_OVERHEAD
    }
}

/// The dynamic table (2.3.2, 4): entries newest first, their total size and its maximum.
#[derive(Debug)]
struct DynamicTable {
    /// The entries, the newest (index 62) at the front.
    entries: VecDeque<Entry>,
    /// The sum of the entries' sizes, never above `max_size`.
    size: usize,
    /// The maximum size the peer's encoder last set.
    max_size: usize,
}

impl DynamicTable {
    /// Evicts the oldest entries until the size is at most `limit` (4.3, 4.4).
    fn evict_to(&mut self, limit: usize) {
        while self.size > limit {
            match self.entries.pop_back() {
                Some(entry) => self.size -= entry.size(),
                None => self.size = 0,
            }
        }
    }

    /// Sets the maximum size (a dynamic table size update, 6.3), evicting as needed.
    fn set_max_size(&mut self, max_size: usize) {
        self.max_size = max_size;
        self.evict_to(max_size);
    }

    /// Adds `entry` as the newest (4.4): evicts until it fits, or empties the table and drops
    /// it when it is larger than the maximum size.
    fn insert(&mut self, entry: Entry) {
        let size = entry.size();
        if size > self.max_size {
            self.entries.clear();
            self.size = 0;
            return;
        }
        self.evict_to(self.max_size - size);
        self.size += size;
        self.entries.push_front(entry);
    }

    /// The field at `index` of the index space that the static table and this table share
    /// (2.3.3).
    fn get(&self, index: u64) -> Result<(&[u8], &[u8]), Error> {
        let position = usize::try_from(index).map_err(|_| Error::BadIndex(index))?;
        if position == 0 {
            return Err(Error::BadIndex(index));
        }
        if let Some(&(name, value)) = STATIC_TABLE.get(position - 1) {
            return Ok((name, value));
        }
        self.entries
            .get(position - 1 - STATIC_TABLE.len())
            .map(Entry::field)
            .ok_or(Error::BadIndex(index))
    }
}

/// The decoding side of one connection: the dynamic table, whose maximum size the peer (the
/// encoder) sets by dynamic table size updates up to `settings_max` (our
/// SETTINGS_HEADER_TABLE_SIZE, 4096).
#[derive(Debug)]
pub(crate) struct Decoder {
    /// The connection's dynamic table.
    table: DynamicTable,
    /// Our SETTINGS_HEADER_TABLE_SIZE: the most a size update may set.
    settings_max: usize,
    /// Scratch for a Huffman-coded name, kept from field to field.
    name_scratch: Vec<u8>,
    /// Scratch for a Huffman-coded value, kept from field to field.
    value_scratch: Vec<u8>,
}

impl Decoder {
    /// A decoder with an empty dynamic table of maximum size `settings_max`.
    pub(crate) fn new(settings_max: usize) -> Decoder {
        Decoder {
            table: DynamicTable {
                entries: VecDeque::new(),
                size: 0,
                max_size: settings_max,
            },
            settings_max,
            name_scratch: Vec::new(),
            value_scratch: Vec::new(),
        }
    }

    /// Decodes one whole header block (HEADERS + CONTINUATION payloads already joined), calling
    /// `field(name, value)` for every field in order. The table is updated as the block says
    /// even when the caller will reject the headers (it must stay in step with the peer). After
    /// an Err the connection is dead (the caller sends GOAWAY), so the table's state after an
    /// error does not matter.
    pub(crate) fn decode(
        &mut self,
        block: &[u8],
        field: &mut dyn FnMut(&[u8], &[u8]),
    ) -> Result<(), Error> {
        let mut pos = 0;
        let mut size_updates = 0u32;
        let mut seen_field = false;
        while let Some(&first) = block.get(pos) {
            if first & 0x80 != 0 {
                // Indexed header field (6.1).
                let index = read_integer(block, &mut pos, 7)?;
                let (name, value) = self.table.get(index)?;
                field(name, value);
                seen_field = true;
            } else if first & 0xe0 == 0x20 {
                // Dynamic table size update (6.3).
                if seen_field {
                    return Err(Error::TableSizeUpdateMisplaced);
                }
                size_updates += 1;
                if size_updates > 2 {
                    return Err(Error::TooManyTableSizeUpdates);
                }
                let size = read_integer(block, &mut pos, 5)?;
                match usize::try_from(size) {
                    Ok(size) if size <= self.settings_max => self.table.set_max_size(size),
                    _ => return Err(Error::TableSizeUpdateTooLarge(size)),
                }
            } else {
                // A literal: with incremental indexing (6.2.1, 6-bit name index), or without
                // indexing / never indexed (6.2.2, 6.2.3, 4-bit name index).
                let indexing = first & 0x40 != 0;
                let prefix = if indexing { 6 } else { 4 };
                let Decoder {
                    table,
                    name_scratch,
                    value_scratch,
                    ..
                } = self;
                let name_index = read_integer(block, &mut pos, prefix)?;
                let name = if name_index == 0 {
                    read_string(block, &mut pos, name_scratch)?
                } else {
                    table.get(name_index)?.0
                };
                let value = read_string(block, &mut pos, value_scratch)?;
                field(name, value);
                seen_field = true;
                if indexing {
                    let entry = Entry::new(name, value);
                    table.insert(entry);
                }
            }
        }
        Ok(())
    }

    /// The dynamic table's fields, newest first, and its size.
    #[cfg(test)]
    fn table(&self) -> (Vec<(Vec<u8>, Vec<u8>)>, usize) {
        let fields = self
            .table
            .entries
            .iter()
            .map(|entry| {
                let (name, value) = entry.field();
                (name.to_vec(), value.to_vec())
            })
            .collect();
        (fields, self.table.size)
    }
}

/// Appends `value` with a `prefix`-bit prefix (5.1) to `out`, the first byte's other bits
/// `pattern`.
fn write_integer(value: usize, prefix: u32, pattern: u8, out: &mut Vec<u8>) {
    let max = (1usize << prefix) - 1;
    if value < max {
        out.push(pattern | value as u8);
        return;
    }
    out.push(pattern | max as u8);
    let mut rest = value - max;
    while rest >= 0x80 {
        out.push(0x80 | (rest & 0x7f) as u8);
        rest >>= 7;
    }
    out.push(rest as u8);
}

/// Appends `s` as a plain string literal (5.2, H bit clear).
fn write_string(s: &[u8], out: &mut Vec<u8>) {
    write_integer(s.len(), 7, 0x00, out);
    out.extend_from_slice(s);
}

/// Appends one field as a "literal header field without indexing" (RFC 7541 6.2.2): the name
/// as an index into the static table when the static table has that name, else a literal
/// name; strings never Huffman coded (lengths with the 7-bit prefix integer encoding). Used to
/// build response headers.
pub(crate) fn encode_field(name: &[u8], value: &[u8], out: &mut Vec<u8>) {
    match STATIC_TABLE
        .iter()
        .position(|&(static_name, _)| static_name == name)
    {
        Some(position) => write_integer(position + 1, 4, 0x00, out),
        None => {
            out.push(0x00);
            write_string(name, out);
        }
    }
    write_string(value, out);
}

/// Appends an "indexed header field" for a static-table entry whose name AND value match,
/// returning true, or appends nothing and returns false.
pub(crate) fn encode_indexed_static(name: &[u8], value: &[u8], out: &mut Vec<u8>) -> bool {
    match STATIC_TABLE
        .iter()
        .position(|&entry| entry == (name, value))
    {
        Some(position) => {
            write_integer(position + 1, 7, 0x80, out);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes of a hex dump as RFC 7541 prints them (whitespace ignored).
    fn hex(dump: &str) -> Vec<u8> {
        let digits: Vec<u8> = dump.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        digits
            .chunks(2)
            .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).unwrap(), 16).unwrap())
            .collect()
    }

    /// Decodes `block`, collecting the fields as strings.
    fn decode(decoder: &mut Decoder, block: &[u8]) -> Result<Vec<(String, String)>, Error> {
        let mut fields = Vec::new();
        decoder.decode(block, &mut |name, value| {
            fields.push((
                String::from_utf8(name.to_vec()).unwrap(),
                String::from_utf8(value.to_vec()).unwrap(),
            ));
        })?;
        Ok(fields)
    }

    /// Owned copies of `pairs`.
    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|&(n, v)| (n.to_owned(), v.to_owned()))
            .collect()
    }

    /// Checks one block of an Appendix C example: the fields it decodes to, then the dynamic
    /// table (newest first) and its size.
    fn check(
        decoder: &mut Decoder,
        block: &str,
        want: &[(&str, &str)],
        table: &[(&str, &str)],
        size: usize,
    ) {
        assert_eq!(decode(decoder, &hex(block)).unwrap(), fields(want));
        let (entries, got_size) = decoder.table();
        let entries: Vec<(String, String)> = entries
            .into_iter()
            .map(|(n, v)| (String::from_utf8(n).unwrap(), String::from_utf8(v).unwrap()))
            .collect();
        assert_eq!(entries, fields(table));
        assert_eq!(got_size, size);
    }

    /// A Huffman encoder (for the tests only: the module's encoder never Huffman-codes).
    fn huffman_encode(s: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut acc = 0u64;
        let mut bits = 0u32;
        for &byte in s {
            let (code, len) = HUFFMAN_CODES[usize::from(byte)];
            acc = (acc << len) | u64::from(code);
            bits += u32::from(len);
            while bits >= 8 {
                bits -= 8;
                out.push((acc >> bits) as u8);
            }
            acc &= (1 << bits) - 1;
        }
        if bits > 0 {
            out.push(((acc << (8 - bits)) as u8) | (0xff >> bits));
        }
        out
    }

    /// A literal without indexing, literal name "x", whose value is the given raw string
    /// (H bit and length prefix included by the caller).
    fn literal_value(value_repr: &[u8]) -> Vec<u8> {
        let mut block = vec![0x00, 0x01, b'x'];
        block.extend_from_slice(value_repr);
        block
    }

    /// xorshift64: a small deterministic generator for the property loops.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: u64) -> usize {
            (self.next() % n) as usize
        }
    }

    #[test]
    fn huffman_code_is_complete_and_canonical() {
        // Kraft: the code lengths fill the code space exactly.
        let sum: u64 = HUFFMAN_CODES
            .iter()
            .map(|&(_, len)| 1u64 << (30 - len))
            .sum();
        assert_eq!(sum, 1 << 30);
        // Canonical: ordered by (length, symbol), each code is the previous plus one, shifted.
        let mut order: Vec<usize> = (0..HUFFMAN_CODES.len()).collect();
        order.sort_by_key(|&s| (HUFFMAN_CODES[s].1, s));
        let (mut code, mut len) = HUFFMAN_CODES[order[0]];
        assert_eq!(code, 0);
        for &s in &order[1..] {
            let (next_code, next_len) = HUFFMAN_CODES[s];
            code = (code + 1) << (next_len - len);
            len = next_len;
            assert_eq!(next_code, code, "symbol {s}");
        }
        assert_eq!(HUFFMAN_CODES[EOS], (0x3fff_ffff, 30));
        // 257 leaves: 256 internal nodes, the decoder's states.
        assert_eq!(HUFFMAN_STEPS.len(), 256 * 16);
    }

    #[test]
    fn huffman_round_trips_every_symbol_and_random_strings() {
        let mut scratch = Vec::new();
        for byte in 0..=255u8 {
            huffman_decode(&huffman_encode(&[byte]), &mut scratch).unwrap();
            assert_eq!(scratch, [byte]);
        }
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..2000 {
            let len = rng.below(40);
            let s: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            huffman_decode(&huffman_encode(&s), &mut scratch).unwrap();
            assert_eq!(scratch, s);
        }
    }

    #[test]
    fn c_2_1_literal_with_indexing() {
        let mut decoder = Decoder::new(4096);
        check(
            &mut decoder,
            "400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572",
            &[("custom-key", "custom-header")],
            &[("custom-key", "custom-header")],
            55,
        );
    }

    #[test]
    fn c_2_2_literal_without_indexing() {
        let mut decoder = Decoder::new(4096);
        check(
            &mut decoder,
            "040c 2f73 616d 706c 652f 7061 7468",
            &[(":path", "/sample/path")],
            &[],
            0,
        );
    }

    #[test]
    fn c_2_3_literal_never_indexed() {
        let mut decoder = Decoder::new(4096);
        check(
            &mut decoder,
            "1008 7061 7373 776f 7264 0673 6563 7265 74",
            &[("password", "secret")],
            &[],
            0,
        );
    }

    #[test]
    fn c_2_4_indexed() {
        let mut decoder = Decoder::new(4096);
        check(&mut decoder, "82", &[(":method", "GET")], &[], 0);
    }

    /// C.3 and C.4: the same three requests, plain or Huffman coded.
    fn requests(blocks: [&str; 3]) {
        let mut decoder = Decoder::new(4096);
        check(
            &mut decoder,
            blocks[0],
            &[
                (":method", "GET"),
                (":scheme", "http"),
                (":path", "/"),
                (":authority", "www.example.com"),
            ],
            &[(":authority", "www.example.com")],
            57,
        );
        check(
            &mut decoder,
            blocks[1],
            &[
                (":method", "GET"),
                (":scheme", "http"),
                (":path", "/"),
                (":authority", "www.example.com"),
                ("cache-control", "no-cache"),
            ],
            &[
                ("cache-control", "no-cache"),
                (":authority", "www.example.com"),
            ],
            110,
        );
        check(
            &mut decoder,
            blocks[2],
            &[
                (":method", "GET"),
                (":scheme", "https"),
                (":path", "/index.html"),
                (":authority", "www.example.com"),
                ("custom-key", "custom-value"),
            ],
            &[
                ("custom-key", "custom-value"),
                ("cache-control", "no-cache"),
                (":authority", "www.example.com"),
            ],
            164,
        );
    }

    #[test]
    fn c_3_requests_without_huffman() {
        requests([
            "8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d",
            "8286 84be 5808 6e6f 2d63 6163 6865",
            "8287 85bf 400a 6375 7374 6f6d 2d6b 6579 0c63 7573 746f 6d2d 7661 6c75 65",
        ]);
    }

    #[test]
    fn c_4_requests_with_huffman() {
        requests([
            "8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff",
            "8286 84be 5886 a8eb 1064 9cbf",
            "8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf",
        ]);
    }

    /// C.5 and C.6: the same three responses, plain or Huffman coded, with a table of 256.
    fn responses(blocks: [&str; 3]) {
        let mut decoder = Decoder::new(256);
        let date1 = "Mon, 21 Oct 2013 20:13:21 GMT";
        let date2 = "Mon, 21 Oct 2013 20:13:22 GMT";
        let location = "https://www.example.com";
        let cookie = "foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1";
        check(
            &mut decoder,
            blocks[0],
            &[
                (":status", "302"),
                ("cache-control", "private"),
                ("date", date1),
                ("location", location),
            ],
            &[
                ("location", location),
                ("date", date1),
                ("cache-control", "private"),
                (":status", "302"),
            ],
            222,
        );
        check(
            &mut decoder,
            blocks[1],
            &[
                (":status", "307"),
                ("cache-control", "private"),
                ("date", date1),
                ("location", location),
            ],
            &[
                (":status", "307"),
                ("location", location),
                ("date", date1),
                ("cache-control", "private"),
            ],
            222,
        );
        check(
            &mut decoder,
            blocks[2],
            &[
                (":status", "200"),
                ("cache-control", "private"),
                ("date", date2),
                ("location", location),
                ("content-encoding", "gzip"),
                ("set-cookie", cookie),
            ],
            &[
                ("set-cookie", cookie),
                ("content-encoding", "gzip"),
                ("date", date2),
            ],
            215,
        );
    }

    #[test]
    fn c_5_responses_without_huffman() {
        responses([
            "4803 3330 3258 0770 7269 7661 7465 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133
             2032 303a 3133 3a32 3120 474d 546e 1768 7474 7073 3a2f 2f77 7777 2e65 7861 6d70
             6c65 2e63 6f6d",
            "4803 3330 37c1 c0bf",
            "88c1 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133 2032 303a 3133 3a32 3220 474d
             54c0 5a04 677a 6970 7738 666f 6f3d 4153 444a 4b48 514b 425a 584f 5157 454f 5049
             5541 5851 5745 4f49 553b 206d 6178 2d61 6765 3d33 3630 303b 2076 6572 7369 6f6e
             3d31",
        ]);
    }

    #[test]
    fn c_6_responses_with_huffman() {
        responses([
            "4882 6402 5885 aec3 771a 4b61 96d0 7abe 9410 54d4 44a8 2005 9504 0b81 66e0 82a6
             2d1b ff6e 919d 29ad 1718 63c7 8f0b 97c8 e9ae 82ae 43d3",
            "4883 640e ffc1 c0bf",
            "88c1 6196 d07a be94 1054 d444 a820 0595 040b 8166 e084 a62d 1bff c05a 839b d9ab
             77ad 94e7 821d d7f2 e6c7 b335 dfdf cd5b 3960 d5af 2708 7f36 72c1 ab27 0fb5 291f
             9587 3160 65c0 03ed 4ee5 b106 3d50 07",
        ]);
    }

    #[test]
    fn integers() {
        // C.1: 10 and 1337 with a 5-bit prefix, 42 with an 8-bit one (here: 7 bits + pattern).
        let mut out = Vec::new();
        write_integer(10, 5, 0, &mut out);
        write_integer(1337, 5, 0, &mut out);
        assert_eq!(out, [0x0a, 0x1f, 0x9a, 0x0a]);
        let mut pos = 0;
        assert_eq!(read_integer(&out, &mut pos, 5), Ok(10));
        assert_eq!(read_integer(&out, &mut pos, 5), Ok(1337));
        assert_eq!(pos, out.len());
        // The bound: 2^32 is accepted, 2^32 + 1 is not, nor a sixth continuation byte.
        for value in [0, 30, 31, 127, 128, 16_383, 16_384, 1 << 32] {
            for prefix in 4..=7 {
                let mut out = Vec::new();
                write_integer(value as usize, prefix, 0, &mut out);
                let mut pos = 0;
                assert_eq!(read_integer(&out, &mut pos, prefix), Ok(value));
                assert_eq!(pos, out.len());
            }
        }
        let mut out = Vec::new();
        write_integer((1 << 32) + 1, 7, 0, &mut out);
        assert_eq!(read_integer(&out, &mut 0, 7), Err(Error::IntegerOverflow));
        assert_eq!(
            read_integer(&[0x7f, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00], &mut 0, 7),
            Err(Error::IntegerOverflow)
        );
    }

    #[test]
    fn malformed_blocks() {
        let cases: Vec<(Vec<u8>, Error)> = vec![
            // Truncated integers: an indexed field and a literal's name index.
            (vec![0xff], Error::Truncated),
            (vec![0xff, 0x80], Error::Truncated),
            (vec![0x7f], Error::Truncated),
            // A huge integer.
            (
                vec![0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f],
                Error::IntegerOverflow,
            ),
            (
                vec![0xff, 0xff, 0xff, 0xff, 0xff, 0x7f],
                Error::IntegerOverflow,
            ),
            // Index 0, and indices beyond the (empty) dynamic table.
            (vec![0x80], Error::BadIndex(0)),
            (vec![0xbe], Error::BadIndex(62)),
            (vec![0xff, 0x00], Error::BadIndex(127)),
            (vec![0x7e, 0x00], Error::BadIndex(62)),
            (vec![0x0f, 0x2f, 0x00], Error::BadIndex(62)),
            // Truncated strings: no length, a length beyond the block, no value.
            (vec![0x00], Error::Truncated),
            (vec![0x00, 0x05, b'a'], Error::Truncated),
            (vec![0x00, 0x01, b'a'], Error::Truncated),
            (vec![0x41], Error::Truncated),
            (
                literal_value(&[0x7f, 0xff, 0xff, 0xff, 0x0f]),
                Error::Truncated,
            ),
            // Huffman padding: 'a' (00011) then zeros; then more than 7 bits of ones.
            (literal_value(&[0x81, 0x18]), Error::BadHuffmanPadding),
            (literal_value(&[0x82, 0x1f, 0xff]), Error::BadHuffmanPadding),
            (literal_value(&[0x81, 0xff]), Error::BadHuffmanPadding),
            (literal_value(&[0x81, 0xfe]), Error::BadHuffmanPadding),
            // EOS inside a string (30 ones), alone or after 'a'.
            (
                literal_value(&[0x84, 0xff, 0xff, 0xff, 0xff]),
                Error::HuffmanEos,
            ),
            (
                literal_value(&[0x85, 0x1f, 0xff, 0xff, 0xff, 0xff]),
                Error::HuffmanEos,
            ),
            // Size updates: above the maximum, after a field, a third one.
            (vec![0x3f, 0xe2, 0x1f], Error::TableSizeUpdateTooLarge(4097)),
            (
                vec![0x3f, 0xff, 0xff, 0xff, 0xff, 0x0e],
                Error::TableSizeUpdateTooLarge(4_026_531_870),
            ),
            (vec![0x82, 0x20], Error::TableSizeUpdateMisplaced),
            (
                vec![0x20, 0x82, 0x3f, 0x01],
                Error::TableSizeUpdateMisplaced,
            ),
            (vec![0x20, 0x20, 0x20], Error::TooManyTableSizeUpdates),
        ];
        for (block, want) in cases {
            let got = decode(&mut Decoder::new(4096), &block);
            assert_eq!(got, Err(want.clone()), "block {block:02x?}");
            assert!(!want.to_string().is_empty());
        }
        // The edge cases that are fine: two updates, an update to exactly the maximum, an empty
        // Huffman string, padding of exactly 7 ones.
        // "a--" is 5 + 6 + 6 bits: 7 bits of padding.
        let a_dashes = huffman_encode(b"a--");
        assert_eq!(a_dashes.len(), 3);
        assert_eq!(a_dashes[2] & 0x7f, 0x7f);
        let mut padded = vec![0x00, 0x01, b'x', 0x83];
        padded.extend_from_slice(&a_dashes);
        let ok: [&[u8]; 4] = [
            &[0x20, 0x3f, 0xe1, 0x1f, 0x82],
            &[0x3f, 0xe1, 0x1f],
            &[0x00, 0x01, b'x', 0x80],
            &padded,
        ];
        for block in ok {
            decode(&mut Decoder::new(4096), block).unwrap();
        }
        assert_eq!(
            decode(&mut Decoder::new(4096), &padded).unwrap(),
            fields(&[("x", "a--")])
        );
    }

    #[test]
    fn table_size_updates_and_eviction() {
        let mut decoder = Decoder::new(4096);
        // Two entries of 34 + 32 bytes.
        let mut block = Vec::new();
        for name in ["a", "b"] {
            block.push(0x40);
            write_string(name.as_bytes(), &mut block);
            write_string(&[b'v'; 33], &mut block);
        }
        decode(&mut decoder, &block).unwrap();
        assert_eq!(decoder.table().1, 132);
        // Shrinking to 100 evicts the older; growing back keeps what is left.
        decode(&mut decoder, &[0x3f, 0x45, 0x3f, 0xe1, 0x1f]).unwrap();
        let (entries, size) = decoder.table();
        assert_eq!(size, 66);
        assert_eq!(entries[0].0, b"b");
        assert_eq!(decode(&mut decoder, &[0xbe]).unwrap()[0].0, "b");
        assert_eq!(decode(&mut decoder, &[0xbf]), Err(Error::BadIndex(63)));
        // An entry larger than the table empties it and is not added, but is still a field.
        decode(&mut decoder, &[0x3f, 0x2b]).unwrap(); // 74
        let mut block = vec![0x40];
        write_string(b"big", &mut block);
        write_string(&[b'v'; 40], &mut block);
        assert_eq!(decode(&mut decoder, &block).unwrap().len(), 1);
        assert_eq!(decoder.table(), (vec![], 0));
        // Size 0 empties the table.
        decode(
            &mut decoder,
            &[0x3f, 0xe1, 0x1f, 0x40, 0x01, b'k', 0x01, b'v'],
        )
        .unwrap();
        assert_eq!(decoder.table().1, 34);
        decode(&mut decoder, &[0x20]).unwrap();
        assert_eq!(decoder.table(), (vec![], 0));
        // A name indexed from the entry the same field's insertion evicts.
        let mut decoder = Decoder::new(40);
        decode(&mut decoder, &[0x40, 0x01, b'k', 0x01, b'v']).unwrap();
        assert_eq!(
            decode(&mut decoder, &[0x7e, 0x02, b'v', b'w']).unwrap(),
            fields(&[("k", "vw")])
        );
        assert_eq!(decoder.table().0, [(b"k".to_vec(), b"vw".to_vec())]);
    }

    #[test]
    fn encoded_fields_decode_back() {
        let long = "x".repeat(300);
        let pairs: Vec<(&str, &str)> = vec![
            (":status", "200"),
            (":status", "418"),
            ("content-type", "application/grpc"),
            ("grpc-status", "0"),
            ("grpc-message", ""),
            ("www-authenticate", "Basic"),
            (":authority", ""),
            ("accept-encoding", "gzip, deflate"),
            ("x-long", &long),
            (&long, "v"),
        ];
        let mut block = Vec::new();
        let mut indexed = 0;
        for &(name, value) in &pairs {
            if encode_indexed_static(name.as_bytes(), value.as_bytes(), &mut block) {
                indexed += 1;
            } else {
                encode_field(name.as_bytes(), value.as_bytes(), &mut block);
            }
        }
        assert_eq!(indexed, 3);
        let mut decoder = Decoder::new(4096);
        assert_eq!(decode(&mut decoder, &block).unwrap(), fields(&pairs));
        assert_eq!(decoder.table(), (vec![], 0));
        // The representations themselves.
        let mut out = Vec::new();
        assert!(encode_indexed_static(b":status", b"200", &mut out));
        assert!(!encode_indexed_static(b":status", b"201", &mut out));
        assert_eq!(out, [0x88]);
        out.clear();
        encode_field(b"content-type", b"a", &mut out);
        assert_eq!(out, [0x0f, 0x10, 0x01, b'a']);
        out.clear();
        encode_field(b"grpc-status", b"0", &mut out);
        assert_eq!(
            out,
            [&[0x00, 0x0b][..], b"grpc-status", &[0x01, b'0']].concat()
        );
    }

    #[test]
    fn random_blocks_never_panic() {
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        let mut decoder = Decoder::new(4096);
        let mut fields = 0usize;
        for round in 0..20_000 {
            if round % 100 == 0 {
                decoder = Decoder::new(if round % 200 == 0 { 4096 } else { 64 });
            }
            let len = rng.below(48);
            let block: Vec<u8> = (0..len)
                .map(|_| {
                    let byte = rng.next() as u8;
                    // Favour small lengths and indices so that more blocks get somewhere.
                    if rng.below(3) == 0 {
                        byte & 0x8f
                    } else {
                        byte
                    }
                })
                .collect();
            let _ = decoder.decode(&block, &mut |_, _| fields += 1);
            assert!(decoder.table.size <= decoder.table.max_size);
            let recount: usize = decoder.table.entries.iter().map(Entry::size).sum();
            assert_eq!(recount, decoder.table.size);
        }
        assert!(fields > 0);
    }
}
