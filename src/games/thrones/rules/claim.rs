//! Resolving a challenge (R-60 … R-69): strength, the winner, claim for each type, kills one by
//! one with their saves, the unopposed power, renown; victory checked after every power
//! change.

use crate::engine::{GameRng, LogEntry, RuleError, Seat, Text};
use crate::games::thrones::data::{Icon, Keyword};
use crate::games::thrones::state::ability::{Context, Trigger, Zone};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::{Leave, gain_power, gain_power_on, leave_play};
use crate::games::thrones::state::text::{card_list, card_text, house_text, icon_text};
use crate::games::thrones::state::windows::{self, Then};
use crate::games::thrones::state::{CardIx, Kills, KillsThen, Step, Thrones, other};

/// Whether attackers win ties, even at 0 against 0 (R-61 as the rulebook says it; A-5).
pub const ATTACKER_WINS_TIES: bool = true;

/// The participants still in the challenge on `seat`'s side (R-60: one that left play no longer
/// counts).
fn participants(g: &Thrones, cards: &[CardIx], seat: Seat) -> Vec<CardIx> {
    cards
        .iter()
        .copied()
        .filter(|&c| g.controller(c) == Some(seat))
        .collect()
}

/// The STR one side brings to the challenge: its participants still in play and under its control
/// except those whose STR does not count (a lasting effect).
pub fn side_strength(g: &Thrones, cards: &[CardIx], seat: Seat) -> u16 {
    participants(g, cards, seat)
        .iter()
        .filter(|&&c| !lasting::holds(g, |e| *e == lasting::Effect::StrIgnored { card: c }))
        .map(|&c| statics::strength(g, c))
        .sum()
}

/// Total STR of the attackers and of the defenders; the attacker wins ties; then claim or
/// the defender's win.
pub fn resolve(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = &g.challenge else { return };
    let (attacker, defender) = (c.attacker, other(c.attacker));
    let attack = side_strength(g, &c.attackers, attacker);
    let defence = side_strength(g, &c.defenders, defender);
    let attacker_wins = attack > defence || (attack == defence && ATTACKER_WINS_TIES);
    let winner = if attacker_wins { attacker } else { defender };
    let kind = c.kind;
    let c = g.challenge.as_mut().expect("under way");
    c.attack = attack;
    c.defence = defence;
    c.winner = Some(winner);
    log.push(LogEntry::public(
        Text::new("thrones-log-resolve")
            .text("kind", icon_text(kind))
            .num("attack", i64::from(attack))
            .num("defence", i64::from(defence))
            .text("house", house_text(g, winner)),
    ));
    lasting::challenge_won(g, winner, log);
    if attacker_wins {
        claim(g, rng, log);
    } else {
        finish(g, log);
    }
}

/// The characters of `seat` military claim may kill: any of them, not only participants,
/// that may be killed.
pub fn killable(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    g.player(seat)
        .characters()
        .map(|c| c.card)
        .filter(|&c| statics::may_be_killed(g, c))
        .collect()
}

/// How many characters military claim kills now: the claim, as far as possible.
pub fn claim_count(g: &Thrones) -> usize {
    let Some(c) = &g.challenge else { return 0 };
    usize::from(statics::claim(g, c.attacker)).min(killable(g, other(c.attacker)).len())
}

/// The attacker's plot's claim is carried out as far as possible (R-62 … R-65).
fn claim(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = &g.challenge else { return };
    let (attacker, defender, kind) = (c.attacker, other(c.attacker), c.kind);
    let n = statics::claim(g, attacker);
    match kind {
        Icon::Military => {
            let candidates = killable(g, defender);
            if usize::from(n) >= candidates.len() {
                if !candidates.is_empty() {
                    start_kills(g, defender, candidates, log);
                    return;
                }
            } else if n > 0 {
                g.challenge.as_mut().expect("under way").step = Step::Claim;
                return;
            }
        }
        Icon::Intrigue => {
            // at random, from the seeded generator.
            let mut discarded = Vec::new();
            for _ in 0..n {
                let hand = &mut g.player_mut(defender).hand;
                if hand.is_empty() {
                    break;
                }
                let i = rng.below(hand.len());
                discarded.push(hand.remove(i));
            }
            g.player_mut(defender).discard.extend(&discarded);
            log.push(LogEntry::public(
                Text::new("thrones-log-intrigue-claim")
                    .text("house", house_text(g, defender))
                    .num("n", discarded.len() as i64)
                    .list("cards", card_list(&discarded)),
            ));
        }
        Icon::Power => {
            // from the banner only, as far as possible.
            let moved = n.min(g.player(defender).power);
            g.player_mut(defender).power -= moved;
            log.push(LogEntry::public(
                Text::new("thrones-log-power-claim")
                    .text("from", house_text(g, defender))
                    .text("to", house_text(g, attacker))
                    .num("n", i64::from(moved)),
            ));
            if moved > 0 {
                gain_power(g, attacker, moved, Text::new("thrones-why-power-claim"), log);
            }
        }
    }
    after_claim(g, log);
}

