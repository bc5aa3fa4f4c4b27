//! "Did you mean …?" for a misspelt word: the known word closest to it, if one is close enough
//! to be what the player meant.

use super::Text;

/// Edits (insert, delete, substitute, swap two neighbours) between `a` and `b`.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// The candidate `word` most likely stands for: the only one it begins (`vietnam` →
/// `vietnam-revolts`), else the nearest within a third of its length (at least one edit).
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.trim().to_lowercase();
    if word.is_empty() {
        return None;
    }
    let candidates: Vec<&str> = candidates.into_iter().collect();
    let prefixed: Vec<&str> = candidates.iter().copied().filter(|c| c.starts_with(&word)).collect();
    if let [only] = prefixed.as_slice() {
        return Some(only);
    }
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (distance(&word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, c.len()))
        .map(|(_, c)| c)
}

/// The " Did you mean `x`?" sentence for a refusal (`hint` argument), empty when nothing is close.
pub fn hint<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Text {
    match closest(word, candidates) {
        Some(best) => Text::new("did-you-mean").str("word", best.to_string()),
        None => Text::new("no-hint"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CARDS: [&str; 4] = ["vietnam-revolts", "duck-and-cover", "fidel", "nasser"];

    #[test]
    fn typos_and_unique_beginnings_find_the_word() {
        assert_eq!(closest("vietnam", CARDS), Some("vietnam-revolts"));
        assert_eq!(closest("vietnam-revolst", CARDS), Some("vietnam-revolts"));
        assert_eq!(closest("duck-and-cuver", CARDS), Some("duck-and-cover"));
        assert_eq!(closest("Fidle", CARDS), Some("fidel"));
    }

    #[test]
    fn far_words_find_nothing() {
        assert_eq!(closest("blockade", CARDS), None);
        assert_eq!(closest("", CARDS), None);
        assert_eq!(closest("zz", CARDS), None);
    }

    #[test]
    fn distance_counts_a_swap_as_one_edit() {
        assert_eq!(distance("fidel", "fidle"), 1);
        assert_eq!(distance("abc", "abc"), 0);
        assert_eq!(distance("", "abc"), 3);
    }
}
