//! #49 Missile Envy: the player takes the opponent's highest-ops card (the victim picks among
//! ties, D-19) and uses it; Missile Envy goes to the victim, who must play it for ops in their
//! next action round (R-119; the victim is the card's own state, read through [`victim`]).

use super::prelude::*;
use crate::games::twilight_struggle::data::Side;
use crate::games::twilight_struggle::events::effects::Grant;

pub const MISSILE_ENVY: CardNo = 49;

pub const RULES: CardRules = CardRules {
    own_state: Some(OwnState {
        status_line: |g| {
            Text::new("ts-effect-missile-envy").text("power", fx::power_text(victim(g).unwrap_or(Power::Us)))
        },
        board_line: |g| {
            let p = victim(g).unwrap_or(Power::Us);
            (
                Text::new("ts-board-effect-missile-envy").text("power", fx::power_text(p)),
                p,
            )
        },
        urgency: 1,
        view: ("missile_envy", |g| victim(g).map(Power::key).into()),
        edit: Some(OwnEdit {
            word: "missile-envy",
            form: "set missile-envy us|none",
            set: edit,
        }),
        old_field: ("missile_envy", |v| Power::deserialize(v).ok().map(|p| Memo::of(&p))),
    }),
    event: Some(event),
    on_pick: Some(on_pick),
    bound_card: Some(bound_card),
    on_card_played: Some(on_card_played),
    on_round_spent: Some(on_round_spent),
    ..CardRules::new(MISSILE_ENVY)
};

/// The side that must play Missile Envy for ops in its next action round.
pub fn victim(g: &TwilightStruggle) -> Option<Power> {
    g.card_state(MISSILE_ENVY)
}

pub fn set_victim(g: &mut TwilightStruggle, victim: Option<Power>) {
    match victim {
        Some(p) => g.set_card_state(MISSILE_ENVY, &p),
        None => g.clear_card_state(MISSILE_ENVY),
    }
}

/// `set missile-envy us|ussr|none`.
fn edit(g: &mut TwilightStruggle, arg: &str) -> Result<(), &'static str> {
    let victim = match arg {
        "none" => None,
        _ => Some(Power::parse(arg).ok_or("ts-err-edit-power")?),
    };
    set_victim(g, victim);
    Ok(())
}

fn event(g: &mut TwilightStruggle, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let victim = p.opponent();
    let best = highest_ops_cards(g, victim);
    match best.as_slice() {
        [] => fx::say(
            log,
            Text::new("ts-log-missile-envy-nothing").text("power", fx::power_text(victim)),
        ),
        [only] => missile_envy_take(g, p, *only, rng, log),
        // D-19: the victim picks among its tied cards (only the chosen one is revealed).
        _ => fx::ask(g, victim, MISSILE_ENVY, &(), fx::card_picks(&best), false),
    }
    true
}

/// The victim named its card among the tied ones (D-19).
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Card(taken)) = pick {
        let player = chooser.opponent();
        if highest_ops_cards(g, chooser).contains(&taken) {
            missile_envy_take(g, player, taken, rng, log);
        }
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
        set_victim(g, Some(victim));
        fx::make_public(g, MISSILE_ENVY);
    }
    fx::make_public(g, taken);
    fx::say(
        log,
        Text::new("ts-log-missile-envy")
            .text("power", fx::power_text(player))
            .text("victim", fx::power_text(victim))
            .text("card", card_text(taken)),
    );
    // Flower Power counts a war card the US uses this way, as it does UN Intervention's partner.
    super::flower_power::war_card_played(g, player, taken, log);
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

/// The victim holding the card must play it for ops (after scoring cards).
fn bound_card(g: &TwilightStruggle, p: Power) -> Option<BoundCard> {
    (victim(g) == Some(p) && g.hand(p).contains(&MISSILE_ENVY)).then_some(BoundCard {
        card: MISSILE_ENVY,
        refusal_key: "ts-err-missile-envy-ops",
    })
}

/// The victim's next round is over once they play a card — except a scoring card they had to
/// play first: then Missile Envy waits for their next round, next turn if need be.
fn on_card_played(g: &mut TwilightStruggle, played: Played, _log: &mut Log) {
    if !played.headline && !card(played.card).scoring && victim(g) == Some(played.power) {
        set_victim(g, None);
    }
}

/// A trapped round counts as the victim's next round too.
fn on_round_spent(g: &mut TwilightStruggle, p: Power, how: RoundSpent, _log: &mut Log) {
    if how == RoundSpent::Trapped && victim(g) == Some(p) {
        set_victim(g, None);
    }
}
