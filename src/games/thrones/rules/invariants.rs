//! What must always hold (checked after every move by the random batteries): every card in
//! exactly one zone and every plot in exactly one pile, piles holding only their owner's cards,
//! power only on characters, the game over exactly when someone has won, challenges consistent.

use crate::games::thrones::data::{CardType, data};
use crate::games::thrones::state::steps::VICTORY;
use crate::games::thrones::state::{Draft, Phase, Player, PlotIx, Thrones, card_id, kind_of, plot_id};

pub fn check(g: &Thrones) -> Result<(), String> {
    let d = data();
    // Every physical card in exactly one zone.
    let mut seen = vec![0u8; d.instances.len()];
    let mut count = |c: u8| -> Result<(), String> {
        let slot = seen
            .get_mut(usize::from(c))
            .ok_or_else(|| format!("card index {c} out of range"))?;
        *slot += 1;
        Ok(())
    };
    for (s, p) in g.players.iter().enumerate() {
        for &c in p.deck.iter().chain(&p.hand).chain(&p.discard).chain(&p.dead) {
            count(c)?;
            if g.owner(c) != s {
                return Err(format!("{} is in a pile of the other player", card_id(c)));
            }
        }
        for c in &p.in_play {
            count(c.card)?;
            if !matches!(kind_of(c.card), CardType::Character | CardType::Location) {
                return Err(format!(
                    "{} is in play but is no character or location",
                    card_id(c.card)
                ));
            }
            if c.power > 0 && kind_of(c.card) != CardType::Character {
                return Err(format!("{} holds power but is no character", card_id(c.card)));
            }
            for a in &c.attachments {
                count(a.card)?;
                // An event may stay as an attachment (I'm You Writ Small).
                if !matches!(kind_of(a.card), CardType::Attachment | CardType::Event) {
                    return Err(format!("{} is attached but is no attachment", card_id(a.card)));
                }
            }
            for &dup in &c.duplicates {
                count(dup)?;
                if crate::games::thrones::state::card_of(dup).id != crate::games::thrones::state::card_of(c.card).id {
                    return Err(format!("{} is a duplicate of another card", card_id(dup)));
                }
            }
        }
    }
    if let Some(c) = seen.iter().position(|&n| n != 1) {
        return Err(format!("card {} is in {} zones", d.instances[c].id, seen[c]));
    }
    match &g.draft {
        None => standard_plots(g)?,
        Some(draft) => drafted_plots(g, draft)?,
    }
    if g.players[0].house == g.players[1].house {
        return Err("both seats play the same house".into());
    }
    // Power: the game is over exactly when someone conceded or reached 15.
    let reached = (0..2).any(|s| g.player(s).total_power() >= VICTORY);
    match (g.is_over(), g.conceded.is_some(), reached) {
        (false, _, true) => return Err("a player has 15 power but the game goes on".into()),
        (true, false, false) => return Err("the game is over but nobody has 15 power".into()),
        _ => {}
    }
    if g.is_over() != g.winner.is_some() {
        return Err("a winner without the end, or the end without a winner".into());
    }
    if let Some(w) = g.winner
        && g.conceded.is_none()
        && g.player(w).total_power() < VICTORY
    {
        return Err("the winner has less than 15 power".into());
    }
    for (s, p) in g.players.iter().enumerate() {
        if p.gold > 500 || p.power > 500 {
            return Err(format!("seat {s}: gold {} or power {} out of range", p.gold, p.power));
        }
        if g.made[s].len() > 3 {
            return Err(format!("seat {s} made {} challenges", g.made[s].len()));
        }
    }
    // A challenge only in the challenges phase, its participants the right sides' characters.
    if let Some(c) = &g.challenge {
        let Phase::Challenges { active, .. } = g.phase else {
            return Err("a challenge outside the challenges phase".into());
        };
        if c.attacker != active {
            return Err("the attacker is not the active player".into());
        }
        for &a in &c.attackers {
            if g.controller(a).is_some_and(|s| s != c.attacker) {
                return Err(format!("attacker {} is the defender's", card_id(a)));
            }
        }
        for &dfd in &c.defenders {
            if g.controller(dfd) == Some(c.attacker) {
                return Err(format!("defender {} is the attacker's", card_id(dfd)));
            }
        }
    }
    if g.kills
        .as_ref()
        .is_some_and(|k| k.then == crate::games::thrones::state::KillsThen::AfterClaim)
        && g.challenge.is_none()
    {
        return Err("claim kills pending outside a challenge".into());
    }
    Ok(())
}

/// Every plot of each set in exactly one of: plot deck, used pile, revealed.
fn standard_plots(g: &Thrones) -> Result<(), String> {
    let d = data();
    for (s, p) in g.players.iter().enumerate() {
        let mut plots: Vec<usize> = player_plots(p).map(usize::from).collect();
        plots.sort_unstable();
        let mut set = d.plot_sets[p.house.index()].clone();
        set.sort_unstable();
        if plots != set {
            return Err(format!("seat {s}'s plots are not its set of 7"));
        }
        if p.plot_deck.is_empty() {
            return Err(format!("seat {s}'s plot deck is empty"));
        }
    }
    Ok(())
}

fn player_plots(p: &Player) -> impl Iterator<Item = PlotIx> + '_ {
    p.plot_deck.iter().chain(&p.used_plots).chain(p.plot.iter()).copied()
}

/// With the plot draft: every plot of the pool in exactly one of the draft deck, a draft hand, a
/// seat's drafted plots, the box, a plot deck, a used pile or revealed; each seat's 7 plots from
/// its own set and the plots it kept (never one it passed); its standard set untouched until the
/// final choice.
fn drafted_plots(g: &Thrones, draft: &Draft) -> Result<(), String> {
    let d = data();
    let mut seen = vec![0u8; d.plots.len()];
    let zones = draft
        .deck
        .iter()
        .chain(draft.hands.iter().flatten())
        .chain(draft.drafted.iter().flatten())
        .chain(&draft.boxed)
        .copied()
        .chain(g.players.iter().flat_map(player_plots));
    for q in zones {
        *seen
            .get_mut(usize::from(q))
            .ok_or_else(|| format!("plot index {q} out of range"))? += 1;
    }
    if let Some(q) = seen.iter().position(|&n| n != 1) {
        return Err(format!("plot {} is in {} piles", d.plots[q].id, seen[q]));
    }
    for (s, p) in g.players.iter().enumerate() {
        let set = &d.plot_sets[p.house.index()];
        let mut plots: Vec<PlotIx> = player_plots(p).collect();
        if plots.len() != 7 || p.plot_deck.is_empty() {
            return Err(format!("seat {s} has {} plots", plots.len()));
        }
        let kept = |q: &PlotIx| draft.seen[s].contains(q) && !draft.passed[s].contains(q);
        if let Some(q) = plots.iter().find(|q| !set.contains(&usize::from(**q)) && !kept(q)) {
            return Err(format!("seat {s} holds plot {} it did not draft", plot_id(*q)));
        }
        if g.is_drafting() {
            plots.sort_unstable();
            let mut standard: Vec<PlotIx> = set.iter().map(|&i| i as PlotIx).collect();
            standard.sort_unstable();
            if plots != standard {
                return Err(format!("seat {s}'s standard plots changed during the draft"));
            }
        }
        if draft.drafted[s].len() > usize::from(draft.cycle) * 2 {
            return Err(format!("seat {s} drafted {} plots", draft.drafted[s].len()));
        }
    }
    Ok(())
}
