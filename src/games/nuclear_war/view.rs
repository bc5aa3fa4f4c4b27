//! What a viewer may know: the JSON view and `/status` lines (the picture is `board`). Built from an
//! allow-list: other seats' hands and queues appear only as counts (deterrent cards are public).

use serde_json::{Value, json};

use super::state::Event;
use super::{CardId, Interrupt, NuclearWar, Step, card_id_string, card_key, card_text, seat_label};
use crate::engine::{Arg, Seat, Text, Viewer};

fn card_json(card: CardId) -> Value {
    json!({ "card": card_key(card), "id": card_id_string(card) })
}

fn cards_json(cards: &[CardId]) -> Value {
    Value::Array(cards.iter().map(|&c| card_json(c)).collect())
}

pub fn phase(g: &NuclearWar) -> &'static str {
    if g.finished {
        return "over";
    }
    match g.interrupts.last() {
        Some(Interrupt::Retaliate { .. }) => return "retaliation",
        Some(Interrupt::PeaceSwap { .. }) => return "peace-swap",
        Some(Interrupt::Intercept { attack } | Interrupt::AttackTarget { attack }) if attack.retaliation => {
            return "retaliation";
        }
        Some(Interrupt::Respond { .. } | Interrupt::CounterSabotage { .. } | Interrupt::CounterSpy { .. }) => {
            return "response";
        }
        _ => {}
    }
    match g.step {
        Step::Sweep { .. } => "opening-sweep",
        Step::OpeningQueue => "opening-queue",
        _ => "turn",
    }
}

/// The public name of what `seat` is deciding (never the options: they may reveal a hand).
fn decision_name(g: &NuclearWar, seat: Seat) -> &'static str {
    match g.interrupts.last() {
        Some(Interrupt::SecretTarget { .. }) => "secret-target",
        Some(Interrupt::PropagandaTarget { .. }) => "propaganda-target",
        Some(Interrupt::AttackTarget { .. }) => "attack-target",
        Some(Interrupt::Intercept { .. }) => "intercept",
        Some(Interrupt::Retaliate { .. }) => "retaliate",
        Some(Interrupt::PeaceSwap { .. }) => "peace-swap",
        Some(Interrupt::Respond { .. }) => "respond",
        Some(Interrupt::CounterSabotage { .. }) => "counter-sabotage",
        Some(Interrupt::CounterSpy { .. }) => "counter-spy",
        Some(Interrupt::LoadPlatform { .. }) => "load-platform",
        Some(Interrupt::VirusGive { .. }) => "virus-give",
        None if g.step == Step::OpeningQueue => "opening-queue",
        None if g.turn == seat && g.step == Step::PostTurn => "post-turn",
        None if g.turn == seat => "place",
        None => "wait",
    }
}

pub fn view(g: &NuclearWar, viewer: Viewer) -> Value {
    let players: Vec<Value> = g
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            json!({
                "seat": seat_label(s),
                "population": p.population,
                "alive": p.alive,
                "hand_count": p.hand.len(),
                "queue_count": p.queue.len(),
                "shown": cards_json(&p.shown),
                "face_up": p.face_up.map(card_json),
                "skip_turns": p.skip_turns,
                "bomber_payload_left": p.face_up.and_then(|c| g.bomber_left(c)),
                "retaliation": cards_json(&p.retaliation),
                "platforms": p.platforms.iter().map(|pl| json!({ "warheads": pl.warheads.len() })).collect::<Vec<_>>(),
                "satellites": p.satellites.len(),
                "stolen_count": p.stolen.len(),
            })
        })
        .collect();
    let pending: Vec<Value> = super::prompts::pending(g)
        .iter()
        .map(|p| json!({ "seat": seat_label(p.seat), "decision": decision_name(g, p.seat), "secret": p.secret }))
        .collect();
    let attack = g.interrupts.iter().rev().find_map(|i| match i {
        Interrupt::AttackTarget { attack } | Interrupt::Intercept { attack } => Some(attack),
        _ => None,
    });
    let outcome = g.finished.then(|| {
        json!({
            "world_destroyed": g.world_destroyed,
            "winners": if g.world_destroyed { vec![] } else { g.alive_seats().into_iter().map(seat_label).collect::<Vec<_>>() },
        })
    });
    let window = g.interrupts.last().and_then(|i| match i {
        Interrupt::Respond { event, window } => Some(json!({
            "event": event_name(event),
            "actor": seat_label(event.actor()),
            "waiting": g.window_waiting(window).into_iter().map(seat_label).collect::<Vec<_>>(),
        })),
        _ => None,
    });
    let mut out = json!({
        "game": "nuclear-war",
        "mode": g.mode.key(),
        "phase": phase(g),
        "window": window,
        "cruise": g.cruise.iter().map(|c| json!({
            "launcher": seat_label(c.launcher),
            "over": seat_label(c.over),
        })).collect::<Vec<_>>(),
        "virus": g.virus.as_ref().map(|v| json!({
            "holder": seat_label(v.holder),
            "from": v.from.map(seat_label),
        })),
        "war": g.war,
        "turn": seat_label(g.turn),
        "turn_number": g.turn_number,
        "players": players,
        "bank": g.bank,
        "dead": g.dead,
        "draw_count": g.draw_pile.len(),
        "discard_count": g.discard.len(),
        "discard_top": g.discard.last().map(|&c| card_json(c)),
        "last_fallout": g.last_fallout.as_ref().map(|f| json!({
            "roll": f.roll,
            "result": f.result,
            "attacker": seat_label(f.attacker),
            "target": seat_label(f.target),
            "warhead": card_key(f.warhead),
            "victim": f.victim.map(seat_label),
            "loss": f.loss,
        })),
        "attack": attack.map(|a| json!({
            "attacker": seat_label(a.attacker),
            "carrier": card_json(a.carrier),
            "warhead": card_json(a.warhead),
            "target": a.target.map(seat_label),
        })),
        "pending": pending,
        "outcome": outcome,
    });
    if let Viewer::Seat(s) = viewer
        && let Some(p) = g.players.get(s)
    {
        out["you"] = json!({
            "seat": seat_label(s),
            "hand": cards_json(&p.hand),
            "queue": cards_json(&p.queue),
            "opening_pick": cards_json(&p.opening_pick),
            "platforms": p.platforms.iter().map(|pl| cards_json(&pl.warheads)).collect::<Vec<_>>(),
            "stolen": cards_json(&p.stolen),
        });
        // Only once set, so views of games without standing choices stay as they were.
        let auto_pass = g.standing.ids_of(s);
        if !auto_pass.is_empty() {
            out["you"]["auto_pass"] = json!(auto_pass);
        }
    }
    out
}

