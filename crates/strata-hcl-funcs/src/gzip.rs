//! Gzip output byte for byte as Go's `compress/gzip` writes it at the default level, so
//! `base64gzip` gives Terraform's exact text.
//!
//! The DEFLATE stream follows the reference compressor's level-6 strategy: 4-byte hashing
//! into a 2^17-entry table with chains over a 32 KiB window, lazy matching (good 8, lazy 16,
//! nice 128, chain 128), blocks of at most 16384 tokens, each written as stored, fixed or
//! dynamic Huffman, whichever is smallest (dynamic codes built by the same length-limited
//! construction and tie-breaking), every block non-final, then an empty final stored block.
//! The gzip header has no name, mtime 0, no extra flags and OS 255.

const WINDOW_SIZE: usize = 1 << 15;
const WINDOW_MASK: usize = WINDOW_SIZE - 1;
const MIN_MATCH: usize = 4;
const MAX_MATCH: usize = 258;
const BASE_MATCH_LENGTH: usize = 3;
const BASE_MATCH_OFFSET: usize = 1;
const MAX_FLATE_BLOCK_TOKENS: usize = 1 << 14;
const MAX_STORE_BLOCK_SIZE: usize = 65535;
const HASH_BITS: u32 = 17;
const HASH_SIZE: usize = 1 << HASH_BITS;
const HASH_MASK: u32 = (1 << HASH_BITS) - 1;
const MAX_HASH_OFFSET: usize = 1 << 24;
const HASH_MUL: u32 = 0x1e35_a7bd;
const GOOD: usize = 8;
const LAZY: usize = 16;
const NICE: usize = 128;
const CHAIN: usize = 128;

const END_BLOCK: u32 = 256;
const LENGTH_CODES_START: usize = 257;
const MAX_NUM_LIT: usize = 286;
const OFFSET_CODE_COUNT: usize = 30;
const CODEGEN_CODE_COUNT: usize = 19;
const BAD_CODE: u8 = 255;
const CODEGEN_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

const LENGTH_EXTRA_BITS: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const LENGTH_BASE: [u32; 29] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128,
    160, 192, 224, 255,
];
const OFFSET_EXTRA_BITS: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
const OFFSET_BASE: [u32; 30] = [
    0x000000, 0x000001, 0x000002, 0x000003, 0x000004, 0x000006, 0x000008, 0x00000c, 0x000010,
    0x000018, 0x000020, 0x000030, 0x000040, 0x000060, 0x000080, 0x0000c0, 0x000100, 0x000180,
    0x000200, 0x000300, 0x000400, 0x000600, 0x000800, 0x000c00, 0x001000, 0x001800, 0x002000,
    0x003000, 0x004000, 0x006000,
];

/// A token: a literal byte, or a match of `length - 3` at `offset - 1`.
#[derive(Clone, Copy)]
enum Token {
    Literal(u32),
    Match { xlength: u32, xoffset: u32 },
}

fn length_code(xlength: u32) -> usize {
    // The largest code whose base does not exceed the length.
    let mut code = 0;
    for (i, &b) in LENGTH_BASE.iter().enumerate() {
        if b <= xlength {
            code = i;
        }
    }
    code
}

fn offset_code(xoffset: u32) -> usize {
    let mut code = 0;
    for (i, &b) in OFFSET_BASE.iter().enumerate() {
        if b <= xoffset {
            code = i;
        }
    }
    code
}

#[derive(Clone, Copy, Default)]
struct HCode {
    code: u16,
    len: u16,
}

fn reverse_bits(number: u16, bit_length: u16) -> u16 {
    number.reverse_bits() >> (16 - bit_length)
}

fn fixed_literal_codes() -> Vec<HCode> {
    (0..MAX_NUM_LIT as u16)
        .map(|ch| {
            let (bits, size) = match ch {
                0..=143 => (ch + 48, 8),
                144..=255 => (ch + 400 - 144, 9),
                256..=279 => (ch - 256, 7),
                _ => (ch + 192 - 280, 8),
            };
            HCode {
                code: reverse_bits(bits, size),
                len: size,
            }
        })
        .collect()
}

