//! Fitting text into boxes: one calibration of NanumSquare's advance widths for every board, so
//! a label that fits on one game's board fits the same way on another's.

/// Estimated advance width of `s` in NanumSquare: Latin about half an em, Hangul almost a full
/// em. Calibrated against rendered text (the boards' tests check real bounding boxes).
pub fn text_width(s: &str, size: f32, bold: bool) -> f32 {
    let em: f32 = s
        .chars()
        .map(|c| match c {
            ' ' => 0.27,
            'i' | 'l' | 'j' | '.' | ',' | '\'' | '|' | '!' | ':' | '·' => 0.27,
            'f' | 't' | 'r' => 0.37,
            '/' | '-' | '(' | ')' => 0.4,
            'm' | 'w' => 0.78,
            'M' | 'W' => 0.9,
            'A'..='Z' => 0.66,
            '0'..='9' | '+' | '−' => 0.57,
            c if c.is_ascii() => 0.53,
            _ => 0.94,
        })
        .sum();
    em * size * if bold { 1.04 } else { 1.0 }
}

/// The largest font size (at most `max`) at which `s` fits in `width` pixels.
pub fn fit(s: &str, width: f32, max: f32, bold: bool) -> f32 {
    let at_one = text_width(s, 1.0, bold).max(0.01);
    (width / at_one).min(max)
}

/// Bold text in at most two lines of `width`: one line at `min`..`max` px if it fits, otherwise
/// two lines split at a space or after a slash (at most `min`, at least `floor` px), otherwise
/// one squeezed line. Returns the size and the lines.
pub fn fit_lines(text: &str, width: f32, max: f32, min: f32, floor: f32) -> (f32, Vec<String>) {
    let single = fit(text, width, max, true);
    if single >= min {
        return (single.floor(), vec![text.to_string()]);
    }
    // The largest size wins; among equal sizes, the most even split (the shorter longest line).
    let mut best: Option<(f32, f32, Vec<String>)> = None;
    for (i, c) in text.char_indices() {
        let (first, second) = match c {
            ' ' => (&text[..i], &text[i + 1..]),
            '/' => (&text[..=i], &text[i + 1..]),
            _ => continue,
        };
        if first.is_empty() || second.is_empty() {
            continue;
        }
        let size = fit(first, width, min, true).min(fit(second, width, min, true));
        let longest = text_width(first, 1.0, true).max(text_width(second, 1.0, true));
        let better = best
            .as_ref()
            .is_none_or(|(s, l, _)| size > *s || (size == *s && longest < *l));
        if better {
            best = Some((size, longest, vec![first.to_string(), second.to_string()]));
        }
    }
    match best {
        Some((size, _, lines)) if size >= floor => (size.floor(), lines),
        _ => (single.floor(), vec![text.to_string()]),
    }
}

/// Joins items with ", " into lines at most `width` pixels wide at font `size`.
pub fn wrap_items(items: &[String], width: f32, size: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for item in items {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line}, {item}"), size, false) <= width => {
                line.push_str(", ");
                line.push_str(item);
            }
            _ => lines.push(item.clone()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hangul_is_wider_than_latin() {
        assert!(text_width("소련", 20.0, false) > text_width("US", 20.0, false));
        assert!(text_width("abc", 20.0, true) > text_width("abc", 20.0, false));
    }

    #[test]
    fn a_fitted_line_fits() {
        let size = fit("West Germany", 100.0, 40.0, true);
        assert!(text_width("West Germany", size, true) <= 100.0 + 0.01);
        assert_eq!(fit("x", 1000.0, 18.0, false), 18.0);
    }

    #[test]
    fn long_names_split_evenly_at_a_space_or_slash() {
        let (_, lines) = fit_lines("Democratic Republic of Congo", 160.0, 20.0, 18.0, 12.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        let (_, lines) = fit_lines("Saudi Arabia/Gulf", 80.0, 20.0, 18.0, 10.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        let (size, lines) = fit_lines("Iran", 200.0, 20.0, 18.0, 15.0);
        assert_eq!((size, lines), (20.0, vec!["Iran".to_string()]));
    }

    #[test]
    fn items_wrap_within_the_width() {
        let items: Vec<String> = ["Polaris ×2", "Atlas", "Minuteman", "Titan", "B-70"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let lines = wrap_items(&items, 120.0, 14.0);
        assert!(lines.len() > 1);
        assert!(
            lines
                .iter()
                .all(|l| text_width(l, 14.0, false) <= 120.0 || !l.contains(", "))
        );
        assert_eq!(lines.join(", "), items.join(", "));
    }
}
