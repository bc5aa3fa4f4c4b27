//! Who must decide what now (the prompts with their legal notations) and parsing one seat's
//! answer. Every refusal names the rule and lists what is legal instead.

use super::data::{Kind, data};
use super::specials::{Event, Response};
use super::{AttackKind, CardId, Interrupt, NuclearWar, Step, card_key, card_text, card_type, seat_label, type_text};
use crate::engine::{Choice, GameRng, LogEntry, Prompt, RuleError, Seat, Text};

/// What one seat is being asked right now.
#[derive(Clone, Debug)]
enum Decision {
    SecretTarget {
        card: CardId,
    },
    PropagandaTarget {
        card: CardId,
    },
    AttackTarget,
    Intercept,
    Retaliate,
    PeaceSwap,
    OpeningFirst,
    OpeningSecond,
    Place,
    /// Escalation: answer a response window (secret, everyone but the actor).
    Respond,
    CounterSabotage,
    CounterSpy,
    LoadPlatform,
    VirusGive,
    PostTurn,
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
            Interrupt::Respond { event, answers } => g
                .window_waiting(event, answers)
                .contains(&seat)
                .then_some(Decision::Respond),
            Interrupt::CounterSabotage { event, .. } if event.actor() == seat && g.alive(seat) => {
                Some(Decision::CounterSabotage)
            }
            Interrupt::CounterSpy { victim, .. } if *victim == seat && g.alive(seat) => Some(Decision::CounterSpy),
            Interrupt::LoadPlatform { seat: s, .. } if *s == seat => Some(Decision::LoadPlatform),
            Interrupt::VirusGive { seat: s, .. } if *s == seat => Some(Decision::VirusGive),
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
        Step::PostTurn
            if g.turn == seat && p.alive && g.mode.escalation() && !g.post.ended && post_turn_owed(g, seat) =>
        {
            Some(Decision::PostTurn)
        }
        _ => None,
    }
}

/// True if `seat` has anything to do after its basic turn (seed §1.12–1.14, §1.18).
pub fn post_turn_owed(g: &NuclearWar, seat: Seat) -> bool {
    !post_turn_actions(g, seat).is_empty()
}

