//! The bottom strip's left part (The China Card, hands, piles) and the "In effect" panel.

use super::*;

/// The bottom strip's left part: The China Card, hands and piles (`top` is the strip's row).
pub(super) fn info_block(out: &mut String, m: &BoardModel, loc: &dyn Localizer, top: f32) {
    // The China Card: a small card in the holder's colour, face-down cards in a tint.
    let card = Rect {
        x: MARGIN,
        y: top - 2.0,
        w: 46.0,
        h: 62.0,
    };
    let (card_fill, card_stroke) = match m.china {
        Some((p, true)) => (color(p), dark(p)),
        Some((p, false)) => (tint(p), color(p)),
        None => ("#ffffff", FAINT),
    };
    out.push_str(&rect_stroked(card, 6.0, card_fill, card_stroke, 2.5));
    let card_ink = if matches!(m.china, Some((_, true))) {
        "#ffffff"
    } else {
        INK
    };
    out.push_str(&svg::text(
        card.x + 23.0,
        card.y + 40.0,
        24.0,
        card_ink,
        "middle",
        true,
        "4",
    ));
    let title = loc.text(&Text::new("ts-card-the-china-card"));
    let holder = match m.china {
        Some((p, up)) => loc.text(
            &Text::new("ts-board-china-holder")
                .text("power", Text::new(p.name_key()))
                .text(
                    "face",
                    Text::new(if up { "ts-board-face-up" } else { "ts-board-face-down" }),
                ),
        ),
        None => loc.text(&Text::new("ts-board-china-nobody")),
    };
    let holder_fill = m.china.map_or(MUTED, |(p, _)| color(p));
    let tx = card.right() + 14.0;
    let tw = INFO_SPLIT - 20.0 - tx;
    out.push_str(&with_id(
        "china-title",
        svg::text(
            tx,
            card.y + 24.0,
            fit(&title, tw, 20.0, false),
            MUTED,
            "start",
            false,
            &title,
        ),
    ));
    out.push_str(&with_id(
        "china-holder",
        svg::text(
            tx,
            card.y + 54.0,
            fit(&holder, tw, 24.0, true),
            holder_fill,
            "start",
            true,
            &holder,
        ),
    ));
    let hands = loc.text(
        &Text::new("ts-board-hands")
            .num("us", m.hand_sizes[Power::Us.index()] as i64)
            .num("ussr", m.hand_sizes[Power::Ussr.index()] as i64),
    );
    let piles = loc.text(
        &Text::new("ts-board-piles")
            .num("deck", m.deck_size as i64)
            .num("discard", m.discard_size as i64)
            .num("removed", m.removed_size as i64),
    );
    let text_w = LEGEND_X - 20.0 - INFO_SPLIT;
    out.push_str(&with_id(
        "hands",
        svg::text(
            INFO_SPLIT,
            card.y + 24.0,
            fit(&hands, text_w, 22.0, true),
            INK,
            "start",
            true,
            &hands,
        ),
    ));
    out.push_str(&with_id(
        "piles",
        svg::text(
            INFO_SPLIT,
            card.y + 54.0,
            fit(&piles, text_w, 22.0, false),
            INK,
            "start",
            false,
            &piles,
        ),
    ));
}

/// Where hands and piles start in the bottom strip (The China Card is left of it).
pub(super) const INFO_SPLIT: f32 = 500.0;
/// Where the legend starts in the bottom strip.
pub(super) const LEGEND_X: f32 = 1350.0;

/// The "In effect" panel: the ocean south-east of Burma and east of the Gulf States, clear of
/// every box and label (a test checks). It holds eight one-line entries.
pub fn effects_panel_rect() -> Rect {
    let x = MAP_X0 + 9.5 * PITCH_X + BOX_W / 2.0 + REGION_PAD + 8.0;
    let y = MAP_Y0 + 7.0 * PITCH_Y + BOX_H / 2.0 + REGION_PAD + 8.0;
    Rect {
        x,
        y,
        w: WIDTH - MARGIN - x,
        h: MAP_BOTTOM - 12.0 - y,
    }
}

pub(super) const EFFECT_SIZE: f32 = 20.0;
pub(super) const EFFECT_MIN: f32 = 17.0;
pub(super) const EFFECT_LINE: f32 = 24.0;
pub(super) const EFFECT_GAP: f32 = 3.0;

