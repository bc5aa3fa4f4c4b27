//! Mid War card events, #36–#58 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` by stage. Lasting and
//! turn-long effects only set their flag here; the rules read it in `hooks`.

use super::super::data::{Region, Side};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::{FINAL_REGIONS, Tier, score_region};
use super::super::state::{
    Area, CHINA_CARD, CardNo, CountryIx, Pick, Step, TwilightStruggle, Use, card, card_text, country,
};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

pub const BRUSH_WAR: CardNo = 36;
pub const ARMS_RACE: CardNo = 39;
pub const CUBAN_MISSILE_CRISIS: CardNo = 40;
pub const NUCLEAR_SUBS: CardNo = 41;
pub const QUAGMIRE: CardNo = 42;
pub const SALT_NEGOTIATIONS: CardNo = 43;
pub const BEAR_TRAP: CardNo = 44;
pub const SUMMIT: CardNo = 45;
pub const HOW_I_LEARNED: CardNo = 46;
pub const JUNTA: CardNo = 47;
pub const KITCHEN_DEBATES: CardNo = 48;
pub const MISSILE_ENVY: CardNo = 49;
pub const WE_WILL_BURY_YOU: CardNo = 50;
pub const BREZHNEV_DOCTRINE: CardNo = 51;
pub const PORTUGUESE_EMPIRE: CardNo = 52;
pub const SOUTH_AFRICAN_UNREST: CardNo = 53;
pub const ALLENDE: CardNo = 54;
pub const WILLY_BRANDT: CardNo = 55;
pub const MUSLIM_REVOLUTION: CardNo = 56;
pub const ABM_TREATY: CardNo = 57;
pub const CULTURAL_REVOLUTION: CardNo = 58;

/// Cards other groups own that these events name.
const NORAD: CardNo = 106;
const TEAR_DOWN_THIS_WALL: CardNo = 96;
const AWACS_SALE: CardNo = 110;

/// The eight countries Muslim Revolution may clear of US influence (card #56).
const MUSLIM_COUNTRIES: [&str; 8] = [
    "sudan",
    "iran",
    "iraq",
    "egypt",
    "libya",
    "saudi-arabia",
    "syria",
    "jordan",
];

/// Summit's answers for the winner (card #45).
const DEFCON_DOWN: &str = "defcon-down";
const DEFCON_SAME: &str = "defcon-same";
const DEFCON_UP: &str = "defcon-up";
/// South African Unrest's two modes (card #53).
const UNREST_SOUTH_AFRICA: &str = "south-africa-only";
const UNREST_NEIGHBOURS: &str = "with-neighbours";

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // Tear Down This Wall in play blocks Willy Brandt.
        WILLY_BRANDT if g.in_play(TEAR_DOWN_THIS_WALL) => {
            Some(Text::new("ts-why-willy-brandt-blocked").text("card", card_text(TEAR_DOWN_THIS_WALL)))
        }
        // AWACS Sale to Saudis in play blocks Muslim Revolution.
        MUSLIM_REVOLUTION if g.in_play(AWACS_SALE) => {
            Some(Text::new("ts-why-muslim-revolution-blocked").text("card", card_text(AWACS_SALE)))
        }
        // Chinese Civil War variant: no Cultural Revolution until the war is won.
        CULTURAL_REVOLUTION if g.china.is_none() => Some(Text::new("ts-why-cultural-revolution-civil-war")),
        36 | 39..=58 => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        BRUSH_WAR => {
            let targets = fx::countries_where(|c| country(c).stability <= 2 && !super::nato_protects(g, c));
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
        }
        ARMS_RACE => arms_race(g, p, log),
        CUBAN_MISSILE_CRISIS => {
            fx::set_defcon(g, 2, log);
            if !g.is_over() {
                fx::this_turn(g, no, p);
                fx::say(
                    log,
                    Text::new("ts-log-missile-crisis").text("power", fx::power_text(p.opponent())),
                );
            }
        }
        NUCLEAR_SUBS | BREZHNEV_DOCTRINE => {
            let side = if no == NUCLEAR_SUBS { Power::Us } else { Power::Ussr };
            fx::this_turn(g, no, side);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        QUAGMIRE | BEAR_TRAP => {
            // The trap itself is the lasting flag (added by `resolve`); Quagmire also ends NORAD.
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
            if no == QUAGMIRE {
                super::end_lasting(g, NORAD, log);
            }
        }
        SALT_NEGOTIATIONS => {
            fx::set_defcon(g, g.defcon.saturating_add(2), log);
            fx::this_turn(g, no, p);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
            let pile: Vec<CardNo> = g.discard.iter().copied().filter(|&c| !card(c).scoring).collect();
            if !pile.is_empty() {
                fx::ask(g, p, no, 0, fx::card_picks(&pile), true);
            }
        }
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
        JUNTA => {
            let latin =
                fx::countries_where(|c| matches!(country(c).region, Region::CentralAmerica | Region::SouthAmerica));
            fx::ask(g, p, no, 0, fx::country_picks(&latin), false);
        }
        KITCHEN_DEBATES => {
            let count = |side: Power| fx::countries_where(|c| country(c).battleground && g.controls(side, c)).len();
            let (us, ussr) = (count(Power::Us), count(Power::Ussr));
            fx::say(
                log,
                Text::new("ts-log-kitchen-debates")
                    .num("us", us as i64)
                    .num("ussr", ussr as i64),
            );
            if us > ussr {
                fx::gain_vp(g, Power::Us, 2, log);
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
        WE_WILL_BURY_YOU => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                g.bury_you = true;
                fx::say(log, Text::new("ts-log-bury-you"));
            }
        }
        PORTUGUESE_EMPIRE => {
            fx::add(g, fx::cix("angola"), Power::Ussr, 2, log);
            fx::add(g, fx::cix("se-african-states"), Power::Ussr, 2, log);
        }
        SOUTH_AFRICAN_UNREST => {
            let modes = vec![Pick::word(UNREST_SOUTH_AFRICA), Pick::word(UNREST_NEIGHBOURS)];
            fx::ask(g, p, no, 0, modes, false);
        }
        ALLENDE => fx::add(g, fx::cix("chile"), Power::Ussr, 2, log),
        WILLY_BRANDT => {
            fx::gain_vp(g, Power::Ussr, 1, log);
            if !g.is_over() {
                fx::add(g, fx::cix("west-germany"), Power::Ussr, 1, log);
            }
        }
        MUSLIM_REVOLUTION => ask_muslim_revolution(g, p, 0),
        ABM_TREATY => {
            fx::set_defcon(g, g.defcon.saturating_add(1), log);
            let ops = g.ops_value(no, p);
            fx::grant_ops(g, p, no, ops, Grant::any());
        }
        CULTURAL_REVOLUTION => match g.china {
            Some((Power::Us, _)) => {
                g.china = Some((Power::Ussr, true));
                fx::say(log, Text::new("ts-log-cultural-revolution-china"));
            }
            _ => fx::gain_vp(g, Power::Ussr, 1, log),
        },
        _ => {
            log.push(LogEntry::public(
                Text::new("ts-log-event-not-built").text("card", card_text(no)),
            ));
            return false;
        }
    }
    true
}

pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // Brush War: the attack (−1 per enemy-controlled neighbour, the superpower space included).
        (BRUSH_WAR, 0, Some(Pick::Country(c))) => {
            fx::war(g, no, chooser, c, 3, 1, 3, 0, rng, log);
        }
        // SALT Negotiations: the card goes to the hand, shown to both (the card says so).
        (SALT_NEGOTIATIONS, 0, Some(Pick::Card(taken))) => {
            let Some(i) = g.discard.iter().position(|&c| c == taken) else {
                return;
            };
            g.discard.remove(i);
            g.hand_mut(chooser).push(taken);
            make_public(g, taken);
            fx::say(
                log,
                Text::new("ts-log-salt-takes")
                    .text("power", fx::power_text(chooser))
                    .text("card", card_text(taken)),
            );
        }
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
        // Junta: +2, then a free coup or realignments in Central/South America with this card's ops.
        (JUNTA, 0, Some(Pick::Country(c))) => {
            fx::add(g, c, chooser, 2, log);
            let ops = g.ops_value(no, chooser);
            fx::grant_ops(
                g,
                chooser,
                no,
                ops,
                Grant {
                    uses: vec![Use::Coup, Use::Realign],
                    area: Area::regions(&[Region::CentralAmerica, Region::SouthAmerica]),
                    free: true,
                    may_skip: true,
                },
            );
        }
        // Missile Envy: the victim named its card among the tied ones (D-19).
        (MISSILE_ENVY, 0, Some(Pick::Card(taken))) => {
            let player = chooser.opponent();
            if highest_ops_cards(g, chooser).contains(&taken) {
                missile_envy_take(g, player, taken, rng, log);
            }
        }
        (SOUTH_AFRICAN_UNREST, 0, Some(Pick::Word(w))) => {
            let south_africa = fx::cix("south-africa");
            if w == UNREST_NEIGHBOURS {
                fx::add(g, south_africa, Power::Ussr, 1, log);
                let neighbours: Vec<CountryIx> = TwilightStruggle::neighbours(south_africa).collect();
                fx::place_among(g, no, Power::Ussr, 2, 2, neighbours);
            } else {
                fx::add(g, south_africa, Power::Ussr, 2, log);
            }
        }
        (MUSLIM_REVOLUTION, s @ 0..=1, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s == 0 {
                ask_muslim_revolution(g, chooser, 1);
            }
        }
        _ => {}
    }
}

pub fn on_resume(
    _g: &mut TwilightStruggle,
    _no: CardNo,
    _stage: u8,
    _data: Vec<u8>,
    _rng: &mut GameRng,
    _log: &mut Log,
) {
}

/// Arms Race (#39): more military ops than the opponent gives 1 VP, 3 if the player has also met
/// the DEFCON requirement (A-11: true counts compared).
fn arms_race(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    let mine = g.milops[p.index()];
    let theirs = g.milops[p.opponent().index()];
    let vp = match (mine > theirs, mine >= g.defcon) {
        (true, true) => 3,
        (true, false) => 1,
        _ => 0,
    };
    fx::say(
        log,
        Text::new("ts-log-arms-race")
            .text("power", fx::power_text(p))
            .num("mine", mine)
            .num("theirs", theirs)
            .num("required", g.defcon)
            .num("vp", vp),
    );
    fx::gain_vp(g, p, vp, log);
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
    super::flower_power(g, player, taken, log);
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

/// Muslim Revolution's `stage`th country: only countries of the eight with US influence are
/// offered; with none left the event is over.
fn ask_muslim_revolution(g: &mut TwilightStruggle, p: Power, stage: u8) {
    let with_us: Vec<CountryIx> = MUSLIM_COUNTRIES
        .iter()
        .map(|id| fx::cix(id))
        .filter(|&c| g.inf(c, Power::Us) > 0)
        .collect();
    if !with_us.is_empty() {
        fx::ask(g, p, MUSLIM_REVOLUTION, stage, fx::country_picks(&with_us), false);
    }
}
