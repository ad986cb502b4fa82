//! Nickel numbers: exact arbitrary-precision rationals with a fast path for `i64` integers.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{FromPrimitive, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::rc::Rc;

/// An exact number.
#[derive(Clone, Debug)]
pub enum Num {
    /// An integer that fits `i64`.
    Int(i64),
    /// Any other rational (kept normalized; never an `i64` integer).
    Big(Rc<BigRational>),
}

impl PartialEq for Num {
    fn eq(&self, other: &Num) -> bool {
        self.cmp_num(other) == Ordering::Equal
    }
}

impl Num {
    /// Makes a number from a rational, using the small form when it fits.
    pub fn from_ratio(r: BigRational) -> Num {
        if r.is_integer() {
            if let Some(i) = r.numer().to_i64() {
                return Num::Int(i);
            }
        }
        Num::Big(Rc::new(r))
    }

    /// The rational value.
    pub fn ratio(&self) -> BigRational {
        match self {
            Num::Int(i) => BigRational::from_integer(BigInt::from(*i)),
            Num::Big(r) => (**r).clone(),
        }
    }

    /// Parses a Nickel number literal (decimal with optional fraction and exponent, or
    /// `0x`/`0o`/`0b` integers).
    pub fn parse_literal(text: &str) -> Option<Num> {
        // most literals are short decimal integers: eighteen digits never overflow an `i64`
        let b = text.as_bytes();
        if !b.is_empty() && b.len() <= 18 {
            let mut n = 0i64;
            for &d in b {
                if !d.is_ascii_digit() {
                    return Num::parse_general(text);
                }
                n = n * 10 + i64::from(d - b'0');
            }
            return Some(Num::Int(n));
        }
        Num::parse_general(text)
    }

    /// [`Num::parse_literal`] beyond short decimal integers.
    fn parse_general(text: &str) -> Option<Num> {
        let radix = if text.starts_with("0x") {
            16
        } else if text.starts_with("0o") {
            8
        } else if text.starts_with("0b") {
            2
        } else {
            10
        };
        if radix != 10 {
            let n = BigInt::parse_bytes(&text.as_bytes()[2..], radix)?;
            return Some(Num::from_ratio(BigRational::from_integer(n)));
        }
        if let Ok(i) = text.parse::<i64>() {
            return Some(Num::Int(i));
        }
        let (mant, exp) = match text.find(['e', 'E']) {
            Some(p) => (&text[..p], text[p + 1..].parse::<i64>().ok()?),
            None => (text, 0),
        };
        let (int_part, frac_part) = match mant.find('.') {
            Some(p) => (&mant[..p], &mant[p + 1..]),
            None => (mant, ""),
        };
        let digits = format!("{int_part}{frac_part}");
        let n = BigInt::parse_bytes(digits.as_bytes(), 10)?;
        let exp10 = exp - frac_part.len() as i64;
        if exp10.abs() > 100_000 {
            return None;
        }
        let p = BigInt::from(10).pow(exp10.unsigned_abs() as u32);
        let r = if exp10 >= 0 {
            BigRational::from_integer(n * p)
        } else {
            BigRational::new(n, p)
        };
        Some(Num::from_ratio(r))
    }

    /// Compares two numbers.
    pub fn cmp_num(&self, other: &Num) -> Ordering {
        match (self, other) {
            (Num::Int(a), Num::Int(b)) => a.cmp(b),
            _ => self.ratio().cmp(&other.ratio()),
        }
    }

