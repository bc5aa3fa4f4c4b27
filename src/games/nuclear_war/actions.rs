//! Who must decide what now (the prompts with their legal notations) and parsing one seat's
//! answer. Every refusal names the rule and lists what is legal instead.

use super::data::{Kind, data};
use super::{CardId, Interrupt, NuclearWar, Step, card_key, card_text, card_type, seat_label, type_text};
use crate::engine::{Choice, GameRng, LogEntry, Prompt, RuleError, Seat, Text};

/// What one seat is being asked right now.
#[derive(Clone, Debug)]
enum Decision {
    SecretTarget { card: CardId },
    PropagandaTarget { card: CardId },
    AttackTarget,
    Intercept,
    Retaliate,
    PeaceSwap,
    OpeningFirst,
    OpeningSecond,
    Place,
}

fn decision(g: &NuclearWar, seat: Seat) -> Option<Decision> {
    if g.finished {
        return None;
    }
    if let Some(top) = g.interrupts.last() {
        return match top {
            Interrupt::SecretTarget { seat: s, card, .. } if *s == seat => Some(Decision::SecretTarget { card: *card }),
            Interrupt::PropagandaTarget { seat: s, card } if *s == seat => {
                Some(Decision::PropagandaTarget { card: *card })
            }
            Interrupt::AttackTarget { attack } if attack.attacker == seat => Some(Decision::AttackTarget),
            Interrupt::Intercept { attack } if attack.target == Some(seat) => Some(Decision::Intercept),
            Interrupt::Retaliate { seat: s } if *s == seat => Some(Decision::Retaliate),
            Interrupt::PeaceSwap { done } => {
                let p = &g.players[seat];
                (p.alive && !p.queue.is_empty() && !done.contains(&seat)).then_some(Decision::PeaceSwap)
            }
            _ => None,
        };
    }
    let p = &g.players[seat];
    match g.step {
        Step::OpeningQueue if p.alive => match p.opening_pick.len() {
            0 if !p.hand.is_empty() => Some(Decision::OpeningFirst),
            1 if p.hand.len() >= 2 => Some(Decision::OpeningSecond),
            _ => None,
        },
        Step::Place if g.turn == seat && p.alive && !p.hand.is_empty() => Some(Decision::Place),
        _ => None,
    }
}

/// Distinct card keys of `cards`, in first-seen order.
fn distinct_keys(cards: impl IntoIterator<Item = CardId>) -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = Vec::new();
    for c in cards {
        let k = card_key(c);
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    keys
}

fn target_choices(g: &NuclearWar, seat: Seat) -> Vec<Choice> {
    g.opponents(seat)
        .into_iter()
        .map(|t| {
            Choice::new(
                format!("target {}", seat_label(t)),
                Text::new("nw-opt-target").seat("seat", t),
            )
        })
        .collect()
}

/// Anti-missiles in the target's hand that stop this carrier.
fn stopping_anti_missiles(g: &NuclearWar, target: Seat, carrier: CardId) -> Vec<CardId> {
    let Kind::Carrier { stopped_by, .. } = &card_type(carrier).kind else {
        return Vec::new();
    };
    g.players[target]
        .hand
        .iter()
        .copied()
        .filter(|&c| matches!(card_type(c).kind, Kind::AntiMissile { letter } if stopped_by.contains(&letter)))
        .collect()
}

