//! #36 Brush War, #47 Junta, #57 ABM Treaty.
//!
//! Attacks and granted operations (coups, wars, realignments).

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        BRUSH_WAR => {
            let targets =
                fx::countries_where(|c| country(c).stability <= 2 && !super::super::cards::nato::nato_protects(g, c));
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
        }
        JUNTA => {
            let latin =
                fx::countries_where(|c| matches!(country(c).region, Region::CentralAmerica | Region::SouthAmerica));
            fx::ask(g, p, no, 0, fx::country_picks(&latin), false);
        }
        ABM_TREATY => {
            fx::set_defcon(g, g.defcon.saturating_add(1), log);
            let ops = g.ops_value(no, p);
            fx::grant_ops(g, p, no, ops, Grant::any());
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
        // Brush War: the attack (−1 per enemy-controlled neighbour, the superpower space included).
        (BRUSH_WAR, 0, Some(Pick::Country(c))) => {
            // Unlike other wars, Brush War counts the superpower space too.
            let home = i32::from(TwilightStruggle::touches_home(c, chooser.opponent()));
            fx::war(g, no, chooser, c, 3, 1, 3, home, rng, log);
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
        _ => {}
    }
}
