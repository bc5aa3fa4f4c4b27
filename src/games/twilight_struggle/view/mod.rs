//! What each viewer may see: the JSON view, the `/status` lines, the board model, and the
//! invariants the random-play tests check after every move.

pub mod map_text;

use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

use super::board::{BoardEffect, BoardModel};
use super::data::{Era, Region, cards};
use super::prompts::card_id;
use super::state::power::Power;
use super::state::{CHINA_CARD, CardNo, Step, TwilightStruggle, card, card_text, country};
use crate::engine::{Localizer, Text, Viewer};

fn viewer_power(viewer: Viewer) -> Option<Power> {
    match viewer {
        Viewer::Seat(s) => Some(Power::of_seat(s)),
        Viewer::Public => None,
    }
}

fn pair<T: Into<Value> + Copy>(v: [T; 2]) -> Value {
    json!({ "ussr": v[0].into(), "us": v[1].into() })
}

fn ids(cards: &[CardNo]) -> Value {
    Value::Array(cards.iter().map(|&c| Value::from(card_id(c))).collect())
}

/// A short name for what the game waits for, for scripts and the view.
pub fn phase(g: &TwilightStruggle) -> &'static str {
    if g.is_over() {
        return "over";
    }
    match g.top() {
        Some(Step::SetupPlace { .. }) => "setup",
        Some(Step::Headline { .. }) => "headline",
        Some(Step::ChooseCard { .. }) => "choose-card",
        Some(Step::ChooseUse { .. }) => "choose-use",
        Some(Step::Influence { .. }) => "influence",
        Some(Step::Realign { .. }) => "realign",
        Some(Step::Coup { .. }) => "coup",
        Some(Step::ConfirmCoup { .. }) => "confirm-coup",
        Some(Step::ConfirmUse { .. }) => "confirm-use",
        Some(Step::SpaceDiscard { .. }) => "space-discard",
        Some(Step::EventOrder { .. }) => "event-order",
        Some(Step::Pick { .. }) => "event-choice",
        Some(Step::Spread { .. }) => "event-influence",
        Some(Step::EventOps { .. }) => "event-ops",
        Some(Step::Trapped { .. }) => "trapped",
        _ => "resolving",
    }
}

/// Headline picks still secret: the other side's pick is hidden until the reveal (except the
/// box-4 first pick, which is shown at once).
fn secret_picks(g: &TwilightStruggle, viewer: Viewer) -> Vec<CardNo> {
    let Some(Step::Headline { picks }) = g.stack.last() else {
        return Vec::new();
    };
    let picks = Power::BOTH.map(|p| picks.pick_of(p.seat()).copied());
    Power::BOTH
        .into_iter()
        .filter(|&p| !viewer.is(p.seat()) && g.headline_first() != Some(p))
        .filter_map(|p| picks[p.index()])
        .collect()
}