fn choices(g: &NuclearWar, seat: Seat, decision: &Decision) -> Vec<Choice> {
    let p = &g.players[seat];
    match decision {
        Decision::SecretTarget { .. } | Decision::PropagandaTarget { .. } | Decision::AttackTarget => {
            target_choices(g, seat)
        }
        Decision::Intercept => {
            let Some(Interrupt::Intercept { attack }) = g.interrupts.last() else {
                return Vec::new();
            };
            let mut out: Vec<Choice> = distinct_keys(stopping_anti_missiles(g, seat, attack.carrier))
                .into_iter()
                .map(|k| {
                    Choice::new(
                        format!("intercept {k}"),
                        Text::new("nw-opt-intercept").text("card", type_text(k)),
                    )
                })
                .collect();
            out.push(Choice::new("pass", Text::new("nw-opt-pass")));
            out
        }
        Decision::Retaliate => {
            let mut out: Vec<Choice> = g
                .strikes(seat)
                .into_iter()
                .map(|(c, w, t)| {
                    Choice::new(
                        format!("strike {c} {w} {}", seat_label(t)),
                        Text::new("nw-opt-strike")
                            .text("carrier", type_text(c))
                            .text("warhead", type_text(w))
                            .seat("target", t),
                    )
                })
                .collect();
            out.push(Choice::new("done", Text::new("nw-opt-retaliation-done")));
            out
        }
        Decision::PeaceSwap => {
            let mut out = Vec::new();
            for slot in 1..=p.queue.len().min(2) {
                for k in distinct_keys(p.hand.iter().copied()) {
                    out.push(Choice::new(
                        format!("swap {slot} {k}"),
                        Text::new("nw-opt-swap")
                            .num("slot", slot as i64)
                            .text("card", type_text(k)),
                    ));
                }
            }
            out.push(Choice::new("done", Text::new("nw-opt-keep")));
            out
        }
        Decision::OpeningFirst => distinct_keys(p.hand.iter().copied())
            .into_iter()
            .map(|k| {
                Choice::new(
                    format!("first {k}"),
                    Text::new("nw-opt-first").text("card", type_text(k)),
                )
            })
            .collect(),
        Decision::OpeningSecond => distinct_keys(p.hand.iter().copied().filter(|c| !p.opening_pick.contains(c)))
            .into_iter()
            .map(|k| {
                Choice::new(
                    format!("second {k}"),
                    Text::new("nw-opt-second").text("card", type_text(k)),
                )
            })
            .collect(),
        Decision::Place => {
            let mut out: Vec<Choice> = distinct_keys(p.hand.iter().copied())
                .into_iter()
                .map(|k| {
                    Choice::new(
                        format!("place {k}"),
                        Text::new("nw-opt-place").text("card", type_text(k)),
                    )
                })
                .collect();
            if p.shown.len() < 2 {
                for k in distinct_keys(p.hand.iter().copied().filter(|c| !p.shown.contains(c))) {
                    out.push(Choice::new(
                        format!("show {k}"),
                        Text::new("nw-opt-show").text("card", type_text(k)),
                    ));
                }
            }
            for k in distinct_keys(p.shown.iter().copied()) {
                out.push(Choice::new(
                    format!("hide {k}"),
                    Text::new("nw-opt-hide").text("card", type_text(k)),
                ));
            }
            out
        }
    }
}

fn question(g: &NuclearWar, decision: &Decision) -> Text {
    match decision {
        Decision::SecretTarget { card } => Text::new("nw-q-secret-target").text("card", card_text(*card)),
        Decision::PropagandaTarget { card } => Text::new("nw-q-propaganda-target").text("card", card_text(*card)),
        Decision::AttackTarget | Decision::Intercept => match g.interrupts.last() {
            Some(Interrupt::AttackTarget { attack }) => Text::new("nw-q-attack-target")
                .text("carrier", card_text(attack.carrier))
                .text("warhead", card_text(attack.warhead)),
            Some(Interrupt::Intercept { attack }) => Text::new("nw-q-intercept")
                .seat("attacker", attack.attacker)
                .text("carrier", card_text(attack.carrier))
                .text("warhead", card_text(attack.warhead)),
            _ => Text::new("nw-q-place"),
        },
        Decision::Retaliate => Text::new("nw-q-retaliate"),
        Decision::PeaceSwap => Text::new("nw-q-peace-swap"),
        Decision::OpeningFirst => Text::new("nw-q-opening-first"),
        Decision::OpeningSecond => Text::new("nw-q-opening-second"),
        Decision::Place => Text::new("nw-q-place"),
    }
}

/// The seats owing a decision, without building their prompts.
pub fn awaiting(g: &NuclearWar) -> Vec<Seat> {
    (0..g.seats()).filter(|&seat| decision(g, seat).is_some()).collect()
}

pub fn pending(g: &NuclearWar) -> Vec<Prompt> {
    (0..g.seats())
        .filter_map(|seat| {
            let d = decision(g, seat)?;
            let secret = matches!(
                d,
                Decision::PeaceSwap | Decision::OpeningFirst | Decision::OpeningSecond
            );
            let free_form = matches!(d, Decision::OpeningFirst).then(|| Text::new("nw-free-queue"));
            Some(Prompt {
                seat,
                question: question(g, &d),
                options: choices(g, seat, &d),
                free_form,
                secret,
            })
        })
        .collect()
}

