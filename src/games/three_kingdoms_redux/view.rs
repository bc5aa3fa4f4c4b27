//! The text views (issue 34). The map text (the terminal's `map`) holds everything the board image
//! shows, in lines: the round, whose turn, both orders, the allies and the alliance space, the Han
//! Emperor token and the criteria, each kingdom's mat (resources, development, armies, weapons,
//! favour, military points, court office, built enhancements, hand, generals), the bids on every
//! space with their totals, and who occupies each border location. The status (`/status`,
//! `/hand`, the terminal's hand-off) is its first part, short enough for one Discord message. A
//! seat's own view adds its hand with each card's cost and short text.

use super::data::{Border, Kingdom, data};
use super::prompts::bid::{side_text, space_text};
use super::prompts::card_labels::enhancement_label;
use super::rules::actions::enhancement_text;
use super::rules::bidding::{current_bidder, free_generals, placement_value, standing};
use super::rules::round::actor;
use super::rules::setup::general_text;
use super::state::{Criterion, Phase, Placement, Realm, Space, Store, ThreeKingdoms, phase_key};
use crate::engine::{Game, Text, Viewer};

/// The summary for `/status`, `/hand` and the terminal's hand-off: the round and whose turn, the
/// allies and the Han Emperor token, each kingdom's counters (armies and weapons included), and in
/// a seat's own view its hand with each card's cost and short text.
pub fn status(g: &ThreeKingdoms, viewer: Viewer) -> Vec<Text> {
    let mut lines = head_lines(g);
    lines.extend(Kingdom::ALL.into_iter().map(|k| realm_line(g, k)));
    lines.extend(hand_lines(g, viewer));
    lines
}

/// The whole board as text (the terminal's `map`): the summary, then each kingdom's built
/// enhancements, hand and generals, the bids on every space, and every border location.
pub fn map_text(g: &ThreeKingdoms, viewer: Viewer) -> Vec<Text> {
    let mut lines = head_lines(g);
    for k in Kingdom::ALL {
        lines.push(realm_line(g, k));
        let [built, hand, generals] = mat_texts(g, viewer, k);
        lines.push(
            Text::new("tkr-status-mat")
                .str("kingdom", k.key())
                .text("built", built)
                .text("hand", hand)
                .text("generals", generals),
        );
    }
    lines.extend(bid_lines(g));
    lines.extend(Border::ALL.into_iter().map(|b| border_line(g, b)));
    lines.extend(hand_lines(g, viewer));
    lines
}

/// The round, whose turn (at the end, the result says it already) and the table's tokens.
fn head_lines(g: &ThreeKingdoms) -> Vec<Text> {
    let mut lines = vec![round_line(g)];
    if g.phase != Phase::Over {
        lines.push(turn_text(g));
    }
    lines.extend(table_lines(g));
    lines
}

/// A seat's own hand, each card with what it costs it now, its VP and its short text.
fn hand_lines(g: &ThreeKingdoms, viewer: Viewer) -> Vec<Text> {
    let Viewer::Seat(s) = viewer else {
        return Vec::new();
    };
    let k = Kingdom::of_seat(s.min(2));
    let hand = &g.realm(k).hand;
    if hand.is_empty() {
        return Vec::new();
    }
    std::iter::once(Text::new("tkr-status-hand"))
        .chain(
            hand.iter()
                .map(|&e| Text::new("tkr-status-card").text("card", enhancement_label(g, k, e))),
        )
        .collect()
}

fn kingdom_names(order: &[Kingdom]) -> Vec<Text> {
    order
        .iter()
        .map(|k| Text::new(format!("tkr-kingdom-{}", k.key())))
        .collect()
}

/// The round, its phase and the orders: once the bidding is over the bid order track already
/// shows next round's order while actions follow this round's, so both are
/// shown, each named.
fn round_line(g: &ThreeKingdoms) -> Text {
    let orders = match g.phase {
        Phase::Resolution { .. } | Phase::RoundEnd => "both",
        Phase::Over => "none",
        _ => "bid",
    };
    Text::new("tkr-status-round")
        .num("round", i64::from(g.round))
        .str("phase", phase_key(&g.phase))
        .str("orders", orders)
        .list("actions", kingdom_names(&g.action_order))
        .list("order", kingdom_names(&g.bid_order))
}

/// The allies and the alliance space, who passed, the Han Emperor token and the two spaces whose
/// criterion the markers set.
fn table_lines(g: &ThreeKingdoms) -> Vec<Text> {
    let [a, b] = allies(g);
    let mut out = vec![Text::new("tkr-status-allies").str("a", a.key()).str("b", b.key()).text(
        "space",
        g.alliance_space.map_or(Text::new("tkr-status-not-chosen"), space_text),
    )];
    if let (None, Some(last)) = (g.alliance_space, g.last_alliance_space) {
        out.push(Text::new("tkr-status-last-alliance").text("space", space_text(last)));
    }
    if matches!(g.phase, Phase::Bidding { .. }) && g.passed.contains(&true) {
        let passed: Vec<Kingdom> = Kingdom::ALL.into_iter().filter(|k| g.passed[k.seat()]).collect();
        out.push(Text::new("tkr-status-passed").list("kingdoms", kingdom_names(&passed)));
    }
    out.push(
        Text::new("tkr-status-han")
            .str("holder", g.han_holder.map_or("none", Kingdom::key))
            .str("han", g.criterion(Space::Han).key())
            .str("support", g.criterion(Space::Support).key()),
    );
    if let Some(general) = g.han_resting {
        out.push(Text::new("tkr-status-han-resting").text("general", general_text(general)));
    }
    out
}

