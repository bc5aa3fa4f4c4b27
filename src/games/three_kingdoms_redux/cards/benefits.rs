//! Card abilities that fire at a moment of the game, one function per hook point (spec §6):
//! [`on_recruit`] when a general joins, [`after_action`] after a performed action and
//! [`round_end`] at the end of the round. Rules files call these hooks and never name a
//! card: a card names a kind in its data row and fills in its numbers (`data.rs`,
//! `ABILITY_KINDS`), and `kinds.rs` reads every argument of those kinds, in one place.
//!
//! A benefit with nothing to decide is taken at once. One with a choice (`choice=1`, weapons of
//! the owner's choice of type, an optional `swap`) is owed ([`ThreeKingdoms::owed`]) until its
//! owner's `gain` or `swap` line; the prompts offer every legal one (`prompts/benefits.rs`) and
//! `rules/benefits.rs` takes the one picked. Benefits of several cards add up and their owner
//! picks the order (compendium p.1, R-71): while a choice is open the owner may take its other
//! benefits first (`gain <card>`); what it leaves is taken for it once no choice is left, each one
//! when it applies, training last (our ruling: the order that gives the most).

use super::super::data::Kingdom;
use super::super::state::{GeneralIx, OnCard, Owed, Source, Space, ThreeKingdoms, generals_of};
use super::kinds::{HORSE, Item, Offer, Pick, action_matches, gives, offers, pay, receive, spec};
use crate::engine::{LogEntry, RuleError, Text};

/// Whether `o` asks its owner something now: a choice among its offers, or a swap it can make.
fn asks(g: &ThreeKingdoms, o: &Owed) -> bool {
    offers(g, o).iter().any(|x| x.pick != Pick::Take)
}

/// A swap: its owner may leave it (L1453-1458: "can").
pub fn optional(o: &Owed) -> bool {
    spec(o).is_some_and(|a| a.num("swap") == 1)
}

fn trains(o: &Owed) -> bool {
    spec(o).is_some_and(|a| a.num("train") > 0)
}

/// The first benefit of `k` whose choice must be made before it finishes (one that asks now and
/// is not a swap).
pub fn undecided(g: &ThreeKingdoms, k: Kingdom) -> Option<Owed> {
    g.owed
        .iter()
        .find(|o| o.kingdom == k && !optional(o) && asks(g, o))
        .copied()
}

/// Whether `k` has a benefit that asks it something now (the prompts ask it before anything).
pub fn asking(g: &ThreeKingdoms, k: Kingdom) -> Option<Owed> {
    g.owed.iter().find(|o| o.kingdom == k && asks(g, o)).copied()
}

/// Takes `k`'s owed benefits that ask nothing, each as soon as it gives something, training
/// last; what never applies stays owed for the caller to drop.
pub fn take_the_rest(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) {
    loop {
        let next = [false, true].into_iter().find_map(|train| {
            g.owed.iter().position(|o| {
                o.kingdom == k
                    && trains(o) == train
                    && !asks(g, o)
                    && offers(g, o).first().is_some_and(|x| gives(g, k, x))
            })
        });
        let Some(ix) = next else { break };
        let o = g.owed.remove(ix);
        if let Some(offer) = offers(g, &o).into_iter().next() {
            take(g, o, &offer, log);
        }
    }
}

/// After a benefit of `k` is earned or taken: when none of `k`'s asks anything now, nor would
/// once its other benefits are taken, the rest is taken for it and nothing of `k` stays owed.
pub fn settle(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) {
    if !g.owed.iter().any(|o| o.kingdom == k) || asking(g, k).is_some() {
        return;
    }
    let mut later = g.clone();
    take_the_rest(&mut later, k, &mut Vec::new());
    if asking(&later, k).is_some() {
        return;
    }
    take_the_rest(g, k, log);
    g.owed.retain(|o| o.kingdom != k);
}

pub fn goods(list: &[(Item, u16)]) -> Vec<Text> {
    list.iter()
        .map(|&(item, n)| Text::new("tkr-goods").str("what", item.key()).num("n", i64::from(n)))
        .collect()
}