fn fixed_offset_codes() -> Vec<HCode> {
    (0..OFFSET_CODE_COUNT as u16)
        .map(|ch| HCode {
            code: reverse_bits(ch, 5),
            len: 5,
        })
        .collect()
}

#[derive(Clone, Copy)]
struct LiteralNode {
    literal: u16,
    freq: i32,
}

/// Huffman code lengths limited to `max_bits`, built as the reference does.
fn huffman_codes(freq: &[i32], max_bits: i32) -> Vec<HCode> {
    let mut codes = vec![HCode::default(); freq.len()];
    let mut list: Vec<LiteralNode> = freq
        .iter()
        .enumerate()
        .filter(|(_, &f)| f != 0)
        .map(|(i, &f)| LiteralNode {
            literal: i as u16,
            freq: f,
        })
        .collect();
    if list.len() <= 2 {
        for (i, node) in list.iter().enumerate() {
            if let Some(c) = codes.get_mut(node.literal as usize) {
                *c = HCode {
                    code: i as u16,
                    len: 1,
                };
            }
        }
        return codes;
    }
    strata_core::sort::sort_by(&mut list, |a, b| {
        a.freq.cmp(&b.freq).then(a.literal.cmp(&b.literal))
    });
    let bit_count = bit_counts(&list, max_bits);
    // Assign codes: the least frequent literals get the longest codes, in literal order.
    let mut code: u16 = 0;
    let mut rest = list.as_slice();
    for (n, &bits) in bit_count.iter().enumerate() {
        code <<= 1;
        if n == 0 || bits == 0 {
            continue;
        }
        let bits = bits as usize;
        let split = rest.len().saturating_sub(bits);
        let mut chunk: Vec<LiteralNode> = rest.get(split..).unwrap_or(&[]).to_vec();
        strata_core::sort::sort_by_key(&mut chunk, |c| c.literal);
        for node in chunk {
            if let Some(c) = codes.get_mut(node.literal as usize) {
                *c = HCode {
                    code: reverse_bits(code, n as u16),
                    len: n as u16,
                };
            }
            code = code.wrapping_add(1);
        }
        rest = rest.get(..split).unwrap_or(&[]);
    }
    codes
}

#[derive(Clone, Copy, Default)]
struct LevelInfo {
    level: i32,
    last_freq: i32,
    next_char_freq: i32,
    next_pair_freq: i32,
    needed: i32,
}

