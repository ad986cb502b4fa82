//! HTTP/2 frames (RFC 9113 section 4 and 6): the 9-byte frame header, the frame types, flags,
//! error codes and settings the server's connection uses, and the writers of the frames it
//! sends.

/// What a client sends first (RFC 9113 3.4).
pub(crate) const PREFACE: &[u8; 24] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// Length of a frame header.
pub(crate) const HEAD_LEN: usize = 9;

/// Frame types.
pub(crate) mod kind {
    pub(crate) const DATA: u8 = 0x0;
    pub(crate) const HEADERS: u8 = 0x1;
    pub(crate) const PRIORITY: u8 = 0x2;
    pub(crate) const RST_STREAM: u8 = 0x3;
    pub(crate) const SETTINGS: u8 = 0x4;
    pub(crate) const PUSH_PROMISE: u8 = 0x5;
    pub(crate) const PING: u8 = 0x6;
    pub(crate) const GOAWAY: u8 = 0x7;
    pub(crate) const WINDOW_UPDATE: u8 = 0x8;
    pub(crate) const CONTINUATION: u8 = 0x9;
}

/// Frame flags.
pub(crate) mod flag {
    pub(crate) const END_STREAM: u8 = 0x1;
    pub(crate) const ACK: u8 = 0x1;
    pub(crate) const END_HEADERS: u8 = 0x4;
    pub(crate) const PADDED: u8 = 0x8;
    pub(crate) const PRIORITY: u8 = 0x20;
}

/// Error codes (RFC 9113 7).
pub(crate) mod code {
    pub(crate) const NO_ERROR: u32 = 0x0;
    pub(crate) const PROTOCOL_ERROR: u32 = 0x1;
    pub(crate) const INTERNAL_ERROR: u32 = 0x2;
    pub(crate) const FLOW_CONTROL_ERROR: u32 = 0x3;
    pub(crate) const STREAM_CLOSED: u32 = 0x5;
    pub(crate) const FRAME_SIZE_ERROR: u32 = 0x6;
    pub(crate) const REFUSED_STREAM: u32 = 0x7;
    pub(crate) const COMPRESSION_ERROR: u32 = 0x9;
    pub(crate) const ENHANCE_YOUR_CALM: u32 = 0xb;
}

/// Setting identifiers (RFC 9113 6.5.2).
pub(crate) mod setting {
    pub(crate) const HEADER_TABLE_SIZE: u16 = 0x1;
    pub(crate) const ENABLE_PUSH: u16 = 0x2;
    pub(crate) const MAX_CONCURRENT_STREAMS: u16 = 0x3;
    pub(crate) const INITIAL_WINDOW_SIZE: u16 = 0x4;
    pub(crate) const MAX_FRAME_SIZE: u16 = 0x5;
    pub(crate) const MAX_HEADER_LIST_SIZE: u16 = 0x6;
}

/// The smallest maximum frame size, which every peer accepts (and the largest frame this
/// server accepts).
pub(crate) const DEFAULT_MAX_FRAME: usize = 16_384;
/// The largest maximum frame size a peer may announce.
pub(crate) const LARGEST_MAX_FRAME: u32 = (1 << 24) - 1;
/// The initial flow-control window of streams and connections before any setting.
pub(crate) const DEFAULT_WINDOW: i64 = 65_535;
/// The largest flow-control window.
pub(crate) const MAX_WINDOW: i64 = (1 << 31) - 1;

/// A frame header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Head {
    /// Length of the payload.
    pub(crate) len: usize,
    /// Frame type.
    pub(crate) kind: u8,
    /// Flags.
    pub(crate) flags: u8,
    /// Stream identifier (the reserved bit cleared).
    pub(crate) stream: u32,
}

impl Head {
    /// Reads a frame header from the first 9 bytes of `b`, which must have them.
    pub(crate) fn parse(b: &[u8]) -> Head {
        Head {
            len: (usize::from(b[0]) << 16) | (usize::from(b[1]) << 8) | usize::from(b[2]),
            kind: b[3],
            flags: b[4],
            stream: u32::from_be_bytes([b[5], b[6], b[7], b[8]]) & 0x7fff_ffff,
        }
    }