/// Gives and gets what `offer` says for `o`, and logs it.
pub fn take(g: &mut ThreeKingdoms, o: Owed, offer: &Offer, log: &mut Vec<LogEntry>) {
    let from_card = spec(&o).is_some_and(|a| a.num("from-card") == 1);
    let r = g.realm_mut(o.kingdom);
    for &(item, n) in &offer.give {
        pay(r, item, n);
    }
    let got: Vec<(Item, u16)> = offer
        .get
        .iter()
        .map(|&(item, n)| (item, receive(r, item, n)))
        .filter(|(_, n)| *n > 0)
        .collect();
    if from_card && let Source::General(c) = o.source {
        let horses: u16 = got.iter().filter(|(i, _)| *i == HORSE).map(|(_, n)| n).sum();
        for stock in r.card_horses.iter_mut().filter(|s| s.general == c) {
            stock.horses = stock.horses.saturating_sub(horses);
        }
    }
    let line = if offer.give.is_empty() {
        if got.is_empty() {
            return;
        }
        Text::new("tkr-log-gain").list("goods", goods(&got))
    } else {
        Text::new("tkr-log-swap")
            .list("give", goods(&offer.give))
            .list("get", goods(&got))
    };
    log.push(LogEntry::public(
        line.str("kingdom", o.kingdom.key()).text("card", o.source.name()),
    ));
}

/// The cards of `k` whose abilities count: its generals (in play or occupying), then its built
/// state enhancements.
fn holdings(g: &ThreeKingdoms, k: Kingdom) -> Vec<Source> {
    generals_of(g, k)
        .into_iter()
        .map(Source::General)
        .chain(g.realm(k).built.iter().map(|&e| Source::Enhancement(e)))
        .collect()
}

fn owe(g: &mut ThreeKingdoms, k: Kingdom, source: Source, kind: &str, space: Option<Space>) {
    for (ix, a) in source.abilities().iter().enumerate() {
        let fires =
            a.kind == kind && space.is_none_or(|s| a.arg("action").is_some_and(|action| action_matches(action, s)));
        if fires {
            g.owed.push(Owed {
                kingdom: k,
                source,
                ability: ix as u8,
            });
        }
    }
}

/// When `general` joins `k` (a draft's reveal, R-13, R-18): his `on-recruit` gains, which ask
/// nothing. With `on-card=1` his horses go on his card, not to the supply (Ma Chao, L1445-1452;
/// our ruling: when he is recruited rather than at that round's end, which nobody can tell apart:
/// they are taken only from the next round's end on).
pub fn on_recruit(g: &mut ThreeKingdoms, k: Kingdom, general: GeneralIx, log: &mut Vec<LogEntry>) {
    let source = Source::General(general);
    for (ix, a) in source.abilities().iter().enumerate() {
        if a.kind != "on-recruit" {
            continue;
        }
        let o = Owed {
            kingdom: k,
            source,
            ability: ix as u8,
        };
        let Some(mut offer) = offers(g, &o).into_iter().next() else {
            continue;
        };
        if a.num("on-card") == 1 {
            let horses: u16 = offer.get.iter().filter(|(i, _)| *i == HORSE).map(|(_, n)| n).sum();
            offer.get.retain(|(i, _)| *i != HORSE);
            let round = g.round;
            let r = g.realm_mut(k);
            r.card_horses.retain(|s| s.general != general);
            r.card_horses.push(OnCard { general, horses, round });
            log.push(LogEntry::public(
                Text::new("tkr-log-card-horses")
                    .text("general", source.name())
                    .num("n", i64::from(horses)),
            ));
        }
        take(g, o, &offer, log);
    }
}

/// After `k` performed `space`: the `after-action` abilities naming that action, of each
/// general of `k` that was on the space and of each state enhancement `k` has built. Nothing
/// fires for the favour-12 exchange made without a general there (R-68, L1407-1409: no action
/// is performed).
pub fn after_action(g: &mut ThreeKingdoms, k: Kingdom, space: Space, log: &mut Vec<LogEntry>) {
    let mut sources: Vec<Source> = g
        .placements
        .iter()
        .filter(|p| p.kingdom == k && p.space == space)
        .map(|p| Source::General(p.general))
        .collect();
    if sources.is_empty() {
        return;
    }
    sources.dedup();
    sources.extend(g.realm(k).built.iter().map(|&e| Source::Enhancement(e)));
    for source in sources {
        owe(g, k, source, "after-action", Some(space));
    }
    settle(g, k, log);
}

/// R-71 (L1429-1466): the `round-end` abilities of every kingdom's generals (in play or
/// occupying) and built state enhancements. What asks nothing is taken at once, each when it
/// applies; a kingdom with a choice to make, or a swap it can use, owes a decision and takes its
/// benefits in the order it likes. Returns whether any decision is owed.
pub fn round_end(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) -> bool {
    for k in Kingdom::ALL {
        for source in holdings(g, k) {
            owe(g, k, source, "round-end", None);
        }
        settle(g, k, log);
    }
    !g.owed.is_empty()
}

/// Refuses an action of `k` while one of its benefits asks a choice (R-44: an action's card
/// benefits come before the next action); drops what is left of the others.
pub fn before_acting(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if let Some(o) = asking(g, k) {
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-first").text("card", o.source.name()),
        ));
    }
    settle(g, k, log);
    Ok(())
}