/// A kingdom's counters, as its mat shows them.
fn realm_line(g: &ThreeKingdoms, k: Kingdom) -> Text {
    let r = g.realm(k);
    let (granary, treasury) = kept(r);
    let n = |v: u16| i64::from(v);
    Text::new("tkr-status-realm")
        .str("kingdom", k.key())
        .num("gold", n(r.gold))
        .num("rice", n(r.rice))
        .num("support", n(r.support))
        .num("deficits", n(r.deficits))
        .num("favor", i64::from(r.favor))
        .num("farm", i64::from(r.farm_level))
        .num("granary", granary as i64)
        .num("market", i64::from(r.market_level))
        .num("treasury", treasury as i64)
        .num("untrained", n(r.untrained))
        .num("trained", n(r.trained))
        .num("spear", n(r.weapons[0]))
        .num("horse", n(r.weapons[1]))
        .num("crossbow", n(r.weapons[2]))
        .num("boat", n(r.weapons[3]))
        .num("military", n(r.military))
        .text("office", Text::new(format!("tkr-board-office-{}", r.office.min(5))))
}

/// `a; b; c` (a list already joins with commas, which the parts hold themselves).
fn semicolons(parts: Vec<Text>) -> Text {
    parts
        .into_iter()
        .reduce(|a, b| Text::new("tkr-status-semicolon").text("a", a).text("b", b))
        .unwrap_or_else(|| Text::new("tkr-board-none"))
}

/// Each space bid on this round: its criterion, the totals best first (allies together), then
/// each kingdom's generals with what rides with them, the leader (the winner once the bidding is
/// over) starred and a performed action marked done.
fn bid_lines(g: &ThreeKingdoms) -> Vec<Text> {
    let leaders = leaders(g);
    let bidding = matches!(g.phase, Phase::Bidding { .. });
    let mut out = Vec::new();
    for space in Space::ALL {
        let mut bidders: Vec<Kingdom> = Vec::new();
        for p in g.placements.iter().filter(|p| p.space == space) {
            if !bidders.contains(&p.kingdom) {
                bidders.push(p.kingdom);
            }
        }
        if bidders.is_empty() {
            continue;
        }
        let bids = bidders
            .into_iter()
            .map(|k| {
                let lead = match leaders.iter().any(|(s, ks)| *s == space && ks.contains(&k)) {
                    false => "no",
                    true if bidding => "leads",
                    true => "won",
                };
                Text::new("tkr-status-bids")
                    .str("kingdom", k.key())
                    .str("lead", lead)
                    .str("done", if g.performed.contains(&(k, space)) { "yes" } else { "no" })
                    .list(
                        "generals",
                        g.placements
                            .iter()
                            .filter(|p| p.space == space && p.kingdom == k)
                            .map(|p| bid_words(g, p))
                            .collect(),
                    )
            })
            .collect();
        let criterion = match space {
            Space::Tribal(_) => "none",
            Space::Battle(_) => "units",
            other => match g.criterion(other) {
                Criterion::Adm => "adm",
                Criterion::Cmb => "cmb",
            },
        };
        out.push(
            Text::new("tkr-status-space")
                .text("space", space_text(space))
                .str("criterion", criterion)
                .str("alliance", if g.alliance_space == Some(space) { "yes" } else { "no" })
                .list("standing", standing(g, space, None).iter().map(side_text).collect())
                .text("bids", semicolons(bids)),
        );
    }
    out
}

/// A border's five locations: the unit type each takes and who occupies it.
fn border_line(g: &ThreeKingdoms, border: Border) -> Text {
    let locations = data()
        .locations
        .iter()
        .enumerate()
        .filter(|(_, l)| l.border == border)
        .map(|(ix, l)| {
            let holder = g.locations.get(ix).copied().flatten().map(|k| {
                let occupier = g.realm(k).occupying.iter().find(|o| usize::from(o.location) == ix);
                match occupier {
                    Some(o) => Text::new("tkr-status-occupier").str("kingdom", k.key()).text(
                        "occupier",
                        Text::new("tkr-board-occupier")
                            .text("general", general_text(o.general))
                            .num("n", o.units)
                            .str("unit", o.unit.key()),
                    ),
                    None => Text::new(format!("tkr-kingdom-{}", k.key())),
                }
            });
            Text::new("tkr-status-location")
                .text("location", Text::new(format!("tkr-border-{}", l.id)))
                .text("unit", Text::new("tkr-board-unit").str("unit", l.unit.key()))
                .text("holder", holder.unwrap_or_else(|| Text::new("tkr-status-free")))
        })
        .collect();
    Text::new("tkr-status-border")
        .text("border", space_text(Space::Battle(border)))
        .text("locations", semicolons(locations))
}