    /// Whether the flag is set.
    pub(crate) fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

/// Appends a frame header.
pub(crate) fn put_head(out: &mut Vec<u8>, len: usize, kind: u8, flags: u8, stream: u32) {
    debug_assert!(len <= LARGEST_MAX_FRAME as usize);
    out.extend_from_slice(&[(len >> 16) as u8, (len >> 8) as u8, len as u8, kind, flags]);
    out.extend_from_slice(&stream.to_be_bytes());
}

/// Appends a `SETTINGS` frame with these settings.
pub(crate) fn put_settings(out: &mut Vec<u8>, settings: &[(u16, u32)]) {
    put_head(out, settings.len() * 6, kind::SETTINGS, 0, 0);
    for (id, value) in settings {
        out.extend_from_slice(&id.to_be_bytes());
        out.extend_from_slice(&value.to_be_bytes());
    }
}

/// Appends a `WINDOW_UPDATE` frame.
pub(crate) fn put_window_update(out: &mut Vec<u8>, stream: u32, increment: u32) {
    put_head(out, 4, kind::WINDOW_UPDATE, 0, stream);
    out.extend_from_slice(&increment.to_be_bytes());
}

/// Appends a `RST_STREAM` frame.
pub(crate) fn put_reset(out: &mut Vec<u8>, stream: u32, error: u32) {
    put_head(out, 4, kind::RST_STREAM, 0, stream);
    out.extend_from_slice(&error.to_be_bytes());
}

/// Appends a `GOAWAY` frame without debug data.
pub(crate) fn put_goaway(out: &mut Vec<u8>, last_stream: u32, error: u32) {
    put_head(out, 8, kind::GOAWAY, 0, 0);
    out.extend_from_slice(&last_stream.to_be_bytes());
    out.extend_from_slice(&error.to_be_bytes());
}

/// Appends a header block as a `HEADERS` frame and as many `CONTINUATION` frames as
/// `max_frame` requires.
pub(crate) fn put_headers(
    out: &mut Vec<u8>,
    stream: u32,
    block: &[u8],
    end_stream: bool,
    max_frame: usize,
) {
    let end = if end_stream { flag::END_STREAM } else { 0 };
    let mut chunks = block.chunks(max_frame.max(1));
    let first = chunks.next().unwrap_or(&[]);
    let only = first.len() == block.len();
    let flags = end | if only { flag::END_HEADERS } else { 0 };
    put_head(out, first.len(), kind::HEADERS, flags, stream);
    out.extend_from_slice(first);
    let mut rest = chunks.peekable();
    while let Some(chunk) = rest.next() {
        let last = rest.peek().is_none();
        let flags = if last { flag::END_HEADERS } else { 0 };
        put_head(out, chunk.len(), kind::CONTINUATION, flags, stream);
        out.extend_from_slice(chunk);
    }
}

/// The payload of a `DATA` or `HEADERS` frame without its padding; `None` when the padding
/// length is not inside the frame (a `PROTOCOL_ERROR`).
pub(crate) fn unpadded<'a>(head: &Head, payload: &'a [u8]) -> Option<&'a [u8]> {
    if !head.has(flag::PADDED) {
        return Some(payload);
    }
    let (&pad, rest) = payload.split_first()?;
    rest.len()
        .checked_sub(usize::from(pad))
        .map(|end| &rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_round_trip() {
        let mut out = Vec::new();
        put_head(&mut out, 0x01_02_03, kind::HEADERS, 0x25, 0x7fff_fffd);
        assert_eq!(out.len(), HEAD_LEN);
        let head = Head::parse(&out);
        assert_eq!(
            head,
            Head {
                len: 0x01_02_03,
                kind: kind::HEADERS,
                flags: 0x25,
                stream: 0x7fff_fffd
            }
        );
        // The reserved bit is ignored.
        out[5] |= 0x80;
        assert_eq!(Head::parse(&out).stream, 0x7fff_fffd);
    }

    #[test]
    fn padding_is_removed_or_refused() {
        let head = |flags| Head {
            len: 0,
            kind: kind::DATA,
            flags,
            stream: 1,
        };
        assert_eq!(unpadded(&head(0), b"abc"), Some(&b"abc"[..]));
        assert_eq!(unpadded(&head(flag::PADDED), b"\x02abcd"), Some(&b"ab"[..]));
        assert_eq!(unpadded(&head(flag::PADDED), b"\x04abcd"), Some(&b""[..]));
        assert_eq!(unpadded(&head(flag::PADDED), b"\x05abcd"), None);
        assert_eq!(unpadded(&head(flag::PADDED), b""), None);
    }

    #[test]
    fn long_header_blocks_continue() {
        let mut out = Vec::new();
        put_headers(&mut out, 3, &[7u8; 10], true, 4);
        // HEADERS(4) + CONTINUATION(4) + CONTINUATION(2).
        assert_eq!(out.len(), 3 * HEAD_LEN + 10);
        let first = Head::parse(&out);
        assert_eq!(
            (first.kind, first.len, first.flags),
            (kind::HEADERS, 4, flag::END_STREAM)
        );
        let second = Head::parse(&out[13..]);
        assert_eq!(
            (second.kind, second.len, second.flags),
            (kind::CONTINUATION, 4, 0)
        );
        let third = Head::parse(&out[26..]);
        assert_eq!(
            (third.kind, third.len, third.flags),
            (kind::CONTINUATION, 2, flag::END_HEADERS)
        );
        let mut short = Vec::new();
        put_headers(&mut short, 5, b"ab", false, 16_384);
        let head = Head::parse(&short);
        assert_eq!(
            (head.kind, head.len, head.flags),
            (kind::HEADERS, 2, flag::END_HEADERS)
        );
    }
}
