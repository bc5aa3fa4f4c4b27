//! #45 Summit, #46 How I Learned to Stop Worrying.
//!
//! DEFCON moves.

use super::*;

/// Summit's answers for the winner (card #45).
const DEFCON_DOWN: &str = "defcon-down";

const DEFCON_SAME: &str = "defcon-same";

const DEFCON_UP: &str = "defcon-up";

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) {
    match no {
        SUMMIT => summit(g, p, rng, log),
        HOW_I_LEARNED => {
            // the true count is kept (it may pass the printed track's 5).
            g.milops[p.index()] = g.milops[p.index()].saturating_add(5);
            fx::say(
                log,
                Text::new("ts-log-how-i-learned-milops")
                    .text("power", fx::power_text(p))
                    .num("n", 5)
                    .num("now", g.milops[p.index()]),
            );
            let levels = (1..=5).map(|d| Pick::Word(format!("defcon-{d}"))).collect();
            fx::ask(g, p, no, 0, levels, false);
        }
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // Summit: the winner's DEFCON move (R-83: at 1 the phasing player loses, whoever chose).
        (SUMMIT, 0, Some(Pick::Word(w))) => match w.as_str() {
            DEFCON_DOWN => g.degrade_defcon(1, log),
            DEFCON_UP => g.improve_defcon(1, log),
            _ => fx::say(log, Text::new("ts-log-summit-defcon-kept").num("defcon", g.defcon)),
        },
        (HOW_I_LEARNED, 0, Some(Pick::Word(w))) => {
            if let Some(level) = w.strip_prefix("defcon-").and_then(|d| d.parse::<u8>().ok()) {
                if level == g.defcon {
                    fx::say(
                        log,
                        Text::new("ts-log-how-i-learned-defcon-kept").num("defcon", g.defcon),
                    );
                }
                fx::set_defcon(g, level, log);
            }
        }
        _ => {}
    }
}

/// Summit (#45): both roll, +1 per region dominated or controlled; the higher total gains 2 VP
/// and may move DEFCON one step; a tie does nothing.
fn summit(g: &mut TwilightStruggle, p: Power, rng: &mut GameRng, log: &mut Log) {
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
    let Some(w) = winner else { return };
    fx::gain_vp(g, w, 2, log);
    if g.is_over() {
        return;
    }
    let mut moves = vec![Pick::word(DEFCON_DOWN), Pick::word(DEFCON_SAME)];
    if g.defcon < 5 {
        moves.push(Pick::word(DEFCON_UP));
    }
    fx::ask(g, w, SUMMIT, 0, moves, false);
}