    /// `self + other`
    pub fn add(&self, o: &Num) -> Num {
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            if let Some(c) = a.checked_add(*b) {
                return Num::Int(c);
            }
        }
        Num::from_ratio(self.ratio() + o.ratio())
    }
    /// `self - other`
    pub fn sub(&self, o: &Num) -> Num {
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            if let Some(c) = a.checked_sub(*b) {
                return Num::Int(c);
            }
        }
        Num::from_ratio(self.ratio() - o.ratio())
    }
    /// `self * other`
    pub fn mul(&self, o: &Num) -> Num {
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            if let Some(c) = a.checked_mul(*b) {
                return Num::Int(c);
            }
        }
        Num::from_ratio(self.ratio() * o.ratio())
    }
    /// `self / other`; `None` on division by zero.
    pub fn div(&self, o: &Num) -> Option<Num> {
        if o.is_zero() {
            return None;
        }
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            if *b != 0 && a % b == 0 {
                if let Some(c) = a.checked_div(*b) {
                    return Some(Num::Int(c));
                }
            }
        }
        Some(Num::from_ratio(self.ratio() / o.ratio()))
    }
    /// `self % other` (signed remainder, sign of the dividend); `None` on division by zero.
    pub fn rem(&self, o: &Num) -> Option<Num> {
        if o.is_zero() {
            return None;
        }
        if let (Num::Int(a), Num::Int(b)) = (self, o) {
            return Some(a.checked_rem(*b).map(Num::Int).unwrap_or(Num::Int(0)));
        }
        let a = self.ratio();
        let b = o.ratio();
        let q = (&a / &b).trunc();
        Some(Num::from_ratio(a - q * b))
    }
    /// `-self`
    pub fn neg(&self) -> Num {
        match self {
            Num::Int(i) if *i != i64::MIN => Num::Int(-i),
            _ => Num::from_ratio(-self.ratio()),
        }
    }
    /// Is below zero.
    pub fn is_negative(&self) -> bool {
        match self {
            Num::Int(i) => *i < 0,
            Num::Big(r) => r.is_negative(),
        }
    }
    /// Is zero.
    pub fn is_zero(&self) -> bool {
        match self {
            Num::Int(i) => *i == 0,
            Num::Big(r) => r.is_zero(),
        }
    }
    /// Is an integer.
    pub fn is_integer(&self) -> bool {
        match self {
            Num::Int(_) => true,
            Num::Big(r) => r.is_integer(),
        }
    }
    /// The integer value if it fits `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Num::Int(i) => Some(*i),
            Num::Big(_) => None,
        }
    }
    /// Nearest float.
    pub fn to_f64(&self) -> f64 {
        match self {
            Num::Int(i) => *i as f64,
            Num::Big(r) => ratio_to_f64(r),
        }
    }
    /// From a float (exact conversion); `None` for NaN/infinity.
    pub fn from_f64(x: f64) -> Option<Num> {
        if x.fract() == 0.0 && x.abs() < 9.0e18 {
            return Some(Num::Int(x as i64));
        }
        BigRational::from_f64(x).map(Num::from_ratio)
    }
    /// `floor`
    pub fn floor(&self) -> Num {
        match self {
            Num::Int(_) => self.clone(),
            Num::Big(r) => Num::from_ratio(r.floor()),
        }
    }
    /// `ceil`
    pub fn ceil(&self) -> Num {
        match self {
            Num::Int(_) => self.clone(),
            Num::Big(r) => Num::from_ratio(r.ceil()),
        }
    }
    /// Truncation toward zero.
    pub fn trunc(&self) -> Num {
        match self {
            Num::Int(_) => self.clone(),
            Num::Big(r) => Num::from_ratio(r.trunc()),
        }
    }
    /// Absolute value.
    pub fn abs(&self) -> Num {
        if self.cmp_num(&Num::Int(0)) == Ordering::Less {
            self.neg()
        } else {
            self.clone()
        }
    }
    /// `self ^ other`: exact for integer exponents, through floats otherwise.
    pub fn pow(&self, e: &Num) -> Option<Num> {
        if e.is_integer() {
            let ei = e.ratio().to_integer();
            let ei = ei.to_i64()?;
            if ei.unsigned_abs() > 100_000 {
                return Num::from_f64(self.to_f64().powf(ei as f64));
            }
            let base = self.ratio();
            if base.is_zero() && ei < 0 {
                return None;
            }
            let r = num_traits::pow::Pow::pow(&base, ei as i32);
            return Some(Num::from_ratio(r));
        }
        Num::from_f64(self.to_f64().powf(e.to_f64()))
    }
    /// Integer if fits `i64` or `u64`, else the nearest float. `Err` when out of float range.
    #[allow(clippy::result_unit_err)] // the only failure is "out of range"; the caller words it
    pub fn export(&self) -> Result<strata_core::value::Number, ()> {
        match self {
            Num::Int(i) => Ok(strata_core::value::Number::Int(*i)),
            Num::Big(r) => {
                if r.is_integer() {
                    if let Some(u) = r.numer().to_u64() {
                        return Ok(strata_core::value::Number::Decimal(u.to_string().into()));
                    }
                }
                let f = ratio_to_f64(r);
                if f.is_finite() {
                    Ok(strata_core::value::Number::Float(f))
                } else {
                    Err(())
                }
            }
        }
    }
    /// Nickel's string form of a number (used by interpolation, `to_string` and `eval`'s
    /// output): sixteen significant digits rounded half to even, trailing zeros dropped, in
    /// scientific notation (`2e20`, `1.5e-7`) from 1e16 up and below 1e-5.
    pub fn to_text(&self) -> String {
        if let Num::Int(i) = self {
            if i.unsigned_abs() < 10_000_000_000_000_000 {
                return i.to_string();
            }
        }
        sci_text(&self.ratio())
    }
}

