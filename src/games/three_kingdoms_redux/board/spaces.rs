//! The action spaces of the board image: the twelve general spaces in a 4 × 3 grid, and the three
//! battles, each above its five border locations. A space lists the kingdoms that bid on it in
//! the order they first placed there (the tie-break timeline, R-33), each with its total on a
//! chip, its generals and what rides with them; the best bid so far (after the bidding, the
//! winner) has a gold star, and a won action already performed says so.

use super::super::data::{Border, Kingdom, data};
use super::super::rules::bidding::total_on;
use super::super::rules::setup::general_text;
use super::super::state::{Criterion, Placement, Space, ThreeKingdoms};
use super::super::view::{allies, bid_words, leaders};
use super::style::{
    ADM, BAR, BORDERS_Y, CARD, CMB, COL3, GAP, GOLD, GOLD_TINT, INK, LINE, MARGIN, MUTED, SPACES_Y, WIDTH, block, chip,
    colour, fitted, framed, kingdom_name, pill, rect, say, star, text, tint,
};
use crate::engine::{Localizer, Text};
use crate::render::fit;
use crate::render::parts::View;

const COLS: usize = 4;
const CARD_W: f32 = (WIDTH - 2.0 * MARGIN - (COLS as f32 - 1.0) * GAP) / COLS as f32;
const TITLE_H: f32 = 40.0;
const ROW_H: f32 = 34.0;
const CARD_H: f32 = TITLE_H + 3.0 * ROW_H + 8.0;
/// The height of the grid of general spaces.
pub(crate) const GRID_H: f32 = 3.0 * CARD_H + 2.0 * GAP;
const LOCATION_H: f32 = 34.0;
/// The height of a battle panel with its border locations.
pub(crate) const PANEL_H: f32 = TITLE_H + 2.0 * ROW_H + 10.0 + 5.0 * LOCATION_H + 6.0;

/// The twelve general spaces in board order: administration, then combat, then the two spaces
/// whose criterion the markers set.
const GENERAL_SPACES: &[Space] = Space::ALL.split_at(12).0;

/// What every space card needs to know about the round.
pub(crate) struct Round<'a> {
    pub g: &'a ThreeKingdoms,
    pub loc: &'a dyn Localizer,
    leaders: Vec<(Space, Vec<Kingdom>)>,
}

impl<'a> Round<'a> {
    pub fn new(g: &'a ThreeKingdoms, loc: &'a dyn Localizer) -> Self {
        Round {
            g,
            loc,
            leaders: leaders(g),
        }
    }

    fn leads(&self, space: Space, k: Kingdom) -> bool {
        self.leaders.iter().any(|(s, ks)| *s == space && ks.contains(&k))
    }

    /// The kingdoms that bid on `space`, in the order they first placed there.
    fn bidders(&self, space: Space) -> Vec<Kingdom> {
        let mut order = Vec::new();
        for p in self.g.placements.iter().filter(|p| p.space == space) {
            if !order.contains(&p.kingdom) {
                order.push(p.kingdom);
            }
        }
        order
    }
}

/// One placement in words, rendered (see [`bid_words`]).
pub(crate) fn bid_text(g: &ThreeKingdoms, loc: &dyn Localizer, p: &Placement) -> String {
    loc.text(&bid_words(g, p))
}

/// A space's criterion tag: its label and colour (none on a tribal space).
fn criterion_tag(r: &Round, space: Space) -> Option<(String, &'static str)> {
    match space {
        Space::Tribal(_) => None,
        Space::Battle(_) => Some((say(r.loc, "tkr-board-cmb-units"), CMB)),
        other => Some(match r.g.criterion(other) {
            Criterion::Adm => (say(r.loc, "tkr-board-adm"), ADM),
            Criterion::Cmb => (say(r.loc, "tkr-board-cmb"), CMB),
        }),
    }
}

