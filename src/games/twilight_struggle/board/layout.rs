//! Where each box sits on the board: `data/twilight-struggle/layout.tsv`, embedded and parsed once.
//!
//! Positions are in grid cells (halves allowed); the drawing code turns them into pixels, so the
//! layout and its tests know nothing about sizes on screen.

use std::collections::HashMap;
use std::sync::OnceLock;

const LAYOUT_TSV: &str = include_str!("../../../../data/twilight-struggle/layout.tsv");

/// Id of the Chinese Civil War space (optional rule), placed like a country.
pub const CIVIL_WAR_ID: &str = "chinese-civil-war";

/// A box on the grid: `x`, `y` is the centre of its top-left cell, `w`, `h` its size in cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// A region or sub-region name drawn on the map; `key` is the Fluent id suffix.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    pub key: &'static str,
    pub x: f32,
    pub y: f32,
}

pub struct Layout {
    slots: HashMap<&'static str, Slot>,
    /// Every slot id in file order (superpowers, the civil war space, then countries).
    order: Vec<&'static str>,
    labels: Vec<Label>,
}

impl Layout {
    pub fn slot(&self, id: &str) -> Option<Slot> {
        self.slots.get(id).copied()
    }

    pub fn ids(&self) -> &[&'static str] {
        &self.order
    }

    pub fn labels(&self) -> &[Label] {
        &self.labels
    }
}

fn number(v: &str, what: &str, line: usize) -> f32 {
    v.parse()
        .unwrap_or_else(|_| panic!("layout.tsv line {line}: bad {what} {v:?}"))
}

// The file is embedded in the binary, so a malformed row is a build defect caught by the tests
// below, never something a player can cause.
fn parse() -> Layout {
    let mut slots = HashMap::new();
    let mut order = Vec::new();
    let mut labels = Vec::new();
    let rows = LAYOUT_TSV
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1);
    for (n, row) in rows {
        let line = n + 1;
        let f: Vec<&'static str> = row.split('\t').collect();
        assert_eq!(f.len(), 5, "layout.tsv line {line}: expected 5 columns");
        let (x, y) = (number(f[1], "x", line), number(f[2], "y", line));
        if let Some(key) = f[0].strip_prefix("label:") {
            labels.push(Label { key, x, y });
            continue;
        }
        let slot = Slot {
            x,
            y,
            w: number(f[3], "w", line),
            h: number(f[4], "h", line),
        };
        assert!(
            slots.insert(f[0], slot).is_none(),
            "layout.tsv line {line}: {} placed twice",
            f[0]
        );
        order.push(f[0]);
    }
    Layout { slots, order, labels }
}

pub fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(parse)
}
