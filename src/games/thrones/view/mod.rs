//! What each viewer may know (§3 of the spec), built from an allow-list: the public sees counts
//! of hands, decks and plot decks, and nothing of a secret choice but that it was made; a seat
//! sees its own hand, plot deck and secret choices, and in the plot draft the plots it holds, has
//! drafted and has passed. Deck order is nobody's.

pub mod catalog;

use serde_json::{Value, json};

use super::data::Icon;
use super::state::statics;
use super::state::text::{card_list, card_text, house_text, icon_text, plot_list, plot_text};
use super::state::{CardIx, InPlay, Phase, PlotIx, Step, Thrones, card_id, card_of, plot_id};
use crate::engine::{Seat, Text, Viewer};

/// The cards of a list still in play (a challenge's participants that left play may be hidden
/// again, shuffled back into a deck).
fn in_play_only(g: &Thrones, cards: &[CardIx]) -> Vec<CardIx> {
    cards.iter().copied().filter(|&c| g.in_play(c).is_some()).collect()
}

fn ids(cards: &[CardIx]) -> Vec<&'static str> {
    cards.iter().map(|&c| card_id(c)).collect()
}

pub fn phase_key(g: &Thrones) -> &'static str {
    match &g.phase {
        Phase::DraftKeep(_) | Phase::DraftReceive(_) | Phase::DraftDeck(_) => "draft",
        Phase::Mulligan(_) => "mulligan",
        Phase::Setup { .. } => "setup",
        Phase::Plot(_) => "plot",
        Phase::FirstPlayer { .. } => "first-player",
        Phase::Marshal { .. } => "marshalling",
        Phase::Challenges { .. } => "challenges",
        Phase::PlotEnd => "plot-end",
        Phase::Dominance => "dominance",
        Phase::Standing => "standing",
        Phase::Taxation => "taxation",
        Phase::Over => "over",
    }
}

/// The active player of marshalling or challenges.
pub fn active(g: &Thrones) -> Option<Seat> {
    match g.phase {
        Phase::Marshal { active, .. } | Phase::Challenges { active, .. } => Some(active),
        _ => None,
    }
}

fn in_play_json(g: &Thrones, c: &InPlay) -> Value {
    let is_character = card_of(c.card).kind == super::data::CardType::Character;
    json!({
        "card": card_id(c.card),
        "knelt": c.knelt,
        "power": c.power,
        "strength": if is_character { json!(statics::strength(g, c.card)) } else { Value::Null },
        "attachments": c.attachments.iter().map(|a| json!({"card": card_id(a.card), "knelt": a.knelt})).collect::<Vec<_>>(),
        "duplicates": ids(&c.duplicates),
    })
}

