//! A growable vector kept in segments of a fixed size, for the few vectors of an evaluation
//! that grow to megabytes (Puppet's resources and scopes).
//!
//! A `Vec` that grows by doubling copies itself into a block twice its size and frees the old
//! one. With the system allocator a block of megabytes is a memory map of its own, grown in
//! place (`mremap`) and returned at once; with mimalloc, which the binaries allocate through,
//! the old block is returned to the system only after a delay and is reused in part by the
//! allocations that follow, so a vector that grew to 15 MB through doublings can leave megabytes
//! more resident behind it (BENCHMARKS.md, session 43: Puppet's full 50,000-resource compile
//! 3 MB lower without huge pages). A [`SegVec`] never moves what it holds: its first segment
//! grows like a `Vec` up to [`SegVec::SEGMENT`] elements (about 256 KiB), and every later
//! segment is allocated once at exactly that size.
//!
//! Indexing is a shift and a mask more than a `Vec`'s; iteration goes segment by segment.
//!
//! [`exact`] is the other half of keeping what a run holds no larger than it is: a `Vec` built
//! by pushes has up to half its room spare, and `shrink_to_fit` does not give it back under
//! mimalloc, which keeps a block as it is when asked to shrink it to half its size or more.

use std::ops::{Index, IndexMut};

/// About how many bytes a segment holds.
const SEGMENT_BYTES: usize = 256 * 1024;

/// The number of elements of a segment for elements of `size` bytes: the largest power of two
/// whose elements fit in [`SEGMENT_BYTES`], at least 1.
const fn segment_len(size: usize) -> usize {
    // zero-sized elements: one segment holds as many as the largest
    let n = match SEGMENT_BYTES.checked_div(size) {
        Some(n) => n,
        None => SEGMENT_BYTES,
    };
    if n <= 1 {
        1
    } else {
        1 << (usize::BITS - 1 - n.leading_zeros())
    }
}

/// `v` in a block of exactly its length: its elements moved into a new vector when it has
/// spare room, the old block freed whole (for a later vector to grow into). For vectors built
/// by pushes and then kept for the rest of a run (syntax trees): `shrink_to_fit` leaves the
/// block as it is when the length is half the capacity or more (see the module docs).
pub fn exact<T>(mut v: Vec<T>) -> Vec<T> {
    if v.len() == v.capacity() {
        return v;
    }
    let mut out = Vec::with_capacity(v.len());
    out.append(&mut v);
    out
}

/// A growable vector in segments of [`SegVec::SEGMENT`] elements (see the module docs).
pub struct SegVec<T> {
    segs: Vec<Vec<T>>,
    len: usize,
}

impl<T> Default for SegVec<T> {
    fn default() -> Self {
        SegVec::new()
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for SegVec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T> SegVec<T> {
    /// Elements in a full segment (a power of two).
    pub const SEGMENT: usize = segment_len(std::mem::size_of::<T>());
    const SHIFT: u32 = Self::SEGMENT.trailing_zeros();

    /// An empty vector (allocates nothing).
    pub const fn new() -> Self {
        SegVec {
            segs: Vec::new(),
            len: 0,
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there is no element.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends `value`: amortized `O(1)`, and nothing already held moves.
    pub fn push(&mut self, value: T) {
        match self.segs.last_mut() {
            Some(last) if last.len() < Self::SEGMENT => last.push(value),
            _ => {
                // the first segment grows as a `Vec` does (most vectors stay small); the
                // others are allocated once, full size
                let mut seg = if self.segs.is_empty() {
                    Vec::new()
                } else {
                    Vec::with_capacity(Self::SEGMENT)
                };
                seg.push(value);
                self.segs.push(seg);
            }
        }
        self.len += 1;
    }

    /// The elements in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + '_ {
        self.segs.iter().flatten()
    }

    /// The elements in order, mutably.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut T> + '_ {
        self.segs.iter_mut().flatten()
    }
}

impl<T> Index<usize> for SegVec<T> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        &self.segs[i >> Self::SHIFT][i & (Self::SEGMENT - 1)]
    }
}

