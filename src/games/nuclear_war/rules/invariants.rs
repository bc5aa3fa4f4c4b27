//! What must hold after every move; the random batteries check it.

use super::super::data::{Kind, data};
use super::super::{CardId, DRAW_TO, Interrupt, NuclearWar, Step, card_type};

/// Population and card conservation, queue and hand sizes, eliminated players hold nothing; in
/// Escalation also: a launched cruise missile is always somewhere, no warhead is both in a hand
/// and on a platform (each card is in exactly one place), the virus is held by a living seat.
pub fn check_invariants(g: &NuclearWar) -> Result<(), String> {
    let people: u32 = g.players.iter().map(|p| p.population).sum::<u32>() + g.bank + g.dead;
    if people != g.total_population() {
        return Err(format!(
            "population not conserved: players+bank+dead = {people}, expected {}",
            g.total_population()
        ));
    }
    let mut seen = vec![0u8; data().deck.len()];
    let mut count = |cards: &[CardId], place: &str| -> Result<(), String> {
        for &c in cards {
            let slot = seen.get_mut(c as usize).ok_or(format!("unknown card {c} in {place}"))?;
            *slot += 1;
        }
        Ok(())
    };
    count(&g.draw_pile, "draw pile")?;
    count(&g.discard, "discard")?;
    for (s, p) in g.players.iter().enumerate() {
        count(&p.hand, "hand")?;
        count(&p.queue, "queue")?;
        count(&p.retaliation, "retaliation")?;
        count(&p.stolen, "stolen")?;
        for platform in &p.platforms {
            count(&[platform.card], "platform")?;
            count(&platform.warheads, "platform warheads")?;
            if platform.warheads.is_empty() {
                return Err(format!("seat {s}: an empty platform stays in orbit"));
            }
            if platform.warheads.iter().any(|&c| card_type(c).megatons().is_none()) {
                return Err(format!("seat {s}: a platform holds a non-warhead"));
            }
        }
        for satellite in &p.satellites {
            count(&[satellite.card], "satellite")?;
        }
        if let Some(c) = p.face_up {
            count(&[c], "face up")?;
        }
        if p.shown.iter().any(|c| !p.hand.contains(c)) || p.shown.len() > 2 {
            return Err(format!("seat {s}: deterrent cards must be ≤ 2 hand cards"));
        }
        let swaps = g.peace_swaps(s);
        for (k, swap) in swaps.iter().enumerate() {
            let later = &swaps[k + 1..];
            let slot = usize::from(swap.slot);
            if !(1..=2).contains(&slot) || slot > p.queue.len() || later.iter().any(|l| l.slot == swap.slot) {
                return Err(format!(
                    "seat {s}: peace swap of slot {slot} recorded twice or out of the queue"
                ));
            }
            if p.queue[slot - 1] != swap.card {
                return Err(format!(
                    "seat {s}: slot {slot} no longer holds the card swapped into it"
                ));
            }
        }
        if p.opening_pick.iter().any(|c| !p.hand.contains(c)) {
            return Err(format!("seat {s}: opening picks must be hand cards"));
        }
        if p.held() > DRAW_TO {
            return Err(format!("seat {s}: holds {} cards (> {DRAW_TO})", p.held()));
        }
        let mid_turn = g.turn == s && matches!(g.step, Step::Reveal);
        if p.queue.len() > 2 && !mid_turn {
            return Err(format!("seat {s}: queue of {} outside a turn", p.queue.len()));
        }
        let sweeping = matches!(g.step, Step::Sweep { .. });
        if !sweeping && p.hand.iter().chain(&p.queue).any(|&c| card_type(c).acts_on_draw()) {
            return Err(format!("seat {s}: a Secret or the virus is held (they act on draw)"));
        }
        if p.stolen.iter().any(|&c| !card_type(c).is_secret()) {
            return Err(format!("seat {s}: a stolen card that is not a Secret"));
        }
        let retaliating = g
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat } if *seat == s));
        let holds = p.hand.len() + p.queue.len() > 0 || p.face_up.is_some() || !p.satellites.is_empty();
        if !p.alive
            && (holds
                || !p.stolen.is_empty()
                || (!retaliating && (!p.retaliation.is_empty() || !p.platforms.is_empty())))
        {
            return Err(format!("seat {s}: eliminated but still holds cards"));
        }
        if !p.alive && p.population > 0 {
            return Err(format!("seat {s}: eliminated with population"));
        }
        if p.alive && p.population == 0 && !g.finished {
            return Err(format!("seat {s}: alive with no population"));
        }
    }
    for missile in &g.cruise {
        count(&[missile.card], "cruise missile")?;
        if !matches!(card_type(missile.card).kind, Kind::Cruise { .. }) {
            return Err("a non-cruise card is flying as a cruise missile".into());
        }
        let launcher_retaliating = g
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat } if *seat == missile.launcher));
        if !g.alive(missile.launcher) && !launcher_retaliating {
            return Err("a cruise missile flies for an eliminated launcher".into());
        }
    }
    if let Some(virus) = &g.virus {
        count(&[virus.card], "virus")?;
        if !g.alive(virus.holder) && !g.finished {
            return Err("the virus is held by an eliminated seat".into());
        }
    }
    for interrupt in &g.interrupts {
        match interrupt {
            Interrupt::AttackTarget { attack } | Interrupt::Intercept { attack } => {
                count(&[attack.warhead], "attack")?;
                if attack.carrier_in_flight {
                    count(&[attack.carrier], "attack")?;
                }
            }
            Interrupt::Respond { event, .. } | Interrupt::CounterSabotage { event, .. } => {
                count(&event.cards(), "response window")?;
            }
            Interrupt::CounterSpy {
                act: super::super::SpyAct::Steal { card, .. },
                ..
            } => count(&[*card], "steal")?,
            Interrupt::LoadPlatform { card, warheads, .. } => {
                count(&[*card], "platform being loaded")?;
                count(warheads, "platform being loaded")?;
            }
            Interrupt::VirusGive { card, .. } => count(&[*card], "virus being given")?,
            _ => {}
        }
    }
    let in_play = super::super::data::deck_for(g.mode);
    let mut expected = vec![0u8; data().deck.len()];
    for c in in_play {
        expected[c as usize] = 1;
    }
    if let Some((c, n)) = seen.iter().enumerate().find(|(i, n)| **n != expected[*i]) {
        return Err(format!(
            "card {} seen {n} times (expected {})",
            super::super::card_id_string(c as CardId),
            expected[c]
        ));
    }
    Ok(())
}