fn raw(s: &str) -> Text {
    Text::new("raw").str("value", s)
}

fn legal_list(options: &[Choice]) -> Vec<Text> {
    options.iter().map(|c| raw(&c.notation)).collect()
}

/// A refusal naming the rule; the legal options are only built here (they are not free).
fn refuse(g: &NuclearWar, seat: Seat, d: &Decision, key: &'static str) -> RuleError {
    RuleError::new(Text::new(key).list("legal", legal_list(&choices(g, seat, d))))
}

fn parse_seat(word: &str) -> Option<Seat> {
    word.strip_prefix('p')?.parse::<usize>().ok()?.checked_sub(1)
}

/// Checks a typed card key exists; unknown words get the list of card keys.
fn known_card(g: &NuclearWar, seat: Seat, d: &Decision, key: &str) -> Result<(), RuleError> {
    if data().type_index(key).is_some() {
        return Ok(());
    }
    let keys: Vec<Text> = data().cards.iter().map(|c| raw(c.key)).collect();
    Err(RuleError::new(
        Text::new("nw-err-unknown-card")
            .str("card", key)
            .list("cards", keys)
            .list("legal", legal_list(&choices(g, seat, d))),
    ))
}

/// A hand card of type `key`, preferring one not on deterrent display, skipping `exclude`.
fn hand_card(g: &NuclearWar, seat: Seat, key: &str, exclude: &[CardId]) -> Option<CardId> {
    let p = &g.players[seat];
    let mut matching = p
        .hand
        .iter()
        .copied()
        .filter(|c| card_key(*c) == key && !exclude.contains(c));
    let first = matching.clone().next();
    matching.find(|c| !p.shown.contains(c)).or(first)
}

fn require_hand_card(
    g: &NuclearWar,
    seat: Seat,
    d: &Decision,
    key: &str,
    exclude: &[CardId],
) -> Result<CardId, RuleError> {
    known_card(g, seat, d, key)?;
    hand_card(g, seat, key, exclude).ok_or_else(|| {
        RuleError::new(
            Text::new("nw-err-not-in-hand")
                .text("card", type_text(key))
                .list("legal", legal_list(&choices(g, seat, d))),
        )
    })
}

fn require_target(g: &NuclearWar, seat: Seat, d: &Decision, word: Option<&str>) -> Result<Seat, RuleError> {
    match word.and_then(parse_seat) {
        Some(t) if t != seat && g.alive(t) => Ok(t),
        _ => Err(refuse(g, seat, d, "nw-err-target")),
    }
}

