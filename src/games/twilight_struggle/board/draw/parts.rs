//! The parts of the board `/status part:` draws alone (see [`crate::engine::board`]): each region
//! of the map with its neighbours' edges, and the tracks in two halves.

use super::*;
use crate::engine::BoardPart;
use crate::render::parts::{PART_WIDTH, View, zoom};

/// The id of the tracks part (the regions' ids are their keys).
const TRACKS: &str = "tracks";

/// Every part, the regions in the rulebook's order then the tracks.
pub fn parts() -> Vec<BoardPart> {
    let mut out: Vec<BoardPart> = Region::ALL
        .into_iter()
        .map(|r| BoardPart::new(r.key(), Text::new(r.name_key())))
        .collect();
    out.push(BoardPart::new(TRACKS, Text::new("ts-board-part-tracks")));
    out
}

/// The part `id` of the board `board` (a whole board SVG from [`super::board_svg`]).
pub fn part_svg(board: &str, id: &str) -> Option<String> {
    let views = if id == TRACKS {
        let (top, h) = (TRACKS_TOP, HEIGHT - TRACKS_TOP);
        vec![
            View::new(0.0, top, WIDTH / 2.0, h),
            View::new(WIDTH / 2.0, top, WIDTH / 2.0, h),
        ]
    } else {
        vec![region_view(Region::ALL.into_iter().find(|r| r.key() == id)?)?]
    };
    Some(zoom(board, &views, PART_WIDTH, PAGE))
}

/// The region's boxes and label, with a margin.
fn region_view(region: Region) -> Option<View> {
    let boxes = countries()
        .iter()
        .filter(|c| c.region == region)
        .filter_map(|c| rect_of(c.id))
        .map(|r| View::new(r.x, r.y, r.w, r.h));
    let label = layout().labels().iter().filter(|l| l.key == region.key()).map(|l| {
        let (x, y) = grid_point(l.x, l.y);
        View::new(x - 100.0, y - 20.0, 200.0, 40.0)
    });
    boxes
        .chain(label)
        .reduce(View::union)
        .map(|v| v.grow(REGION_PAD + 10.0))
}