/// The defender names the characters military claim kills: exactly as many as the claim, all
/// different.
pub fn choose_claim(g: &mut Thrones, seat: Seat, cards: Vec<CardIx>, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    match &g.challenge {
        Some(c) if c.step == Step::Claim && g.kills.is_none() && other(c.attacker) == seat => {}
        Some(c) if c.step == Step::Claim => return Err(RuleError::key("thrones-err-not-active")),
        _ => return Err(RuleError::key("thrones-err-not-now")),
    }
    let n = claim_count(g);
    let allowed = killable(g, seat);
    super::challenge::check_picks(&cards, &allowed, "thrones-err-claim-card")?;
    if cards.len() != n {
        return Err(RuleError::new(
            Text::new("thrones-err-claim-count")
                .num("n", n as i64)
                .num("got", cards.len() as i64),
        ));
    }
    start_kills(g, seat, cards, log);
    Ok(())
}

fn start_kills(g: &mut Thrones, defender: Seat, cards: Vec<CardIx>, log: &mut Vec<LogEntry>) {
    if let Some(c) = g.challenge.as_mut() {
        c.step = Step::Kills;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-military-claim")
            .text("house", house_text(g, defender))
            .list("cards", card_list(&cards)),
    ));
    g.kills = Some(Kills {
        cards,
        next: 0,
        then: KillsThen::AfterClaim,
        no_saves: false,
    });
}

/// The character whose save is being asked, if any: the next one to die has a duplicate
/// or its controller a save it may use now — both in play, so public.
pub fn save_asked(g: &Thrones) -> Option<(Seat, CardIx)> {
    let k = g.kills.as_ref()?;
    if k.no_saves {
        return None;
    }
    let card = *k.cards.get(k.next)?;
    let c = g.in_play(card)?;
    let seat = g.controller(card)?;
    let savable =
        !c.duplicates.is_empty() || super::windows::any_usable(g, seat, Context::Dying(card), &[Zone::InPlay]);
    savable.then_some((seat, card))
}

/// The next character of the kills dies (no save was asked, or it was declined), unless a
/// lasting effect stands a guard instead (Bronn); once all are done, what comes next.
pub fn continue_kills(g: &mut Thrones, _rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(k) = &g.kills else { return };
    let Some(&card) = k.cards.get(k.next) else {
        let then = k.then;
        g.kills = None;
        if then == KillsThen::AfterClaim {
            after_claim(g, log);
        }
        return;
    };
    if g.in_play(card).is_some() {
        die(g, card, log);
    }
    if let Some(k) = g.kills.as_mut() {
        k.next += 1;
    }
}

/// `card` dies now (or a guard stands instead), and the trigger for responses to it.
fn die(g: &mut Thrones, card: CardIx, log: &mut Vec<LogEntry>) {
    let guard = g.lasting.iter().find_map(|l| match l.effect {
        lasting::Effect::StandsInstead { guard, card: c } if c == card => {
            g.in_play(guard).is_some_and(|x| x.knelt).then_some(guard)
        }
        _ => None,
    });
    if let Some(guard) = guard {
        if let Some(x) = g.in_play_mut(guard) {
            x.knelt = false;
        }
        log.push(LogEntry::public(
            Text::new("thrones-log-stands-instead")
                .text("guard", card_text(guard))
                .text("card", card_text(card)),
        ));
        return;
    }
    let Some(seat) = g.controller(card) else { return };
    leave_play(g, card, Leave::Killed, log);
    lasting::forget(g, card);
    windows::trigger(g, Trigger::Killed { seat, card });
}

/// The controller of a character that would die saves it by discarding one of its duplicates,
/// or lets it die.
pub fn answer_save(g: &mut Thrones, seat: Seat, save: bool, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    let Some((asked, card)) = save_asked(g) else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    if asked != seat {
        return Err(RuleError::key("thrones-err-not-active"));
    }
    if save {
        let dup = g.in_play_mut(card).and_then(|c| c.duplicates.pop());
        let Some(dup) = dup else {
            return Err(RuleError::new(
                Text::new("thrones-err-no-duplicate").text("card", card_text(card)),
            ));
        };
        let owner = g.owner(dup);
        g.player_mut(owner).discard.push(dup);
        log.push(LogEntry::public(
            Text::new("thrones-log-saved-by-duplicate").text("card", card_text(card)),
        ));
        if let Some(k) = g.kills.as_mut() {
            k.next += 1;
        }
    } else {
        die(g, card, log);
        if let Some(k) = g.kills.as_mut() {
            k.next += 1;
        }
    }
    Ok(())
}

/// After claim: the unopposed power, then renown, then the challenge ends.
fn after_claim(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let Some(c) = &g.challenge else { return };
    if c.defence == 0 {
        let attacker = c.attacker;
        gain_power(g, attacker, 1, Text::new("thrones-why-unopposed"), log);
    }
    finish(g, log);
}

/// Renown on the winning side, then the challenge is over.
fn finish(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let Some(c) = g.challenge.clone() else { return };
    let Some(winner) = c.winner else { return };
    let side = if winner == c.attacker {
        &c.attackers
    } else {
        &c.defenders
    };
    for card in participants(g, side, winner) {
        if statics::has_keyword(g, card, Keyword::Renown) {
            gain_power_on(g, card, 1, Text::new("thrones-why-renown"), log);
        }
    }
    if let Some(c) = g.challenge.as_mut() {
        c.step = Step::Resolved;
    }
    windows::after_triggers(g, Then::EndChallenge);
    windows::trigger(g, Trigger::Won { winner });
}