pub fn apply(
    g: &mut NuclearWar,
    seat: Seat,
    notation: &str,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let Some(decision) = decision(g, seat) else {
        return Err(RuleError::key("nw-err-nothing-to-decide"));
    };
    let words: Vec<&str> = notation.split(' ').collect();
    let unknown = |g: &NuclearWar| {
        RuleError::new(
            Text::new("nw-err-unknown")
                .str("input", notation)
                .list("legal", legal_list(&choices(g, seat, &decision))),
        )
    };
    match decision {
        Decision::SecretTarget { card } => {
            if words[0] != "target" {
                return Err(unknown(g));
            }
            let target = require_target(g, seat, &decision, words.get(1).copied())?;
            let Some(Interrupt::SecretTarget { replace, .. }) = g.interrupts.pop() else {
                return Err(unknown(g));
            };
            g.apply_secret(seat, card, Some(target), log);
            if replace {
                g.draw_one(seat, true, rng, log);
            }
            g.eliminate_if_wiped_out(target, super::rules::Cause::Secret, log);
        }
        Decision::PropagandaTarget { card } => {
            if words[0] != "target" {
                return Err(unknown(g));
            }
            let target = require_target(g, seat, &decision, words.get(1).copied())?;
            g.interrupts.pop();
            g.apply_propaganda(seat, card, target, log);
        }
        Decision::AttackTarget => {
            if words[0] != "target" {
                return Err(unknown(g));
            }
            let target = require_target(g, seat, &decision, words.get(1).copied())?;
            let Some(Interrupt::AttackTarget { attack }) = g.interrupts.pop() else {
                return Err(unknown(g));
            };
            g.launch(attack, target, log);
        }
        Decision::Intercept => {
            let Some(Interrupt::Intercept { attack }) = g.interrupts.last().cloned() else {
                return Err(unknown(g));
            };
            match words.as_slice() {
                ["pass"] => {
                    g.interrupts.pop();
                    log.push(LogEntry::public(Text::new("nw-log-no-interception").seat("seat", seat)));
                    g.resolve_attack(attack, rng, log);
                }
                ["intercept", key] => {
                    known_card(g, seat, &decision, key)?;
                    if !matches!(
                        data().cards[data().type_index(key).unwrap_or(0)].kind,
                        Kind::AntiMissile { .. }
                    ) {
                        return Err(RuleError::new(
                            Text::new("nw-err-not-anti-missile")
                                .text("card", type_text(key))
                                .list("legal", legal_list(&choices(g, seat, &decision))),
                        ));
                    }
                    let held = require_hand_card(g, seat, &decision, key, &[])?;
                    if !stopping_anti_missiles(g, seat, attack.carrier).contains(&held) {
                        let stops: Vec<Text> = data()
                            .cards
                            .iter()
                            .filter(|c| matches!(&c.kind, Kind::Carrier { stopped_by, .. } if matches!(card_type(held).kind, Kind::AntiMissile { letter } if stopped_by.contains(&letter))))
                            .map(|c| type_text(c.key))
                            .collect();
                        return Err(RuleError::new(
                            Text::new("nw-err-intercept-letter")
                                .text("card", type_text(key))
                                .list("stops", stops)
                                .text("carrier", card_text(attack.carrier))
                                .list("legal", legal_list(&choices(g, seat, &decision))),
                        ));
                    }
                    g.interrupts.pop();
                    g.intercept(attack, held, rng, log);
                }
                _ => return Err(unknown(g)),
            }
        }
        Decision::Retaliate => match words.as_slice() {
            ["done"] => {
                g.interrupts.pop();
                g.end_retaliation(seat, log);
            }
            ["strike", carrier_key, warhead_key, target] => {
                known_card(g, seat, &decision, carrier_key)?;
                known_card(g, seat, &decision, warhead_key)?;
                let t = require_target(g, seat, &decision, Some(target))?;
                strike(g, seat, &decision, carrier_key, warhead_key, t, log)?;
            }
            _ => return Err(unknown(g)),
        },
        Decision::PeaceSwap => match words.as_slice() {
            ["done"] | ["keep"] => {
                if let Some(Interrupt::PeaceSwap { done }) = g.interrupts.last_mut() {
                    done.push(seat);
                }
                log.push(LogEntry::private(seat, Text::new("nw-log-you-keep")));
            }
            ["swap", slot, key] => {
                let slot = match *slot {
                    "1" => 0,
                    "2" => 1,
                    _ => return Err(refuse(g, seat, &decision, "nw-err-slot")),
                };
                if slot >= g.players[seat].queue.len() {
                    return Err(refuse(g, seat, &decision, "nw-err-slot"));
                }
                let card = require_hand_card(g, seat, &decision, key, &[])?;
                let p = &mut g.players[seat];
                let old = std::mem::replace(&mut p.queue[slot], card);
                p.hand.retain(|&c| c != card);
                p.shown.retain(|&c| c != card);
                p.hand.push(old);
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-swapped")
                        .num("slot", slot as i64 + 1)
                        .text("card", card_text(card))
                        .text("old", card_text(old)),
                ));
            }
            _ => return Err(unknown(g)),
        },
        Decision::OpeningFirst => match words.as_slice() {
            ["first", key] => {
                let card = require_hand_card(g, seat, &decision, key, &[])?;
                g.players[seat].opening_pick = vec![card];
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-picked")
                        .num("slot", 1)
                        .text("card", card_text(card)),
                ));
            }
            ["queue", first, second] => {
                let a = require_hand_card(g, seat, &decision, first, &[])?;
                let b = require_hand_card(g, seat, &decision, second, &[a])?;
                g.players[seat].opening_pick = vec![a, b];
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-picked").num("slot", 1).text("card", card_text(a)),
                ));
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-picked").num("slot", 2).text("card", card_text(b)),
                ));
                log.push(LogEntry::others(seat, Text::new("nw-log-committed").seat("seat", seat)));
            }
            ["second", ..] => return Err(refuse(g, seat, &decision, "nw-err-opening-order")),
            _ => return Err(unknown(g)),
        },
        Decision::OpeningSecond => match words.as_slice() {
            ["second", key] => {
                let exclude = g.players[seat].opening_pick.clone();
                let card = require_hand_card(g, seat, &decision, key, &exclude)?;
                g.players[seat].opening_pick.push(card);
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-picked")
                        .num("slot", 2)
                        .text("card", card_text(card)),
                ));
                log.push(LogEntry::others(seat, Text::new("nw-log-committed").seat("seat", seat)));
            }
            ["first", ..] | ["queue", ..] => {
                return Err(refuse(g, seat, &decision, "nw-err-opening-order"));
            }
            _ => return Err(unknown(g)),
        },
        Decision::Place => match words.as_slice() {
            ["place", key] => {
                let card = require_hand_card(g, seat, &decision, key, &[])?;
                let p = &mut g.players[seat];
                let was_shown = p.shown.contains(&card);
                p.hand.retain(|&c| c != card);
                p.shown.retain(|&c| c != card);
                p.queue.push(card);
                log.push(LogEntry::private(
                    seat,
                    Text::new("nw-log-you-placed").text("card", card_text(card)),
                ));
                if was_shown {
                    log.push(LogEntry::others(
                        seat,
                        Text::new("nw-log-places-shown")
                            .seat("seat", seat)
                            .text("card", card_text(card)),
                    ));
                } else {
                    log.push(LogEntry::others(seat, Text::new("nw-log-places").seat("seat", seat)));
                }
                g.step = Step::Reveal;
            }
            ["show", key] => {
                known_card(g, seat, &decision, key)?;
                if g.players[seat].shown.len() >= 2 {
                    return Err(refuse(g, seat, &decision, "nw-err-deterrent-full"));
                }
                let p = &g.players[seat];
                let Some(card) = p
                    .hand
                    .iter()
                    .copied()
                    .find(|c| card_key(*c) == *key && !p.shown.contains(c))
                else {
                    return Err(RuleError::new(
                        Text::new("nw-err-not-in-hand")
                            .text("card", type_text(key))
                            .list("legal", legal_list(&choices(g, seat, &decision))),
                    ));
                };
                g.players[seat].shown.push(card);
                log.push(LogEntry::public(
                    Text::new("nw-log-show")
                        .seat("seat", seat)
                        .text("card", card_text(card)),
                ));
            }
            ["hide", key] => {
                known_card(g, seat, &decision, key)?;
                let Some(card) = g.players[seat].shown.iter().copied().find(|c| card_key(*c) == *key) else {
                    return Err(RuleError::new(
                        Text::new("nw-err-not-shown")
                            .text("card", type_text(key))
                            .list("legal", legal_list(&choices(g, seat, &decision))),
                    ));
                };
                g.players[seat].shown.retain(|&c| c != card);
                log.push(LogEntry::public(
                    Text::new("nw-log-hide")
                        .seat("seat", seat)
                        .text("card", card_text(card)),
                ));
            }
            _ => return Err(unknown(g)),
        },
    }
    Ok(())
}

