//! A stable sort for the short lists of the app and the bots (a few players, a screen's saved
//! games, a handful of estimates). It gives exactly what `slice::sort_by` gives, in a few
//! hundred bytes of wasm: the standard library's sort is several kilobytes of code for each
//! element type it is used with (docs/performance.md, "Where the app's wasm goes"). Its time
//! grows with the square of the length: not for long lists or hot loops.

use std::cmp::Ordering;

/// Sorts `v` by `compare`, keeping equal elements in their order (insertion sort).
pub fn sort_small_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && compare(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` by the key `key` gives, keeping equal elements in their order.
pub fn sort_small_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_small_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts bytes in increasing order: what `slice::sort_unstable` gives, in linear time and a few
/// dozen bytes of wasm, for lists of any length (a deck of cards).
pub fn sort_bytes(v: &mut [u8]) {
    // Distinct bytes (a deck's card ids) are a set: a bit each, read back in order.
    let mut bits = [0u64; 4];
    let mut distinct = true;
    for &b in v.iter() {
        let (word, bit) = (usize::from(b >> 6), 1u64 << (b & 63));
        distinct &= bits[word] & bit == 0;
        bits[word] |= bit;
    }
    if distinct {
        let mut out = v.iter_mut();
        for (w, &word) in bits.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                if let Some(slot) = out.next() {
                    // At most 3 * 64 + 63 = 255.
                    *slot = (w * 64) as u8 + rest.trailing_zeros() as u8;
                }
                rest &= rest - 1;
            }
        }
        return;
    }
    // Otherwise a count of each value (counting sort).
    let mut counts = [0u32; 256];
    for &b in v.iter() {
        counts[usize::from(b)] += 1;
    }
    let mut out = v.iter_mut();
    for (b, &n) in (0..=u8::MAX).zip(counts.iter()) {
        for _ in 0..n {
            if let Some(slot) = out.next() {
                *slot = b;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    #[test]
    fn gives_what_the_standard_stable_sort_gives_with_ties_kept_in_order() {
        let mut rng = Rng::from_seed(7);
        for len in 0..40 {
            for _ in 0..25 {
                // (key, original position): many equal keys, so stability shows.
                let v: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(5), i)).collect();
                let mut ours = v.clone();
                sort_small_by_key(&mut ours, |&(k, _)| k);
                let mut std = v.clone();
                std.sort_by_key(|&(k, _)| k);
                assert_eq!(ours, std, "{v:?}");
                let mut desc = v.clone();
                sort_small_by(&mut desc, |a, b| b.0.cmp(&a.0));
                let mut std_desc = v;
                std_desc.sort_by_key(|a| std::cmp::Reverse(a.0));
                assert_eq!(desc, std_desc);
            }
        }
    }

    /// `sort_bytes` gives what `sort_unstable` gives for `v`.
    fn sorts_as_std(v: Vec<u8>) {
        let mut ours = v.clone();
        sort_bytes(&mut ours);
        let mut std = v;
        std.sort_unstable();
        assert_eq!(ours, std);
    }

    #[test]
    fn bytes_sorted_as_the_standard_sort_sorts_them() {
        let mut rng = Rng::from_seed(11);
        for len in 0..300 {
            sorts_as_std(
                (0..len)
                    .map(|_| u8::try_from(rng.below(256)).unwrap())
                    .collect(),
            );
        }
        // Distinct values (a deck: the sort reads them as a set), a few or all 256.
        for len in [0usize, 1, 2, 63, 64, 65, 120, 255, 256] {
            let mut v: Vec<u8> = (0..=u8::MAX).collect();
            rng.shuffle(&mut v);
            v.truncate(len);
            sorts_as_std(v);
        }
        // Values in a narrow window, at either end of the range too.
        for (low, width) in [(0u32, 3u32), (40, 90), (250, 6), (255, 1), (7, 1)] {
            for len in 0..60 {
                sorts_as_std(
                    (0..len)
                        .map(|_| u8::try_from(low + rng.below(width)).unwrap())
                        .collect(),
                );
            }
        }
    }
}