/// A card's frame and title bar: the space name in one or two lines (ids `space-<key>-<line>`),
/// its criterion tag and, on the alliance space, the gold alliance tag with the allies' total.
fn card_top(out: &mut String, r: &Round, space: Space, x: f32, y: f32, w: f32, h: f32) {
    let alliance = r.g.alliance_space == Some(space);
    let (border, width, bar) = if alliance {
        (GOLD, 3.0, GOLD_TINT)
    } else {
        (LINE, 1.5, BAR)
    };
    framed(out, x, y, w, h, 8.0, CARD, border, width);
    rect(out, x + width, y + width, w - 2.0 * width, TITLE_H - width, 6.0, bar);
    rect(out, x + width, y + TITLE_H - 8.0, w - 2.0 * width, 8.0, 0.0, bar);
    let cy = y + TITLE_H / 2.0 + 1.0;
    let mut right = x + w - 8.0;
    if let Some((label, fill)) = criterion_tag(r, space) {
        let tw = fit::text_width(&label, 14.0, true) + 14.0;
        pill(out, right - tw / 2.0, cy, tw, 14.0, fill, "#ffffff", &label);
        right -= tw + 6.0;
    }
    if alliance {
        let together: u32 = allies(r.g).iter().map(|&k| total_on(r.g, space, k)).sum();
        let label = if together > 0 {
            r.loc
                .text(&Text::new("tkr-board-alliance-total").num("total", together))
        } else {
            say(r.loc, "tkr-board-alliance")
        };
        let tw = fit::text_width(&label, 14.0, true) + 14.0;
        pill(out, right - tw / 2.0, cy, tw, 14.0, GOLD, "#ffffff", &label);
        right -= tw + 6.0;
    }
    let name = r.loc.text(&Text::new(format!("tkr-space-{}", space.key())));
    let (size, lines) = fit::fit_lines(&name, right - x - 12.0, 18.0, 16.0, 12.0);
    let pitch = size * 1.1;
    let first = cy + size * 0.36 - pitch * (lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in lines.iter().enumerate() {
        let id = format!("space-{}-{i}", space.key());
        text(
            out,
            Some(&id),
            x + 10.0,
            first + i as f32 * pitch,
            size,
            INK,
            "start",
            true,
            line,
        );
    }
}

/// One kingdom's bids on a space, centred on `cy`: the star if it leads, its total on a chip (id
/// `total-<space>-<kingdom>`), "done" once performed, and its generals.
fn bid_row(out: &mut String, r: &Round, space: Space, k: Kingdom, x: f32, cy: f32, w: f32) {
    if r.leads(space, k) {
        star(out, x + 15.0, cy, 11.0, GOLD);
    }
    let id = format!("total-{}-{}", space.key(), k.key());
    let total = total_on(r.g, space, k).to_string();
    chip(
        out,
        Some(&id),
        x + 29.0,
        cy - 14.0,
        74.0,
        28.0,
        k,
        &kingdom_name(r.loc, k),
        &total,
    );
    let mut right = x + w - 8.0;
    if r.g.performed.contains(&(k, space)) {
        let label = say(r.loc, "tkr-board-done");
        let pw = fit::text_width(&label, 12.0, true) + 12.0;
        pill(out, right - pw / 2.0, cy, pw, 12.0, MUTED, "#ffffff", &label);
        right -= pw + 6.0;
    }
    let bids: Vec<String> =
        r.g.placements
            .iter()
            .filter(|p| p.space == space && p.kingdom == k)
            .map(|p| bid_text(r.g, r.loc, p))
            .collect();
    let left = x + 110.0;
    block(out, None, left, cy, right - left, 16.0, 13.0, INK, &bids.join(", "));
}

/// The bid rows of a space from `y` down (at most `rows`), then `note` in the first free row.
#[allow(clippy::too_many_arguments)]
fn bid_rows(out: &mut String, r: &Round, space: Space, x: f32, y: f32, w: f32, rows: usize, note: Option<String>) {
    let bidders = r.bidders(space);
    for (i, &k) in bidders.iter().take(rows).enumerate() {
        bid_row(out, r, space, k, x, y + ROW_H * (i as f32 + 0.5), w);
    }
    if let Some(note) = note.filter(|_| bidders.len() < rows) {
        let cy = y + ROW_H * (bidders.len() as f32 + 0.5);
        fitted(
            out,
            None,
            x + w / 2.0,
            cy + 5.0,
            w - 20.0,
            14.0,
            MUTED,
            "middle",
            false,
            &note,
        );
    }
}

/// The twelve general action spaces.
pub(crate) fn spaces(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer) {
    let r = Round::new(g, loc);
    for (i, &space) in GENERAL_SPACES.iter().enumerate() {
        general_space(out, &r, i, space);
    }
}

/// The `i`th general space's card: where it sits, then its drawing.
pub(crate) fn general_space_rect(i: usize) -> View {
    let x = MARGIN + (i % COLS) as f32 * (CARD_W + GAP);
    let y = SPACES_Y + (i / COLS) as f32 * (CARD_H + GAP);
    View::new(x, y, CARD_W, CARD_H)
}

fn general_space(out: &mut String, r: &Round, i: usize, space: Space) {
    let (g, loc) = (r.g, r.loc);
    let View { x, y, .. } = general_space_rect(i);
    card_top(out, r, space, x, y, CARD_W, CARD_H);
    let note = if space == Space::Han && g.han_resting.is_some() {
        g.han_resting
            .map(|general| loc.text(&Text::new("tkr-board-han-resting").text("general", general_text(general))))
    } else if g.alliance_space.is_none() && g.last_alliance_space == Some(space) {
        Some(say(loc, "tkr-board-last-alliance"))
    } else {
        None
    };
    bid_rows(out, r, space, x, y + TITLE_H + 2.0, CARD_W, 3, note);
}

/// The three battles, each with its five border locations and who occupies them.
pub(crate) fn borders(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer) {
    let r = Round::new(g, loc);
    for (i, border) in Border::ALL.into_iter().enumerate() {
        battle(out, &r, i, border);
    }
}

/// The `i`th battle panel with its border locations.
pub(crate) fn battle_rect(i: usize) -> View {
    View::new(MARGIN + i as f32 * (COL3 + GAP), BORDERS_Y, COL3, PANEL_H)
}

fn battle(out: &mut String, r: &Round, i: usize, border: Border) {
    let x = battle_rect(i).x;
    let space = Space::Battle(border);
    card_top(out, r, space, x, BORDERS_Y, COL3, PANEL_H);
    bid_rows(out, r, space, x, BORDERS_Y + TITLE_H + 2.0, COL3, 2, None);
    let top = BORDERS_Y + TITLE_H + 2.0 * ROW_H + 10.0;
    let on_border = data().locations.iter().enumerate().filter(|(_, l)| l.border == border);
    for (n, (ix, _)) in on_border.enumerate() {
        location(out, r.g, r.loc, ix, x + 8.0, top + n as f32 * LOCATION_H, COL3 - 16.0);
    }
}

/// Each general space and battle as a section (id, where, drawing), for change marks.
pub(crate) fn space_sections(g: &ThreeKingdoms, loc: &dyn Localizer) -> Vec<(String, View, String)> {
    let r = Round::new(g, loc);
    let mut out = Vec::new();
    for (i, &space) in GENERAL_SPACES.iter().enumerate() {
        let mut s = String::new();
        general_space(&mut s, &r, i, space);
        out.push((space.key().to_string(), general_space_rect(i), s));
    }
    for (i, border) in Border::ALL.into_iter().enumerate() {
        let mut s = String::new();
        battle(&mut s, &r, i, border);
        out.push((Space::Battle(border).key().to_string(), battle_rect(i), s));
    }
    out
}

/// A border location: the unit type it takes, its name (id `location-<id>`) and its occupier
/// (general and units) on the occupying kingdom's tint.
#[allow(clippy::too_many_arguments)]
fn location(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer, ix: usize, x: f32, y: f32, w: f32) {
    let l = &data().locations[ix];
    let holder = g.locations.get(ix).copied().flatten();
    let h = LOCATION_H - 4.0;
    let cy = y + h / 2.0;
    rect(out, x, y, w, h, 5.0, holder.map_or("#f6f1e7", tint));
    let unit = loc.text(&Text::new("tkr-board-unit").str("unit", l.unit.key()));
    pill(out, x + 40.0, cy, 74.0, 13.0, "#7b6a57", "#ffffff", &unit);
    let name = loc.text(&Text::new(format!("tkr-border-{}", l.id)));
    let id = format!("location-{}", l.id);
    fitted(
        out,
        Some(&id),
        x + 84.0,
        cy + 5.5,
        138.0,
        16.0,
        INK,
        "start",
        true,
        &name,
    );
    let Some(k) = holder else { return };
    let occupier = g
        .realm(k)
        .occupying
        .iter()
        .find(|o| usize::from(o.location) == ix)
        .map(|o| {
            loc.text(
                &Text::new("tkr-board-occupier")
                    .text("general", general_text(o.general))
                    .num("n", o.units)
                    .str("unit", o.unit.key()),
            )
        })
        .unwrap_or_else(|| kingdom_name(loc, k));
    let id = format!("occupier-{}", l.id);
    rect(out, x + 228.0, y + 3.0, 4.0, h - 6.0, 2.0, colour(k));
    fitted(
        out,
        Some(&id),
        x + 238.0,
        cy + 5.5,
        w - 244.0,
        16.0,
        colour(k),
        "start",
        true,
        &occupier,
    );
}
