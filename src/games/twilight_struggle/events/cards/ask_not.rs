//! #77 Ask Not What Your Country Can Do For You: the US discards any cards and draws as many (the
//! discarded ones ride in the card's `Resume` notes).

use super::prelude::*;

pub const ASK_NOT: CardNo = 77;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    on_resume: Some(on_resume),
    ..CardRules::new(ASK_NOT)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let hand = g.hand(Power::Us).clone();
    if hand.is_empty() {
        fx::say(log, Text::new("ts-log-ask-not").num("discarded", 0).num("drawn", 0));
    } else {
        fx::resume_later(g, ASK_NOT, 1, Vec::new());
        fx::ask(g, Power::Us, ASK_NOT, 0, fx::card_picks(&hand), true);
    }
    true
}

fn on_pick(g: &mut TwilightStruggle, stage: u8, chooser: Power, pick: Option<Pick>, _rng: &mut GameRng, log: &mut Log) {
    let (0, Some(Pick::Card(c))) = (stage, pick) else {
        return;
    };
    if !fx::discard_from_hand(g, chooser, c, log) {
        return;
    }
    if let Some(discarded) = fx::notes(g, ASK_NOT, 1) {
        discarded.push(c);
    }
    let hand = g.hand(chooser).clone();
    if !hand.is_empty() {
        fx::ask(g, chooser, ASK_NOT, 0, fx::card_picks(&hand), true);
    }
}

/// As many new cards as were discarded (A-22: the pile reshuffles if it runs out).
fn on_resume(g: &mut TwilightStruggle, stage: u8, data: Vec<u8>, rng: &mut GameRng, log: &mut Log) {
    if stage != 1 {
        return;
    }
    let reshuffles = data.len() > g.deck.len();
    let mut drawn = Vec::new();
    for _ in 0..data.len() {
        match g.draw(rng, log) {
            Some(c) => drawn.push(c),
            None => break,
        }
    }
    if reshuffles {
        fx::history_stays_public(g);
    }
    g.hand_mut(Power::Us).extend(drawn.iter().copied());
    if !drawn.is_empty() {
        fx::reveal_cards(g, Power::Us, &drawn, Text::new("ts-log-ask-not-drawn"), log);
    }
    fx::say(
        log,
        Text::new("ts-log-ask-not")
            .num("discarded", data.len() as i64)
            .num("drawn", drawn.len() as i64),
    );
}
