//! Ruby's `Random.new(seed).rand(max)` (MT19937 seeded as Ruby seeds it), which Puppet's
//! `deterministic_rand_int` is, and through it `fqdn_rand`, `fqdn_rotate`, `seeded_rand` and
//! `fqdn_rand_string`: the same seed gives the same number as in Puppet.

const N: usize = 624;
const M: usize = 397;

struct Mt {
    state: [u32; N],
    index: usize,
}

impl Mt {
    fn init_genrand(s: u32) -> Mt {
        let mut state = [0u32; N];
        state[0] = s;
        for i in 1..N {
            state[i] = 1_812_433_253u32
                .wrapping_mul(state[i - 1] ^ (state[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        Mt { state, index: N }
    }

    fn init_by_array(key: &[u32]) -> Mt {
        let mut mt = Mt::init_genrand(19_650_218);
        let st = &mut mt.state;
        let (mut i, mut j) = (1usize, 0usize);
        let len = key.len().max(1);
        let mut k = N.max(len);
        while k > 0 {
            st[i] = (st[i] ^ (st[i - 1] ^ (st[i - 1] >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key.get(j).copied().unwrap_or(0))
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                st[0] = st[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
            k -= 1;
        }
        k = N - 1;
        while k > 0 {
            st[i] = (st[i] ^ (st[i - 1] ^ (st[i - 1] >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                st[0] = st[N - 1];
                i = 1;
            }
            k -= 1;
        }
        st[0] = 0x8000_0000;
        mt
    }

    fn next_state(&mut self) {
        let st = &mut self.state;
        for kk in 0..N {
            let y = (st[kk] & 0x8000_0000) | (st[(kk + 1) % N] & 0x7fff_ffff);
            let mut v = st[(kk + M) % N] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= 0x9908_b0df;
            }
            st[kk] = v;
        }
        self.index = 0;
    }

    fn genrand_int32(&mut self) -> u32 {
        if self.index >= N {
            self.next_state();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// A number in `0..=limit` (Ruby's `limited_rand`).
    fn limited(&mut self, limit: u64) -> u64 {
        if limit == 0 {
            return 0;
        }
        let mut mask = limit;
        for s in [1, 2, 4, 8, 16, 32] {
            mask |= mask >> s;
        }
        'retry: loop {
            let mut val: u64 = 0;
            for i in (0..2).rev() {
                if (mask >> (i * 32)) & 0xffff_ffff != 0 {
                    val |= (self.genrand_int32() as u64) << (i * 32);
                    val &= mask;
                    if limit < val {
                        continue 'retry;
                    }
                }
            }
            return val;
        }
    }
}

/// The key Ruby seeds MT with: the seed's 32-bit words, least significant first, without
/// leading zero words, and without a top word of exactly 1 (Ruby drops it as its
/// "leading-zero guard").
fn seed_words(seed_be: &[u8]) -> Vec<u32> {
    let mut words: Vec<u32> = seed_be
        .rchunks(4)
        .map(|ch| ch.iter().fold(0u32, |a, b| (a << 8) | *b as u32))
        .collect();
    while words.len() > 1 && words.last() == Some(&0) {
        words.pop();
    }
    if words.len() > 1 && words.last() == Some(&1) {
        words.pop();
    }
    words
}

/// `Random.new(seed).rand(max)` for a seed given as big-endian bytes (e.g. an MD5 digest) and
/// `max > 0`.
pub(crate) fn rand_int(seed_be: &[u8], max: u64) -> u64 {
    // The seed's 32-bit words, least significant first, without leading zero words.
    let words = seed_words(seed_be);
    let mut mt = if words.len() <= 1 {
        Mt::init_genrand(words.first().copied().unwrap_or(0))
    } else {
        Mt::init_by_array(&words)
    };
    if max == 0 {
        return 0;
    }
    mt.limited(max - 1)
}

/// The bytes of a hex digest (`Digest::MD5.hexdigest(s).hex`).
pub(crate) fn hex_bytes(hex: &str) -> Vec<u8> {
    (0..hex.len() / 2)
        .filter_map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
        .collect()
}

/// `Random.new(seed)` drawing several numbers in turn (`seeded_rand_string`).
pub(crate) struct Seq(Mt);

impl Seq {
    /// A generator seeded with big-endian bytes.
    pub(crate) fn new(seed_be: &[u8]) -> Seq {
        let words = seed_words(seed_be);
        Seq(if words.len() <= 1 {
            Mt::init_genrand(words.first().copied().unwrap_or(0))
        } else {
            Mt::init_by_array(&words)
        })
    }

    /// The next `rand(max)`.
    pub(crate) fn rand(&mut self, max: u64) -> u64 {
        if max == 0 {
            return 0;
        }
        self.0.limited(max - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_ruby() {
        // Values printed by ruby 3.1: `Random.new(seed).rand(max)`.
        assert_eq!(
            rand_int(&hex_bytes("1234567890abcdef1234567890abcdef"), 100),
            27
        );
        assert_eq!(rand_int(&[5], 1000), 867);
        assert_eq!(rand_int(&[1, 0, 0, 0, 0, 3], 7), 6);
        assert_eq!(rand_int(&[1], 10), 5);
        assert_eq!(rand_int(&[1, 0, 0, 0, 1], 1000), 37);
        assert_eq!(rand_int(&[1, 0, 0, 0, 0], 1000), 684);
    }
}