/// The lasting and turn-long effects in play, each in the colour of its side, with a side
/// marker for readers who cannot tell the colours apart from far away. Nothing in play, no
/// panel. Entries that do not fit end in "+N more" (the text status lists them all).
/// With `before`, an entry not in effect then is marked.
pub(super) fn effects_panel(out: &mut String, m: &BoardModel, before: Option<&BoardModel>, loc: &dyn Localizer) {
    if m.effects.is_empty() {
        return;
    }
    let space = effects_panel_rect();
    let marker_x = space.x + 16.0;
    let text_x = marker_x + 22.0;
    let width = space.right() - 14.0 - text_x;
    let entries: Vec<(f32, Vec<String>)> = m
        .effects
        .iter()
        .map(|e| fit_lines(&loc.text(&e.text), width, EFFECT_SIZE, EFFECT_MIN))
        .collect();
    let height = |lines: usize| lines as f32 * EFFECT_LINE + EFFECT_GAP;
    let first = space.y + 42.0;
    let room = space.bottom() - 6.0 - first;
    let total: f32 = entries.iter().map(|(_, l)| height(l.len())).sum();
    // Everything if it fits; otherwise as many as fit above a "+N more" line.
    let shown = if total <= room {
        entries.len()
    } else {
        let mut used = height(1);
        entries
            .iter()
            .take_while(|(_, l)| {
                used += height(l.len());
                used <= room
            })
            .count()
    };
    let used: f32 = entries[..shown].iter().map(|(_, l)| height(l.len())).sum::<f32>()
        + if shown < entries.len() { height(1) } else { 0.0 };
    // As tall as its entries, from the top of the free space.
    let area = Rect {
        h: (first + used + 6.0 - space.y).min(space.h),
        ..space
    };
    out.push_str(&with_id(
        "effects-panel",
        rect_stroked(area, 12.0, "#ffffff", "#b0bac1", 2.0),
    ));
    let title = loc.text(&Text::new("ts-board-effects"));
    out.push_str(&with_id(
        "effects-title",
        svg::text(
            area.x + 16.0,
            area.y + 30.0,
            fit(&title, area.w - 32.0, 22.0, true),
            INK,
            "start",
            true,
            &title,
        ),
    ));
    let mut y = first;
    for (i, ((size, lines), effect)) in entries.iter().zip(&m.effects).take(shown).enumerate() {
        let (fill, mark, edge) = match effect.side {
            Some(p) => (color(p), color(p), dark(p)),
            None => (INK, FAINT, MUTED),
        };
        out.push_str(&rect_stroked(
            Rect {
                x: marker_x,
                y: y + 4.0,
                w: 12.0,
                h: EFFECT_LINE - 6.0,
            },
            3.0,
            mark,
            edge,
            1.0,
        ));
        for (j, line) in lines.iter().enumerate() {
            out.push_str(&with_id(
                &format!("effect-{i}-{j}"),
                svg::text(
                    text_x,
                    y + j as f32 * EFFECT_LINE + 20.0,
                    *size,
                    fill,
                    "start",
                    true,
                    line,
                ),
            ));
        }
        if before.is_some_and(|b| !b.effects.contains(effect)) {
            let h = height(lines.len()) - EFFECT_GAP;
            out.push_str(&crate::render::marks::ring(
                &format!("effect-{i}"),
                marker_x - 6.0,
                y + 1.0,
                area.right() - 10.0 - (marker_x - 6.0),
                h,
                4.0,
                3.0,
            ));
        }
        y += height(lines.len());
    }
    if shown < entries.len() {
        if before.is_some_and(|b| m.effects[shown..].iter().any(|e| !b.effects.contains(e))) {
            let w = area.right() - 10.0 - (marker_x - 6.0);
            out.push_str(&crate::render::marks::ring(
                "effect-more",
                marker_x - 6.0,
                y + 1.0,
                w,
                EFFECT_LINE,
                4.0,
                3.0,
            ));
        }
        let more = loc.text(&Text::new("ts-board-more").num("count", (entries.len() - shown) as i64));
        out.push_str(&with_id(
            "effects-more",
            svg::text(
                text_x,
                y + 20.0,
                fit(&more, width, 19.0, false),
                MUTED,
                "start",
                false,
                &more,
            ),
        ));
    }
}
