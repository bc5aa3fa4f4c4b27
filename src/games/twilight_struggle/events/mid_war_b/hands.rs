//! #67 Grain Sales to Soviets, #77 Ask Not What Your Country Can Do For You, #108 Our Man in
//! Tehran.
//!
//! Hands and the draw pile; their notes ride in the data of their own `Resume` step, pushed beneath
//! the question: the taken card, the cards discarded so far, the cards still seen on top of the
//! draw pile.

use super::*;

/// Our Man in Tehran looks at this many cards.
const TEHRAN_LOOK: usize = 5;

/// Grain Sales: the US's answers, and the decision noted for the returned card.
const PLAY: &str = "play";

const RETURN: &str = "return";

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, rng: &mut GameRng, log: &mut Log) {
    match no {
        GRAIN_SALES => grain_sales(g, rng, log),
        ASK_NOT => {
            let hand = g.hand(Power::Us).clone();
            if hand.is_empty() {
                fx::say(log, Text::new("ts-log-ask-not").num("discarded", 0).num("drawn", 0));
            } else {
                fx::resume_later(g, no, 1, Vec::new());
                fx::ask(g, Power::Us, no, 0, fx::card_picks(&hand), true);
            }
        }
        OUR_MAN_IN_TEHRAN => tehran(g, rng, log),
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        (GRAIN_SALES, 0, Some(Pick::Word(w))) => {
            let Some(&taken) = take_notes(g, no, 1).as_deref().and_then(<[u8]>::first) else {
                return;
            };
            if !g.hand(Power::Us).contains(&taken) {
                return;
            }
            if w == PLAY {
                // A full D-6 decision of the US, using no action round of its own.
                g.stack.push(Step::ChooseUse {
                    power: Power::Us,
                    card: taken,
                    within_event: true,
                });
            } else {
                g.hand_mut(Power::Us).retain(|&c| c != taken);
                g.hand_mut(Power::Ussr).push(taken);
                fx::say(log, Text::new("ts-log-grain-sales-returned"));
                let ops = g.ops_value(no, Power::Us);
                fx::grant_ops(g, Power::Us, no, ops, Grant::any());
            }
        }
        (ASK_NOT, 0, Some(Pick::Card(c))) => {
            if !fx::discard_from_hand(g, chooser, c, log) {
                return;
            }
            if let Some(discarded) = notes(g, no, 1) {
                discarded.push(c);
            }
            let hand = g.hand(chooser).clone();
            if !hand.is_empty() {
                fx::ask(g, chooser, no, 0, fx::card_picks(&hand), true);
            }
        }
        (OUR_MAN_IN_TEHRAN, 0, Some(Pick::Card(c))) => {
            let Some(seen) = notes(g, no, 1) else {
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
                fx::ask(g, chooser, no, 0, fx::card_picks(&left), true);
            }
        }
        _ => {}
    }
}

