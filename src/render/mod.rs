//! SVG → PNG with resvg and the embedded NanumSquare fonts (OFL-1.1, cover Hangul and Latin).
//!
//! Games draw their boards as SVG strings (see `svg` helpers); this module rasterises them. Build
//! one [`Renderer`] and share it: loading the fonts takes ~15 ms, rendering a board a few ms.

pub mod alt;
pub mod fit;
pub mod marks;
mod palette;
pub mod parts;
pub mod svg;

use resvg::{tiny_skia, usvg};
use std::sync::{Arc, OnceLock};

const FONT_REGULAR: &[u8] = include_bytes!("../../assets/fonts/NanumSquareR.ttf");
const FONT_BOLD: &[u8] = include_bytes!("../../assets/fonts/NanumSquareB.ttf");

/// The font family every SVG should name (bold is picked by `font-weight="bold"`).
pub const FONT_FAMILY: &str = "NanumSquare";

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the board SVG is invalid: {0}")]
    Svg(#[from] usvg::Error),
    #[error("the board has an empty size")]
    EmptySize,
    #[error("PNG encoding failed: {0}")]
    Png(String),
}

pub struct Renderer {
    options: usvg::Options<'static>,
}

impl Renderer {
    pub fn new() -> Self {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(FONT_REGULAR.to_vec());
        db.load_font_data(FONT_BOLD.to_vec());
        db.set_sans_serif_family(FONT_FAMILY);
        let options = usvg::Options {
            font_family: FONT_FAMILY.to_string(),
            fontdb: Arc::new(db),
            ..usvg::Options::default()
        };
        Renderer { options }
    }

    /// The process-wide renderer.
    pub fn shared() -> &'static Renderer {
        static R: OnceLock<Renderer> = OnceLock::new();
        R.get_or_init(Renderer::new)
    }

    /// Parses `svg` and lays out its text with the embedded fonts (tests read text bounding boxes
    /// from the tree).
    pub fn tree(&self, svg: &str) -> Result<usvg::Tree, RenderError> {
        Ok(usvg::Tree::from_str(svg, &self.options)?)
    }

    /// Rasterises `svg` to PNG bytes at its own size (times `scale`).
    pub fn png(&self, svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
        let tree = self.tree(svg)?;
        let size = tree
            .size()
            .to_int_size()
            .scale_by(scale)
            .ok_or(RenderError::EmptySize)?;
        let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or(RenderError::EmptySize)?;
        pixmap.fill(tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        encode_opaque(&pixmap)
    }
}

/// PNG bytes of a pixmap drawn on an opaque white background (alpha is always 255, so the
/// premultiplied colours are the real ones): indexed colour with a palette of at most 256
/// ([`palette::quantize`]: exact for simple boards, the rarest edge shades moved by a shade
/// otherwise), no row filter, zlib level 2 (level 1 past two megapixels, where level 2 costs more
/// time than its bytes are worth). Against the RGB image with the fast fdeflate encoder used
/// before, measured in release on the same loaded machine: the Three Kingdoms Redux board
/// 396 KB → 99 KB for ~10 ms more, the 1980 × 1460 Twilight Struggle board 584 KB → 200 KB for
/// ~10 ms more.
fn encode_opaque(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, RenderError> {
    let (palette, indices) = palette::quantize(pixmap.data());
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    let level = if pixmap.width() * pixmap.height() > 2_000_000 {
        1
    } else {
        2
    };
    encoder.set_deflate_compression(png::DeflateCompression::Level(level));
    encoder.set_filter(png::Filter::NoFilter);
    let png_error = |e: png::EncodingError| RenderError::Png(e.to_string());
    let mut writer = encoder.write_header().map_err(png_error)?;
    writer.write_image_data(&indices).map_err(png_error)?;
    writer.finish().map_err(png_error)?;
    Ok(out)
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ink(png: &[u8]) -> usize {
        let pixmap = tiny_skia::Pixmap::decode_png(png).unwrap();
        pixmap.pixels().iter().filter(|p| p.red() < 128).count()
    }

    #[test]
    fn renders_hangul_and_latin_text_with_the_embedded_font() {
        let r = Renderer::new();
        let blank = r.png(&svg::document(200, 60, "#ffffff", ""), 1.0).unwrap();
        let korean = r
            .png(
                &svg::document(
                    200,
                    60,
                    "#ffffff",
                    &svg::text(10.0, 40.0, 28.0, "#000", "start", false, "핵전쟁"),
                ),
                1.0,
            )
            .unwrap();
        let latin = r
            .png(
                &svg::document(
                    200,
                    60,
                    "#ffffff",
                    &svg::text(10.0, 40.0, 28.0, "#000", "start", true, "WAR"),
                ),
                1.0,
            )
            .unwrap();
        assert_eq!(ink(&blank), 0);
        assert!(ink(&korean) > 100, "Hangul glyphs must produce ink");
        assert!(ink(&latin) > 100);
        assert_eq!(&korean[1..4], b"PNG");
    }

    #[test]
    fn invalid_svg_is_an_error_not_a_panic() {
        assert!(Renderer::new().png("<svg", 1.0).is_err());
    }
}
