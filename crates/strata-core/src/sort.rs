//! Stable sorts compiled once for the whole program.
//!
//! The standard library's sorts are generic over the comparison as well as the element type:
//! every call with a closure of its own compiles its own copy of the whole algorithm (driftsort
//! and its small sorts, several kilobytes each). About a hundred such calls, most of them
//! sorting a few names for a message, a usage text or a diff, made 0.8 MB of the shipped binary
//! (issue 23's size bar). The functions here sort the positions `0..n` through one compiled
//! instance of the standard library's stable sort, with the comparison passed by reference,
//! then move the elements into that order in place along the permutation's cycles (each swap
//! puts one element in its final place).
//!
//! They are for sorts off the hot paths: each comparison is an indirect call and reads the
//! elements through their positions. A sort that a benchmark's inner loop runs (a large record's
//! fields, the keys of every JSON object written) keeps the standard library's `sort_by`, whose
//! comparison is inlined; ARCHITECTURE.md's invariant 15 lists where.
//!
//! Every function here is stable (equal elements keep their order), like `slice::sort_by`;
//! where a caller had `sort_unstable`, the order it gets is one of those the unstable sort was
//! allowed to give.

use std::cmp::Ordering;

/// Sorts `v` by `compare`, stably (see the module documentation).
pub fn sort_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    if v.len() <= SMALL {
        insertion_sort(v, &mut compare);
        return;
    }
    let mut order: Vec<usize> = (0..v.len()).collect();
    {
        let items: &[T] = v;
        sort_positions(&mut order, &mut |a, b| match (items.get(a), items.get(b)) {
            (Some(x), Some(y)) => compare(x, y),
            // Positions are below `v.len()`: not reached.
            _ => a.cmp(&b),
        });
    }
    permute(v, &mut order);
}

/// Sorts `v` by the key `key` gives each element, stably.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` in its own order, stably.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The longest slice sorted by insertion, in place, without the positions' vector (as the
/// standard library's stable sort does up to 20 elements).
const SMALL: usize = 20;

/// Sorts a short `v` stably by insertion: each element is swapped back past the greater ones
/// before it.
fn insertion_sort<T>(v: &mut [T], compare: &mut impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 {
            let greater = match (v.get(j - 1), v.get(j)) {
                (Some(a), Some(b)) => compare(a, b) == Ordering::Greater,
                _ => false,
            };
            if !greater {
                break;
            }
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The one compiled instance of the sort: `order`'s positions ordered by `compare`, ties in
/// their order (stable).
#[inline(never)]
fn sort_positions(order: &mut [usize], compare: &mut dyn FnMut(usize, usize) -> Ordering) {
    order.sort_by(|&a, &b| compare(a, b));
}

/// Puts `v` in the order `order` gives (the element at `order[i]` moves to `i`), following the
/// permutation's cycles with swaps; `order` ends as the identity.
fn permute<T>(v: &mut [T], order: &mut [usize]) {
    for start in 0..order.len() {
        let mut i = start;
        // A cycle: position `i` takes the element at `order[i]`, which is still in place
        // (every position the cycle visited before `i` holds its final element).
        while let Some(&from) = order.get(i) {
            if from == i {
                break;
            }
            if let Some(slot) = order.get_mut(i) {
                *slot = i;
            }
            if from == start {
                // The cycle closed: position `i` already holds the start's element.
                break;
            }
            v.swap(i, from);
            i = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic sequence of pseudo-random numbers (xorshift).
    fn numbers(n: usize, seed: u64, modulo: u64) -> Vec<u64> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % modulo
            })
            .collect()
    }

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        for (n, modulo) in [
            (0, 1),
            (1, 5),
            (2, 2),
            (7, 3),
            (20, 4),
            (21, 4),
            (100, 10),
            (1_000, 7),
        ] {
            // Pairs of (key, original position): a stable sort by key keeps the positions of
            // equal keys ascending, which the comparison does not see.
            let keys = numbers(n, 0x9e37_79b9_7f4a_7c15 ^ n as u64, modulo);
            let pairs: Vec<(u64, usize)> = keys.iter().copied().zip(0..).collect();
            let mut ours = pairs.clone();
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut std_sorted = pairs.clone();
            std_sorted.sort_by_key(|a| a.0);
            assert_eq!(ours, std_sorted, "n = {n}, keys modulo {modulo}");
        }
    }

    #[test]
    fn by_key_and_own_order() {
        let mut words = vec!["pear", "fig", "apple", "kiwi", "date", "banana"];
        sort_by_key(&mut words, |w| w.len());
        assert_eq!(words, ["fig", "pear", "kiwi", "date", "apple", "banana"]);
        sort(&mut words);
        assert_eq!(words, ["apple", "banana", "date", "fig", "kiwi", "pear"]);
        let mut owned: Vec<String> = ["b", "c", "a"].iter().map(|s| s.to_string()).collect();
        sort_by(&mut owned, |a, b| b.cmp(a));
        assert_eq!(owned, ["c", "b", "a"]);
    }

    #[test]
    fn permutations_of_every_shape() {
        // Every permutation of five elements (its cycles of every length) is undone, in the
        // small sort and (offset past its length) in the positions' sort.
        let mut perm = [0usize, 1, 2, 3, 4];
        let mut seen = 0;
        loop {
            let mut v: Vec<usize> = perm.to_vec();
            sort(&mut v);
            assert_eq!(v, [0, 1, 2, 3, 4], "from {perm:?}");
            let mut long: Vec<usize> = (0..SMALL).map(|i| SMALL + 4 - i).collect();
            long.extend(perm.iter().map(|&p| SMALL * 2 + p));
            long.reverse();
            sort(&mut long);
            let want: Vec<usize> = (5..SMALL + 5).chain(SMALL * 2..SMALL * 2 + 5).collect();
            assert_eq!(long, want, "from {perm:?}");
            seen += 1;
            // The next permutation in lexicographic order.
            let Some(i) = (0..4).rev().find(|&i| perm[i] < perm[i + 1]) else {
                break;
            };
            let j = (i + 1..5).rev().find(|&j| perm[j] > perm[i]).unwrap_or(i);
            perm.swap(i, j);
            perm[i + 1..].reverse();
        }
        assert_eq!(seen, 120);
    }
}