// The words the text view and the board image share.

/// The allies of the round being played (slots 2 and 3 of this round's order: the bid order
/// until the bidding ends, then the action order, R-19, R-40).
pub fn allies(g: &ThreeKingdoms) -> [Kingdom; 2] {
    match g.phase {
        Phase::Resolution { .. } | Phase::Over if g.action_order.len() == 3 => [g.action_order[1], g.action_order[2]],
        _ => g.allies(),
    }
}

/// Who has won (after the bidding) or leads (during it) each space bid on.
pub fn leaders(g: &ThreeKingdoms) -> Vec<(Space, Vec<Kingdom>)> {
    match g.phase {
        Phase::Bidding { .. } => super::rules::bidding::winners(g),
        _ => g.winners.clone(),
    }
}

/// Whose turn it is, in words.
pub fn turn_text(g: &ThreeKingdoms) -> Text {
    let with = |key: &'static str, k: Option<Kingdom>| Text::new(key).str("kingdom", k.unwrap_or(Kingdom::Shu).key());
    match &g.phase {
        Phase::Draft(_) => Text::new("tkr-board-status-draft"),
        Phase::Alliance => with("tkr-board-status-alliance", Some(g.bid_order[2])),
        Phase::Bidding { .. } => with("tkr-board-status-bidding", current_bidder(g)),
        Phase::Resolution { .. } => with("tkr-board-status-resolution", actor(g)),
        Phase::RoundEnd => Text::new("tkr-board-status-round-end"),
        Phase::Over => g
            .outcome()
            .map_or_else(|| Text::new("tkr-board-status-over"), |o| o.summary),
    }
}

/// The tokens in the granary and in the treasury: farm or market tokens and border tokens.
pub fn kept(r: &Realm) -> (usize, usize) {
    let borders = |store: Store| r.border_tokens.iter().filter(|(s, _)| *s == store).count();
    (
        usize::from(r.farms_in_granary) + borders(Store::Granary),
        usize::from(r.markets_in_treasury) + borders(Store::Treasury),
    )
}

/// The mat's closing lines as texts (the board and the text view).
pub fn mat_texts(g: &ThreeKingdoms, viewer: Viewer, k: Kingdom) -> [Text; 3] {
    let r = g.realm(k);
    let own = viewer == Viewer::Seat(k.seat());
    let built = if r.built.is_empty() {
        Text::new("tkr-board-built-none")
    } else {
        Text::new("tkr-board-built").list("cards", r.built.iter().map(|&e| enhancement_text(e)).collect())
    };
    let hand = if own && !r.hand.is_empty() {
        Text::new("tkr-board-hand-own").list("cards", r.hand.iter().map(|&e| enhancement_text(e)).collect())
    } else {
        Text::new("tkr-board-hand").num("n", r.hand.len() as i64)
    };
    let names = |generals: &[u8]| {
        if generals.is_empty() {
            vec![Text::new("tkr-board-none")]
        } else {
            generals.iter().map(|&c| general_text(c)).collect::<Vec<_>>()
        }
    };
    let generals = match &g.phase {
        Phase::Draft(d) if own => Text::new("tkr-board-drawn")
            .num("keep", d.keep[k.seat()])
            .list("names", names(&d.drawn[k.seat()])),
        Phase::Bidding { .. } => {
            let free = free_generals(g, k);
            Text::new("tkr-board-generals-free")
                .num("n", free.len() as i64)
                .list("names", names(&free))
        }
        _ => Text::new("tkr-board-generals")
            .num("n", r.generals.len() as i64)
            .list("names", names(&r.generals)),
    };
    [built, hand, generals]
}

/// One placement in words: the general, the value he adds (none on a tribal space, where nothing
/// is compared), then units, gold, support, the Han token and bid tokens riding with him.
pub fn bid_words(g: &ThreeKingdoms, p: &Placement) -> Text {
    let mut extras = Vec::new();
    if let (1.., Some(unit)) = (p.units, p.unit) {
        extras.push(Text::new("tkr-board-units").num("n", p.units).str("unit", unit.key()));
    }
    if p.gold > 0 {
        extras.push(Text::new("tkr-board-gold").num("n", p.gold));
    }
    if p.support > 0 {
        extras.push(Text::new("tkr-board-support").num("n", p.support));
    }
    if p.han {
        extras.push(Text::new("tkr-board-han-bid"));
    }
    if p.bid_tokens > 0 {
        extras.push(Text::new("tkr-board-bid-tokens").num("n", p.bid_tokens));
    }
    let general = general_text(p.general);
    match (matches!(p.space, Space::Tribal(_)), extras.is_empty()) {
        (true, true) => general,
        (true, false) => Text::new("tkr-board-general-with")
            .text("general", general)
            .list("extras", extras),
        (false, true) => Text::new("tkr-board-bid")
            .text("general", general)
            .num("value", placement_value(g, p)),
        (false, false) => Text::new("tkr-board-bid-with")
            .text("general", general)
            .num("value", placement_value(g, p))
            .list("extras", extras),
    }
}