/// How many literals get each code length (index = length), the boundary package-merge
/// construction of the reference.
fn bit_counts(list: &[LiteralNode], max_bits: i32) -> Vec<i32> {
    const LIMIT: usize = 16;
    let n = list.len() as i32;
    let freq_at = |i: i32| -> i32 {
        if i >= 0 && (i as usize) < list.len() {
            list[i as usize].freq
        } else {
            i32::MAX
        }
    };
    let max_bits = max_bits.min(n - 1).max(1);
    let mb = max_bits as usize;
    let mut levels = [LevelInfo::default(); LIMIT];
    let mut leaf_counts = [[0i32; LIMIT]; LIMIT];
    for level in 1..=max_bits {
        let l = level as usize;
        levels[l] = LevelInfo {
            level,
            last_freq: freq_at(1),
            next_char_freq: freq_at(2),
            next_pair_freq: freq_at(0).saturating_add(freq_at(1)),
            needed: 0,
        };
        leaf_counts[l][l] = 2;
        if level == 1 {
            levels[l].next_pair_freq = i32::MAX;
        }
    }
    levels[mb].needed = 2 * n - 4;
    let mut level = mb;
    let mut guard = 0usize;
    loop {
        guard += 1;
        if guard > 1 << 24 || level >= LIMIT {
            break;
        }
        if levels[level].next_pair_freq == i32::MAX && levels[level].next_char_freq == i32::MAX {
            if level + 1 >= LIMIT {
                break;
            }
            levels[level].needed = 0;
            levels[level + 1].next_pair_freq = i32::MAX;
            level += 1;
            continue;
        }
        let prev_freq = levels[level].last_freq;
        if levels[level].next_char_freq < levels[level].next_pair_freq {
            let nn = leaf_counts[level][level] + 1;
            levels[level].last_freq = levels[level].next_char_freq;
            leaf_counts[level][level] = nn;
            levels[level].next_char_freq = freq_at(nn);
        } else {
            levels[level].last_freq = levels[level].next_pair_freq;
            let (lower, upper) = leaf_counts.split_at_mut(level);
            upper[0][..level].copy_from_slice(&lower[level - 1][..level]);
            levels[level - 1].needed = 2;
        }
        levels[level].needed -= 1;
        if levels[level].needed == 0 {
            if levels[level].level == max_bits {
                break;
            }
            let sum = prev_freq.saturating_add(levels[level].last_freq);
            levels[level + 1].next_pair_freq = sum;
            level += 1;
        } else {
            while level > 1 && levels[level - 1].needed > 0 {
                level -= 1;
            }
        }
    }
    let mut bit_count = vec![0i32; mb + 1];
    for (bits, level) in (1..).zip((1..=mb).rev()) {
        bit_count[bits] = leaf_counts[mb][level] - leaf_counts[mb][level - 1];
    }
    bit_count
}

fn bit_length(freq: &[i32], codes: &[HCode]) -> i64 {
    freq.iter()
        .zip(codes.iter())
        .map(|(&f, c)| i64::from(f) * i64::from(c.len))
        .sum()
}

struct BitWriter {
    out: Vec<u8>,
    bits: u64,
    nbits: u32,
}

impl BitWriter {
    fn write_bits(&mut self, b: u32, nb: u32) {
        self.bits |= u64::from(b) << self.nbits;
        self.nbits += nb;
        while self.nbits >= 8 {
            self.out.push(self.bits as u8);
            self.bits >>= 8;
            self.nbits -= 8;
        }
    }

    fn write_code(&mut self, c: HCode) {
        self.write_bits(u32::from(c.code), u32::from(c.len));
    }

    fn flush(&mut self) {
        if self.nbits > 0 {
            self.out.push(self.bits as u8);
        }
        self.bits = 0;
        self.nbits = 0;
    }

    fn write_stored_header(&mut self, length: usize, eof: bool) {
        self.write_bits(u32::from(eof), 3);
        self.flush();
        self.write_bits(length as u32 & 0xffff, 16);
        self.write_bits(!(length as u32) & 0xffff, 16);
    }

