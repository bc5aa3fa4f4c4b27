//! #43 SALT Negotiations, #49 Missile Envy.
//!
//! Cards taken from a hand or the discard pile.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) {
    match no {
        SALT_NEGOTIATIONS => {
            fx::set_defcon(g, g.defcon.saturating_add(2), log);
            fx::this_turn(g, no, p);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
            let pile: Vec<CardNo> = g.discard.iter().copied().filter(|&c| !card(c).scoring).collect();
            if !pile.is_empty() {
                fx::ask(g, p, no, 0, fx::card_picks(&pile), true);
            }
        }
        MISSILE_ENVY => {
            let victim = p.opponent();
            let best = highest_ops_cards(g, victim);
            match best.as_slice() {
                [] => fx::say(
                    log,
                    Text::new("ts-log-missile-envy-nothing").text("power", fx::power_text(victim)),
                ),
                [only] => missile_envy_take(g, p, *only, rng, log),
                // D-19: the victim picks among its tied cards (only the chosen one is revealed).
                _ => fx::ask(g, victim, no, 0, fx::card_picks(&best), false),
            }
        }
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // SALT Negotiations: the card goes to the hand, shown to both (the card says so).
        (SALT_NEGOTIATIONS, 0, Some(Pick::Card(taken))) => {
            if !fx::take_from_discard(g, taken) {
                return;
            }
            g.hand_mut(chooser).push(taken);
            make_public(g, taken);
            fx::say(
                log,
                Text::new("ts-log-salt-takes")
                    .text("power", fx::power_text(chooser))
                    .text("card", card_text(taken)),
            );
        }
        // Missile Envy: the victim named its card among the tied ones (D-19).
        (MISSILE_ENVY, 0, Some(Pick::Card(taken))) => {
            let player = chooser.opponent();
            if highest_ops_cards(g, chooser).contains(&taken) {
                missile_envy_take(g, player, taken, rng, log);
            }
        }
        _ => {}
    }
}

/// The victim's non-scoring cards of the highest printed ops (Missile Envy, #49).
fn highest_ops_cards(g: &TwilightStruggle, victim: Power) -> Vec<CardNo> {
    let eligible = || {
        g.hand(victim)
            .iter()
            .copied()
            .filter(|&c| c != CHINA_CARD && !card(c).scoring)
    };
    let Some(top) = eligible().map(|c| card(c).ops).max() else {
        return Vec::new();
    };
    eligible().filter(|&c| card(c).ops == top).collect()
}

/// Missile Envy's swap: `taken` leaves the victim's hand, Missile Envy goes there instead of to
/// the discard pile with the obligation to play it for ops next round, and `player` uses
/// `taken`: its event now if it is the player's or neutral, else its ops (no event; seed: Missile
/// Envy never triggers the opponent's event) and the card is discarded.
fn missile_envy_take(g: &mut TwilightStruggle, player: Power, taken: CardNo, rng: &mut GameRng, log: &mut Log) {
    let victim = player.opponent();
    let Some(i) = g.hand(victim).iter().position(|&c| c == taken) else {
        return;
    };
    g.hand_mut(victim).remove(i);
    // Missile Envy's own disposal is queued beneath this event: it goes to the victim instead.
    let queued = g
        .stack
        .iter()
        .rposition(|s| matches!(s, Step::Dispose { card: MISSILE_ENVY, .. }));
    if let Some(at) = queued {
        g.stack.remove(at);
        g.hand_mut(victim).push(MISSILE_ENVY);
        g.missile_envy = Some(victim);
        make_public(g, MISSILE_ENVY);
    }
    make_public(g, taken);
    fx::say(
        log,
        Text::new("ts-log-missile-envy")
            .text("power", fx::power_text(player))
            .text("victim", fx::power_text(victim))
            .text("card", card_text(taken)),
    );
    // Flower Power counts a war card the US uses this way, as it does UN Intervention's partner.
    super::super::cards::flower_power::war_card_played(g, player, taken, log);
    if g.is_over() {
        return;
    }
    if g.is_opponent_card(taken, player) {
        g.stack.push(Step::Dispose {
            power: player,
            card: taken,
            event: false,
        });
        let ops = g.ops_value(taken, player);
        fx::grant_ops(g, player, taken, ops, Grant::any());
    } else {
        debug_assert!(card(taken).side == Side::Neutral || card(taken).side == player.side());
        fx::nested_event(g, taken, player, player, rng, log);
    }
}

/// A card both sides now know the place of (Missile Envy's swap, SALT's pick): it counts as
/// seen by both, so neither seat's view treats it as a secret.
fn make_public(g: &mut TwilightStruggle, no: CardNo) {
    for known in &mut g.known {
        if !known.contains(&no) {
            known.push(no);
        }
    }
}