pub fn view(g: &TwilightStruggle, viewer: Viewer) -> Value {
    let me = viewer_power(viewer);
    let mut influence = Map::new();
    let mut control = Map::new();
    for (i, c) in super::data::countries().iter().enumerate() {
        let inf = g.influence[i];
        if inf != [0, 0] {
            influence.insert(c.id.to_string(), pair(inf));
        }
        if let Some(p) = g.controller(i as u8) {
            control.insert(c.id.to_string(), Value::from(p.key()));
        }
    }
    let mut hands = Map::new();
    for p in Power::BOTH {
        let mut h = Map::new();
        h.insert("count".into(), Value::from(g.hand(p).len()));
        if me == Some(p) {
            h.insert("cards".into(), ids(g.hand(p)));
        }
        hands.insert(p.key().into(), Value::Object(h));
    }
    let headlines = json!({
        "ussr": g.headlines[0].map(card_id),
        "us": g.headlines[1].map(card_id),
    });
    let mut you = Value::Null;
    if let Some(p) = me {
        let pick = match g.stack.last() {
            Some(Step::Headline { picks }) => picks.pick_of(p.seat()).copied().map(card_id),
            _ => None,
        };
        you = json!({ "power": p.key(), "hand": ids(g.hand(p)), "headline": pick });
    }
    let first_pick = match (g.stack.last(), g.headline_first()) {
        (Some(Step::Headline { picks }), Some(first)) => picks.pick_of(first.seat()).copied().map(card_id),
        _ => None,
    };
    let played: Vec<Value> = g
        .played
        .iter()
        .map(|(p, c, u)| json!({ "power": p.key(), "card": card_id(*c), "use": u.key() }))
        .collect();
    let mut view = json!({
        "phase": phase(g),
        "turn": g.turn,
        "round": g.round,
        "phasing": g.phasing.map(Power::key),
        "defcon": g.defcon,
        "vp": g.vp,
        "milops": pair(g.milops),
        "space": pair(g.space),
        "china": g.china.map(|(p, up)| json!({ "holder": p.key(), "face_up": up })),
        "civil_war": g.civil_war,
        "influence": influence,
        "control": control,
        "hands": hands,
        "deck": g.deck.len(),
        "discard": ids(&g.discard),
        "removed": ids(&g.removed),
        "headlines": headlines,
        "headline_first": first_pick,
        "played": played,
        "lasting": ids(&g.lasting),
        "this_turn": g.this_turn.iter().map(|(c, p)| json!({ "card": card_id(*c), "power": p.key() })).collect::<Vec<_>>(),
        "you": you,
        "outcome": g.end.as_ref().map(|e| json!({ "winner": e.winner.map(Power::key), "reason": e.reason.key })),
    });
    // The cards kept in their own state show it under their own keys (`missile_envy`, …).
    if let Value::Object(keys) = &mut view {
        keys.extend(super::events::own_state_view(g).map(|(key, value)| (key.to_string(), value)));
    }
    view
}

fn power_text(p: Power) -> Text {
    Text::new(p.name_key())
}

/// What the game waits for, in one line.
pub fn waiting_text(g: &TwilightStruggle) -> Text {
    if let Some(end) = &g.end {
        return end.reason.clone();
    }
    let seats = super::prompts::awaiting(g);
    let who: Vec<Text> = seats.iter().map(|&s| power_text(Power::of_seat(s))).collect();
    Text::new("ts-status-waiting").list("who", who).str("phase", phase(g))
}

pub fn status(g: &TwilightStruggle, viewer: Viewer) -> Vec<Text> {
    let mut lines = vec![
        Text::new("ts-status-head")
            .num("turn", g.turn)
            .num("round", g.round)
            .num("defcon", g.defcon)
            .num("vp", g.vp.abs())
            .text(
                "leader",
                match g.vp {
                    v if v > 0 => power_text(Power::Us),
                    v if v < 0 => power_text(Power::Ussr),
                    _ => Text::new("ts-nobody"),
                },
            ),
        waiting_text(g),
        Text::new("ts-status-tracks")
            .num("ussr_milops", g.milops[0])
            .num("us_milops", g.milops[1])
            .num("required", g.defcon)
            .num("ussr_space", g.space[0])
            .num("us_space", g.space[1]),
        match g.china {
            Some((p, up)) => Text::new("ts-status-china")
                .text("power", power_text(p))
                .num("up", i64::from(up)),
            None => Text::new("ts-status-civil-war").num("n", g.civil_war.unwrap_or(0)),
        },
    ];
    for region in Region::ALL {
        let mut count = [0i64; 2];
        let mut bg = [0i64; 2];
        for c in TwilightStruggle::region_countries(region) {
            if let Some(p) = g.controller(c) {
                count[p.index()] += 1;
                if country(c).battleground {
                    bg[p.index()] += 1;
                }
            }
        }
        lines.push(
            Text::new("ts-status-region")
                .text("region", Text::new(region.name_key()))
                .num("ussr", count[0])
                .num("ussr_bg", bg[0])
                .num("us", count[1])
                .num("us_bg", bg[1]),
        );
    }
    if g.headlines.iter().any(Option::is_some) && g.turn > 0 {
        let show = |p: Power| g.headlines[p.index()].map_or(Text::new("ts-none"), card_text);
        lines.push(
            Text::new("ts-status-headlines")
                .text("ussr", show(Power::Ussr))
                .text("us", show(Power::Us)),
        );
    }
    let effects = super::events::effects_in_play(g);
    if !effects.is_empty() {
        lines.push(Text::new("ts-status-effects").list("effects", effects));
    }
    lines.push(
        Text::new("ts-status-cards")
            .num("ussr", g.hand(Power::Ussr).len() as i64)
            .num("us", g.hand(Power::Us).len() as i64)
            .num("deck", g.deck.len() as i64)
            .num("discard", g.discard.len() as i64)
            .num("removed", g.removed.len() as i64),
    );
    if let Some(p) = viewer_power(viewer) {
        lines.extend(private_brief(g, p));
    }
    lines
}

