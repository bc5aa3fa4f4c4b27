//! The plots' "when revealed" abilities, after the first player is named and before the
//! draw: each plot's `when-revealed(do=…)` formula. When both plots have one, the first player
//! picks which resolves first. Questions go to the player who decides (a search lists that
//! player's own deck to that player alone).

use super::common::{ask, ask_search, deck_matching, draw, kill, kneel, take_searched};
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::CardType;
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::state::steps::{self, Leave};
use crate::games::thrones::state::text::{card_list, house_text, plot_text};
use crate::games::thrones::state::windows::{self, Ask, AskFn, Then};
use crate::games::thrones::state::{CardIx, Thrones, card_of, kind_of, other};

pub const ASKS: &[(&str, AskFn)] = &[
    ("plot-order", order_chosen),
    ("plot-search", take_searched),
    ("plot-keep", keep_chosen),
    ("plot-kneel", kneel_chosen),
    ("plot-condemn", condemn_chosen),
    ("plot-discard", discard_chosen),
];

/// The when-revealed formula of `seat`'s revealed plot, if any.
fn when_revealed_of(g: &Thrones, seat: Seat) -> Option<&'static Effect> {
    g.plot(seat)?.effects.iter().find(|e| e.name() == "when-revealed")
}

/// Both plots were revealed and the first player named: their when-revealed abilities resolve.
pub fn when_revealed(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let first = g.first;
    match (when_revealed_of(g, first), when_revealed_of(g, other(first))) {
        (Some(_), Some(_)) => g.asks.push(Ask {
            seat: first,
            key: "plot-order".into(),
            question: Text::new("thrones-q-plot-order"),
            items: Vec::new(),
            min: 0,
            max: 0,
            source: None,
            n: 0,
        }),
        (Some(e), None) => resolve(g, first, e, rng, log),
        (None, Some(e)) => resolve(g, other(first), e, rng, log),
        (None, None) => {}
    }
}

/// The first player named whose plot resolves first (`n`: the seat). The other waits until that
/// one has resolved completely: its questions answered, its kills and their saves done and the
/// responses to it passed.
fn order_chosen(g: &mut Thrones, a: &Ask, _: &[CardIx], rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let leader = usize::from(a.n).min(1);
    windows::after_triggers(g, Then::WhenRevealed(other(leader)));
    resolve_revealed(g, leader, rng, log);
}

/// `seat`'s revealed plot's when-revealed ability, if it has one.
pub fn resolve_revealed(g: &mut Thrones, seat: Seat, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(e) = when_revealed_of(g, seat) {
        resolve(g, seat, e, rng, log);
    }
}

fn question(seat: Seat, key: &'static str, items: Vec<CardIx>, min: usize, max: usize) -> Ask {
    Ask {
        seat,
        key: key.into(),
        question: Text::new(format!("thrones-q-{key}")).num("n", max as i64),
        items,
        min: min as u8,
        max: max as u8,
        source: None,
        n: 0,
    }
}

