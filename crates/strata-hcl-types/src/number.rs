//! HCL numbers: arbitrary-precision binary floating point with a 512-bit mantissa.
//!
//! Semantics (the same as a big binary float of precision 512, rounding to nearest even):
//!
//! * A finite non-zero number is `±m × 2^e` with an integer mantissa `m` of at most 512 bits.
//!   Zero carries a sign (`-0` equals `0`). Positive and negative infinity exist; NaN does not:
//!   an operation whose result would be NaN (`0/0`, `inf - inf`, `0 × inf`) is an error.
//! * Decimal text (`12.5e-3`) is read as the exact mantissa digits, scaled by `2^k × 5^k` for
//!   the decimal exponent `k`: the power of five is built by repeated squaring at 576 bits
//!   (exact up to `5^248`), then one multiplication or division rounds the result to 512 bits.
//! * `+ - × ÷` compute the exact result (division: enough quotient bits plus a sticky bit) and
//!   round it once to 512 bits. `x / 0` is infinity with the sign of `x`.
//! * Text output ([`Number::to_text`]) is the shortest decimal, without exponent, that reads
//!   back to the same 512-bit value; `±inf` print as `+Inf`/`-Inf`.
//! * `a % b` is `a - b × trunc(a / b)` (the sign follows `a`); `a % 0` is `a`.
//!
//! Exponents are bounded: magnitudes beyond `2^131072` (about `10^39456`) overflow to infinity
//! and below `2^-131072` underflow to zero, so that printing any number stays fast. Decimal
//! exponents beyond `±2^31` are rejected by the parser. Decimal text with more than 1100
//! significant digits is read as its first 1100 digits plus a sticky digit, which rounds the
//! same way.
//!
//! Over 1,500 lines on purpose: one arbitrary-precision number type: its parsing, printing,
//! arithmetic and rounding share its private representation.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;
use std::sync::Arc;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};

/// The mantissa precision of HCL numbers, in bits.
pub const PRECISION: u64 = 512;

/// Largest binary exponent (position of the top bit) of a finite number; beyond it results
/// overflow to infinity. Bounded well below the reference's `2^31` so that printing a number
/// (which writes every integer digit) stays fast: about 39,000 decimal digits at most.
const MAX_EXP: i64 = 1 << 17;
/// Smallest binary exponent of a non-zero number; below it results underflow to zero.
const MIN_EXP: i64 = -(1 << 17);
/// Significant decimal digits kept when parsing; further digits only decide rounding, and are
/// folded into one sticky digit.
const MAX_PARSE_DIGITS: usize = 1100;

/// An HCL number. Cheap to clone: a number whose mantissa fits a machine word is held in
/// place (no allocation), any other behind a shared pointer.
#[derive(Clone)]
pub struct Number(Rep);

/// Largest binary exponent magnitude of a number held in place: far inside the overflow
/// bounds, so that the machine-word arithmetic below never needs their checks.
const SMALL_EXP: i64 = 1 << 12;

#[derive(Clone)]
enum Rep {
    /// Zero (`mant == 0`, signed) or `±mant × 2^exp` with an odd `mant` of at most `prec`
    /// bits and `|exp| <= SMALL_EXP`: exactly what [`round`] yields, held without a big integer.
    Small {
        neg: bool,
        mant: u64,
        exp: i32,
        prec: u32,
    },
    /// Every other number.
    Big(Arc<Inner>),
}

/// The value and its precision in bits: 512 for numbers read from text, 64 for numbers made
/// from machine integers (lengths, indices), the larger of the operands' for `+ - * /`.
/// The precision decides the rounding of later operations and the printed digits.
struct Inner {
    prec: u64,
    repr: Repr,
}

#[derive(Clone, PartialEq, Eq)]
enum Repr {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    /// `±mant × 2^exp`; `mant` is odd-or-not but non-zero with at most [`PRECISION`] bits.
    Finite {
        neg: bool,
        mant: BigUint,
        exp: i64,
    },
}

/// Sign, mantissa and exponent of one number held in place.
type SmallParts<'a> = (&'a bool, &'a u64, &'a i32);

/// The parts of two numbers when both are held in place (the machine-word fast paths).
fn small_pair<'a>(a: &'a Number, b: &'a Number) -> Option<(SmallParts<'a>, SmallParts<'a>)> {
    match (&a.0, &b.0) {
        (
            Rep::Small {
                neg: an,
                mant: am,
                exp: ae,
                ..
            },
            Rep::Small {
                neg: bn,
                mant: bm,
                exp: be,
                ..
            },
        ) => Some(((an, am, ae), (bn, bm, be))),
        _ => None,
    }
}

/// The error of an arithmetic operation that has no result (NaN in IEEE terms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberError(pub &'static str);

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Rounds `±(mant × 2^exp + sticky)` to `prec` bits, nearest even; `sticky` means the exact
/// value is slightly larger in magnitude than `mant × 2^exp` (by less than one unit of `mant`).
fn round(neg: bool, mut mant: BigUint, mut exp: i64, sticky: bool, prec: u64) -> Repr {
    if mant.is_zero() {
        return Repr::Zero { neg };
    }
    let bits = mant.bits();
    if bits > prec {
        let s = bits - prec;
        let rem_is_half_or_more = mant.bit(s - 1);
        let below_half_nonzero = sticky || lower_bits_nonzero(&mant, s - 1);
        mant >>= s;
        exp += s as i64;
        let round_up = rem_is_half_or_more && (below_half_nonzero || mant.bit(0));
        if round_up {
            mant += 1u32;
            if mant.bits() > prec {
                mant >>= 1;
                exp += 1;
            }
        }
    }
    // Normalise: strip trailing zero bits so equal values have one representation.
    let tz = mant.trailing_zeros().unwrap_or(0);
    if tz > 0 {
        mant >>= tz;
        exp += tz as i64;
    }
    let top = exp + mant.bits() as i64;
    if top > MAX_EXP {
        Repr::Inf { neg }
    } else if top < MIN_EXP {
        Repr::Zero { neg }
    } else {
        Repr::Finite { neg, mant, exp }
    }
}

/// A representation rounded to `prec` bits.
fn rounded(r: &Repr, prec: u64) -> Repr {
    match r {
        Repr::Finite { neg, mant, exp } => round(*neg, mant.clone(), *exp, false, prec),
        other => other.clone(),
    }
}

/// Are any of the lowest `n` bits of `m` set?
fn lower_bits_nonzero(m: &BigUint, n: u64) -> bool {
    match m.trailing_zeros() {
        Some(tz) => tz < n,
        None => false,
    }
}

fn pow5(n: u64) -> BigUint {
    BigUint::from(5u32).pow(n as u32)
}