pub(super) fn on_resume(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    data: Vec<u8>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage) {
        // Ask Not: as many new cards as were discarded (A-22: the pile reshuffles if it runs out).
        (ASK_NOT, 1) => {
            let reshuffles = data.len() > g.deck.len();
            let mut drawn = Vec::new();
            for _ in 0..data.len() {
                match g.draw(rng, log) {
                    Some(c) => drawn.push(c),
                    None => break,
                }
            }
            if reshuffles {
                history_stays_public(g);
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
        // Our Man in Tehran: the cards not discarded go back and the pile is shuffled.
        (OUR_MAN_IN_TEHRAN, 1) => {
            rng.shuffle(&mut g.deck);
            fx::say(
                log,
                Text::new("ts-log-tehran-shuffle").num("cards", g.deck.len() as i64),
            );
        }
        _ => {}
    }
}

/// Grain Sales: a random USSR card goes to the US, which plays it or returns it (then 2 ops).
fn grain_sales(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    let ops = g.ops_value(GRAIN_SALES, Power::Us);
    let count = g.hand(Power::Ussr).len();
    if count == 0 {
        fx::say(log, Text::new("ts-log-grain-sales-empty"));
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, Grant::any());
        return;
    }
    let taken = g.hand_mut(Power::Ussr).remove(rng.below(count));
    g.hand_mut(Power::Us).push(taken);
    // Named to the US (who now holds it) and to its owner only; the channel learns that
    // a card changed hands.
    fx::reveal_cards(g, Power::Us, &[taken], Text::new("ts-log-grain-sales-you-take"), log);
    log.push(LogEntry::private(
        Power::Ussr.seat(),
        Text::new("ts-log-grain-sales-taken-from-you").text("card", card_text(taken)),
    ));
    fx::say(log, Text::new("ts-log-grain-sales-take"));
    let mut choices = Vec::new();
    if !actions::uses(g, Power::Us, taken).is_empty() {
        choices.push(Pick::word(PLAY));
    }
    choices.push(Pick::word(RETURN));
    fx::resume_later(g, GRAIN_SALES, 1, vec![taken]);
    fx::ask(g, Power::Us, GRAIN_SALES, 0, choices, false);
}

/// Our Man in Tehran: the US sees the top 5 cards (A-22: a short pile first takes the
/// reshuffled discard pile beneath it), then discards any of them.
fn tehran(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    if g.deck.len() < TEHRAN_LOOK && !g.discard.is_empty() {
        let mut pile = std::mem::take(&mut g.discard);
        rng.shuffle(&mut pile);
        fx::say(log, Text::new("ts-log-reshuffle").num("cards", pile.len() as i64));
        // The cards left in the pile stay on top (the end of the vector).
        pile.append(&mut g.deck);
        g.deck = pile;
        history_stays_public(g);
    }
    let n = g.deck.len().min(TEHRAN_LOOK);
    // Top first.
    let seen: Vec<CardNo> = g.deck.iter().rev().take(n).copied().collect();
    fx::say(log, Text::new("ts-log-tehran-look").num("n", n as i64));
    if seen.is_empty() {
        return;
    }
    fx::reveal_cards(g, Power::Us, &seen, Text::new("ts-log-tehran-seen"), log);
    fx::resume_later(g, OUR_MAN_IN_TEHRAN, 1, seen.clone());
    fx::ask(g, Power::Us, OUR_MAN_IN_TEHRAN, 0, fx::card_picks(&seen), true);
}

/// A reshuffle in the middle of a turn takes this turn's headlines and played cards back
/// into the draw pile (and Ask Not may draw them at once), yet everybody saw them and the board
/// still lists them: they count as shown to both sides, so the pile's or the hand's secrecy does
/// not cover their names.
fn history_stays_public(g: &mut TwilightStruggle) {
    let shown: Vec<CardNo> = g
        .played
        .iter()
        .map(|&(_, c, _)| c)
        .chain(g.headlines.iter().flatten().copied())
        .collect();
    for c in shown {
        for known in &mut g.known {
            if !known.contains(&c) {
                known.push(c);
            }
        }
    }
}

/// The notes of `no`'s pending `Resume` at `stage` (the topmost one).
fn notes(g: &mut TwilightStruggle, no: CardNo, stage: u8) -> Option<&mut Vec<u8>> {
    g.stack.iter_mut().rev().find_map(|s| match s {
        Step::Resume { card, stage: st, data } if *card == no && *st == stage => Some(data),
        _ => None,
    })
}

/// Removes `no`'s pending `Resume` at `stage` (the topmost one) and returns its notes.
fn take_notes(g: &mut TwilightStruggle, no: CardNo, stage: u8) -> Option<Vec<u8>> {
    let i = g
        .stack
        .iter()
        .rposition(|s| matches!(s, Step::Resume { card, stage: st, .. } if *card == no && *st == stage))?;
    match g.stack.remove(i) {
        Step::Resume { data, .. } => Some(data),
        _ => None,
    }
}
