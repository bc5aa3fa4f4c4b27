//! The end of a round: tribal favour decay, the game-end check and Upkeep &
//! Renewal (R-72…R-80), which runs only when the game goes on.

use super::super::cards::kinds::{keeps_favour, upkeep_cut};
use super::super::data::Kingdom;
use super::super::state::{Space, Store, ThreeKingdoms, generals_of, occupying_units};
use super::setup::general_text;
use crate::engine::{LogEntry, Text};

/// What one kingdom owes at Upkeep, after every reduction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Due {
    /// 1 rice per 2 support tokens, rounded down.
    pub support_rice: u16,
    /// Occupation upkeep in gold and rice.
    pub gold: u16,
    pub rice: u16,
}

impl Due {
    /// Support and occupation rice together.
    pub fn total_rice(self) -> u16 {
        self.support_rice + self.rice
    }
}

/// What `k` owes this Upkeep.
///
/// Occupation upkeep is 1 gold and 1 rice per occupying unit; the gold is lowered by the markets
/// and border tokens in the treasury, the rice by the farms and border tokens in the granary
/// (L1494-1499), neither below 0. Then the `upkeep(gold, rice)` abilities of the kingdom's
/// generals (in play or occupying) and of its built enhancements lower it further, again not
/// below 0. The support upkeep is not lowered by anything.
///
/// The seed's second example (L1511-1517) writes the rice as "2-1=0" with one farm and one
/// border token in the granary; the rule text (L1497-1499) subtracts both, 2-2=0, which is what
/// this does.
pub fn due(g: &ThreeKingdoms, k: Kingdom) -> Due {
    let r = g.realm(k);
    let units = occupying_units(r, None).max(0) as u16;
    let tokens = |store: Store| r.border_tokens.iter().filter(|(s, _)| *s == store).count() as u16;
    let gold_cut = u16::from(r.markets_in_treasury) + tokens(Store::Treasury);
    let rice_cut = u16::from(r.farms_in_granary) + tokens(Store::Granary);
    let (ability_gold, ability_rice) = upkeep_cut(g, k);
    Due {
        support_rice: r.support / 2,
        gold: units.saturating_sub(gold_cut).saturating_sub(ability_gold),
        rice: units.saturating_sub(rice_cut).saturating_sub(ability_rice),
    }
}

/// Pays `owed` from `have` as far as it goes; returns what was paid and what was not.
fn pay(have: &mut u16, owed: u16) -> (u16, u16) {
    let paid = owed.min(*have);
    *have -= paid;
    (paid, owed - paid)
}

/// Upkeep & Renewal, its steps in order: flip the criterion markers, hand over the
/// Han Emperor token, pay upkeep with a deficit token for each gold or rice
/// not paid, gain military points, advance the round. The caller skips it
/// when the game ends this round.
pub fn upkeep(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) {
    // both markers flip, so they still show different faces.
    g.han_criterion = g.han_criterion.other();
    log.push(LogEntry::public(
        Text::new("tkr-log-markers-flipped").str("han", g.han_criterion.key()),
    ));

    // the winner of Control Han Emperor this round takes the token from its holder or the
    // supply; if nobody won it (nobody bid), it goes back to the supply (L1172-1179).
    let han_winner = g
        .winners
        .iter()
        .find(|(space, _)| *space == Space::Han)
        .and_then(|(_, who)| who.first().copied());
    g.han_holder = han_winner;
    log.push(LogEntry::public(match han_winner {
        Some(k) => Text::new("tkr-log-han-token").str("kingdom", k.key()),
        None => Text::new("tkr-log-han-token-supply"),
    }));

    // R-76…R-78.
    for k in Kingdom::ALL {
        let owed = due(g, k);
        if owed.gold == 0 && owed.total_rice() == 0 {
            continue;
        }
        let r = g.realm_mut(k);
        let (gold, short_gold) = pay(&mut r.gold, owed.gold);
        let (rice, short_rice) = pay(&mut r.rice, owed.total_rice());
        let short = short_gold + short_rice;
        r.deficits += short;
        log.push(LogEntry::public(
            Text::new("tkr-log-upkeep")
                .str("kingdom", k.key())
                .num("gold", gold)
                .num("rice", rice)
                .num("support", owed.support_rice),
        ));
        if short > 0 {
            log.push(LogEntry::public(
                Text::new("tkr-log-deficit")
                    .str("kingdom", k.key())
                    .num("gold", short_gold)
                    .num("rice", short_rice)
                    .num("n", short),
            ));
        }
    }

    // one military point per unit occupying a border location, every round.
    for k in Kingdom::ALL {
        let units = occupying_units(g.realm(k), None).max(0) as u16;
        if units == 0 {
            continue;
        }
        let r = g.realm_mut(k);
        r.military += units;
        log.push(LogEntry::public(
            Text::new("tkr-log-military")
                .str("kingdom", k.key())
                .num("n", units)
                .num("total", r.military),
        ));
    }

    //
    g.round = g.round.saturating_add(1);
    log.push(LogEntry::public(Text::new("tkr-log-new-round").num("round", g.round)));
}

/// The general of `k` whose `no-decay` ability keeps its favour this round, if any:
/// `no-decay` alone always, `no-decay(rounds=even)` in even rounds, `rounds=odd` in odd ones.
///
/// A general occupying a border location counts too: the seed ties Jia Xu's ability to Wei
/// having recruited him (L1398), and the `upkeep` and `end-game` abilities count occupiers alike.
pub fn favour_keeper(g: &ThreeKingdoms, k: Kingdom) -> Option<u8> {
    generals_of(g, k).into_iter().find(|&c| keeps_favour(c, g.round))
}

/// Tribal favour decay for `k` once it has finished its actions, then the revolt check
///
///
/// Without its tribal favour action this round the favour falls by 1, never below 1, unless a
/// `no-decay` ability keeps it. Then, if the favour is 1 (reached or stayed, L1421-1425), a
/// revolt gives 1 deficit token; this is checked for every kingdom, even one that performed the
/// tribal action and is still at 1. The favour-12 exchange is the caller's.
pub fn decay(g: &mut ThreeKingdoms, k: Kingdom, performed_tribal: bool, log: &mut Vec<LogEntry>) {
    let keeper = if performed_tribal { None } else { favour_keeper(g, k) };
    let r = g.realm_mut(k);
    if !performed_tribal {
        if let Some(general) = keeper {
            log.push(LogEntry::public(
                Text::new("tkr-log-favor-kept")
                    .str("kingdom", k.key())
                    .text("general", general_text(general))
                    .num("favor", r.favor),
            ));
        } else if r.favor > 1 {
            r.favor -= 1;
            log.push(LogEntry::public(
                Text::new("tkr-log-favor-decay")
                    .str("kingdom", k.key())
                    .num("favor", r.favor),
            ));
        }
    }
    if r.favor <= 1 {
        r.favor = 1;
        r.deficits += 1;
        log.push(LogEntry::public(Text::new("tkr-log-revolt").str("kingdom", k.key())));
    }
}

/// Whether the game ends after this round's Resolution phase (R-83, L1555-1565): it is round 12;
/// a kingdom has farm level 5 and market level 5; a kingdom has reached Emperor (office 5); a
/// kingdom has put its 5th general on a border location.
pub fn game_ends(g: &ThreeKingdoms) -> bool {
    g.round >= 12
        || g.realms
            .iter()
            .any(|r| (r.farm_level >= 5 && r.market_level >= 5) || r.office >= EMPEROR || r.occupiers() >= 5)
}

/// The court office rank of Emperor (R-90: Prefect 0 … Emperor 5).
pub const EMPEROR: u8 = 5;