    /// Writes one block of tokens the smallest of the three ways.
    fn write_block(&mut self, tokens: &[Token], input: Option<&[u8]>) {
        let mut tokens = tokens.to_vec();
        tokens.push(Token::Literal(END_BLOCK));
        let mut lit_freq = vec![0i32; MAX_NUM_LIT];
        let mut off_freq = vec![0i32; OFFSET_CODE_COUNT];
        for t in &tokens {
            match *t {
                Token::Literal(l) => lit_freq[l as usize] += 1,
                Token::Match { xlength, xoffset } => {
                    lit_freq[LENGTH_CODES_START + length_code(xlength)] += 1;
                    off_freq[offset_code(xoffset)] += 1;
                }
            }
        }
        let mut num_literals = MAX_NUM_LIT;
        while num_literals > 0 && lit_freq[num_literals - 1] == 0 {
            num_literals -= 1;
        }
        let mut num_offsets = OFFSET_CODE_COUNT;
        while num_offsets > 0 && off_freq[num_offsets - 1] == 0 {
            num_offsets -= 1;
        }
        if num_offsets == 0 {
            off_freq[0] = 1;
            num_offsets = 1;
        }
        let lit_codes = huffman_codes(&lit_freq, 15);
        let off_codes = huffman_codes(&off_freq, 15);

        let stored = input.filter(|i| i.len() <= MAX_STORE_BLOCK_SIZE);
        let mut extra_bits: i64 = 0;
        if stored.is_some() {
            for code in LENGTH_CODES_START + 8..num_literals {
                extra_bits += i64::from(lit_freq[code])
                    * i64::from(LENGTH_EXTRA_BITS[code - LENGTH_CODES_START]);
            }
            for code in 4..num_offsets {
                extra_bits += i64::from(off_freq[code]) * i64::from(OFFSET_EXTRA_BITS[code]);
            }
        }
        let fixed_lit = fixed_literal_codes();
        let fixed_off = fixed_offset_codes();
        let fixed_size =
            3 + bit_length(&lit_freq, &fixed_lit) + bit_length(&off_freq, &fixed_off) + extra_bits;

        // The code-length codes of the dynamic header.
        let (codegen, codegen_freq) =
            generate_codegen(&lit_codes[..num_literals], &off_codes[..num_offsets]);
        let codegen_codes = huffman_codes(&codegen_freq, 7);
        let mut num_codegens = CODEGEN_CODE_COUNT;
        while num_codegens > 4 && codegen_freq[CODEGEN_ORDER[num_codegens - 1]] == 0 {
            num_codegens -= 1;
        }
        let header = 3
            + 5
            + 5
            + 4
            + 3 * num_codegens as i64
            + bit_length(&codegen_freq, &codegen_codes)
            + i64::from(codegen_freq[16]) * 2
            + i64::from(codegen_freq[17]) * 3
            + i64::from(codegen_freq[18]) * 7;
        let dynamic_size = header
            + bit_length(&lit_freq, &lit_codes)
            + bit_length(&off_freq, &off_codes)
            + extra_bits;

        let (mut size, mut dynamic) = (fixed_size, false);
        if dynamic_size < size {
            size = dynamic_size;
            dynamic = true;
        }
        if let Some(raw) = stored {
            if ((raw.len() as i64) + 5) * 8 < size {
                self.write_stored_header(raw.len(), false);
                self.flush();
                self.out.extend_from_slice(raw);
                return;
            }
        }
        let (lc, oc) = if dynamic {
            self.write_bits(4, 3);
            self.write_bits((num_literals - 257) as u32, 5);
            self.write_bits((num_offsets - 1) as u32, 5);
            self.write_bits((num_codegens - 4) as u32, 4);
            for &o in CODEGEN_ORDER.iter().take(num_codegens) {
                self.write_bits(u32::from(codegen_codes[o].len), 3);
            }
            let mut i = 0;
            while let Some(&cw) = codegen.get(i) {
                i += 1;
                if cw == BAD_CODE {
                    break;
                }
                self.write_code(codegen_codes[cw as usize]);
                let extra = match cw {
                    16 => 2,
                    17 => 3,
                    18 => 7,
                    _ => 0,
                };
                if extra > 0 {
                    self.write_bits(u32::from(codegen.get(i).copied().unwrap_or(0)), extra);
                    i += 1;
                }
            }
            (lit_codes, off_codes)
        } else {
            self.write_bits(2, 3);
            (fixed_lit, fixed_off)
        };
        for t in &tokens {
            match *t {
                Token::Literal(l) => self.write_code(lc[l as usize]),
                Token::Match { xlength, xoffset } => {
                    let code = length_code(xlength);
                    self.write_code(lc[code + LENGTH_CODES_START]);
                    let eb = u32::from(LENGTH_EXTRA_BITS[code]);
                    if eb > 0 {
                        self.write_bits(xlength - LENGTH_BASE[code], eb);
                    }
                    let ocode = offset_code(xoffset);
                    self.write_code(oc[ocode]);
                    let eb = u32::from(OFFSET_EXTRA_BITS[ocode]);
                    if eb > 0 {
                        self.write_bits(xoffset - OFFSET_BASE[ocode], eb);
                    }
                }
            }
        }
    }
}