fn pow10(k: i64) -> BigRational {
    let p = BigRational::from_integer(BigInt::from(10).pow(k.unsigned_abs() as u32));
    if k >= 0 {
        p
    } else {
        p.recip()
    }
}

/// The text of a rational with sixteen significant digits (see [`Num::to_text`]).
fn sci_text(r: &BigRational) -> String {
    const PRECISION: i64 = 16;
    if r.is_zero() {
        return "0".to_string();
    }
    let a = r.abs();
    // floor(log10 |r|): estimate from the digit counts, then correct
    let digits = |n: &BigInt| n.abs().to_string().len() as i64;
    let mut log = digits(a.numer()) - digits(a.denom());
    while pow10(log) > a {
        log -= 1;
    }
    while pow10(log + 1) <= a {
        log += 1;
    }
    let mut scale = PRECISION - 1 - log;
    let scaled = &a * pow10(scale);
    let fl = scaled.floor();
    let frac = &scaled - &fl;
    let half = BigRational::new(BigInt::from(1), BigInt::from(2));
    let mut n = fl.to_integer();
    if frac > half || (frac == half && n.is_odd()) {
        n += 1;
    }
    let mut cs: Vec<u8> = n.to_string().into_bytes();
    if cs.len() as i64 == PRECISION + 1 {
        // rounding carried into a new digit (9.99.. -> 10.0..)
        log += 1;
        scale -= 1;
        cs.pop();
    }
    let mut out = String::new();
    if r.is_negative() {
        out.push('-');
    }
    if log <= -6 || scale < 0 {
        while cs.len() > 1 && cs.last() == Some(&b'0') {
            cs.pop();
        }
        out.push(cs[0] as char);
        if cs.len() > 1 {
            out.push('.');
            out.push_str(std::str::from_utf8(&cs[1..]).unwrap_or_default());
        }
        out.push('e');
        out.push_str(&log.to_string());
    } else {
        let mut keep = cs.len();
        let mut dropped = 0;
        while dropped < scale && keep > 1 && cs[keep - 1] == b'0' {
            keep -= 1;
            dropped += 1;
        }
        cs.truncate(keep);
        let body = std::str::from_utf8(&cs).unwrap_or_default();
        if log < 0 {
            out.push_str("0.");
            for _ in 0..(-log - 1) {
                out.push('0');
            }
            out.push_str(body);
        } else {
            let before = log as usize + 1;
            if cs.len() > before {
                out.push_str(&body[..before]);
                out.push('.');
                out.push_str(&body[before..]);
            } else {
                out.push_str(body);
            }
        }
    }
    out
}

/// Nearest `f64` of a rational (correct for the magnitudes configurations use).
pub fn ratio_to_f64(r: &BigRational) -> f64 {
    if let (Some(n), Some(d)) = (r.numer().to_f64(), r.denom().to_f64()) {
        if n.is_finite()
            && d.is_finite()
            && n.abs() < 9.007_199_254_740_992e15
            && d < 9.007_199_254_740_992e15
        {
            return n / d;
        }
    }
    // scale to keep 64 significant bits, then divide
    let nb = r.numer().bits() as i64;
    let db = r.denom().bits() as i64;
    let shift = 64 - (nb - db);
    let scaled = if shift >= 0 {
        (r.numer() << shift as usize) / r.denom()
    } else {
        r.numer() / (r.denom() << (-shift) as usize)
    };
    let f = scaled.to_f64().unwrap_or(f64::NAN);
    f * 2f64.powi(-(shift.clamp(-2000, 2000) as i32))
}