pub fn view(g: &Thrones, viewer: Viewer) -> Value {
    let players: Vec<Value> = (0..2)
        .map(|s| {
            let p = g.player(s);
            let own = viewer.is(s);
            json!({
                "house": p.house.key(),
                "power": p.power,
                "total_power": p.total_power(),
                "gold": p.gold,
                "hand": if own { json!(ids(&p.hand)) } else { json!(p.hand.len()) },
                "hand_shown": ids(&p.hand.iter().copied().filter(|&c| g.shown_to(c, viewer)).collect::<Vec<_>>()),
                "deck": p.deck.len(),
                "plot_deck": if own {
                    json!(p.plot_deck.iter().map(|&q| plot_id(q)).collect::<Vec<_>>())
                } else {
                    json!(p.plot_deck.len())
                },
                "used_plots": p.used_plots.iter().map(|&q| plot_id(q)).collect::<Vec<_>>(),
                "plot": p.plot.map(plot_id),
                "in_play": p.in_play.iter().map(|c| in_play_json(g, c)).collect::<Vec<_>>(),
                "discard": ids(&p.discard),
                "dead": ids(&p.dead),
                "limited_played": p.limited_played,
                "mulliganed": p.mulliganed,
                "challenges_made": g.made[s].iter().map(|k| k.key()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let challenge = g.challenge.as_ref().map(|c| {
        json!({
            "kind": c.kind.key(),
            "attacker": g.player(c.attacker).house.key(),
            "step": c.step,
            "attackers": ids(&in_play_only(g, &c.attackers)),
            "defenders": ids(&in_play_only(g, &c.defenders)),
            "bypassed": ids(&in_play_only(g, &c.bypassed)),
            "attack": c.attack,
            "defence": c.defence,
            "winner": c.winner.map(|w| g.player(w).house.key()),
        })
    });
    json!({
        "round": g.round,
        "phase": phase_key(g),
        "first": g.player(g.first).house.key(),
        "active": active(g).map(|s| g.player(s).house.key()),
        "players": players,
        "challenge": challenge,
        "kills": g.kills.as_ref().map(|k| ids(&in_play_only(g, &k.cards[k.next.min(k.cards.len())..]))),
        "winner": g.winner.map(|w| g.player(w).house.key()),
        "window": super::rules::windows::waiting_window(g).map(|(s, w)| json!({
            "kind": crate::engine::flow::KindId::id(w.kind),
            "waiting": g.player(s).house.key(),
        })),
        "question_for": g.asks.first().map(|a| g.player(a.seat).house.key()),
        "lasting": g.lasting.len(),
        "auto_pass": match viewer {
            Viewer::Seat(s) => json!(g.standing.ids_of(s)),
            _ => Value::Null,
        },
        "passing_ahead": match viewer {
            Viewer::Seat(s) => json!(super::rules::windows::passing_ahead(g, s).map(|a| a.key())),
            _ => Value::Null,
        },
        "draft": draft_json(g, viewer),
        "secret": secret_json(g, viewer),
    })
}

fn plot_ids(plots: &[PlotIx]) -> Vec<&'static str> {
    plots.iter().map(|&q| plot_id(q)).collect()
}

/// The plot draft (R-103 … R-107): counts for everyone; a seat also sees the plots it holds, has
/// drafted and has passed (never what the other kept, received or boxed).
fn draft_json(g: &Thrones, viewer: Viewer) -> Value {
    let Some(d) = &g.draft else {
        return Value::Null;
    };
    let own = |list: &[Vec<PlotIx>; 2]| match viewer {
        Viewer::Seat(s) => json!(plot_ids(&list[s.min(1)])),
        _ => Value::Null,
    };
    json!({
        "cycle": d.cycle,
        "deck": d.deck.len(),
        "boxed": d.boxed.len(),
        "holding": [d.hands[0].len(), d.hands[1].len()],
        "drafted_count": [d.drafted[0].len(), d.drafted[1].len()],
        "hand": own(&d.hands),
        "drafted": own(&d.drafted),
        "passed": own(&d.passed),
    })
}

/// The viewer's own secret choice under way (mulligan, setup, plot), if any.
fn secret_json(g: &Thrones, viewer: Viewer) -> Value {
    let Viewer::Seat(s) = viewer else {
        return Value::Null;
    };
    match &g.phase {
        Phase::DraftKeep(picks) | Phase::DraftReceive(picks) => {
            json!({ "draft": picks.pick_of(s).map(|&q| plot_id(q)) })
        }
        Phase::DraftDeck(picks) => json!({ "plot_deck": picks.pick_of(s).map(|plots| plot_ids(plots)) }),
        Phase::Mulligan(picks) => json!({ "mulligan": picks.pick_of(s) }),
        Phase::Setup { picks, limited } => json!({
            "limited": limited[s.min(1)].map(|pick| pick.card().map_or("none", card_id)),
            "placed": picks.pick_of(s).map(|cards| ids(cards)),
        }),
        Phase::Plot(picks) => json!({ "plot": picks.pick_of(s).map(|&p| plot_id(p)) }),
        _ => Value::Null,
    }
}

/// Cards `viewer` may not know: every deck (order and content), the other seat's hand and plot
/// deck (which holds its secret plot choice until the reveal); face-down setup cards stay in
/// their hand until the reveal. With the plot draft, every plot neither revealed nor used, but
/// the viewer's own set and the plots it held in the draft (`draft::hidden_plots`). A hand or deck
/// card an ability showed the viewer is not hidden from it while it stays there (`Thrones::shown`).
pub fn hidden_card_ids(g: &Thrones, viewer: Viewer) -> Vec<String> {
    let mut out = Vec::new();
    // A seat searching its deck is shown the cards it may take (only that seat is asked).
    let searching: Vec<CardIx> = g
        .asks
        .iter()
        .filter(|a| viewer.is(a.seat))
        .flat_map(|a| a.items.iter().copied())
        .collect();
    for s in 0..2 {
        let p = g.player(s);
        let hidden = |c: &&CardIx| !g.shown_to(**c, viewer) && !searching.contains(c);
        out.extend(p.deck.iter().filter(hidden).map(|&c| card_id(c).to_string()));
        if !viewer.is(s) {
            out.extend(p.hand.iter().filter(hidden).map(|&c| card_id(c).to_string()));
            if g.draft.is_none() {
                out.extend(p.plot_deck.iter().map(|&q| plot_id(q).to_string()));
            }
        }
    }
    if let Some(d) = &g.draft {
        let seat = match viewer {
            Viewer::Seat(s) => Some(s),
            _ => None,
        };
        out.extend(
            super::rules::draft::hidden_plots(g, d, seat)
                .into_iter()
                .map(|q| plot_id(q).to_string()),
        );
    }
    out
}

fn character_line(g: &Thrones, c: &InPlay) -> Text {
    Text::new("thrones-status-card")
        .text("card", card_text(c.card))
        .num("str", i64::from(statics::strength(g, c.card)))
        .num("knelt", i64::from(c.knelt))
        .num("power", i64::from(c.power))
        .num(
            "kind",
            i64::from(card_of(c.card).kind == super::data::CardType::Character),
        )
        .num("nwith", (c.attachments.len() + c.duplicates.len()) as i64)
        .list(
            "with",
            card_list(
                &c.attachments
                    .iter()
                    .map(|a| a.card)
                    .chain(c.duplicates.iter().copied())
                    .collect::<Vec<_>>(),
            ),
        )
}

pub fn status(g: &Thrones, viewer: Viewer) -> Vec<Text> {
    let mut lines = vec![
        Text::new("thrones-status-round")
            .num("round", i64::from(g.round))
            .str("phase", phase_key(g))
            .text("first", house_text(g, g.first)),
    ];
    for s in 0..2 {
        let p = g.player(s);
        lines.push(
            Text::new("thrones-status-player")
                .text("house", house_text(g, s))
                .num("power", i64::from(p.total_power()))
                .num("banner", i64::from(p.power))
                .num("gold", i64::from(p.gold))
                .num("hand", p.hand.len() as i64)
                .num("deck", p.deck.len() as i64)
                .num("plots", p.plot_deck.len() as i64)
                .text(
                    "plot",
                    p.plot.map_or_else(|| Text::new("thrones-none"), plot_with_numbers),
                ),
        );
        // What the board's band shows beside the counts: the piles, the challenges made this
        // round, dominance.
        lines.push(
            Text::new("thrones-status-piles")
                .text("house", house_text(g, s))
                .num("used", p.used_plots.len() as i64)
                .num("discard", p.discard.len() as i64)
                .num("dead", p.dead.len() as i64)
                .num("nmade", g.made[s].len() as i64)
                .list("made", g.made[s].iter().map(|&i| icon_text(i)).collect())
                .num("dominance", i64::from(g.dominance == Some(s))),
        );
        if !p.in_play.is_empty() {
            lines.push(
                Text::new("thrones-status-in-play")
                    .text("house", house_text(g, s))
                    .list("cards", p.in_play.iter().map(|c| character_line(g, c)).collect()),
            );
        }
    }
    if let Some(d) = g.draft.as_ref().filter(|_| g.is_drafting()) {
        lines.push(
            Text::new("thrones-status-draft")
                .num("cycle", i64::from(d.cycle))
                .num("cycles", i64::from(super::rules::draft::CYCLES))
                .num("deck", d.deck.len() as i64)
                .num("boxed", d.boxed.len() as i64)
                .text("house1", house_text(g, 0))
                .num("drafted1", d.drafted[0].len() as i64)
                .text("house2", house_text(g, 1))
                .num("drafted2", d.drafted[1].len() as i64),
        );
    }
    if let Some(c) = &g.challenge {
        lines.push(
            Text::new("thrones-status-challenge")
                .text("house", house_text(g, c.attacker))
                .text("kind", icon_text(c.kind))
                .num("nattackers", c.attackers.len() as i64)
                .list("attackers", card_list(&c.attackers))
                .num(
                    "declared",
                    i64::from(!matches!(
                        c.step,
                        Step::Attackers | Step::AfterAttackers | Step::Stealth | Step::Defenders
                    )),
                )
                .num("ndefenders", c.defenders.len() as i64)
                .list("defenders", card_list(&c.defenders)),
        );
        lines.push(challenge_score(g, c));
    }
    if let Viewer::Seat(s) = viewer {
        lines.extend(brief(g, s));
    }
    lines
}

/// A revealed plot with its income, initiative and claim, as the board's plot box shows it.
fn plot_with_numbers(plot: PlotIx) -> Text {
    let d = &super::data::data().plots[usize::from(plot)];
    Text::new("thrones-status-plot")
        .text("plot", plot_text(plot))
        .num("income", i64::from(d.income))
        .num("initiative", i64::from(d.initiative))
        .num("claim", i64::from(d.claim))
}

/// The challenge's STR on each side and its step (or winner), as the board's score box shows
/// it: the resolved totals once there is a winner, else the STR declared so far.
fn challenge_score(g: &Thrones, c: &super::state::Challenge) -> Text {
    let defender = super::state::other(c.attacker);
    let (attack, defence) = match c.winner {
        Some(_) => (c.attack, c.defence),
        None => (
            super::rules::claim::side_strength(g, &c.attackers, c.attacker),
            super::rules::claim::side_strength(g, &c.defenders, defender),
        ),
    };
    let step = match c.winner {
        Some(w) => Text::new("thrones-board-challenge-won").text("house", house_text(g, w)),
        None => Text::new("thrones-board-step").str("step", step_key(c.step)),
    };
    Text::new("thrones-status-challenge-score")
        .text("attacker", house_text(g, c.attacker))
        .num("attack", i64::from(attack))
        .text("defender", house_text(g, defender))
        .num("defence", i64::from(defence))
        .text("step", step)
}

/// One card of a hand with its numbers (no ability text: `/card` has it).
pub fn card_brief(card: CardIx) -> Text {
    let c = card_of(card);
    Text::new("thrones-brief-card")
        .text("card", card_text(card))
        .str("type", c.kind.key())
        .num("cost", i64::from(c.cost))
        .num("str", i64::from(c.strength))
        .list("icons", c.icons.iter().map(|&i| icon_text(i)).collect())
        .num("nkeywords", c.keywords.len() as i64)
        .num("nicons", c.icons.len() as i64)
        .list(
            "keywords",
            c.keywords
                .iter()
                .map(|k| Text::new(format!("thrones-keyword-{}", k.key())))
                .collect(),
        )
}

/// The private lines sent with every prompt: the seat's gold and hand with their numbers; in the
/// plot draft, its standard and drafted plots instead.
pub fn brief(g: &Thrones, seat: Seat) -> Vec<Text> {
    let p = g.player(seat);
    if let Some(d) = g.draft.as_ref().filter(|_| g.is_drafting()) {
        return vec![
            Text::new("thrones-brief-standard-plots").list("plots", plot_list(&p.plot_deck)),
            Text::new("thrones-brief-drafted-plots")
                .num("n", d.drafted[seat.min(1)].len() as i64)
                .list("plots", plot_list(&d.drafted[seat.min(1)])),
        ];
    }
    vec![
        Text::new("thrones-brief-gold").num("gold", i64::from(p.gold)),
        Text::new("thrones-brief-hand")
            .num("n", p.hand.len() as i64)
            .list("cards", p.hand.iter().map(|&c| card_brief(c)).collect()),
    ]
}

/// The physical card a card id means for `seat` now: its copy in `seat`'s hand, else one it has
/// in play (or under its characters), else one in play anywhere.
pub fn copy_at_hand(g: &Thrones, seat: Seat, id: &str) -> Option<CardIx> {
    let is = |c: &CardIx| card_of(*c).id == id;
    let in_play = |s: Seat| {
        g.player(s)
            .in_play
            .iter()
            .flat_map(|c| std::iter::once(c.card).chain(c.attachments.iter().map(|a| a.card)))
            .find(|c| is(c))
    };
    g.player(seat)
        .hand
        .iter()
        .copied()
        .find(|c| is(c))
        .or_else(|| in_play(seat))
        .or_else(|| in_play(super::state::other(seat)))
}

/// Icons as texts (board and labels).
pub fn icons_text(g: &Thrones, card: CardIx) -> Vec<Text> {
    Icon::ALL
        .into_iter()
        .filter(|&i| statics::has_icon(g, card, i))
        .map(icon_text)
        .collect()
}

pub fn step_key(step: Step) -> &'static str {
    match step {
        Step::Attackers => "attackers",
        Step::Stealth => "stealth",
        Step::Defenders => "defenders",
        Step::Claim => "claim",
        Step::Kills => "kills",
        Step::AfterAttackers => "after-attackers",
        Step::AfterDefenders => "after-defenders",
        Step::Resolved => "resolved",
    }
}