/// The hand with ops, side and era (sent with every DM prompt and in `/hand`).
pub fn private_brief(g: &TwilightStruggle, p: Power) -> Vec<Text> {
    let hand: Vec<Text> = g
        .hand(p)
        .iter()
        .map(|&c| {
            Text::new("ts-hand-card")
                .text("card", card_text(c))
                .num("ops", g.ops_value(c, p))
                .str("side", card(c).side.key())
                .str("era", card(c).era.key())
        })
        .collect();
    let mut lines = vec![Text::new("ts-status-hand").list("cards", hand)];
    if g.holds_china(p) {
        lines.push(Text::new("ts-status-hand-china").num("up", i64::from(g.china_playable(p))));
    }
    // A card may open the opponent's hand (Aldrich Ames Remix, for the rest of the turn).
    if super::events::shows_opponent_hand(g, p) {
        let theirs: Vec<Text> = g.hand(p.opponent()).iter().map(|&c| card_text(c)).collect();
        lines.push(Text::new("ts-status-ames").list("cards", theirs));
    }
    lines
}

pub fn board_model(g: &TwilightStruggle) -> BoardModel {
    // Most urgent first, so a full panel drops lasting events before next round's obligations.
    // Cards kept in their own state first (next round's obligations, Chernobyl's region).
    let mut effects: Vec<BoardEffect> = super::events::own_states(g)
        .into_iter()
        .map(|own| {
            let (text, side) = (own.board_line)(g);
            BoardEffect { text, side: Some(side) }
        })
        .collect();
    for &(no, p) in &g.this_turn {
        // A card with its own entry (Chernobyl, naming the region) is not listed twice.
        if super::events::shows_own_state(g, no) {
            continue;
        }
        effects.push(BoardEffect {
            text: Text::new("ts-board-effect-this-turn")
                .text("card", card_text(no))
                .text("power", power_text(p)),
            side: Some(p),
        });
    }
    // A lasting event is always its card's owner's event (every lasting card has a side).
    effects.extend(g.lasting.iter().map(|&no| BoardEffect {
        text: card_text(no),
        side: Power::BOTH.into_iter().find(|p| p.side() == card(no).side),
    }));
    BoardModel {
        influence: g.influence.clone(),
        defcon: g.defcon,
        vp: g.vp,
        turn: g.turn,
        action_round: g.round,
        phasing: g.phasing,
        milops: g.milops,
        space: g.space,
        china: g.china,
        civil_war: g.civil_war,
        effects,
        hand_sizes: [g.hand(Power::Ussr).len(), g.hand(Power::Us).len()],
        deck_size: g.deck.len(),
        discard_size: g.discard.len(),
        removed_size: g.removed.len(),
        status: waiting_text(g),
    }
}

pub fn board_svg(g: &TwilightStruggle, _viewer: Viewer, loc: &dyn Localizer) -> String {
    super::board::board_svg(&board_model(g), loc)
}

/// The board with what changed since `before` marked. The board model is public (influence,
/// tracks, hand sizes, effects in play), so the marks are the same for every viewer.
pub fn board_svg_since(g: &TwilightStruggle, before: &TwilightStruggle, loc: &dyn Localizer) -> String {
    super::board::board_svg_since(&board_model(g), Some(&board_model(before)), loc)
}

pub fn hidden_card_ids(g: &TwilightStruggle, viewer: Viewer) -> Vec<String> {
    let me = viewer_power(viewer);
    // Cards this viewer legitimately saw (hand reveals, Our Man in Tehran) are not secrets to it.
    let known = |c: &CardNo| match me {
        Some(p) => {
            g.known[p.index()].contains(c)
                || (super::events::shows_opponent_hand(g, p) && g.hand(p.opponent()).contains(c))
        }
        // A card both sides were shown is public (Missile Envy's swap, SALT Negotiations' pick).
        None => g.known.iter().all(|k| k.contains(c)),
    };
    let mut out: Vec<String> = g
        .deck
        .iter()
        .filter(|c| !known(c))
        .map(|&c| card_id(c).to_string())
        .collect();
    for p in Power::BOTH {
        if !viewer.is(p.seat()) {
            out.extend(g.hand(p).iter().filter(|c| !known(c)).map(|&c| card_id(c).to_string()));
        }
    }
    out.extend(secret_picks(g, viewer).into_iter().map(|c| card_id(c).to_string()));
    out
}