fn event_name(event: &Event) -> &'static str {
    match event {
        Event::Attack { .. } => "attack",
        Event::Cruise { .. } => "cruise",
        Event::Platform { .. } => "platform",
        Event::Satellite { .. } => "satellite",
        Event::Secret { .. } => "secret",
    }
}

fn card_list(cards: &[CardId]) -> Vec<Text> {
    cards.iter().map(|&c| card_text(c)).collect()
}

pub fn status(g: &NuclearWar, viewer: Viewer) -> Vec<Text> {
    let mut out = vec![
        Text::new(if g.war { "nw-status-war" } else { "nw-status-peace" })
            .seat("turn", g.turn)
            .num("bank", g.bank)
            .num("dead", g.dead)
            .num("draw", g.draw_pile.len() as i64),
    ];
    for (s, p) in g.players.iter().enumerate() {
        if !p.alive {
            out.push(Text::new("nw-status-player-out").seat("seat", s));
            continue;
        }
        let face_up = p.face_up.map(card_text).unwrap_or_else(|| Text::new("nw-none"));
        out.push(
            Text::new("nw-status-player")
                .seat("seat", s)
                .num("population", p.population)
                .num("hand", p.hand.len() as i64)
                .num("queue", p.queue.len() as i64)
                .text("face_up", face_up)
                .arg(
                    "shown",
                    if p.shown.is_empty() {
                        Arg::Text(Box::new(Text::new("nw-none")))
                    } else {
                        Arg::List(card_list(&p.shown))
                    },
                ),
        );
    }
    if g.mode.escalation() {
        out.push(Text::new("ne-status-mode").text("mode", Text::new(format!("nw-mode-{}", g.mode.key()))));
        for (s, p) in g.players.iter().enumerate() {
            if p.platforms.is_empty() && p.satellites.is_empty() {
                continue;
            }
            let loads: Vec<Text> = p
                .platforms
                .iter()
                .map(|pl| Text::new("raw").str("value", pl.warheads.len().to_string()))
                .collect();
            out.push(
                Text::new("ne-status-orbit")
                    .seat("seat", s)
                    .num("platforms", p.platforms.len() as i64)
                    .list("loads", loads)
                    .num("satellites", p.satellites.len() as i64),
            );
        }
        for c in &g.cruise {
            out.push(
                Text::new("ne-status-cruise")
                    .seat("seat", c.launcher)
                    .seat("over", c.over),
            );
        }
        if let Some(v) = &g.virus {
            out.push(Text::new("ne-status-virus").seat("seat", v.holder));
        }
        for (s, p) in g.players.iter().enumerate() {
            if !p.stolen.is_empty() {
                out.push(
                    Text::new("ne-status-stolen")
                        .seat("seat", s)
                        .num("count", p.stolen.len() as i64),
                );
            }
        }
    }
    if let Some(f) = &g.last_fallout {
        out.push(
            Text::new("nw-status-fallout")
                .str("roll", super::cards::misfunction::roll_text(f))
                .text("result", Text::new(format!("nw-fallout-{}", f.result)))
                .num("loss", f.loss),
        );
    }
    if let Viewer::Seat(s) = viewer
        && let Some(p) = g.players.get(s)
    {
        out.push(Text::new("nw-status-your-hand").list("cards", card_list(&p.hand)));
        out.push(Text::new("nw-status-your-queue").list("cards", card_list(&p.queue)));
        for (i, pl) in p.platforms.iter().enumerate() {
            out.push(
                Text::new("ne-status-your-platform")
                    .num("platform", i as i64 + 1)
                    .list("cards", card_list(&pl.warheads)),
            );
        }
        if !p.stolen.is_empty() {
            out.push(Text::new("ne-status-your-stolen").list("cards", card_list(&p.stolen)));
        }
    }
    out
}
