//! Change marks and parts of the Three Kingdoms Redux board (see [`crate::engine::board`]).
//!
//! Marks: the board is cut into sections (the tracks, each general space, each battle with its
//! border locations, each kingdom's mat); a section whose drawing differs from the one before
//! the change gets a halo, and a mat also badges its gold, rice and support changes. Drawings are
//! compared for the same viewer, so a mark shows nothing the board does not. Parts: the tracks,
//! the general spaces (two columns of two), each battle, each kingdom's mat.

use super::super::data::{Border, Kingdom};
use super::super::state::{Space, ThreeKingdoms};
use super::mats::{MAT_H, mat};
use super::spaces::{battle_rect, general_space_rect, space_sections};
use super::style::{MARGIN, PAGE, TRACKS_H, TRACKS_Y, WIDTH};
use super::tracks;
use crate::engine::{BoardPart, Localizer, Text, Viewer};
use crate::render::marks::{badge, ring};
use crate::render::parts::{PART_WIDTH, View, zoom};

const HALO: f32 = 5.0;

fn mat_rect(i: usize) -> View {
    let col = battle_rect(i);
    View::new(col.x, super::style::MATS_Y, col.w, MAT_H)
}

/// Every section: (id, where, drawing).
fn sections(g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer) -> Vec<(String, View, String)> {
    let mut s = String::new();
    tracks(&mut s, g, loc);
    let mut out = vec![(
        "tracks".to_string(),
        View::new(MARGIN, TRACKS_Y, WIDTH - 2.0 * MARGIN, TRACKS_H),
        s,
    )];
    out.extend(space_sections(g, loc));
    for (i, k) in Kingdom::ALL.into_iter().enumerate() {
        let mut s = String::new();
        let view = mat_rect(i);
        mat(&mut s, g, viewer, loc, k, view.x);
        out.push((format!("mat-{}", k.key()), view, s));
    }
    out
}

/// The board with the sections that changed since `before` marked.
pub fn svg_since(g: &ThreeKingdoms, before: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer) -> String {
    let board = super::svg(g, viewer, loc);
    let mut marks = String::new();
    for ((id, view, now), (_, _, was)) in sections(g, viewer, loc).iter().zip(sections(before, viewer, loc)) {
        if *now != was {
            marks.push_str(&ring(id, view.x, view.y, view.w, view.h, 10.0, HALO));
        }
    }
    for (i, k) in Kingdom::ALL.into_iter().enumerate() {
        let (now, was) = (g.realm(k), before.realm(k));
        let view = mat_rect(i);
        let deltas = [
            ("gold", i32::from(now.gold) - i32::from(was.gold)),
            ("rice", i32::from(now.rice) - i32::from(was.rice)),
            ("support", i32::from(now.support) - i32::from(was.support)),
        ];
        for (n, (what, delta)) in deltas.into_iter().enumerate() {
            let x = view.x + view.w * (0.2 + 0.3 * n as f32);
            marks.push_str(&badge(
                &format!("mat-{}-{what}", k.key()),
                x,
                view.y + 48.0,
                18.0,
                delta,
            ));
        }
    }
    match board.rfind("</svg>") {
        Some(end) => format!("{}{marks}</svg>", &board[..end]),
        None => board,
    }
}

/// The parts: the tracks, the general spaces, each battle, each kingdom's mat.
pub fn parts() -> Vec<BoardPart> {
    let mut out = vec![
        BoardPart::new("tracks", Text::new("tkr-board-part-tracks")),
        BoardPart::new("spaces", Text::new("tkr-board-part-spaces")),
    ];
    out.extend(Border::ALL.into_iter().map(|b| {
        let key = Space::Battle(b).key();
        BoardPart::new(key, Text::new(format!("tkr-space-{key}")))
    }));
    out.extend(
        Kingdom::ALL
            .into_iter()
            .map(|k| BoardPart::new(k.key(), Text::new(format!("tkr-kingdom-{}", k.key())))),
    );
    out
}

/// One part, drawn large.
pub fn part_svg(g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
    let views = match part {
        "tracks" => {
            let half = (WIDTH - 2.0 * MARGIN) / 2.0;
            vec![
                View::new(MARGIN, TRACKS_Y, half, TRACKS_H),
                View::new(MARGIN + half, TRACKS_Y, half, TRACKS_H),
            ]
        }
        // Two columns of two cards side by side, stacked: the left half of the grid, then the right.
        "spaces" => (0..2)
            .map(|half| general_space_rect(2 * half).union(general_space_rect(2 * half + 9)))
            .collect(),
        _ => {
            let battle = Border::ALL.into_iter().position(|b| Space::Battle(b).key() == part);
            let kingdom = Kingdom::ALL.into_iter().position(|k| k.key() == part);
            vec![battle.map(battle_rect).or(kingdom.map(mat_rect))?]
        }
    };
    let views: Vec<View> = views.into_iter().map(|v| v.grow(6.0)).collect();
    Some(zoom(&super::svg(g, viewer, loc), &views, PART_WIDTH, PAGE))
}
