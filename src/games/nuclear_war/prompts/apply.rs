//! Applying one typed move: one function per decision. Each checks the move against the rules
//! first and refuses it (naming the rule) before changing anything.

use super::super::data::{Kind, data};
use super::super::state::Response;
use super::super::state::notation::{CardKey, NwAction};
use super::super::{
    AttackKind, CardId, Interrupt, NuclearWar, PeaceSwapped, Step, card_key, card_text, card_type, type_text,
};
use super::options::stopping_anti_missiles;
use super::refusals::{hand_card, legal_list, not_in_hand, refuse, require_hand_card, require_listed, require_target};
use super::{Decision, decision};
use crate::engine::{GameRng, LogEntry, RuleError, Seat, Text};

type Outcome = Result<(), RuleError>;

pub fn apply(g: &mut NuclearWar, seat: Seat, action: NwAction, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Outcome {
    let Some(d) = decision(g, seat) else {
        return Err(RuleError::key("nw-err-nothing-to-decide"));
    };
    match d {
        Decision::SecretTarget { card } => secret_target(g, seat, &d, card, action, rng, log),
        Decision::PropagandaTarget { card } => {
            let NwAction::Target(t) = action else {
                return Err(unknown(g, seat, &d, action));
            };
            let target = require_target(g, seat, &d, t)?;
            g.interrupts.pop();
            g.apply_propaganda(seat, card, target, log);
            Ok(())
        }
        Decision::AttackTarget => {
            let NwAction::Target(t) = action else {
                return Err(unknown(g, seat, &d, action));
            };
            let target = require_target(g, seat, &d, t)?;
            let Some(Interrupt::AttackTarget { attack }) = g.interrupts.pop() else {
                return Err(unknown(g, seat, &d, action));
            };
            g.launch(attack, target, log);
            Ok(())
        }
        Decision::Intercept => intercept(g, seat, &d, action, rng, log),
        Decision::Retaliate => retaliate(g, seat, &d, action, log),
        Decision::PeaceSwap => peace_swap(g, seat, &d, action, log),
        Decision::OpeningFirst | Decision::OpeningSecond => opening(g, seat, &d, action, log),
        Decision::Place => place(g, seat, &d, action, log),
        Decision::Respond => respond(g, seat, &d, action, log),
        Decision::CounterSabotage => {
            require_listed(g, seat, &d, &action, "ne-err-counter-sabotage")?;
            let Some(Interrupt::CounterSabotage { event, saboteur }) = g.interrupts.pop() else {
                return Err(unknown(g, seat, &d, action));
            };
            g.counter_sabotage(event, saboteur, action == NwAction::Unmask, rng, log);
            Ok(())
        }
        Decision::CounterSpy => {
            require_listed(g, seat, &d, &action, "ne-err-counter-spy")?;
            let Some(Interrupt::CounterSpy { victim, spy, act }) = g.interrupts.pop() else {
                return Err(unknown(g, seat, &d, action));
            };
            g.answer_spy(victim, spy, act, action == NwAction::Counter, rng, log);
            Ok(())
        }
        Decision::LoadPlatform => {
            require_listed(g, seat, &d, &action, "ne-err-load")?;
            match action {
                NwAction::Load(key) => {
                    g.load_warhead(seat, key, log);
                }
                _ => g.finish_loading(log),
            }
            Ok(())
        }
        Decision::VirusGive => {
            require_listed(g, seat, &d, &action, "nw-err-target")?;
            let (NwAction::Give(t), Some(Interrupt::VirusGive { card, replace, .. })) = (action, g.interrupts.pop())
            else {
                return Err(unknown(g, seat, &d, action));
            };
            g.give_virus(card, seat, t, log);
            if replace {
                g.draw_one(seat, true, rng, log);
            }
            Ok(())
        }
        Decision::PostTurn => post_turn(g, seat, &d, action, rng, log),
    }
}

fn unknown(g: &NuclearWar, seat: Seat, d: &Decision, action: NwAction) -> RuleError {
    super::refusals::unknown(g, seat, d, &action.to_string())
}

/// the drawer names the target of a secret; a sweep or interception draw replaces it.
fn secret_target(
    g: &mut NuclearWar,
    seat: Seat,
    d: &Decision,
    card: CardId,
    action: NwAction,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Outcome {
    let NwAction::Target(t) = action else {
        return Err(unknown(g, seat, d, action));
    };
    let target = require_target(g, seat, d, t)?;
    let Some(Interrupt::SecretTarget { replace, .. }) = g.interrupts.pop() else {
        return Err(unknown(g, seat, d, action));
    };
    g.apply_secret(seat, card, Some(target), log);
    if replace {
        g.draw_one(seat, true, rng, log);
    }
    g.eliminate_if_wiped_out(target, super::super::state::Cause::Secret, log);
    Ok(())
}

/// R-31..R-37: the target stops the carrier with a matching anti-missile, or lets it through.
fn intercept(
    g: &mut NuclearWar,
    seat: Seat,
    d: &Decision,
    action: NwAction,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Outcome {
    let Some(Interrupt::Intercept { attack }) = g.interrupts.last().cloned() else {
        return Err(unknown(g, seat, d, action));
    };
    let key = match action {
        NwAction::Pass => {
            g.interrupts.pop();
            log.push(LogEntry::public(Text::new("nw-log-no-interception").seat("seat", seat)));
            g.resolve_attack(attack, rng, log);
            return Ok(());
        }
        NwAction::Intercept(key) => key,
        _ => return Err(unknown(g, seat, d, action)),
    };
    let Kind::AntiMissile { letter } = card_type_of(key).kind else {
        return Err(RuleError::new(
            Text::new("nw-err-not-anti-missile")
                .text("card", type_text(key))
                .list("legal", legal_list(g, seat, d)),
        ));
    };
    let held = require_hand_card(g, seat, d, key, &[])?;
    if !stopping_anti_missiles(g, seat, attack.carrier).contains(&held) {
        let stops: Vec<Text> = data()
            .cards
            .iter()
            .filter(|c| matches!(&c.kind, Kind::Carrier { stopped_by, .. } if stopped_by.contains(&letter)))
            .map(|c| type_text(c.key))
            .collect();
        return Err(RuleError::new(
            Text::new("nw-err-intercept-letter")
                .text("card", type_text(key))
                .list("stops", stops)
                .text("carrier", card_text(attack.carrier))
                .list("legal", legal_list(g, seat, d)),
        ));
    }
    g.interrupts.pop();
    g.intercept(attack, held, rng, log);
    Ok(())
}

fn card_type_of(key: CardKey) -> &'static super::super::data::CardType {
    let d = data();
    &d.cards[d.type_index(key).unwrap_or(0)]
}

/// R-46..R-51: an eliminated seat strikes one strike at a time, then says it is done.
fn retaliate(g: &mut NuclearWar, seat: Seat, d: &Decision, action: NwAction, log: &mut Vec<LogEntry>) -> Outcome {
    match action {
        NwAction::Done => {
            g.interrupts.pop();
            g.end_retaliation(seat, log);
        }
        NwAction::Strike {
            carrier,
            warhead,
            target,
        } => {
            let t = require_target(g, seat, d, target)?;
            strike(g, seat, d, carrier, warhead, t, log)?;
        }
        NwAction::PlatformDrop {
            platform,
            warhead,
            target,
        } => {
            require_listed(g, seat, d, &action, "ne-err-platform-drop")?;
            g.platform_drop(seat, platform - 1, warhead, target, true, log);
        }
        NwAction::CruiseAt(target) => {
            require_listed(g, seat, d, &action, "ne-err-cruise")?;
            let Some(i) = g.cruise.iter().position(|c| c.launcher == seat) else {
                return Err(unknown(g, seat, d, action));
            };
            g.cruise_hit(i, target, log);
        }
        _ => return Err(unknown(g, seat, d, action)),
    }
    Ok(())
}

/// One final-retaliation strike (R-47, R-51, ruling: one at a time): the pool must hold a
/// carrier of that type able to lift the warhead (R-19; a B-70 within its remaining payload).
fn strike(
    g: &mut NuclearWar,
    seat: Seat,
    d: &Decision,
    carrier_key: CardKey,
    warhead_key: CardKey,
    target: Seat,
    log: &mut Vec<LogEntry>,
) -> Outcome {
    let pool = g.players[seat].retaliation.clone();
    let bad = || {
        RuleError::new(
            Text::new("nw-err-strike")
                .text("carrier", type_text(carrier_key))
                .text("warhead", type_text(warhead_key))
                .list("legal", legal_list(g, seat, d)),
        )
    };
    let warhead = pool
        .iter()
        .copied()
        .find(|&c| card_key(c) == warhead_key)
        .ok_or_else(bad)?;
    let megatons = card_type(warhead).megatons().ok_or_else(bad)?;
    let carrier = pool
        .iter()
        .copied()
        .filter(|&c| card_key(c) == carrier_key)
        .find(|&c| g.lifts(c, megatons))
        .ok_or_else(bad)?;
    let bomber = g.bomber_left(carrier).is_some();
    let p = &mut g.players[seat];
    p.retaliation.retain(|&c| c != warhead && (bomber || c != carrier));
    if bomber {
        *g.payload_used.entry(carrier).or_insert(0) += megatons;
    }
    let attack = super::super::Attack {
        attacker: seat,
        carrier,
        warhead,
        target: None,
        retaliation: true,
        carrier_in_flight: !bomber,
        kind: AttackKind::Carried,
    };
    g.launch(attack, target, log);
    Ok(())
}

/// once peace returns, each survivor may swap each of its face-down queue cards once for a
/// hand card, in secret ("the two face-down cards for cards in hand", seed L184-186); `back`
/// undoes the seat's own swaps, so a slip costs nothing.
fn peace_swap(g: &mut NuclearWar, seat: Seat, d: &Decision, action: NwAction, log: &mut Vec<LogEntry>) -> Outcome {
    match action {
        NwAction::Done => {
            if let Some(Interrupt::PeaceSwap { done, .. }) = g.interrupts.last_mut() {
                done.push(seat);
            }
            log.push(LogEntry::private(seat, Text::new("nw-log-you-keep")));
        }
        NwAction::Swap { slot, card: key } => {
            if !(1..=2).contains(&slot) || usize::from(slot) > g.players[seat].queue.len() {
                return Err(refuse(g, seat, d, "nw-err-slot"));
            }
            if g.peace_swaps(seat).iter().any(|s| s.slot == slot) {
                return Err(refuse(g, seat, d, "nw-err-slot-swapped"));
            }
            let card = require_hand_card(g, seat, d, key, &[])?;
            let p = &mut g.players[seat];
            let old = std::mem::replace(&mut p.queue[usize::from(slot) - 1], card);
            p.hand.retain(|&c| c != card);
            p.shown.retain(|&c| c != card);
            p.hand.push(old);
            if let Some(Interrupt::PeaceSwap { swapped, .. }) = g.interrupts.last_mut() {
                swapped.push(PeaceSwapped { seat, slot, card, old });
            }
            log.push(LogEntry::private(
                seat,
                Text::new("nw-log-you-swapped")
                    .num("slot", i64::from(slot))
                    .text("card", card_text(card))
                    .text("old", card_text(old)),
            ));
        }
        NwAction::Back => {
            let mine = g.peace_swaps(seat);
            if mine.is_empty() {
                return Err(refuse(g, seat, d, "nw-err-nothing-swapped"));
            }
            let p = &mut g.players[seat];
            // Undone newest first: a card swapped out of one slot may have gone into the other.
            for s in mine.iter().rev() {
                p.queue[usize::from(s.slot) - 1] = s.old;
                p.hand.retain(|&c| c != s.old);
                p.hand.push(s.card);
            }
            if let Some(Interrupt::PeaceSwap { swapped, .. }) = g.interrupts.last_mut() {
                swapped.retain(|s| s.seat != seat);
            }
            log.push(LogEntry::private(seat, Text::new("nw-log-you-swapped-back")));
        }
        _ => return Err(unknown(g, seat, d, action)),
    }
    Ok(())
}

fn picked(seat: Seat, slot: i64, card: CardId) -> LogEntry {
    LogEntry::private(
        seat,
        Text::new("nw-log-you-picked")
            .num("slot", slot)
            .text("card", card_text(card)),
    )
}

/// every seat commits two face-down cards, first then second (or both in one line).
fn opening(g: &mut NuclearWar, seat: Seat, d: &Decision, action: NwAction, log: &mut Vec<LogEntry>) -> Outcome {
    let committed = |seat| LogEntry::others(seat, Text::new("nw-log-committed").seat("seat", seat));
    match (d, action) {
        (Decision::OpeningFirst, NwAction::First(key)) => {
            let card = require_hand_card(g, seat, d, key, &[])?;
            g.players[seat].opening_pick = vec![card];
            log.push(picked(seat, 1, card));
        }
        (Decision::OpeningFirst, NwAction::Queue(first, second)) => {
            let a = require_hand_card(g, seat, d, first, &[])?;
            let b = require_hand_card(g, seat, d, second, &[a])?;
            g.players[seat].opening_pick = vec![a, b];
            log.extend([picked(seat, 1, a), picked(seat, 2, b), committed(seat)]);
        }
        (Decision::OpeningSecond, NwAction::Second(key)) => {
            let exclude = g.players[seat].opening_pick.clone();
            let card = require_hand_card(g, seat, d, key, &exclude)?;
            g.players[seat].opening_pick.push(card);
            log.extend([picked(seat, 2, card), committed(seat)]);
        }
        (Decision::OpeningFirst, NwAction::Second(_))
        | (Decision::OpeningSecond, NwAction::First(_) | NwAction::Queue(..)) => {
            return Err(refuse(g, seat, d, "nw-err-opening-order"));
        }
        _ => return Err(unknown(g, seat, d, action)),
    }
    Ok(())
}

/// The basic turn (R-8..R-10, R-38..R-40): place a card at the back of the queue, having first
/// shown or hidden deterrents, or (Escalation) spied on a rival's queue.
fn place(g: &mut NuclearWar, seat: Seat, d: &Decision, action: NwAction, log: &mut Vec<LogEntry>) -> Outcome {
    match action {
        NwAction::SpyOn(target) if g.mode.escalation() => {
            require_listed(g, seat, d, &action, "ne-err-spy")?;
            g.spy_on(seat, target, log);
        }
        NwAction::Place(key) => {
            let card = require_hand_card(g, seat, d, key, &[])?;
            let p = &mut g.players[seat];
            let was_shown = p.shown.contains(&card);
            p.hand.retain(|&c| c != card);
            p.shown.retain(|&c| c != card);
            p.queue.push(card);
            log.push(LogEntry::private(
                seat,
                Text::new("nw-log-you-placed").text("card", card_text(card)),
            ));
            log.push(if was_shown {
                LogEntry::others(
                    seat,
                    Text::new("nw-log-places-shown")
                        .seat("seat", seat)
                        .text("card", card_text(card)),
                )
            } else {
                LogEntry::others(seat, Text::new("nw-log-places").seat("seat", seat))
            });
            g.step = Step::Reveal;
        }
        NwAction::Show(key) => {
            if g.players[seat].shown.len() >= 2 {
                return Err(refuse(g, seat, d, "nw-err-deterrent-full"));
            }
            let p = &g.players[seat];
            let Some(card) = p
                .hand
                .iter()
                .copied()
                .find(|c| card_key(*c) == key && !p.shown.contains(c))
            else {
                return Err(not_in_hand(g, seat, d, key));
            };
            g.players[seat].shown.push(card);
            log.push(LogEntry::public(
                Text::new("nw-log-show")
                    .seat("seat", seat)
                    .text("card", card_text(card)),
            ));
        }
        NwAction::Hide(key) => {
            let Some(card) = g.players[seat].shown.iter().copied().find(|c| card_key(*c) == key) else {
                return Err(RuleError::new(
                    Text::new("nw-err-not-shown")
                        .text("card", type_text(key))
                        .list("legal", legal_list(g, seat, d)),
                ));
            };
            g.players[seat].shown.retain(|&c| c != card);
            log.push(LogEntry::public(
                Text::new("nw-log-hide")
                    .seat("seat", seat)
                    .text("card", card_text(card)),
            ));
        }
        _ => return Err(unknown(g, seat, d, action)),
    }
    Ok(())
}

/// An Escalation response window: the seat answers in secret; the window resolves once every
/// seat asked has answered (docs/nuclear-escalation.md).
fn respond(g: &mut NuclearWar, seat: Seat, d: &Decision, action: NwAction, log: &mut Vec<LogEntry>) -> Outcome {
    let response = match action {
        NwAction::Pass => None,
        NwAction::Sabotage => {
            require_listed(g, seat, d, &action, "ne-err-sabotage")?;
            Some(Response::Sabotage)
        }
        NwAction::Steal => {
            require_listed(g, seat, d, &action, "ne-err-steal")?;
            Some(Response::Steal)
        }
        NwAction::Intercept(key) => {
            require_listed(g, seat, d, &action, "ne-err-intercept")?;
            let Some(card) = hand_card(g, seat, key, &[]) else {
                return Err(unknown(g, seat, d, action));
            };
            Some(Response::Intercept { card })
        }
        _ => return Err(unknown(g, seat, d, action)),
    };
    if let Some(Interrupt::Respond { window, .. }) = g.interrupts.last_mut() {
        window.answer(seat, response).map_err(RuleError::from)?;
    }
    log.push(LogEntry::private(
        seat,
        Text::new("ne-log-you-answered").str("answer", action.to_string()),
    ));
    Ok(())
}

/// After the basic turn (seed §1.12–1.14, §1.18): drops, satellite strikes, cruise orders and
/// the virus, one at a time, then `end`.
fn post_turn(
    g: &mut NuclearWar,
    seat: Seat,
    d: &Decision,
    action: NwAction,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Outcome {
    require_listed(g, seat, d, &action, "ne-err-post-turn")?;
    match action {
        NwAction::End => g.post.ended = true,
        NwAction::PlatformDrop {
            platform,
            warhead,
            target,
        } => {
            g.platform_drop(seat, platform - 1, warhead, target, false, log);
        }
        NwAction::Kill { owner, platform } => {
            g.satellite_strike(seat, owner, platform - 1, rng, log);
        }
        NwAction::CruiseDrop(over) | NwAction::CruiseMove(over) => {
            let Some(i) = g.cruise_over(seat, over) else {
                return Err(unknown(g, seat, d, action));
            };
            if matches!(action, NwAction::CruiseDrop(_)) {
                let victim = g.cruise[i].over;
                g.cruise_hit(i, victim, log);
            } else {
                g.cruise_move(i, log);
            }
        }
        NwAction::VirusKeep => g.pass_virus(seat, None, log),
        NwAction::VirusPass(target) => g.pass_virus(seat, Some(target), log),
        _ => return Err(unknown(g, seat, d, action)),
    }
    Ok(())
}
