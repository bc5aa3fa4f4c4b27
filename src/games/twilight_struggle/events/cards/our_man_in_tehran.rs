//! #108 Our Man in Tehran: if the US controls a Middle East country, it sees the top 5 cards of
//! the draw pile, discards any of them and shuffles the pile (the seen cards ride in the card's
//! `Resume` notes).

use super::prelude::*;

pub const OUR_MAN_IN_TEHRAN: CardNo = 108;

/// How many cards it looks at.
const TEHRAN_LOOK: usize = 5;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    on_resume: Some(on_resume),
    ..CardRules::new(OUR_MAN_IN_TEHRAN)
};

/// "If the US controls a Middle East country", like Star Wars' condition.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (!TwilightStruggle::region_countries(Region::MiddleEast).any(|c| g.controls(Power::Us, c)))
        .then(|| Text::new("ts-why-tehran-no-middle-east"))
}

fn on_pick(g: &mut TwilightStruggle, stage: u8, chooser: Power, pick: Option<Pick>, _rng: &mut GameRng, log: &mut Log) {
    let (0, Some(Pick::Card(c))) = (stage, pick) else {
        return;
    };
    let Some(seen) = fx::notes(g, OUR_MAN_IN_TEHRAN, 1) else {
        return;
    };
    if !seen.contains(&c) {
        return;
    }
    seen.retain(|&x| x != c);
    let left = seen.clone();
    if let Some(i) = g.deck.iter().position(|&x| x == c) {
        g.deck.remove(i);
        g.discard.push(c);
        fx::say(log, Text::new("ts-log-tehran-discard").text("card", card_text(c)));
    }
    if !left.is_empty() {
        fx::ask(g, chooser, OUR_MAN_IN_TEHRAN, 0, fx::card_picks(&left), true);
    }
}

/// The cards not discarded go back and the pile is shuffled.
fn on_resume(g: &mut TwilightStruggle, stage: u8, _data: Vec<u8>, rng: &mut GameRng, log: &mut Log) {
    if stage == 1 {
        rng.shuffle(&mut g.deck);
        fx::say(
            log,
            Text::new("ts-log-tehran-shuffle").num("cards", g.deck.len() as i64),
        );
    }
}

/// Our Man in Tehran: the US sees the top 5 cards (A-22: a short pile first takes the
/// reshuffled discard pile beneath it), then discards any of them.
fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    if g.deck.len() < TEHRAN_LOOK && !g.discard.is_empty() {
        let mut pile = std::mem::take(&mut g.discard);
        rng.shuffle(&mut pile);
        fx::say(log, Text::new("ts-log-reshuffle").num("cards", pile.len() as i64));
        // The cards left in the pile stay on top (the end of the vector).
        pile.append(&mut g.deck);
        g.deck = pile;
        fx::history_stays_public(g);
    }
    let n = g.deck.len().min(TEHRAN_LOOK);
    // Top first.
    let seen: Vec<CardNo> = g.deck.iter().rev().take(n).copied().collect();
    fx::say(log, Text::new("ts-log-tehran-look").num("n", n as i64));
    if seen.is_empty() {
        return true;
    }
    fx::reveal_cards(g, Power::Us, &seen, Text::new("ts-log-tehran-seen"), log);
    fx::resume_later(g, OUR_MAN_IN_TEHRAN, 1, seen.clone());
    fx::ask(g, Power::Us, OUR_MAN_IN_TEHRAN, 0, fx::card_picks(&seen), true);
    true
}
