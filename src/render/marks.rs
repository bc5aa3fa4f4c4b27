//! Change marks on a board (see [`crate::engine::board`]): an amber halo around what the last
//! change touched and a small "+2" / "-1" badge for a number. Every mark carries
//! `class="changed"` and `data-changed="<what>"`, so tests can list exactly what was marked.

use super::svg;

/// The marks' colour: amber, apart from every side colour the games use.
pub const MARK: &str = "#f29d00";
const MARK_INK: &str = "#1d2429";

/// A halo of `width` drawn just outside the rectangle, tagged with `what`.
pub fn ring(what: &str, x: f32, y: f32, w: f32, h: f32, radius: f32, width: f32) -> String {
    let half = width / 2.0;
    format!(
        r#"<rect class="changed" data-changed="{}" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{:.1}" fill="none" stroke="{MARK}" stroke-width="{width:.1}"/>"#,
        svg::esc(what),
        x - half,
        y - half,
        w + width,
        h + width,
        radius + half
    )
}

/// A badge centred at `cx`, `cy` saying how much a number moved ("+2", "−1"); nothing for 0.
pub fn badge(what: &str, cx: f32, cy: f32, size: f32, delta: i32) -> String {
    if delta == 0 {
        return String::new();
    }
    label_badge(what, cx, cy, size, &signed(delta))
}

/// A badge with any short label (a side's name and its gain), centred at `cx`, `cy`.
pub fn label_badge(what: &str, cx: f32, cy: f32, size: f32, label: &str) -> String {
    let w = size * (0.8 + 0.6 * label.chars().count() as f32);
    let h = size * 1.3;
    format!(
        r#"<g class="changed-badge" data-delta="{}">{}{}</g>"#,
        svg::esc(what),
        svg::framed(cx - w / 2.0, cy - h / 2.0, w, h, h / 2.0, MARK, "#ffffff", 2.0),
        svg::text(cx, cy + size * 0.36, size, MARK_INK, "middle", true, label)
    )
}

/// "+2", "-1", "0" (an ASCII hyphen: the embedded fonts have no minus sign U+2212).
pub fn signed(delta: i32) -> String {
    match delta {
        d if d > 0 => format!("+{d}"),
        d if d < 0 => format!("-{}", -d),
        _ => "0".into(),
    }
}

/// The `data-changed` values of every mark in `svg`, in order (tests).
pub fn marked(svg: &str) -> Vec<String> {
    svg.split(r#"data-changed=""#)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|s| s.to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_tagged_and_listed() {
        let s = format!(
            "{}{}",
            ring("france", 0.0, 0.0, 10.0, 10.0, 2.0, 4.0),
            ring("defcon", 1.0, 1.0, 1.0, 1.0, 0.0, 2.0)
        );
        assert_eq!(marked(&s), ["france", "defcon"]);
        assert!(badge("vp", 5.0, 5.0, 20.0, -2).contains(">-2<"));
        assert!(badge("vp", 5.0, 5.0, 20.0, 0).is_empty());
    }
}