/// The run-length-coded code lengths and the frequencies of the code-length symbols.
fn generate_codegen(lit: &[HCode], off: &[HCode]) -> (Vec<u8>, Vec<i32>) {
    let mut freq = vec![0i32; CODEGEN_CODE_COUNT];
    let sizes: Vec<u8> = lit
        .iter()
        .chain(off.iter())
        .map(|c| c.len as u8)
        .chain(std::iter::once(BAD_CODE))
        .collect();
    let mut out = Vec::with_capacity(sizes.len() + 1);
    let mut size = sizes.first().copied().unwrap_or(BAD_CODE);
    let mut count: i32 = 1;
    let mut idx = 1;
    while size != BAD_CODE {
        let next = sizes.get(idx).copied().unwrap_or(BAD_CODE);
        idx += 1;
        if next == size {
            count += 1;
            continue;
        }
        if size != 0 {
            out.push(size);
            freq[size as usize] += 1;
            count -= 1;
            while count >= 3 {
                let n = count.min(6);
                out.push(16);
                out.push((n - 3) as u8);
                freq[16] += 1;
                count -= n;
            }
        } else {
            while count >= 11 {
                let n = count.min(138);
                out.push(18);
                out.push((n - 11) as u8);
                freq[18] += 1;
                count -= n;
            }
            if count >= 3 {
                out.push(17);
                out.push((count - 3) as u8);
                freq[17] += 1;
                count = 0;
            }
        }
        count -= 1;
        while count >= 0 {
            out.push(size);
            freq[size as usize] += 1;
            count -= 1;
        }
        size = next;
        count = 1;
    }
    out.push(BAD_CODE);
    (out, freq)
}

fn hash4(b: &[u8]) -> u32 {
    let v =
        (u32::from(b[3]) | u32::from(b[2]) << 8 | u32::from(b[1]) << 16 | u32::from(b[0]) << 24)
            .wrapping_mul(HASH_MUL);
    v >> (32 - HASH_BITS)
}

fn match_len(a: &[u8], b: &[u8], max: usize) -> usize {
    a.iter()
        .zip(b.iter())
        .take(max)
        .take_while(|(x, y)| x == y)
        .count()
}

struct Compressor {
    window: Vec<u8>,
    window_end: usize,
    block_start: usize,
    index: usize,
    hash_head: Vec<u32>,
    hash_prev: Vec<u32>,
    hash_offset: usize,
    chain_head: isize,
    length: usize,
    offset: usize,
    byte_available: bool,
    tokens: Vec<Token>,
    max_insert_index: usize,
    w: BitWriter,
}

impl Compressor {
    fn new() -> Compressor {
        Compressor {
            window: vec![0; 2 * WINDOW_SIZE],
            window_end: 0,
            block_start: 0,
            index: 0,
            hash_head: vec![0; HASH_SIZE],
            hash_prev: vec![0; WINDOW_SIZE],
            hash_offset: 1,
            chain_head: -1,
            length: MIN_MATCH - 1,
            offset: 0,
            byte_available: false,
            tokens: Vec::with_capacity(MAX_FLATE_BLOCK_TOKENS + 1),
            max_insert_index: 0,
            w: BitWriter {
                out: Vec::new(),
                bits: 0,
                nbits: 0,
            },
        }
    }