/// The cards that exist in this game now: every era dealt in so far, plus The China Card.
fn expected_cards(g: &TwilightStruggle) -> Vec<CardNo> {
    let eras = match g.turn {
        0..=3 => vec![Era::Early],
        4..=7 => vec![Era::Early, Era::Mid],
        _ => vec![Era::Early, Era::Mid, Era::Late],
    };
    let mut out: Vec<CardNo> = cards()
        .iter()
        .filter(|c| (eras.contains(&c.era) || c.number == CHINA_CARD) && (g.settings.optional_cards || !c.optional))
        .map(|c| c.number)
        .collect();
    out.sort_unstable();
    out
}

pub fn check_invariants(g: &TwilightStruggle) -> Result<(), String> {
    if g.influence.len() != super::data::countries().len() {
        return Err("influence table has the wrong size".into());
    }
    if !(1..=5).contains(&g.defcon) || (g.defcon == 1 && !g.is_over()) {
        return Err(format!("DEFCON {} out of range", g.defcon));
    }
    if !g.is_over() && !(-19..=19).contains(&g.vp) {
        return Err(format!("VP {} reached a win but the game goes on", g.vp));
    }
    if g.space.iter().any(|&s| s > 8) {
        return Err("space marker past box 8".into());
    }
    // Cards: each exists exactly once across deck, hands, piles, in-play steps and The China Card.
    let mut seen: BTreeMap<CardNo, usize> = BTreeMap::new();
    let mut count = |c: CardNo| *seen.entry(c).or_default() += 1;
    g.deck
        .iter()
        .chain(&g.hands[0])
        .chain(&g.hands[1])
        .chain(&g.discard)
        .chain(&g.removed)
        .for_each(|&c| count(c));
    for step in &g.stack {
        match step {
            Step::Headline { picks } => Power::BOTH
                .into_iter()
                .filter_map(|p| picks.pick_of(p.seat()))
                .for_each(|&c| count(c)),
            Step::HeadlineEvent { card, .. } => count(*card),
            Step::Dispose { card, .. } if *card != CHINA_CARD => count(*card),
            _ => {}
        }
    }
    if g.china.is_some() || g.civil_war.is_some() {
        count(CHINA_CARD);
    }
    // A lasting card may lie before its owner, in no pile (Shuttle Diplomacy).
    for &no in g.lasting.iter().filter(|&&no| super::events::kept_out_of_piles(no)) {
        count(no);
    }
    let mut have: Vec<CardNo> = Vec::new();
    for (&c, &n) in &seen {
        if n != 1 {
            return Err(format!("card #{c} appears {n} times"));
        }
        have.push(c);
    }
    if have != expected_cards(g) {
        return Err(format!(
            "cards in the game {have:?} differ from the deck {:?}",
            expected_cards(g)
        ));
    }
    if g.china.is_some() && g.civil_war.is_some() {
        return Err("The China Card is held while the civil war goes on".into());
    }
    if g.hands.iter().any(|h| h.contains(&CHINA_CARD)) {
        return Err("The China Card is in a hand".into());
    }
    for (i, h) in g.hands.iter().enumerate() {
        if h.iter().any(|&c| card(c).number != c) {
            return Err(format!("hand {i} holds an unknown card"));
        }
    }
    // The fast checks behind the options agree with the refusals that explain them.
    if let Some(Step::ChooseUse { power, card: no, .. }) = g.top() {
        if super::events::event_allowed(g, *no, *power) != super::events::event_refusal(g, *no, *power).is_none() {
            return Err(format!("event check disagrees with its refusal for card #{no}"));
        }
        if g.space_allowed(*power, *no) != g.space_refusal(*power, *no).is_none() {
            return Err(format!("space check disagrees with its refusal for card #{no}"));
        }
    }
    if !g.is_over() && g.stack.is_empty() {
        return Err("nothing left to resolve but the game is not over".into());
    }
    Ok(())
}
