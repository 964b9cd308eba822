//! "Did you mean …?": the known name nearest to a misspelt one.

/// The candidate fewest typos away from `word`, if that is at most
/// `tolerance(candidate)` typos (ties go to the earlier candidate).
pub fn nearest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    tolerance: impl Fn(&str) -> usize,
) -> Option<&'a str> {
    let length = word.chars().count();
    candidates
        .into_iter()
        .filter_map(|candidate| {
            let allowed = tolerance(candidate);
            // The lengths' difference is a lower bound on the typos, which
            // spares comparing a long input with every name.
            (length.abs_diff(candidate.chars().count()) <= allowed)
                .then(|| (typo_distance(word, candidate), candidate))
                .filter(|&(distance, _)| distance <= allowed)
        })
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// How many single-character insertions, deletions, substitutions and
/// swaps of neighbours turn `a` into `b` (the optimal string alignment
/// distance: a swapped pair, as in `Widht`, is one typo).
pub fn typo_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows of the table d[i][j] (the distance between the first i
    // of a and the first j of b): two back, one back, and this one.
    let mut before: Vec<usize> = Vec::new();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let same = a[i - 1] == b[j - 1];
            let mut best = (previous[j] + 1)
                .min(row[j - 1] + 1)
                .min(previous[j - 1] + usize::from(!same));
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            row[j] = best;
        }
        before = std::mem::replace(&mut previous, row);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_within_tolerance() {
        let names = ["tetrio-7-bag", "7-bag", "14-bag"];
        let within_a_third = |name: &str| 2.max(name.len() / 3);
        assert_eq!(
            nearest("tetrio-7bag", names, within_a_third),
            Some("tetrio-7-bag")
        );
        assert_eq!(nearest("frobnicate", names, within_a_third), None);
    }

    #[test]
    fn typo_distance_counts_swaps_as_one() {
        assert_eq!(typo_distance("widht", "width"), 1);
        assert_eq!(typo_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn distances_count_typos() {
        assert_eq!(typo_distance("", "abc"), 3);
        assert_eq!(typo_distance("abc", ""), 3);
        assert_eq!(typo_distance("seed", "seed"), 0);
        assert_eq!(typo_distance("ab", "ba"), 1);
        assert_eq!(typo_distance("abcdef", "badcfe"), 3);
        assert_eq!(typo_distance("ca", "abc"), 3);
    }

    #[test]
    fn nearest_prefers_fewer_typos_then_order() {
        let any = |_: &str| 3;
        assert_eq!(nearest("bag", ["tag", "bog", "bag"], any), Some("bag"));
        assert_eq!(nearest("bxg", ["tag", "bog"], any), Some("bog"));
        assert_eq!(nearest("b", ["tag", "bog"], |_| 1), None);
    }
}
