//! Temporary plain board until the drawn map lands.

use super::board::BoardModel;
use crate::engine::Localizer;

pub fn board_svg(model: &BoardModel, loc: &dyn Localizer) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"60\"><text x=\"10\" y=\"30\">{}</text></svg>",
        crate::render::svg::esc(&loc.text(&model.status))
    )
}