/// One final-retaliation strike (R-47, R-51, ruling: one at a time): the pool must hold a
/// carrier of that type able to lift the warhead (R-19; a B-70 within its remaining payload).
fn strike(
    g: &mut NuclearWar,
    seat: Seat,
    d: &Decision,
    carrier_key: &str,
    warhead_key: &str,
    target: Seat,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let pool = g.players[seat].retaliation.clone();
    let bad = || {
        RuleError::new(
            Text::new("nw-err-strike")
                .text("carrier", type_text(carrier_key))
                .text("warhead", type_text(warhead_key))
                .list("legal", legal_list(&choices(g, seat, d))),
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
        .find(|&c| match card_type(c).kind {
            Kind::Carrier { payload, .. } => g.bomber_left(c).unwrap_or(payload) >= megatons,
            _ => false,
        })
        .ok_or_else(bad)?;
    let bomber = g.bomber_left(carrier).is_some();
    let p = &mut g.players[seat];
    p.retaliation.retain(|&c| c != warhead && (bomber || c != carrier));
    if bomber {
        *g.payload_used.entry(carrier).or_insert(0) += megatons;
    }
    let attack = super::Attack {
        attacker: seat,
        carrier,
        warhead,
        target: None,
        retaliation: true,
        carrier_in_flight: !bomber,
    };
    g.launch(attack, target, log);
    Ok(())
}
