//! #45 Summit: both roll, +1 per region dominated or controlled; the higher total gains 2 VP and
//! may move DEFCON one step; a tie does nothing.

use super::prelude::*;
use crate::games::twilight_struggle::state::scoring::{FINAL_REGIONS, Tier, score_region};

pub const SUMMIT: CardNo = 45;

/// The winner's answers.
const DEFCON_DOWN: &str = "defcon-down";
const DEFCON_SAME: &str = "defcon-same";
const DEFCON_UP: &str = "defcon-up";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(SUMMIT)
};

/// The winner's DEFCON move (R-83: at 1 the phasing player loses, whoever chose).
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Word(w)) = pick {
        match w.as_str() {
            DEFCON_DOWN => g.degrade_defcon(1, log),
            DEFCON_UP => g.improve_defcon(1, log),
            _ => fx::say(log, Text::new("ts-log-summit-defcon-kept").num("defcon", g.defcon)),
        }
    }
}

/// Summit (#45): both roll, +1 per region dominated or controlled; the higher total gains 2 VP
/// and may move DEFCON one step; a tie does nothing.
fn event(g: &mut TwilightStruggle, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let mut totals = [0i64; 2];
    let mut bonus = [0i64; 2];
    let mut rolls = [0i64; 2];
    let scores: Vec<_> = FINAL_REGIONS.iter().map(|&r| score_region(g, r, None)).collect();
    // The event's player rolls first (the order only matters for forced test rolls).
    for side in [p, p.opponent()] {
        let i = side.index();
        bonus[i] = scores
            .iter()
            .filter(|s| matches!(s.tier[i], Tier::Domination | Tier::Control))
            .count() as i64;
        rolls[i] = i64::from(rng.roll(6));
        totals[i] = rolls[i] + bonus[i];
    }
    let (ussr, us) = (Power::Ussr.index(), Power::Us.index());
    let winner = match totals[ussr].cmp(&totals[us]) {
        std::cmp::Ordering::Greater => Some(Power::Ussr),
        std::cmp::Ordering::Less => Some(Power::Us),
        std::cmp::Ordering::Equal => None,
    };
    fx::say(
        log,
        Text::new("ts-log-summit")
            .num("ussr_roll", rolls[ussr])
            .num("ussr_bonus", bonus[ussr])
            .num("us_roll", rolls[us])
            .num("us_bonus", bonus[us])
            .text("winner", winner.map_or_else(|| Text::new("ts-nobody"), fx::power_text)),
    );
    let Some(w) = winner else { return true };
    fx::gain_vp(g, w, 2, log);
    if g.is_over() {
        return true;
    }
    let mut moves = vec![Pick::word(DEFCON_DOWN), Pick::word(DEFCON_SAME)];
    if g.defcon < 5 {
        moves.push(Pick::word(DEFCON_UP));
    }
    fx::ask(g, w, SUMMIT, &(), moves, false);
    true
}