    fn fill(&mut self, b: &[u8]) -> usize {
        if self.index >= 2 * WINDOW_SIZE - (MIN_MATCH + MAX_MATCH) {
            self.window.copy_within(WINDOW_SIZE..2 * WINDOW_SIZE, 0);
            self.index -= WINDOW_SIZE;
            self.window_end -= WINDOW_SIZE;
            if self.block_start >= WINDOW_SIZE {
                self.block_start -= WINDOW_SIZE;
            } else {
                self.block_start = usize::MAX;
            }
            self.hash_offset += WINDOW_SIZE;
            if self.hash_offset > MAX_HASH_OFFSET {
                let delta = self.hash_offset - 1;
                self.hash_offset -= delta;
                self.chain_head -= delta as isize;
                for v in self.hash_prev.iter_mut().chain(self.hash_head.iter_mut()) {
                    *v = if *v as usize > delta {
                        (*v as usize - delta) as u32
                    } else {
                        0
                    };
                }
            }
        }
        let n = b.len().min(self.window.len() - self.window_end);
        self.window[self.window_end..self.window_end + n].copy_from_slice(&b[..n]);
        self.window_end += n;
        n
    }

    fn write_block(&mut self, index: usize) {
        if index > 0 {
            let input = if self.block_start <= index {
                Some(self.window[self.block_start..index].to_vec())
            } else {
                None
            };
            self.block_start = index;
            let tokens = std::mem::take(&mut self.tokens);
            self.w.write_block(&tokens, input.as_deref());
        }
    }

    fn find_match(
        &self,
        pos: usize,
        prev_head: isize,
        prev_length: usize,
        lookahead: usize,
    ) -> Option<(usize, usize)> {
        let min_match_look = MAX_MATCH.min(lookahead);
        let win = &self.window[..pos + min_match_look];
        let nice = NICE.min(win.len() - pos);
        let mut tries = CHAIN;
        let mut length = prev_length;
        if length >= GOOD {
            tries >>= 2;
        }
        let mut w_end = win[pos + length];
        let w_pos = &win[pos..];
        let min_index = pos as isize - WINDOW_SIZE as isize;
        let mut found = None;
        let mut i = prev_head;
        while tries > 0 {
            let iu = i as usize;
            if w_end == win[iu + length] {
                let n = match_len(&win[iu..], w_pos, min_match_look);
                if n > length && (n > MIN_MATCH || pos - iu <= 4096) {
                    length = n;
                    found = Some((n, pos - iu));
                    if n >= nice {
                        break;
                    }
                    w_end = win[pos + n];
                }
            }
            if i == min_index {
                break;
            }
            i = self.hash_prev[iu & WINDOW_MASK] as isize - self.hash_offset as isize;
            if i < min_index || i < 0 {
                break;
            }
            tries -= 1;
        }
        found
    }

    fn deflate(&mut self, sync: bool) {
        if self.window_end - self.index < MIN_MATCH + MAX_MATCH && !sync {
            return;
        }
        self.max_insert_index = self.window_end.saturating_sub(MIN_MATCH - 1);
        loop {
            let lookahead = self.window_end - self.index;
            if lookahead < MIN_MATCH + MAX_MATCH {
                if !sync {
                    break;
                }
                if lookahead == 0 {
                    if self.byte_available {
                        let b = self.window[self.index - 1];
                        self.tokens.push(Token::Literal(u32::from(b)));
                        self.byte_available = false;
                    }
                    if !self.tokens.is_empty() {
                        self.write_block(self.index);
                    }
                    break;
                }
            }
            if self.index < self.max_insert_index {
                let h =
                    (hash4(&self.window[self.index..self.index + MIN_MATCH]) & HASH_MASK) as usize;
                self.chain_head = self.hash_head[h] as isize;
                self.hash_prev[self.index & WINDOW_MASK] = self.chain_head as u32;
                self.hash_head[h] = (self.index + self.hash_offset) as u32;
            }
            let prev_length = self.length;
            let prev_offset = self.offset;
            self.length = MIN_MATCH - 1;
            self.offset = 0;
            let min_index = self.index.saturating_sub(WINDOW_SIZE) as isize;
            let head = self.chain_head - self.hash_offset as isize;
            if head >= min_index && lookahead > prev_length && prev_length < LAZY {
                if let Some((l, o)) = self.find_match(self.index, head, MIN_MATCH - 1, lookahead) {
                    self.length = l;
                    self.offset = o;
                }
            }
            if prev_length >= MIN_MATCH && self.length <= prev_length {
                self.tokens.push(Token::Match {
                    xlength: (prev_length - BASE_MATCH_LENGTH) as u32,
                    xoffset: (prev_offset - BASE_MATCH_OFFSET) as u32,
                });
                let new_index = self.index + prev_length - 1;
                let mut index = self.index + 1;
                while index < new_index {
                    if index < self.max_insert_index {
                        let h =
                            (hash4(&self.window[index..index + MIN_MATCH]) & HASH_MASK) as usize;
                        self.hash_prev[index & WINDOW_MASK] = self.hash_head[h];
                        self.hash_head[h] = (index + self.hash_offset) as u32;
                    }
                    index += 1;
                }
                self.index = index;
                self.byte_available = false;
                self.length = MIN_MATCH - 1;
                if self.tokens.len() == MAX_FLATE_BLOCK_TOKENS {
                    self.write_block(self.index);
                }
            } else {
                if self.byte_available {
                    let i = self.index - 1;
                    self.tokens.push(Token::Literal(u32::from(self.window[i])));
                    if self.tokens.len() == MAX_FLATE_BLOCK_TOKENS {
                        self.write_block(i + 1);
                    }
                }
                self.index += 1;
                self.byte_available = true;
            }
        }
    }
}