/// `5^n` rounded the way a 576-bit big float computes it by repeated squaring.
fn pow5_rounded(n: u64) -> (BigUint, i64) {
    const M: u64 = 27;
    if n <= M {
        return (pow5(n), 0);
    }
    let zprec = PRECISION + 64;
    let fprec = zprec + 64;
    let (mut zm, mut ze) = (pow5(M), 0i64);
    let (mut fm, mut fe) = (BigUint::from(5u32), 0i64);
    let mut k = n - M;
    while k > 0 {
        if k & 1 != 0 {
            match round(false, &zm * &fm, ze + fe, false, zprec) {
                Repr::Finite { mant, exp, .. } => {
                    zm = mant;
                    ze = exp;
                }
                _ => return (BigUint::one(), MAX_EXP + 1),
            }
        }
        k >>= 1;
        if k > 0 {
            match round(false, &fm * &fm, fe + fe, false, fprec) {
                Repr::Finite { mant, exp, .. } => {
                    fm = mant;
                    fe = exp;
                }
                _ => return (BigUint::one(), MAX_EXP + 1),
            }
        }
    }
    (zm, ze)
}

/// Divides `±(am × 2^ae) / (bm × 2^be)` (both non-zero) and rounds to `prec` bits.
fn divide(neg: bool, am: &BigUint, ae: i64, bm: &BigUint, be: i64, prec: u64) -> Repr {
    let want = prec + 2;
    let shift = (want + bm.bits()).saturating_sub(am.bits());
    let num = am << shift;
    let (q, r) = num.div_rem(bm);
    round(neg, q, ae - be - shift as i64, !r.is_zero(), prec)
}

impl Number {
    fn from_repr(r: Repr) -> Number {
        Number::with_prec(r, PRECISION)
    }

    fn with_prec(repr: Repr, prec: u64) -> Number {
        if let Ok(p) = u32::try_from(prec) {
            match &repr {
                Repr::Zero { neg } => return Number::small_zero(*neg, p),
                Repr::Finite { neg, mant, exp } if exp.abs() <= SMALL_EXP => {
                    if let Some(m) = mant.to_u64() {
                        return Number(Rep::Small {
                            neg: *neg,
                            mant: m,
                            exp: *exp as i32,
                            prec: p,
                        });
                    }
                }
                _ => {}
            }
        }
        Number(Rep::Big(Arc::new(Inner { prec, repr })))
    }

    /// `n` at full precision, held in place: what `exact(false, n, 0, PRECISION)` gives,
    /// without its 128-bit arithmetic (a machine word always fits the precision).
    #[inline]
    fn small_int(n: u64) -> Number {
        const PREC: u32 = PRECISION as u32;
        if n == 0 {
            return Number::small_zero(false, PREC);
        }
        let tz = n.trailing_zeros();
        Number(Rep::Small {
            neg: false,
            mant: n >> tz,
            exp: tz as i32,
            prec: PREC,
        })
    }

    fn small_zero(neg: bool, prec: u32) -> Number {
        Number(Rep::Small {
            neg,
            mant: 0,
            exp: 0,
            prec,
        })
    }

    /// The exact value `±mant × 2^exp` rounded to `prec` bits, as [`round`] does it, without
    /// a big integer when the result fits a machine word.
    fn exact(neg: bool, mant: u128, exp: i64, prec: u64) -> Number {
        if mant == 0 {
            return Number::with_prec(Repr::Zero { neg }, prec);
        }
        let tz = mant.trailing_zeros();
        let m = mant >> tz;
        let e = exp + i64::from(tz);
        let bits = u64::from(128 - m.leading_zeros());
        if let (Ok(m), Ok(p), true) = (u64::try_from(m), u32::try_from(prec), bits <= prec) {
            if e.abs() <= SMALL_EXP {
                return Number(Rep::Small {
                    neg,
                    mant: m,
                    exp: e as i32,
                    prec: p,
                });
            }
        }
        Number::with_prec(round(neg, BigUint::from(mant), exp, false, prec), prec)
    }