/// Platform drops, killer satellite strikes, cruise orders and virus passes open to `seat` now.
fn post_turn_actions(g: &NuclearWar, seat: Seat) -> Vec<Choice> {
    let p = &g.players[seat];
    let opponents = g.opponents(seat);
    let mut out = Vec::new();
    if !g.post.skipped && !g.post.elimination {
        for (i, platform) in p.platforms.iter().enumerate() {
            if g.post.dropped.contains(&platform.card) {
                continue;
            }
            for k in distinct_keys(platform.warheads.iter().copied()) {
                for &t in &opponents {
                    out.push(Choice::new(
                        format!("platform {} {k} {}", i + 1, seat_label(t)),
                        Text::new("ne-opt-platform-drop")
                            .num("platform", i as i64 + 1)
                            .text("warhead", type_text(k))
                            .seat("target", t),
                    ));
                }
            }
        }
    }
    if !g.post.skipped && p.satellites.iter().any(|s| s.ready) {
        for &o in &opponents {
            for j in 0..g.players[o].platforms.len() {
                out.push(Choice::new(
                    format!("kill {} {}", seat_label(o), j + 1),
                    Text::new("ne-opt-kill").seat("owner", o).num("platform", j as i64 + 1),
                ));
            }
        }
    }
    let mut overs: Vec<Seat> = Vec::new();
    for missile in g
        .cruise
        .iter()
        .filter(|c| c.launcher == seat && !g.post.ordered.contains(&c.card))
    {
        if overs.contains(&missile.over) {
            continue;
        }
        overs.push(missile.over);
        if g.alive(missile.over) {
            out.push(Choice::new(
                format!("cruise drop {}", seat_label(missile.over)),
                Text::new("ne-opt-cruise-drop").seat("target", missile.over),
            ));
        }
        out.push(Choice::new(
            format!("cruise move {}", seat_label(missile.over)),
            Text::new("ne-opt-cruise-move").seat("over", missile.over),
        ));
    }
    if g.virus_due(seat) {
        for t in g.virus_targets(seat) {
            out.push(Choice::new(
                format!("virus {}", seat_label(t)),
                Text::new("ne-opt-virus-pass").seat("target", t),
            ));
        }
        out.push(Choice::new("virus keep", Text::new("ne-opt-virus-keep")));
    }
    out
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
        Decision::Respond => {
            let Some(Interrupt::Respond { event, .. }) = g.interrupts.last() else {
                return Vec::new();
            };
            let mut out = Vec::new();
            match event {
                Event::Attack { attack } => {
                    if attack.target == Some(seat) && attack.kind == AttackKind::Carried {
                        for k in distinct_keys(stopping_anti_missiles(g, seat, attack.carrier)) {
                            out.push(Choice::new(
                                format!("intercept {k}"),
                                Text::new("nw-opt-intercept").text("card", type_text(k)),
                            ));
                        }
                    }
                    if g.holds_saboteur(seat) {
                        out.push(Choice::new("sabotage", Text::new("ne-opt-sabotage")));
                    }
                }
                Event::Cruise { .. } | Event::Platform { .. } | Event::Satellite { .. } => {
                    if g.holds_saboteur(seat) {
                        out.push(Choice::new("sabotage", Text::new("ne-opt-sabotage")));
                    }
                }
                Event::Secret { .. } => {
                    if g.holds_spy(seat) {
                        out.push(Choice::new("steal", Text::new("ne-opt-steal")));
                    }
                }
            }
            out.push(Choice::new("pass", Text::new("nw-opt-pass")));
            out
        }
        Decision::CounterSabotage => {
            let mut out = Vec::new();
            if g.holds_spy(seat) {
                out.push(Choice::new("spy", Text::new("ne-opt-unmask")));
            }
            out.push(Choice::new("pass", Text::new("nw-opt-pass")));
            out
        }
        Decision::CounterSpy => {
            let mut out = Vec::new();
            if g.holds_spy(seat) {
                out.push(Choice::new("counter", Text::new("ne-opt-counter-spy")));
            }
            out.push(Choice::new("pass", Text::new("nw-opt-pass")));
            out
        }
        Decision::LoadPlatform => {
            let mut out: Vec<Choice> =
                distinct_keys(p.hand.iter().copied().filter(|&c| card_type(c).megatons().is_some()))
                    .into_iter()
                    .map(|k| Choice::new(format!("load {k}"), Text::new("ne-opt-load").text("card", type_text(k))))
                    .collect();
            out.push(Choice::new("launch", Text::new("ne-opt-launch-platform")));
            out
        }
        Decision::VirusGive => g
            .opponents(seat)
            .into_iter()
            .map(|t| {
                Choice::new(
                    format!("give {}", seat_label(t)),
                    Text::new("ne-opt-virus-give").seat("target", t),
                )
            })
            .collect(),
        Decision::PostTurn => {
            let mut out = post_turn_actions(g, seat);
            if !g.virus_due(seat) {
                out.push(Choice::new("end", Text::new("ne-opt-end")));
            }
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
            // warheads on launched platforms; R-49: cruise missiles in flight.
            for (i, platform) in p.platforms.iter().enumerate() {
                for k in distinct_keys(platform.warheads.iter().copied()) {
                    for t in g.opponents(seat) {
                        out.push(Choice::new(
                            format!("platform {} {k} {}", i + 1, seat_label(t)),
                            Text::new("ne-opt-platform-drop")
                                .num("platform", i as i64 + 1)
                                .text("warhead", type_text(k))
                                .seat("target", t),
                        ));
                    }
                }
            }
            if g.cruise.iter().any(|c| c.launcher == seat) {
                for t in g.opponents(seat) {
                    out.push(Choice::new(
                        format!("cruise {}", seat_label(t)),
                        Text::new("ne-opt-cruise-drop").seat("target", t),
                    ));
                }
            }
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
            // Seed §1.17 use 3: spy on an opponent's face-down queue (before placing).
            if g.mode.escalation() && g.holds_spy(seat) {
                for t in g.opponents(seat) {
                    if !g.players[t].queue.is_empty() {
                        out.push(Choice::new(
                            format!("spy {}", seat_label(t)),
                            Text::new("ne-opt-spy-on").seat("target", t),
                        ));
                    }
                }
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
        Decision::Respond => match g.interrupts.last() {
            Some(Interrupt::Respond { event, .. }) => Text::new("ne-q-respond").text("event", event.text()),
            _ => Text::new("nw-q-place"),
        },
        Decision::CounterSabotage => match g.interrupts.last() {
            Some(Interrupt::CounterSabotage { event, saboteur }) => Text::new("ne-q-counter-sabotage")
                .seat("saboteur", *saboteur)
                .text("event", event.text()),
            _ => Text::new("nw-q-place"),
        },
        Decision::CounterSpy => match g.interrupts.last() {
            Some(Interrupt::CounterSpy { spy, act, .. }) => Text::new(match act {
                super::SpyAct::Intel => "ne-q-counter-intel",
                super::SpyAct::Steal { .. } => "ne-q-counter-steal",
            })
            .seat("spy", *spy),
            _ => Text::new("nw-q-place"),
        },
        Decision::LoadPlatform => match g.interrupts.last() {
            Some(Interrupt::LoadPlatform { warheads, .. }) => {
                Text::new("ne-q-load-platform").num("loaded", warheads.len() as i64)
            }
            _ => Text::new("nw-q-place"),
        },
        Decision::VirusGive => Text::new("ne-q-virus-give"),
        Decision::PostTurn => Text::new("ne-q-post-turn"),
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
                Decision::PeaceSwap
                    | Decision::OpeningFirst
                    | Decision::OpeningSecond
                    | Decision::Respond
                    | Decision::CounterSabotage
                    | Decision::CounterSpy
                    | Decision::LoadPlatform
            );
            let free_form = matches!(d, Decision::OpeningFirst).then(|| Text::new("nw-free-queue"));
            Some(Prompt {
                free_form,
                secret,
                ..Prompt::one(seat, question(g, &d), choices(g, seat, &d))
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
            ["platform", index, key, target] => {
                require_listed(g, seat, &decision, notation, "ne-err-platform-drop")?;
                let (Some(i), Some(t)) = (index.parse::<usize>().ok(), parse_seat(target)) else {
                    return Err(unknown(g));
                };
                g.platform_drop(seat, i - 1, key, t, true, log);
            }
            ["cruise", target] => {
                require_listed(g, seat, &decision, notation, "ne-err-cruise")?;
                let (Some(t), Some(i)) = (parse_seat(target), g.cruise.iter().position(|c| c.launcher == seat)) else {
                    return Err(unknown(g));
                };
                g.cruise_hit(i, t, log);
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
            ["spy", target] if g.mode.escalation() => {
                require_listed(g, seat, &decision, notation, "ne-err-spy")?;
                let Some(t) = parse_seat(target) else {
                    return Err(unknown(g));
                };
                g.spy_on(seat, t, log);
            }
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
        Decision::Respond => {
            let response = match words.as_slice() {
                ["pass"] => Response::Pass,
                ["sabotage"] => {
                    require_listed(g, seat, &decision, notation, "ne-err-sabotage")?;
                    Response::Sabotage
                }
                ["steal"] => {
                    require_listed(g, seat, &decision, notation, "ne-err-steal")?;
                    Response::Steal
                }
                ["intercept", key] => {
                    require_listed(g, seat, &decision, notation, "ne-err-intercept")?;
                    let Some(card) = hand_card(g, seat, key, &[]) else {
                        return Err(unknown(g));
                    };
                    Response::Intercept { card }
                }
                _ => return Err(unknown(g)),
            };
            if let Some(Interrupt::Respond { answers, .. }) = g.interrupts.last_mut() {
                answers.push((seat, response));
            }
            log.push(LogEntry::private(
                seat,
                Text::new("ne-log-you-answered").str("answer", notation),
            ));
        }
        Decision::CounterSabotage => {
            require_listed(g, seat, &decision, notation, "ne-err-counter-sabotage")?;
            let Some(Interrupt::CounterSabotage { event, saboteur }) = g.interrupts.pop() else {
                return Err(unknown(g));
            };
            g.counter_sabotage(event, saboteur, notation == "spy", rng, log);
        }
        Decision::CounterSpy => {
            require_listed(g, seat, &decision, notation, "ne-err-counter-spy")?;
            let Some(Interrupt::CounterSpy { victim, spy, act }) = g.interrupts.pop() else {
                return Err(unknown(g));
            };
            g.answer_spy(victim, spy, act, notation == "counter", rng, log);
        }
        Decision::LoadPlatform => {
            require_listed(g, seat, &decision, notation, "ne-err-load")?;
            match words.as_slice() {
                ["load", key] => {
                    g.load_warhead(seat, key, log);
                }
                _ => g.finish_loading(log),
            }
        }
        Decision::VirusGive => {
            require_listed(g, seat, &decision, notation, "nw-err-target")?;
            let Some(t) = words.get(1).and_then(|w| parse_seat(w)) else {
                return Err(unknown(g));
            };
            let Some(Interrupt::VirusGive { card, replace, .. }) = g.interrupts.pop() else {
                return Err(unknown(g));
            };
            g.give_virus(card, seat, t, log);
            if replace {
                g.draw_one(seat, true, rng, log);
            }
        }
        Decision::PostTurn => {
            require_listed(g, seat, &decision, notation, "ne-err-post-turn")?;
            match words.as_slice() {
                ["end"] => g.post.ended = true,
                ["platform", index, key, target] => {
                    let (Some(i), Some(t)) = (index.parse::<usize>().ok(), parse_seat(target)) else {
                        return Err(unknown(g));
                    };
                    g.platform_drop(seat, i - 1, key, t, false, log);
                }
                ["kill", owner, index] => {
                    let (Some(o), Some(j)) = (parse_seat(owner), index.parse::<usize>().ok()) else {
                        return Err(unknown(g));
                    };
                    g.satellite_strike(seat, o, j - 1, rng, log);
                }
                ["cruise", order, over] => {
                    let Some(i) = parse_seat(over).and_then(|o| g.cruise_over(seat, o)) else {
                        return Err(unknown(g));
                    };
                    if *order == "drop" {
                        let victim = g.cruise[i].over;
                        g.cruise_hit(i, victim, log);
                    } else {
                        g.cruise_move(i, log);
                    }
                }
                ["virus", "keep"] => g.pass_virus(seat, None, log),
                ["virus", target] => {
                    let Some(t) = parse_seat(target) else {
                        return Err(unknown(g));
                    };
                    g.pass_virus(seat, Some(t), log);
                }
                _ => return Err(unknown(g)),
            }
        }
    }
    Ok(())
}

/// Refuses a notation that is not among the listed options, naming the rule (`key`) and
/// listing what is legal. Used by the Escalation decisions, whose options are the whole truth.
fn require_listed(
    g: &NuclearWar,
    seat: Seat,
    d: &Decision,
    notation: &str,
    key: &'static str,
) -> Result<(), RuleError> {
    if choices(g, seat, d).iter().any(|c| c.notation == notation) {
        return Ok(());
    }
    Err(RuleError::new(
        Text::new(key)
            .str("input", notation)
            .list("legal", legal_list(&choices(g, seat, d))),
    ))
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
        .find(|&c| g.lifts(c, megatons))
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
        kind: AttackKind::Carried,
    };
    g.launch(attack, target, log);
    Ok(())
}