/// Raw DEFLATE data as the reference writes it at level 6 (ending with an empty final stored
/// block).
fn deflate(data: &[u8]) -> Vec<u8> {
    let mut c = Compressor::new();
    let mut rest = data;
    while !rest.is_empty() {
        c.deflate(false);
        let n = c.fill(rest);
        rest = &rest[n..];
    }
    c.deflate(true);
    c.w.write_stored_header(0, true);
    c.w.flush();
    c.w.out
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xedb8_8320 & mask);
        }
    }
    !crc
}

/// A gzip member for `data`.
pub(crate) fn gzip(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    out.extend_from_slice(&deflate(data));
    out.extend_from_slice(&crc32(data).to_le_bytes());
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha256};

    /// The generator the reference digests were produced with.
    fn gen(seed: u64, n: usize, alphabet: &[u8]) -> Vec<u8> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                alphabet[((x >> 33) % alphabet.len() as u64) as usize]
            })
            .collect()
    }

    /// Large inputs (several blocks, window slides, stored and dynamic blocks): SHA-256 of
    /// the gzip output of Go 1.19's `compress/gzip` for the same bytes.
    #[test]
    fn large_inputs_match_the_reference() {
        let cases: [(u64, usize, &str, &str); 5] = [
            (
                7,
                20000,
                "ab",
                "cce02ef383f6d3f70e9758f76428c465d0effcec240fbd4a50d8fb4b2ca7272f",
            ),
            (
                8,
                70000,
                "abcdefgh ",
                "d4150b32a6024705d5c03bf84eba86570e0dbe486791a495cdc9468bf6a6e696",
            ),
            (
                9,
                140000,
                "abcdefghijklmnopqrstuvwxyz \n",
                "362daf1967804c82edc376f978bc1f3866f6553e06d0b7f67f3eb5532c77d601",
            ),
            (
                10,
                100000,
                "a",
                "cc916d3cfd4302b48e83c7629a6611d52483330468468bb954d4aa2b359ff082",
            ),
            (
                11,
                300000,
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/",
                "46ced937d3966394a7067591e9505d3ef7139e8fd78fa1994f96c77f38be8e3f",
            ),
        ];
        for (seed, n, alphabet, want) in cases {
            let data = gen(seed, n, alphabet.as_bytes());
            let out = gzip(&data);
            let got: String = Sha256::digest(&out)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            assert_eq!(got, want, "seed {seed}, {n} bytes");
        }
    }
}