impl<T> IndexMut<usize> for SegVec<T> {
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.segs[i >> Self::SHIFT][i & (Self::SEGMENT - 1)]
    }
}

impl<'a, T> IntoIterator for &'a SegVec<T> {
    type Item = &'a T;
    type IntoIter = std::iter::Flatten<std::slice::Iter<'a, Vec<T>>>;
    fn into_iter(self) -> Self::IntoIter {
        self.segs.iter().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 4 KiB elements: 64 to a segment, so a few hundred cross several segments.
    type Big = [u8; 4096];

    fn big(i: usize) -> Big {
        let mut b = [0u8; 4096];
        b[0] = i as u8;
        b[4095] = (i >> 8) as u8;
        b
    }

    fn tag(b: &Big) -> usize {
        b[0] as usize | (b[4095] as usize) << 8
    }

    fn filled(n: usize) -> SegVec<Big> {
        let mut v = SegVec::new();
        for i in 0..n {
            v.push(big(i));
        }
        v
    }

    #[test]
    fn segment_sizes_are_powers_of_two_of_about_256_kib() {
        assert_eq!(SegVec::<Big>::SEGMENT, 64);
        assert_eq!(SegVec::<u64>::SEGMENT, 32768);
        assert_eq!(SegVec::<[u8; 96]>::SEGMENT, 2048);
        assert_eq!(SegVec::<[u8; 1 << 20]>::SEGMENT, 1);
        assert_eq!(SegVec::<()>::SEGMENT, SEGMENT_BYTES);
    }

    #[test]
    fn push_index_and_iterate_across_segments() {
        let mut v = SegVec::new();
        assert!(v.is_empty());
        for i in 0..300 {
            v.push(big(i));
            assert_eq!(v.len(), i + 1);
            assert_eq!(tag(&v[i]), i);
        }
        assert!(!v.is_empty());
        assert_eq!(v.segs.len(), 5);
        // segments after the first are allocated full size, once
        assert!(v.segs[1..].iter().all(|s| s.capacity() == 64));
        for i in 0..300 {
            assert_eq!(tag(&v[i]), i);
        }
        v[130][0] = 7;
        v[131] = big(9);
        assert_eq!(tag(&v[130]), 7);
        assert_eq!(tag(&v[131]), 9);
        let tags: Vec<usize> = v.iter().map(tag).collect();
        assert_eq!(tags.len(), 300);
        assert_eq!(tags[299], 299);
        assert_eq!(v.iter().rev().map(tag).next(), Some(299));
        let borrowed: Vec<usize> = (&v).into_iter().map(tag).collect();
        assert_eq!(borrowed, tags);
        for b in v.iter_mut() {
            b[0] = 1;
        }
        assert!(v.iter().all(|b| b[0] == 1));
    }

    #[test]
    fn iteration_keeps_the_order_at_every_length() {
        for n in [0, 1, 63, 64, 65, 200] {
            let v = filled(n);
            assert_eq!(v.len(), n);
            assert_eq!(
                v.iter().map(tag).collect::<Vec<_>>(),
                (0..n).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn exact_vectors_keep_their_elements_and_have_no_spare_room() {
        for n in [0usize, 1, 3, 5, 100] {
            let mut v: Vec<String> = Vec::new();
            for i in 0..n {
                v.push(i.to_string());
            }
            let e = exact(v);
            assert_eq!(e.len(), n);
            assert_eq!(e.capacity(), n);
            assert_eq!(e, (0..n).map(|i| i.to_string()).collect::<Vec<_>>());
        }
        // an exact vector is given back as it is
        let v = vec![1u8, 2, 3];
        let at = v.as_ptr();
        let same = exact(v);
        assert_eq!(same.as_ptr(), at);
    }

    #[test]
    #[should_panic]
    fn indexing_past_the_end_panics_like_a_vec() {
        let v = filled(70);
        let _ = &v[70];
    }
}
