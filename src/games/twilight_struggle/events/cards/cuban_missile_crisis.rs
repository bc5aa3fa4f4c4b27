//! #40 Cuban Missile Crisis: DEFCON to 2; for the rest of the turn the opponent loses by couping,
//! unless they take 2 influence from Cuba (USSR) or West Germany / Turkey (US) first (D-15).

use super::prelude::*;

pub const CUBAN_MISSILE_CRISIS: CardNo = 40;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    before_coup: Some(before_coup),
    coup_loses: Some(|g, p| missile_crisis_target(g) == Some(p)),
    ..CardRules::new(CUBAN_MISSILE_CRISIS)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::set_defcon(g, 2, log);
    if !g.is_over() {
        fx::this_turn(g, CUBAN_MISSILE_CRISIS, p);
        fx::say(
            log,
            Text::new("ts-log-missile-crisis").text("power", fx::power_text(p.opponent())),
        );
    }
    true
}

fn before_coup(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    if missile_crisis_target(g) == Some(p) {
        g.finish(
            Some(p.opponent()),
            Text::new("ts-end-cuban-missile-crisis").text("power", fx::power_text(p)),
            log,
        );
    }
}

/// The side the crisis targets, if it is in effect.
pub fn missile_crisis_target(g: &TwilightStruggle) -> Option<Power> {
    g.this_turn_by(CUBAN_MISSILE_CRISIS).map(Power::opponent)
}

/// The countries `p` may take 2 influence from to end the crisis (D-15).
pub fn defuse_countries(g: &TwilightStruggle, p: Power) -> Vec<CountryIx> {
    if missile_crisis_target(g) != Some(p) {
        return Vec::new();
    }
    let list = match p {
        Power::Ussr => vec![fx::cix("cuba")],
        Power::Us => vec![fx::cix("west-germany"), fx::cix("turkey")],
    };
    list.into_iter().filter(|&c| g.inf(c, p) >= 2).collect()
}

/// D-15: `p` removes 2 influence from `c` and the crisis is over.
pub fn defuse(g: &mut TwilightStruggle, p: Power, c: CountryIx, log: &mut Log) {
    g.remove_inf(c, p, 2);
    g.this_turn.retain(|&(no, _)| no != CUBAN_MISSILE_CRISIS);
    log.push(LogEntry::public(
        Text::new("ts-log-missile-crisis-defused")
            .text("power", fx::power_text(p))
            .text("country", country_text(c)),
    ));
}