    /// The general representation (a big integer made for a number held in place).
    fn repr(&self) -> Cow<'_, Repr> {
        match &self.0 {
            Rep::Small { neg, mant: 0, .. } => Cow::Owned(Repr::Zero { neg: *neg }),
            Rep::Small { neg, mant, exp, .. } => Cow::Owned(Repr::Finite {
                neg: *neg,
                mant: BigUint::from(*mant),
                exp: i64::from(*exp),
            }),
            Rep::Big(inner) => Cow::Borrowed(&inner.repr),
        }
    }

    fn prec(&self) -> u64 {
        match &self.0 {
            Rep::Small { prec, .. } => u64::from(*prec),
            Rep::Big(inner) => inner.prec,
        }
    }

    /// The precision of this number in bits.
    pub fn precision(&self) -> u64 {
        self.prec()
    }

    /// The number 0 (positive zero, full precision).
    pub fn zero() -> Number {
        Number::from_repr(Repr::Zero { neg: false })
    }

    /// Positive or, with `negative`, negative infinity.
    pub fn infinity(negative: bool) -> Number {
        Number::from_repr(Repr::Inf { neg: negative })
    }

    /// Parses decimal number text: optional sign, digits with an optional `.` fraction (either
    /// side may be empty but not both), optional exponent `e`/`E` (decimal) or `p`/`P`
    /// (binary) with optional sign, and `Inf`/`inf` with optional sign. No spaces.
    /// Returns `None` for anything else.
    #[inline]
    pub fn parse(text: &str) -> Option<Number> {
        // Plain digits of a machine word (most literals): the value straight from the bytes,
        // as the general path computes it (leading zeros and all), in one pass and without
        // the general path's call.
        let b = text.as_bytes();
        if !b.is_empty() && b.len() <= 19 {
            let mut n = 0u64;
            let mut plain = true;
            for &c in b {
                let d = c.wrapping_sub(b'0');
                if d > 9 {
                    plain = false;
                    break;
                }
                n = n * 10 + u64::from(d);
            }
            if plain {
                return Some(Number::small_int(n));
            }
        }
        Number::parse_general(text)
    }

    /// [`Number::parse`] for every text but plain digits of a machine word.
    #[inline(never)]
    fn parse_general(text: &str) -> Option<Number> {
        // Plain decimals of a machine word (`1.5`, `0.25`): when the power of five divides
        // the digits, the value is exact in binary, as in the general path below.
        if let Some((int, frac)) = text.split_once('.') {
            let all_digits = |t: &str| t.bytes().all(|c| c.is_ascii_digit());
            if !text.is_empty()
                && text.len() <= 20
                && text.len() > 1
                && all_digits(int)
                && all_digits(frac)
            {
                let n = int
                    .bytes()
                    .chain(frac.bytes())
                    .fold(0u64, |n, c| n * 10 + u64::from(c - b'0'));
                let mut k = frac.len();
                let mut m = n;
                while k > 0 && m != 0 && m % 5 == 0 {
                    m /= 5;
                    k -= 1;
                }
                if m == 0 || k == 0 {
                    return Some(Number::exact(
                        false,
                        u128::from(m),
                        -(frac.len() as i64),
                        PRECISION,
                    ));
                }
            }
        }
        let b = text.as_bytes();
        let (neg, rest) = match b.first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if rest == "Inf" || rest == "inf" {
            return Some(Number::infinity(neg));
        }
        let b = rest.as_bytes();
        let mut i = 0;
        let mut digits = String::new();
        let mut frac_digits: i64 = 0;
        let mut seen_point = false;
        while i < b.len() {
            match b[i] {
                c @ b'0'..=b'9' => {
                    digits.push(c as char);
                    if seen_point {
                        frac_digits += 1;
                    }
                }
                b'.' if !seen_point => seen_point = true,
                _ => break,
            }
            i += 1;
        }
        if digits.is_empty() {
            return None;
        }
        let mut exp10: i64 = 0;
        let mut exp2: i64 = 0;
        if i < b.len() {
            let binary = match b[i] {
                b'e' | b'E' => false,
                b'p' | b'P' => true,
                _ => return None,
            };
            i += 1;
            let eneg = match b.get(i) {
                Some(b'-') => {
                    i += 1;
                    true
                }
                Some(b'+') => {
                    i += 1;
                    false
                }
                _ => false,
            };
            let start = i;
            let mut e: i64 = 0;
            while i < b.len() && b[i].is_ascii_digit() {
                e = e.saturating_mul(10).saturating_add(i64::from(b[i] - b'0'));
                i += 1;
            }
            if i == start || i != b.len() {
                return None;
            }
            if e > (1i64 << 31) {
                return None;
            }
            let e = if eneg { -e } else { e };
            if binary {
                exp2 = e;
            } else {
                exp10 = e;
            }
        }
        let digits = digits.trim_start_matches('0');
        if digits.is_empty() {
            return Some(Number::from_repr(Repr::Zero { neg }));
        }
        let mut scale = 0i64;
        let mant: BigUint = if digits.len() > MAX_PARSE_DIGITS {
            let (head, tail) = digits.split_at(MAX_PARSE_DIGITS);
            if tail.bytes().all(|c| c == b'0') {
                scale = tail.len() as i64;
                head.parse().ok()?
            } else {
                scale = tail.len() as i64 - 1;
                format!("{head}1").parse().ok()?
            }
        } else if digits.len() <= 19 {
            // Fits a machine word (the common case): no general radix conversion.
            BigUint::from(digits.parse::<u64>().ok()?)
        } else {
            digits.parse().ok()?
        };
        let exp5 = exp10 - frac_digits + scale;
        let e2 = exp2 + exp5;
        if exp5 == 0 {
            return Some(Number::from_repr(round(neg, mant, e2, false, PRECISION)));
        }
        if exp5 < 0 {
            // `1.5`, `0.25`: when the power of five divides the digits, the value is exactly
            // `(digits / 5^k) × 2^e2`, which rounds as the division below would.
            if let Some(mut m) = mant.to_u64() {
                let mut k = exp5.unsigned_abs();
                while k > 0 && m % 5 == 0 {
                    m /= 5;
                    k -= 1;
                }
                if k == 0 {
                    return Some(Number::from_repr(round(
                        neg,
                        BigUint::from(m),
                        e2,
                        false,
                        PRECISION,
                    )));
                }
            }
        }
        let (pm, pe) = pow5_rounded(exp5.unsigned_abs());
        if pe > MAX_EXP {
            return Some(Number::from_repr(if exp5 > 0 {
                Repr::Inf { neg }
            } else {
                Repr::Zero { neg }
            }));
        }
        let r = if exp5 > 0 {
            round(neg, mant * pm, e2 + pe, false, PRECISION)
        } else {
            divide(neg, &mant, e2, &pm, pe, PRECISION)
        };
        Some(Number::from_repr(r))
    }

    /// A machine integer, at 64-bit precision (exact).
    pub fn from_i64(i: i64) -> Number {
        Number::exact(i < 0, u128::from(i.unsigned_abs()), 0, 64)
    }

    /// A machine integer, at 64-bit precision (exact).
    pub fn from_u64(i: u64) -> Number {
        Number::exact(false, u128::from(i), 0, 64)
    }

    /// The exact value of an `f64` (at 53-bit precision); `None` for NaN.
    pub fn from_f64(f: f64) -> Option<Number> {
        if f.is_nan() {
            return None;
        }
        if f.is_infinite() {
            return Some(Number::infinity(f < 0.0));
        }
        if f == 0.0 {
            return Some(Number::with_prec(
                Repr::Zero {
                    neg: f.is_sign_negative(),
                },
                53,
            ));
        }
        let bits = f.to_bits();
        let neg = bits >> 63 != 0;
        let biased = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (m, e) = if biased == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), biased - 1075)
        };
        // Like a 53-bit binary float: exact, at 53-bit precision.
        Some(Number::with_prec(
            round(neg, BigUint::from(m), e, false, 53),
            53,
        ))
    }

    /// Whether this is zero (of either sign).
    pub fn is_zero(&self) -> bool {
        match &self.0 {
            Rep::Small { mant, .. } => *mant == 0,
            Rep::Big(inner) => matches!(inner.repr, Repr::Zero { .. }),
        }
    }

    /// Whether this is positive or negative infinity.
    pub fn is_infinite(&self) -> bool {
        match &self.0 {
            Rep::Small { .. } => false,
            Rep::Big(inner) => matches!(inner.repr, Repr::Inf { .. }),
        }
    }

    /// Negative (including `-0` and `-inf`)?
    pub fn is_sign_negative(&self) -> bool {
        if let Rep::Small { neg, .. } = &self.0 {
            return *neg;
        }
        match &*self.repr() {
            Repr::Zero { neg } | Repr::Inf { neg } | Repr::Finite { neg, .. } => *neg,
        }
    }

    /// Strictly below zero?
    pub fn is_negative(&self) -> bool {
        !self.is_zero() && self.is_sign_negative()
    }

    /// Is this a finite whole number?
    pub fn is_integer(&self) -> bool {
        if let Rep::Small { mant, exp, .. } = &self.0 {
            return *mant == 0 || *exp >= 0;
        }
        match &*self.repr() {
            Repr::Zero { .. } => true,
            Repr::Inf { .. } => false,
            Repr::Finite { exp, .. } => *exp >= 0,
        }
    }

    /// The value as an `i64` if it is a whole number in range.
    pub fn to_i64(&self) -> Option<i64> {
        if let Rep::Small { mant, exp, .. } = &self.0 {
            if *mant != 0 && *exp < 0 {
                return None;
            }
            return self.trunc_to_i64();
        }
        let (neg, int) = self.trunc_parts()?;
        if !self.is_integer() {
            return None;
        }
        let v = int.to_i128()?;
        let v = if neg { -v } else { v };
        i64::try_from(v).ok()
    }

    /// The integer part (rounded toward zero) as an `i64`, if it fits.
    pub fn trunc_to_i64(&self) -> Option<i64> {
        if let Rep::Small { neg, mant, exp, .. } = &self.0 {
            let m = u128::from(*mant);
            let v = if *exp >= 0 {
                let v = m.checked_shl(*exp as u32)?;
                if v >> *exp != m {
                    return None;
                }
                v
            } else {
                m.checked_shr(exp.unsigned_abs()).unwrap_or(0)
            };
            let v = i128::try_from(v).ok()?;
            return i64::try_from(if *neg { -v } else { v }).ok();
        }
        let (neg, int) = self.trunc_parts()?;
        let v = int.to_i128()?;
        let v = if neg { -v } else { v };
        i64::try_from(v).ok()
    }

    /// The nearest `f64`.
    pub fn to_f64(&self) -> f64 {
        match &*self.repr() {
            Repr::Zero { neg } => {
                if *neg {
                    -0.0
                } else {
                    0.0
                }
            }
            Repr::Inf { neg } => {
                if *neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Repr::Finite { .. } => self.to_text().parse().unwrap_or(f64::NAN),
        }
    }

    /// `(negative, |trunc(self)|)` for finite numbers.
    fn trunc_parts(&self) -> Option<(bool, BigUint)> {
        match &*self.repr() {
            Repr::Zero { neg } => Some((*neg, BigUint::zero())),
            Repr::Inf { .. } => None,
            Repr::Finite { neg, mant, exp } => {
                if *exp >= 0 {
                    Some((*neg, mant << (*exp as u64)))
                } else {
                    let s = exp.unsigned_abs();
                    if s >= mant.bits() {
                        Some((*neg, BigUint::zero()))
                    } else {
                        Some((*neg, mant >> s))
                    }
                }
            }
        }
    }

    /// The number rounded toward zero to a whole number (infinities and whole numbers stay
    /// as they are; a fraction that truncates to zero gives `+0`).
    pub fn trunc(&self) -> Number {
        match &*self.repr() {
            Repr::Finite { neg, mant, exp } if *exp < 0 => {
                let s = exp.unsigned_abs();
                let int = if s >= mant.bits() {
                    BigUint::zero()
                } else {
                    mant >> s
                };
                let neg = *neg && !int.is_zero();
                let prec = int.bits().max(64);
                Number::with_prec(round(neg, int, 0, false, prec), prec)
            }
            _ => self.clone(),
        }
    }

    /// The negation (`-x`); infinities and zeros change sign.
    pub fn neg(&self) -> Number {
        if let Rep::Small {
            neg,
            mant,
            exp,
            prec,
        } = self.0
        {
            return Number(Rep::Small {
                neg: !neg,
                mant,
                exp,
                prec,
            });
        }
        Number::with_prec(
            match &*self.repr() {
                Repr::Zero { neg } => Repr::Zero { neg: !neg },
                Repr::Inf { neg } => Repr::Inf { neg: !neg },
                Repr::Finite { neg, mant, exp } => Repr::Finite {
                    neg: !neg,
                    mant: mant.clone(),
                    exp: *exp,
                },
            },
            self.prec(),
        )
    }

    /// The absolute value.
    pub fn abs(&self) -> Number {
        if self.is_sign_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// The larger precision of two operands.
    fn max_prec(&self, other: &Number) -> u64 {
        self.prec().max(other.prec())
    }

    /// `self + other`, rounded to the larger precision of the two; adding infinities of opposite
    /// signs is an error.
    pub fn add(&self, other: &Number) -> Result<Number, NumberError> {
        if let Some(((an, am, ae), (bn, bm, be))) = small_pair(self, other) {
            let prec = self.max_prec(other);
            let (an, bn, ae, be) = (*an, *bn, i64::from(*ae), i64::from(*be));
            if *am == 0 && *bm == 0 {
                return Ok(Number::with_prec(Repr::Zero { neg: an && bn }, prec));
            }
            if *am == 0 {
                return Ok(Number::exact(bn, u128::from(*bm), be, prec));
            }
            if *bm == 0 {
                return Ok(Number::exact(an, u128::from(*am), ae, prec));
            }
            let e = ae.min(be);
            if ae - e <= 63 && be - e <= 63 {
                let a = u128::from(*am) << (ae - e);
                let b = u128::from(*bm) << (be - e);
                if an != bn {
                    return Ok(match a.cmp(&b) {
                        Ordering::Greater => Number::exact(an, a - b, e, prec),
                        Ordering::Less => Number::exact(bn, b - a, e, prec),
                        Ordering::Equal => Number::with_prec(Repr::Zero { neg: false }, prec),
                    });
                }
                if let Some(sum) = a.checked_add(b) {
                    return Ok(Number::exact(an, sum, e, prec));
                }
            }
        }
        self.add_prec(other, self.max_prec(other))
    }

    fn add_prec(&self, other: &Number, prec: u64) -> Result<Number, NumberError> {
        let repr = match (&*self.repr(), &*other.repr()) {
            (Repr::Inf { neg: a }, Repr::Inf { neg: b }) => {
                if a != b {
                    return Err(NumberError("can't compute sum of opposing infinities"));
                }
                Repr::Inf { neg: *a }
            }
            (Repr::Inf { neg }, _) | (_, Repr::Inf { neg }) => Repr::Inf { neg: *neg },
            (Repr::Zero { neg: a }, Repr::Zero { neg: b }) => Repr::Zero { neg: *a && *b },
            (Repr::Zero { .. }, r) | (r, Repr::Zero { .. }) => rounded(r, prec),
            (
                Repr::Finite {
                    neg: an,
                    mant: am,
                    exp: ae,
                },
                Repr::Finite {
                    neg: bn,
                    mant: bm,
                    exp: be,
                },
            ) => add_finite(*an, am, *ae, *bn, bm, *be, prec),
        };
        Ok(Number::with_prec(repr, prec))
    }

    /// `self - other`, rounded to the larger precision of the two; subtracting an infinity from
    /// itself is an error.
    pub fn sub(&self, other: &Number) -> Result<Number, NumberError> {
        if let Rep::Small { .. } = other.0 {
            // Never infinite: `self - other` is `self + (-other)` at the same precision.
            return self.add(&other.neg());
        }
        self.sub_prec(other, self.max_prec(other))
    }

    fn sub_prec(&self, other: &Number, prec: u64) -> Result<Number, NumberError> {
        if let (Repr::Inf { neg: a }, Repr::Inf { neg: b }) = (&*self.repr(), &*other.repr()) {
            if a == b {
                return Err(NumberError("can't subtract infinity from itself"));
            }
        }
        self.add_prec(&other.neg(), prec)
    }

    /// The product, rounded at 512 bits; its precision is the larger of the operands' and
    /// of the bits the product needs.
    pub fn mul(&self, other: &Number) -> Result<Number, NumberError> {
        if let Some(((an, am, ae), (bn, bm, be))) = small_pair(self, other) {
            // The exact product has at most 128 bits: no rounding at 512, and the precision
            // is at least the bits it needs.
            let p = u128::from(*am) * u128::from(*bm);
            let needed = u64::from(128 - p.leading_zeros());
            let prec = self.max_prec(other).max(needed);
            return Ok(Number::exact(
                an != bn,
                p,
                i64::from(*ae) + i64::from(*be),
                prec,
            ));
        }
        let r = self.mul_prec(other, PRECISION)?;
        let needed = match &*r.repr() {
            Repr::Finite { mant, .. } => mant.bits(),
            _ => 0,
        };
        let prec = self.max_prec(other).max(needed);
        Ok(Number::with_prec(rounded(&r.repr(), prec), prec))
    }

    fn mul_prec(&self, other: &Number, prec: u64) -> Result<Number, NumberError> {
        let neg = self.is_sign_negative() != other.is_sign_negative();
        let repr = match (&*self.repr(), &*other.repr()) {
            (Repr::Inf { .. }, Repr::Zero { .. }) | (Repr::Zero { .. }, Repr::Inf { .. }) => {
                return Err(NumberError("can't multiply zero by infinity"))
            }
            (Repr::Inf { .. }, _) | (_, Repr::Inf { .. }) => Repr::Inf { neg },
            (Repr::Zero { .. }, _) | (_, Repr::Zero { .. }) => Repr::Zero { neg },
            (
                Repr::Finite {
                    mant: am, exp: ae, ..
                },
                Repr::Finite {
                    mant: bm, exp: be, ..
                },
            ) => round(neg, am * bm, ae + be, false, prec),
        };
        Ok(Number::with_prec(repr, prec))
    }

    /// `self / other`, rounded to the larger precision of the two; a non-zero number divided by
    /// zero is an infinity, and `0 / 0` and an infinity divided by an infinity are errors.
    pub fn div(&self, other: &Number) -> Result<Number, NumberError> {
        let prec = self.max_prec(other);
        let neg = self.is_sign_negative() != other.is_sign_negative();
        let repr = match (&*self.repr(), &*other.repr()) {
            (Repr::Zero { .. }, Repr::Zero { .. }) | (Repr::Inf { .. }, Repr::Inf { .. }) => {
                return Err(NumberError(
                    "can't divide zero by zero or infinity by infinity",
                ))
            }
            (Repr::Inf { .. }, _) | (_, Repr::Zero { .. }) => Repr::Inf { neg },
            (Repr::Zero { .. }, _) | (_, Repr::Inf { .. }) => Repr::Zero { neg },
            (
                Repr::Finite {
                    mant: am, exp: ae, ..
                },
                Repr::Finite {
                    mant: bm, exp: be, ..
                },
            ) => divide(neg, am, *ae, bm, *be, prec),
        };
        Ok(Number::with_prec(repr, prec))
    }

    /// HCL's `%`: `a - b × trunc(a / b)`; `a % 0` is `a` (even for an infinite `a`); any
    /// other infinite operand is an error, as in the reference.
    pub fn rem(&self, other: &Number) -> Result<Number, NumberError> {
        if let (
            Rep::Small {
                neg,
                mant: am,
                exp: ae,
                prec,
            },
            Rep::Small {
                mant: bm, exp: be, ..
            },
        ) = (&self.0, &other.0)
        {
            // Two non-zero whole numbers below 2^127: the remainder is exact, with the
            // dividend's sign (`+0` when it divides), at the dividend's precision.
            if *am != 0 && *bm != 0 && (0..=63).contains(ae) && (0..=63).contains(be) {
                let a = u128::from(*am) << *ae;
                let b = u128::from(*bm) << *be;
                let r = a % b;
                return Ok(Number::exact(r != 0 && *neg, r, 0, u64::from(*prec)));
            }
        }
        if other.is_zero() {
            return Ok(self.clone());
        }
        if self.is_infinite() && !other.is_infinite() {
            return Err(NumberError("can't use modulo with infinity"));
        }
        if self.is_infinite() || other.is_infinite() {
            return Err(NumberError("can't use modulo with zero and infinity"));
        }
        let q = self.div(other)?.trunc();
        // The integer part of the quotient has no negative zero. The remaining steps work
        // at the dividend's precision.
        let prec = self.prec();
        let q = if q.is_zero() {
            Number::with_prec(Repr::Zero { neg: false }, prec)
        } else {
            Number::with_prec(rounded(&q.repr(), prec), prec)
        };
        let prod = other.mul_prec(&q, prec)?;
        self.sub_prec(&prod, prec)
    }

    /// Numeric comparison; `-0 == 0`, infinities compare beyond every finite number.
    pub fn compare(&self, other: &Number) -> Ordering {
        if let Some(((an, am, ae), (bn, bm, be))) = small_pair(self, other) {
            let class = |neg: bool, mant: u64| -> i8 {
                match (mant, neg) {
                    (0, _) => 0,
                    (_, true) => -1,
                    (_, false) => 1,
                }
            };
            let (ca, cb) = (class(*an, *am), class(*bn, *bm));
            if ca != cb || ca == 0 {
                return ca.cmp(&cb);
            }
            let (ae, be) = (i64::from(*ae), i64::from(*be));
            let ta = ae + i64::from(64 - am.leading_zeros());
            let tb = be + i64::from(64 - bm.leading_zeros());
            let mag = if ta != tb {
                ta.cmp(&tb)
            } else {
                // Same top bit, both of at most 64 bits: the exponents differ by less than 64.
                let e = ae.min(be);
                (u128::from(*am) << (ae - e)).cmp(&(u128::from(*bm) << (be - e)))
            };
            return if *an { mag.reverse() } else { mag };
        }
        let class = |n: &Number| -> i8 {
            match &*n.repr() {
                Repr::Inf { neg: true } => -2,
                Repr::Finite { neg: true, .. } => -1,
                Repr::Zero { .. } => 0,
                Repr::Finite { neg: false, .. } => 1,
                Repr::Inf { neg: false } => 2,
            }
        };
        let (ca, cb) = (class(self), class(other));
        if ca != cb {
            return ca.cmp(&cb);
        }
        match (&*self.repr(), &*other.repr()) {
            (
                Repr::Finite {
                    neg,
                    mant: am,
                    exp: ae,
                },
                Repr::Finite {
                    mant: bm, exp: be, ..
                },
            ) => {
                let mag = compare_magnitude(am, *ae, bm, *be);
                if *neg {
                    mag.reverse()
                } else {
                    mag
                }
            }
            _ => Ordering::Equal,
        }
    }

    /// The shortest decimal text (no exponent) that reads back to this number:
    /// `1`, `0.1`, `-12.5`, `100000000000000000000`; `+Inf`/`-Inf` for infinities.
    pub fn to_text(&self) -> String {
        if let Rep::Small {
            neg,
            mant,
            exp,
            prec,
        } = self.0
        {
            if mant != 0 {
                if let Some(text) = small_text(neg, mant, i64::from(exp), u64::from(prec)) {
                    return text;
                }
            }
        }
        match &*self.repr() {
            Repr::Zero { neg } => {
                if *neg {
                    "-0".into()
                } else {
                    "0".into()
                }
            }
            Repr::Inf { neg } => {
                if *neg {
                    "-Inf".into()
                } else {
                    "+Inf".into()
                }
            }
            Repr::Finite { neg, mant, exp } => {
                if let Some(text) = mant
                    .to_u64()
                    .and_then(|m| small_text(*neg, m, *exp, self.prec()))
                {
                    return text;
                }
                // A value whose exact decimal has at most 150 significant digits has no
                // shorter decimal within half an ulp (2^-513 relative < 10^-150), so the
                // exact digits are already the shortest. With more than 200 fraction bits
                // that is rare, so the exact digits are not computed separately then.
                let mut d = if *exp >= -200 {
                    Decimal::new(mant, *exp)
                } else {
                    Decimal {
                        digits: Vec::new(),
                        exp: 0,
                    }
                };
                let prec = self.prec();
                if d.digits.is_empty() || d.digits.len() as u64 > prec * 3 / 10 - 4 {
                    round_shortest(&mut d, mant, *exp, prec);
                }
                let mut out = String::new();
                if *neg {
                    out.push('-');
                }
                d.write_f(&mut out);
                out
            }
        }
    }
}

impl Number {
    /// `%.10g`-style text: 10 significant digits, exponent form (`1.5e+21`) when the decimal
    /// exponent is below -4 or at least 10. Used for set keys.
    pub fn to_text_g10(&self) -> String {
        const PREC: usize = 10;
        let repr = self.repr();
        let (neg, mant, exp) = match &*repr {
            Repr::Finite { neg, mant, exp } => (*neg, mant, *exp),
            _ => return self.to_text(),
        };
        let mut d = Decimal::new(mant, exp);
        d.round(PREC);
        let mut out = String::new();
        if neg {
            out.push('-');
        }
        let len = d.digits.len();
        let mut eprec = PREC as i64;
        if eprec > len as i64 && len as i64 >= d.exp {
            eprec = len as i64;
        }
        let e = d.exp - 1;
        if e < -4 || e >= eprec {
            let prec = PREC.min(len).saturating_sub(1);
            out.push(d.digits.first().map_or('0', |&c| c as char));
            if prec > 0 {
                out.push('.');
                for i in 1..=prec {
                    out.push(d.at(i as i64) as char);
                }
            }
            out.push('e');
            out.push(if e < 0 { '-' } else { '+' });
            if e.abs() < 10 {
                out.push('0');
            }
            out.push_str(&e.abs().to_string());
        } else {
            let prec = if PREC as i64 > d.exp {
                len as i64
            } else {
                PREC as i64
            };
            d.write_f_prec(&mut out, (prec - d.exp).max(0));
        }
        out
    }
}

/// The text of `±mant × 2^exp` computed in machine integers, when the exact value has few
/// enough digits to be its own shortest form (see [`Number::to_text`]); `None` otherwise.
fn small_text(neg: bool, m: u64, exp: i64, prec: u64) -> Option<String> {
    let max_digits = (prec * 3 / 10).saturating_sub(4) as usize;
    if exp >= 0 {
        let v = u128::from(m).checked_shl(u32::try_from(exp).ok()?)?;
        if v >> exp != u128::from(m) {
            return None;
        }
        let digits = v.to_string();
        let significant = digits.trim_end_matches('0').len();
        if significant > max_digits {
            return None;
        }
        if !neg {
            return Some(digits);
        }
        let mut out = String::with_capacity(digits.len() + 1);
        out.push('-');
        out.push_str(&digits);
        return Some(out);
    }
    // m / 2^k = m × 5^k / 10^k
    let k = u32::try_from(-exp).ok().filter(|&k| k <= 27)?;
    let scaled = u128::from(m).checked_mul(5u128.pow(k))?;
    let digits = scaled.to_string();
    let significant = digits.trim_start_matches('0').len();
    if significant > max_digits {
        return None;
    }
    // One string: sign, integer digits (or 0), point, fraction digits padded to k.
    let k = k as usize;
    let mut out = String::with_capacity(digits.len() + k + 3);
    if neg {
        out.push('-');
    }
    if digits.len() > k {
        let (int, frac) = digits.split_at(digits.len() - k);
        out.push_str(int);
        out.push('.');
        out.push_str(frac);
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', k - digits.len()));
        out.push_str(&digits);
    }
    Some(out)
}

fn compare_magnitude(am: &BigUint, ae: i64, bm: &BigUint, be: i64) -> Ordering {
    let ta = ae + am.bits() as i64;
    let tb = be + bm.bits() as i64;
    if ta != tb {
        return ta.cmp(&tb);
    }
    // Same top bit: the exponents differ by less than the mantissa lengths.
    if ae >= be {
        (am << ((ae - be) as u64)).cmp(bm)
    } else {
        am.cmp(&(bm << ((be - ae) as u64)))
    }
}

fn add_finite(an: bool, am: &BigUint, ae: i64, bn: bool, bm: &BigUint, be: i64, prec: u64) -> Repr {
    // Replace an operand far below the other's rounding position by a tiny stand-in of the
    // same sign: the rounded result is the same, and the alignment shift stays bounded.
    let ta = ae + am.bits() as i64;
    let tb = be + bm.bits() as i64;
    let gap = prec as i64 + 8;
    let one = BigUint::one();
    let (am, ae, bm, be) = if ta - tb > gap {
        (am.clone(), ae, one, ta - gap)
    } else if tb - ta > gap {
        (one, tb - gap, bm.clone(), be)
    } else {
        (am.clone(), ae, bm.clone(), be)
    };
    let e = ae.min(be);
    let a = am << ((ae - e) as u64);
    let b = bm << ((be - e) as u64);
    if an == bn {
        round(an, a + b, e, false, prec)
    } else {
        match a.cmp(&b) {
            Ordering::Greater => round(an, a - b, e, false, prec),
            Ordering::Less => round(bn, b - a, e, false, prec),
            Ordering::Equal => Repr::Zero { neg: false },
        }
    }
}

/// A decimal `0.d1d2d3... × 10^exp` with no leading or trailing zero digits.
struct Decimal {
    digits: Vec<u8>,
    exp: i64,
}

impl Decimal {
    /// The exact decimal value of `mant × 2^exp`.
    fn new(mant: &BigUint, exp: i64) -> Decimal {
        if exp >= 0 {
            Decimal::from_scaled(&(mant << (exp as u64)), 0)
        } else {
            let k = exp.unsigned_abs();
            // mant / 2^k = mant × 5^k / 10^k
            Decimal::from_scaled(&(mant * pow5(k)), -(k as i64))
        }
    }

    /// The decimal of `n × 10^shift`.
    fn from_scaled(n: &BigUint, shift: i64) -> Decimal {
        let text = n.to_str_radix(10);
        let mut digits: Vec<u8> = text.into_bytes();
        let exp = digits.len() as i64 + shift;
        let lead = digits.iter().take_while(|&&c| c == b'0').count();
        digits.drain(..lead);
        let exp = exp - lead as i64;
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        Decimal { digits, exp }
    }

    fn at(&self, i: i64) -> u8 {
        if i >= 0 && (i as usize) < self.digits.len() {
            self.digits[i as usize]
        } else {
            b'0'
        }
    }

    fn should_round_up(&self, n: usize) -> bool {
        if self.digits[n] == b'5' && n + 1 == self.digits.len() {
            return n > 0 && (self.digits[n - 1] - b'0') & 1 != 0;
        }
        self.digits[n] >= b'5'
    }

    fn round(&mut self, n: usize) {
        if n >= self.digits.len() {
            return;
        }
        if self.should_round_up(n) {
            self.round_up(n);
        } else {
            self.round_down(n);
        }
    }

    fn round_up(&mut self, mut n: usize) {
        if n >= self.digits.len() {
            return;
        }
        while n > 0 && self.digits[n - 1] >= b'9' {
            n -= 1;
        }
        if n == 0 {
            self.digits.truncate(1);
            self.digits[0] = b'1';
            self.exp += 1;
            return;
        }
        self.digits[n - 1] += 1;
        self.digits.truncate(n);
    }

    fn round_down(&mut self, n: usize) {
        if n >= self.digits.len() {
            return;
        }
        self.digits.truncate(n);
        while self.digits.last() == Some(&b'0') {
            self.digits.pop();
        }
    }

    /// `%f` with the shortest precision.
    fn write_f(&self, out: &mut String) {
        if self.digits.is_empty() {
            out.push('0');
            return;
        }
        let prec = (self.digits.len() as i64 - self.exp).max(0);
        self.write_f_prec(out, prec);
    }

    /// `%f` with `prec` fraction digits.
    fn write_f_prec(&self, out: &mut String, prec: i64) {
        if self.exp > 0 {
            let m = (self.exp as usize).min(self.digits.len());
            for &c in &self.digits[..m] {
                out.push(c as char);
            }
            for _ in m..self.exp as usize {
                out.push('0');
            }
        } else {
            out.push('0');
        }
        if prec > 0 {
            out.push('.');
            for i in 0..prec {
                out.push(self.at(self.exp + i) as char);
            }
        }
    }
}

/// Shortens `d` (the exact decimal of `mant × 2^exp`) to the fewest digits that still round
/// to the same value at [`PRECISION`] bits.
fn round_shortest(d: &mut Decimal, mant: &BigUint, exp: i64, prec: u64) {
    if mant.is_zero() {
        return;
    }
    // Align the mantissa to PRECISION + 1 bits so that its lsb is half an ulp.
    let bits = mant.bits();
    let s = bits as i64 - (prec as i64 + 1);
    let m = if s < 0 {
        mant << ((-s) as u64)
    } else {
        mant >> (s as u64)
    };
    let e = exp + s;
    // The three values share one scale: m × 2^e = m × 5^-e / 10^-e.
    let (scaled, unit, shift) = if e >= 0 {
        (&m << (e as u64), BigUint::one() << (e as u64), 0)
    } else {
        let p = pow5(e.unsigned_abs());
        (&m * &p, p, e)
    };
    let lower = Decimal::from_scaled(&(&scaled - &unit), shift);
    let upper = Decimal::from_scaled(&(&scaled + &unit), shift);
    if d.digits.is_empty() {
        *d = Decimal::from_scaled(&scaled, shift);
    }
    let inclusive = !m.bit(1);
    // As in the reference algorithm, digits are compared position by position without
    // aligning the decimal exponents of the bounds.
    for i in 0..d.digits.len() {
        let dm = d.digits[i];
        let l = lower.at(i as i64);
        let u = upper.at(i as i64);
        let okdown = l != dm || inclusive && i + 1 == lower.digits.len();
        let okup = dm != u && (inclusive || dm + 1 < u || i + 1 < upper.digits.len());
        match (okdown, okup) {
            (true, true) => {
                d.round(i + 1);
                return;
            }
            (true, false) => {
                d.round_down(i + 1);
                return;
            }
            (false, true) => {
                d.round_up(i + 1);
                return;
            }
            (false, false) => {}
        }
    }
}

impl PartialEq for Number {
    /// Numeric equality (`-0 == 0`).
    fn eq(&self, other: &Number) -> bool {
        self.compare(other) == Ordering::Equal
    }
}

impl Eq for Number {}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Number) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Number) -> Ordering {
        self.compare(other)
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl fmt::Debug for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl From<i64> for Number {
    fn from(i: i64) -> Number {
        Number::from_i64(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        Number::parse(s).unwrap()
    }

    #[test]
    fn plain_digits_parse_as_the_general_path_does() {
        for digits in [
            "0",
            "000",
            "7",
            "0042",
            "1000",
            "9999999999999999999",
            "1234567890123456789",
        ] {
            let fast = n(digits);
            // `+` takes the general path with the same value.
            let general = n(&format!("+{digits}"));
            assert!(*fast.repr() == *general.repr(), "{digits}");
            assert_eq!(fast.precision(), general.precision());
            assert_eq!(fast.to_text(), general.to_text());
            // Held in place, as the 128-bit construction holds it.
            let word: u64 = digits.parse().unwrap();
            let exact = Number::exact(false, u128::from(word), 0, PRECISION);
            assert!(matches!(fast.0, Rep::Small { .. }), "{digits}");
            assert!(matches!(exact.0, Rep::Small { .. }), "{digits}");
            assert!(*fast.repr() == *exact.repr(), "{digits}");
            assert_eq!(fast.precision(), exact.precision());
        }
    }

    #[test]
    fn parses_and_prints_shortest() {
        assert_eq!(n("1").to_text(), "1");
        assert_eq!(n("0.1").to_text(), "0.1");
        assert_eq!(n("1.50").to_text(), "1.5");
        assert_eq!(n("-12.5e-3").to_text(), "-0.0125");
        assert_eq!(n("1e21").to_text(), "1000000000000000000000");
        assert_eq!(n("-0").to_text(), "-0");
        assert_eq!(n("Inf").to_text(), "+Inf");
        assert!(Number::parse("1e").is_none());
        assert!(Number::parse("").is_none());
        assert!(Number::parse("1.2.3").is_none());
        assert!(Number::parse(" 1").is_none());
    }

    #[test]
    fn fast_parse_paths_agree_with_the_general_one() {
        // Up to 19 digits, and fractions whose power of five divides the digits, take the
        // machine-word paths; padding to more than 19 digits forces the big-integer ones.
        for (short, long) in [
            ("1.5", "1.500000000000000000000"),
            ("0.25", "0.2500000000000000000000"),
            ("-6000.5", "-6000.500000000000000000000"),
            ("0.1", "0.1000000000000000000000"),
            ("1234567890123456789", "1234567890123456789.000000"),
            ("3e-2", "30000000000000000000000e-24"),
            ("007.50", "7.500000000000000000000000"),
            ("0.0", "0.000000000000000000000000"),
            (".5", "0.50000000000000000000000"),
            ("2.", "2.00000000000000000000000"),
            ("0.2", "0.20000000000000000000000"),
        ] {
            let (a, b) = (n(short), n(long));
            assert!(a == b, "{short} and {long} differ");
            assert_eq!(a.to_text(), b.to_text());
            assert_eq!(a.precision(), b.precision());
        }
    }

    /// The same number forced into the general (big-integer) representation, which the
    /// machine-word paths never take.
    fn big(x: &Number) -> Number {
        Number(Rep::Big(Arc::new(Inner {
            prec: x.prec(),
            repr: x.repr().into_owned(),
        })))
    }

    fn same(a: &Number, b: &Number) -> bool {
        *a.repr() == *b.repr() && a.prec() == b.prec()
    }

    #[test]
    fn machine_word_arithmetic_agrees_with_the_general_one() {
        let mut values: Vec<Number> = [
            "0",
            "-0",
            "1",
            "-1",
            "2",
            "3",
            "1.5",
            "-2.25",
            "0.1",
            "7",
            "100",
            "-6000.5",
            "9223372036854775807",
            "18446744073709551615",
            "9999999999999999999",
            "1e-30",
            "3e40",
            "12345.0625",
            "0.000244140625",
        ]
        .iter()
        .map(|t| n(t))
        .collect();
        values.extend([
            Number::from_i64(i64::MIN),
            Number::from_i64(i64::MAX),
            Number::from_i64(-5),
            Number::from_u64(u64::MAX),
            Number::from_f64(0.1).unwrap(),
            Number::from_f64(-3.75).unwrap(),
            Number::from_f64(-0.0).unwrap(),
            Number::from_f64(1e300).unwrap(),
        ]);
        for a in &values {
            assert_eq!(a.to_text(), big(a).to_text(), "{a}");
            assert_eq!(a.to_i64(), big(a).to_i64(), "{a}");
            assert_eq!(a.trunc_to_i64(), big(a).trunc_to_i64(), "{a}");
            assert_eq!(a.is_integer(), big(a).is_integer(), "{a}");
            assert!(same(&a.neg(), &big(a).neg()), "-{a}");
            for b in &values {
                let (ga, gb) = (big(a), big(b));
                let pairs = [
                    (a.add(b), ga.add(&gb), "+"),
                    (a.sub(b), ga.sub(&gb), "-"),
                    (a.mul(b), ga.mul(&gb), "*"),
                    (a.rem(b), ga.rem(&gb), "%"),
                ];
                for (fast, general, op) in pairs {
                    match (fast, general) {
                        (Ok(x), Ok(y)) => {
                            assert!(same(&x, &y), "{a} {op} {b}: {x} against {y}");
                            assert_eq!(x.to_text(), y.to_text(), "{a} {op} {b}");
                        }
                        (x, y) => assert_eq!(x.is_err(), y.is_err(), "{a} {op} {b}"),
                    }
                }
                assert_eq!(a.compare(b), ga.compare(&gb), "{a} <=> {b}");
            }
        }
    }

    #[test]
    fn arithmetic_at_512_bits() {
        // 0.1 + 0.2 is exact enough at 512 bits to print as 0.3.
        assert_eq!(n("0.1").add(&n("0.2")).unwrap().to_text(), "0.3");
        assert_eq!(n("1").div(&n("3")).unwrap().to_text().len(), 2 + 155);
        assert_eq!(n("2").mul(&n("3.5")).unwrap().to_text(), "7");
        let big = n("18446744073709551616").add(&n("1")).unwrap();
        assert_eq!(big.to_text(), "18446744073709551617");
    }

    #[test]
    fn division_by_zero_is_infinite() {
        assert_eq!(n("1").div(&n("0")).unwrap().to_text(), "+Inf");
        assert_eq!(n("-1").div(&n("0")).unwrap().to_text(), "-Inf");
        assert!(n("0").div(&n("0")).is_err());
    }

    #[test]
    fn modulo() {
        assert_eq!(n("5").rem(&n("0")).unwrap().to_text(), "5");
        assert_eq!(n("7").rem(&n("3")).unwrap().to_text(), "1");
        assert_eq!(n("-7").rem(&n("3")).unwrap().to_text(), "-1");
        assert_eq!(n("7.5").rem(&n("2")).unwrap().to_text(), "1.5");
    }

    #[test]
    fn comparison_and_integers() {
        assert!(n("0.1") < n("0.2"));
        assert!(n("-Inf") < n("-1e300"));
        assert_eq!(n("-0"), n("0"));
        assert_eq!(n("42").to_i64(), Some(42));
        assert_eq!(n("4.5").to_i64(), None);
        assert_eq!(n("-4.5").trunc_to_i64(), Some(-4));
        assert!(n("1e3").is_integer());
    }

    #[test]
    fn extremes_are_bounded() {
        assert_eq!(n("1e100000").to_text(), "+Inf");
        assert_eq!(n("1e-100000").to_text(), "0");
        assert_eq!(n("1e999999999").to_text(), "+Inf");
        assert!(Number::parse("1e99999999999").is_none());
        let long = format!("0.{}1", "3".repeat(5000));
        let third = n("1").div(&n("3")).unwrap();
        assert_eq!(n(&long).to_text(), third.to_text());
        assert_eq!(n(&format!("1{}", "0".repeat(3000))).to_text().len(), 3001);
        assert_eq!(n("1e30000").to_text().len(), 30001);
    }
}
