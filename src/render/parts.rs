//! One part of a board drawn alone and large (see [`crate::engine::board`]): crops of the whole
//! board's SVG, stacked top to bottom, each scaled to the part's width. The board is drawn once
//! (`<defs>`) and shown through a clipped `<use>` per crop, so a game lists the rectangles of
//! its parts and draws nothing twice.

use super::svg;

/// A part's PNG width: shown about 550 px wide on a phone, so text is half its size there.
pub const PART_WIDTH: f32 = 1100.0;
const GAP: f32 = 12.0;

/// A rectangle of the board's layout (its `viewBox` coordinates).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl View {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> View {
        View { x, y, w, h }
    }

    /// The smallest view holding both.
    pub fn union(self, o: View) -> View {
        let (x, y) = (self.x.min(o.x), self.y.min(o.y));
        let right = (self.x + self.w).max(o.x + o.w);
        let bottom = (self.y + self.h).max(o.y + o.h);
        View::new(x, y, right - x, bottom - y)
    }

    pub fn grow(self, by: f32) -> View {
        View::new(self.x - by, self.y - by, self.w + 2.0 * by, self.h + 2.0 * by)
    }
}

/// `views` of `board` (a whole SVG document), stacked and each scaled to `width` px wide, on
/// `background`. Each view is scaled by at most 2.5. The root element carries `data-scale`:
/// the smallest scale of a view, PNG pixels per layout unit (tests compare it with the board's).
pub fn zoom(board: &str, views: &[View], width: f32, background: &str) -> String {
    let body = board
        .find("<svg")
        .and_then(|start| board[start..].find('>').map(|end| start + end + 1))
        .and_then(|start| board.rfind("</svg>").map(|end| &board[start..end]))
        .unwrap_or("");
    let mut out = format!(r#"<defs><g id="board">{body}</g>"#);
    let scales: Vec<f32> = views.iter().map(|v| (width / v.w).min(2.5)).collect();
    for (i, v) in views.iter().enumerate() {
        out.push_str(&format!(
            r#"<clipPath id="part-clip-{i}"><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}"/></clipPath>"#,
            v.x, v.y, v.w, v.h
        ));
    }
    out.push_str("</defs>");
    let mut y = 0.0;
    for (i, (v, s)) in views.iter().zip(&scales).enumerate() {
        let x = (width - v.w * s) / 2.0;
        out.push_str(&format!(
            r##"<g transform="translate({x:.1} {y:.1}) scale({s:.4}) translate({:.1} {:.1})"><use href="#board" clip-path="url(#part-clip-{i})"/></g>"##,
            -v.x, -v.y
        ));
        y += v.h * s + GAP;
    }
    let height = (y - GAP).max(1.0).round() as u32;
    let min_scale = scales.iter().copied().fold(f32::INFINITY, f32::min);
    svg::document(width.round() as u32, height, background, &out).replacen(
        "<svg ",
        &format!(r#"<svg data-scale="{min_scale:.3}" "#),
        1,
    )
}

/// The `data-scale` of a part document (see [`zoom`]).
pub fn scale_of(part: &str) -> Option<f32> {
    part.split(r#"data-scale=""#).nth(1)?.split('"').next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Renderer;

    #[test]
    fn a_part_is_the_board_cropped_and_enlarged() {
        let board = svg::document(
            400,
            200,
            "#ffffff",
            &format!(
                "{}{}",
                svg::rect(0.0, 0.0, 100.0, 100.0, 0.0, "#ff0000", None),
                svg::rect(300.0, 100.0, 100.0, 100.0, 0.0, "#0000ff", None)
            ),
        );
        let part = zoom(&board, &[View::new(300.0, 100.0, 100.0, 100.0)], 400.0, "#ffffff");
        assert_eq!(scale_of(&part), Some(2.5));
        let png = Renderer::shared().png(&part, 1.0).unwrap();
        let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
        assert_eq!(pixmap.width(), 400);
        let centre = pixmap.pixel(200, pixmap.height() / 2).unwrap();
        assert_eq!(
            (centre.red(), centre.blue()),
            (0, 255),
            "the blue square fills the middle"
        );
        assert!(
            pixmap.pixels().iter().all(|p| p.green() > 0 || p.red() == 0),
            "the red square outside the crop is not drawn"
        );
    }
}
