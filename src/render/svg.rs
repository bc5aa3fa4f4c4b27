//! Tiny helpers for building SVG in code (escaping, text, boxes). Games compose boards from these.

/// Escapes text for use inside SVG elements and attributes.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole SVG document with a background colour.
pub fn document(width: u32, height: u32, background: &str, body: &str) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{}"><rect width="100%" height="100%" fill="{background}"/>{body}</svg>"#,
        super::FONT_FAMILY
    )
}

/// A whole SVG document drawn in a `width` × `height` coordinate space but rasterised at
/// `scale` times that size (the PNG's pixel size): a big layout kept whole in fewer pixels.
pub fn document_scaled(width: u32, height: u32, scale: f32, background: &str, body: &str) -> String {
    let (w, h) = (
        (width as f32 * scale).round() as u32,
        (height as f32 * scale).round() as u32,
    );
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {width} {height}" font-family="{}"><rect width="100%" height="100%" fill="{background}"/>{body}</svg>"#,
        super::FONT_FAMILY
    )
}

/// A line of text. `anchor` is `start`, `middle` or `end`. Accented Latin letters lose their
/// accents (see [`displayable`]).
pub fn text(x: f32, y: f32, size: f32, fill: &str, anchor: &str, bold: bool, content: &str) -> String {
    let weight = if bold { r#" font-weight="bold""# } else { "" };
    format!(
        r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" fill="{fill}" text-anchor="{anchor}"{weight}>{}</text>"#,
        esc(&displayable(content))
    )
}

/// Base letters for the accented Latin letters the embedded NanumSquare fonts lack (they have
/// no glyph from À to ž, so "Lü Meng" would show a missing-glyph box): "Lu Meng".
pub fn displayable(s: &str) -> std::borrow::Cow<'_, str> {
    const FOLDS: &[(&str, char)] = &[
        ("ÀÁÂÃÄÅĀĂĄ", 'A'),
        ("àáâãäåāăą", 'a'),
        ("ÇĆĈĊČ", 'C'),
        ("çćĉċč", 'c'),
        ("ĎĐ", 'D'),
        ("ďđ", 'd'),
        ("ÈÉÊËĒĔĖĘĚ", 'E'),
        ("èéêëēĕėęě", 'e'),
        ("ĜĞĠĢ", 'G'),
        ("ĝğġģ", 'g'),
        ("ĤĦ", 'H'),
        ("ĥħ", 'h'),
        ("ÌÍÎÏĨĪĬĮİ", 'I'),
        ("ìíîïĩīĭįı", 'i'),
        ("Ĵ", 'J'),
        ("ĵ", 'j'),
        ("Ķ", 'K'),
        ("ķ", 'k'),
        ("ĹĻĽĿŁ", 'L'),
        ("ĺļľŀł", 'l'),
        ("ÑŃŅŇ", 'N'),
        ("ñńņň", 'n'),
        ("ÒÓÔÕÖŌŎŐ", 'O'),
        ("òóôõöōŏő", 'o'),
        ("ŔŖŘ", 'R'),
        ("ŕŗř", 'r'),
        ("ŚŜŞŠ", 'S'),
        ("śŝşšſ", 's'),
        ("ŢŤŦ", 'T'),
        ("ţťŧ", 't'),
        ("ÙÚÛÜŨŪŬŮŰŲ", 'U'),
        ("ùúûüũūŭůűų", 'u'),
        ("Ŵ", 'W'),
        ("ŵ", 'w'),
        ("ÝŶŸ", 'Y'),
        ("ýÿŷ", 'y'),
        ("ŹŻŽ", 'Z'),
        ("źżž", 'z'),
    ];
    let fold = |c: char| -> char {
        if !('\u{c0}'..='\u{17f}').contains(&c) {
            return c;
        }
        FOLDS.iter().find(|(from, _)| from.contains(c)).map_or(c, |&(_, to)| to)
    };
    if s.chars().all(|c| fold(c) == c) {
        return std::borrow::Cow::Borrowed(s);
    }
    std::borrow::Cow::Owned(s.chars().map(fold).collect())
}

/// A rectangle with rounded corners and an optional stroke.
pub fn rect(x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str, stroke: Option<&str>) -> String {
    let stroke = stroke
        .map(|s| format!(r#" stroke="{s}" stroke-width="2""#))
        .unwrap_or_default();
    format!(r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{radius:.1}" fill="{fill}"{stroke}/>"#)
}

/// A circle.
pub fn circle(cx: f32, cy: f32, r: f32, fill: &str, stroke: Option<&str>) -> String {
    let stroke = stroke
        .map(|s| format!(r#" stroke="{s}" stroke-width="2""#))
        .unwrap_or_default();
    format!(r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}"{stroke}/>"#)
}

/// A straight line.
pub fn line(x1: f32, y1: f32, x2: f32, y2: f32, stroke: &str, width: f32) -> String {
    format!(
        r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{stroke}" stroke-width="{width:.1}"/>"#
    )
}

/// A filled rectangle with a border of `width`, drawn as a larger rectangle underneath: tiny-skia
/// fills far faster than it strokes rounded shapes (the boards of every game use it).
#[allow(clippy::too_many_arguments)]
pub fn framed(x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str, border: &str, width: f32) -> String {
    let mut out = rect(x, y, w, h, radius, border, None);
    out.push_str(&rect(
        x + width,
        y + width,
        w - 2.0 * width,
        h - 2.0 * width,
        (radius - width).max(0.0),
        fill,
        None,
    ));
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup() {
        assert_eq!(super::esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        assert!(super::text(0.0, 0.0, 10.0, "#000", "start", false, "<x>").contains("&lt;x&gt;"));
    }

    #[test]
    fn accented_latin_letters_lose_their_accents_and_nothing_else_changes() {
        assert_eq!(super::displayable("Lü Meng, José, Łódź"), "Lu Meng, Jose, Lodz");
        assert_eq!(super::displayable("여몽 · 5 × 2 → ★ Ø"), "여몽 · 5 × 2 → ★ Ø");
        assert!(super::text(0.0, 0.0, 10.0, "#000", "start", false, "Lü Fan").contains(">Lu Fan<"));
    }
}