/// One plot's when-revealed ability, for `seat` (its controller).
pub fn resolve(g: &mut Thrones, seat: Seat, e: &'static Effect, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(plot) = g.player(seat).plot else { return };
    log.push(LogEntry::public(
        Text::new("thrones-log-when-revealed")
            .text("house", house_text(g, seat))
            .text("plot", plot_text(plot)),
    ));
    let kind = match e.arg("type") {
        Some("location") => CardType::Location,
        _ => CardType::Character,
    };
    let both = [g.first, other(g.first)];
    match e.arg("do").unwrap_or("") {
        "each-search" => {
            for s in both {
                let items = deck_matching(g, s, |c| kind_of(c) == kind);
                ask_search(g, question(s, "plot-search", items, 0, 1));
            }
        }
        "copy-opponent" => {
            if let Some(theirs) = when_revealed_of(g, other(seat))
                && theirs.arg("do") != Some("copy-opponent")
            {
                resolve_as(g, seat, theirs, rng, log);
            }
        }
        "keep-three" => {
            for s in both {
                let mine: Vec<CardIx> = g
                    .player(s)
                    .in_play
                    .iter()
                    .map(|c| c.card)
                    .filter(|&c| kind_of(c) == kind)
                    .collect();
                if mine.len() > 3 {
                    ask(
                        g,
                        Ask {
                            n: u8::from(kind == CardType::Location),
                            ..question(s, "plot-keep", mine, 3, 3)
                        },
                    );
                }
            }
        }
        "each-kneel-one" => {
            for s in both {
                let standing = standing_characters(g, s);
                match standing.as_slice() {
                    [] => {}
                    [only] => {
                        kneel(g, *only, Text::new("thrones-why-plot"), log);
                    }
                    _ => ask(g, question(s, "plot-kneel", standing, 1, 1)),
                }
            }
        }
        "kill-all" => {
            let all: Vec<CardIx> = (0..2).flat_map(|s| steps::characters(g, s)).collect();
            kill(g, all, true, log);
        }
        "opponent-kills-one" => {
            let mine = steps::characters(g, seat);
            match mine.as_slice() {
                [] => {}
                [only] => kill(g, vec![*only], true, log),
                _ => ask(g, question(other(seat), "plot-condemn", mine, 1, 1)),
            }
        }
        "each-draw" => {
            for s in both {
                draw(g, s, e.num("n").max(0) as usize, log);
            }
        }
        "discard-down" => {
            let n = e.num("n").max(0) as usize;
            let most = g.players.iter().map(|p| p.hand.len()).max().unwrap_or(0);
            if most > n {
                for s in both {
                    // A copy (Good for the Gander) resolves after the first is answered: the
                    // hand is at 4 by then, so it asks nothing more.
                    let pending = g.asks.iter().any(|a| a.seat == s && a.key == "plot-discard");
                    if g.player(s).hand.len() == most && !pending {
                        let hand = g.player(s).hand.clone();
                        ask(g, question(s, "plot-discard", hand, most - n, most - n));
                    }
                }
            }
        }
        "look-top" => look_top(
            g,
            seat,
            e.num("n").max(0) as usize,
            e.arg("trait").unwrap_or(""),
            rng,
            log,
        ),
        _ => {}
    }
}

/// Good for the Gander: the other plot's ability, as if it were `seat`'s.
fn resolve_as(g: &mut Thrones, seat: Seat, e: &'static Effect, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    resolve(g, seat, e, rng, log);
}

fn standing_characters(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    g.player(seat)
        .characters()
        .filter(|c| !c.knelt)
        .map(|c| c.card)
        .collect()
}

/// Keep three: the rest is killed without saves (characters) or discarded (locations).
fn keep_chosen(g: &mut Thrones, a: &Ask, kept: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let rest: Vec<CardIx> = a.items.iter().copied().filter(|c| !kept.contains(c)).collect();
    if a.n == 1 {
        for c in rest {
            steps::leave_play(g, c, Leave::Discarded, log);
        }
    } else {
        kill(g, rest, false, log);
    }
}

fn kneel_chosen(g: &mut Thrones, _: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in chosen {
        kneel(g, c, Text::new("thrones-why-plot"), log);
    }
}

fn condemn_chosen(g: &mut Thrones, _: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    kill(g, chosen.to_vec(), true, log);
}

fn discard_chosen(g: &mut Thrones, a: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    // Only cards still in hand: a copied Rule by Decree asks again with the hand it saw.
    let chosen: Vec<CardIx> = chosen
        .iter()
        .copied()
        .filter(|&c| steps::take_from_hand(g, a.seat, c))
        .collect();
    g.player_mut(a.seat).discard.extend(&chosen);
    log.push(LogEntry::public(
        Text::new("thrones-log-discards-from-hand")
            .text("house", house_text(g, a.seat))
            .list("cards", card_list(&chosen)),
    ));
}

/// Family, Duty, Honor: the top `n` cards are looked at; those with the trait go to the hand (the
/// player reads which; the other reads how many), the rest are shuffled back.
fn look_top(g: &mut Thrones, seat: Seat, n: usize, t: &str, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let deck = &mut g.player_mut(seat).deck;
    let k = n.min(deck.len());
    let top: Vec<CardIx> = deck.split_off(deck.len() - k);
    let (taken, rest): (Vec<CardIx>, Vec<CardIx>) = top.into_iter().partition(|&c| card_of(c).has_trait(t));
    let p = g.player_mut(seat);
    p.hand.extend(&taken);
    p.deck.extend(rest);
    rng.shuffle(&mut p.deck);
    log.push(LogEntry::others(
        seat,
        Text::new("thrones-log-look-top")
            .text("house", house_text(g, seat))
            .num("n", taken.len() as i64),
    ));
    log.push(LogEntry::private(
        seat,
        Text::new("thrones-log-you-take").list("cards", card_list(&taken)),
    ));
}
