//! What an AI seat needs of the Game of Thrones card game: worlds sampled from what a seat may
//! know ([`determinize`]) and a cheap judgement of a position ([`evaluate`]).
//!
//! Hidden from a seat: both decks' order and content, the other seat's hand (bar cards an ability
//! showed), its secret choices (mulligan, setup cards, plot) and, with the plot draft, every plot
//! the seat neither holds, held, nor saw revealed. A sampled world pools each house's hidden cards
//! (a hand only holds its owner's cards), sorts the pool and deals it anew with the same counts;
//! the other seat's secret choices become plain ones made from its new cards.

use std::collections::BTreeMap;

use super::data::{CardType, data};
use super::rules::draft::hidden_plots;
use super::state::{CardIx, LimitedPick, Phase, PlotIx, Step, Thrones, card_of, other};
use crate::engine::{GameRng, Seat, Viewer};

/// A world `seat` cannot tell from `g`, what it may not know dealt anew from `rng`.
pub fn determinize(g: &Thrones, seat: Seat, rng: &mut GameRng) -> Thrones {
    let mut w = g.clone();
    if seat > 1 {
        return w;
    }
    // Records of cards that moved since they were shown are dropped first, so a card dealt into
    // a hand never reads as shown there.
    w.forget_moved_shown();
    let viewer = Viewer::Seat(seat);
    let searching: Vec<CardIx> = w
        .asks
        .iter()
        .filter(|a| a.seat == seat)
        .flat_map(|a| a.items.iter().copied())
        .collect();
    let known: Vec<bool> = (0..=u8::MAX)
        .map(|c| {
            let in_zone = w.players.iter().any(|p| p.hand.contains(&c) || p.deck.contains(&c));
            in_zone && (w.shown_to(c, viewer) || searching.contains(&c))
        })
        .collect();
    let rival = other(seat);
    for s in 0..2 {
        let hand_hidden = s == rival;
        let p = &mut w.players[s];
        let mut pool: Vec<CardIx> = p.deck.iter().copied().filter(|&c| !known[usize::from(c)]).collect();
        let mut hand: Vec<CardIx> = p.hand.clone();
        if hand_hidden {
            pool.extend(p.hand.iter().copied().filter(|&c| !known[usize::from(c)]));
            hand.retain(|&c| known[usize::from(c)]);
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut dealt = pool.into_iter();
        for c in &mut p.deck {
            if !known[usize::from(*c)] {
                *c = dealt.next().unwrap_or(*c);
            }
        }
        if hand_hidden {
            hand.extend(dealt);
            p.hand = hand;
        }
    }
    // What was shown to the rival alone is a record of its hidden cards: forgotten.
    w.shown.retain(|s| s.to != Some(rival));
    let renamed = deal_plots(&mut w, seat, rng);
    w.players[rival].plot_deck.sort_unstable();
    forget_rival_choices(&mut w, rival, &renamed, rng);
    w
}

/// With the plot draft: the plots hidden from `seat` dealt anew over the zones that hold them.
/// Returns how each dealt plot was renamed.
fn deal_plots(w: &mut Thrones, seat: Seat, rng: &mut GameRng) -> BTreeMap<PlotIx, PlotIx> {
    let mut renamed = BTreeMap::new();
    let Some(draft) = w.draft.as_ref() else {
        return renamed;
    };
    let rival = other(seat);
    // The rival's own standard plots stay where they are: a rival's plot is one of its set or one
    // it drafted (so which of its set it kept shows through; see docs/ai.md).
    let rival_set = &data().plot_sets[w.players[rival].house.index()];
    let hidden: Vec<PlotIx> = hidden_plots(w, draft, Some(seat))
        .into_iter()
        .filter(|&q| !rival_set.contains(&usize::from(q)))
        .collect();
    let mut d = draft.clone();
    let mut rival_deck = w.players[rival].plot_deck.clone();
    {
        let mut zones: Vec<&mut Vec<PlotIx>> = vec![
            &mut d.deck,
            &mut d.boxed,
            &mut d.hands[rival],
            &mut d.drafted[rival],
            &mut rival_deck,
        ];
        let mut pool: Vec<PlotIx> = zones
            .iter()
            .flat_map(|z| z.iter().copied())
            .filter(|q| hidden.contains(q))
            .collect();
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut dealt = pool.into_iter();
        for zone in &mut zones {
            for q in zone.iter_mut().filter(|q| hidden.contains(q)) {
                let new = dealt.next().unwrap_or(*q);
                renamed.insert(*q, new);
                *q = new;
            }
        }
    }
    for list in [&mut d.seen[rival], &mut d.passed[rival]] {
        for q in list.iter_mut() {
            *q = renamed.get(q).copied().unwrap_or(*q);
        }
        // Only ever asked whether they hold a plot: one order for every world.
        list.sort_unstable();
    }
    w.draft = Some(d);
    w.players[rival].plot_deck = rival_deck;
    renamed
}

/// The rival's secret choices, made anew from its new cards: it keeps its hand, places no setup
/// cards, reveals a random plot of its plot deck; a draft pick follows the plot it named.
fn forget_rival_choices(w: &mut Thrones, rival: Seat, renamed: &BTreeMap<PlotIx, PlotIx>, rng: &mut GameRng) {
    let rename = |q: &mut PlotIx| *q = renamed.get(q).copied().unwrap_or(*q);
    let plots = w.players[rival].plot_deck.clone();
    match &mut w.phase {
        Phase::DraftKeep(picks) | Phase::DraftReceive(picks) => {
            picks
                .picks_mut()
                .filter(|(s, _)| *s == rival)
                .for_each(|(_, q)| rename(q));
        }
        Phase::DraftDeck(picks) => {
            for (_, chosen) in picks.picks_mut().filter(|(s, _)| *s == rival) {
                chosen.iter_mut().for_each(rename);
            }
        }
        Phase::Mulligan(picks) => {
            picks
                .picks_mut()
                .filter(|(s, _)| *s == rival)
                .for_each(|(_, m)| *m = false);
        }
        Phase::Setup { picks, limited } => {
            picks
                .picks_mut()
                .filter(|(s, _)| *s == rival)
                .for_each(|(_, cards)| cards.clear());
            if limited[rival].is_some() {
                limited[rival] = Some(LimitedPick::NoCard);
            }
        }
        Phase::Plot(picks) => {
            for (_, plot) in picks.picks_mut().filter(|(s, _)| *s == rival) {
                if !plots.is_empty() {
                    *plot = plots[rng.below(plots.len())];
                }
            }
        }
        _ => {}
    }
}

/// Power is the race to 15; the rest is what wins power later.
const WIN_POWER: f64 = 15.0;
const STRENGTH_WEIGHT: f64 = 0.15;
const CARD_WEIGHT: f64 = 0.25;
const GOLD_WEIGHT: f64 = 0.1;

/// How good the position is for `seat`: the power race to 15 first (with the power an undecided
/// challenge is likely to bring), then the board (characters' strength, locations and
/// attachments), the hand and gold, each against the rival's.
pub fn evaluate(g: &Thrones, seat: Seat) -> f64 {
    if seat > 1 {
        return 0.0;
    }
    let rival = other(seat);
    let power = |s: Seat| f64::from(g.players[s].total_power()) + challenge_power(g, s);
    // Each point of power counts more as the seat nears 15.
    let race = |s: Seat| {
        let p = power(s).min(WIN_POWER);
        p + p * p / WIN_POWER
    };
    let race_term = (race(seat) - race(rival)) / (2.0 * WIN_POWER);
    let board_term = (board(g, seat) - board(g, rival)) / 10.0;
    (0.8 * race_term + 0.2 * board_term.tanh()).clamp(-0.95, 0.95)
}

/// The power `s` may expect from an undecided challenge it makes: a win brings about one power
/// (claim or renown), an unopposed one a second; the odds follow the attackers' strength against
/// what the defender has standing with the challenge's icon. Kneeling to attack is the price, so
/// a judgement without this would never attack.
fn challenge_power(g: &Thrones, s: Seat) -> f64 {
    let Some(c) = g.challenge.as_ref().filter(|c| c.attacker == s && c.winner.is_none()) else {
        return 0.0;
    };
    let strength = |cards: &mut dyn Iterator<Item = CardIx>| -> f64 {
        cards
            .map(|card| f64::from(super::state::statics::strength(g, card)))
            .sum()
    };
    let attack = strength(&mut c.attackers.iter().copied());
    if attack <= 0.0 {
        return 0.0;
    }
    let declared = matches!(
        c.step,
        Step::AfterDefenders | Step::Claim | Step::Kills | Step::Resolved
    );
    let defence = if declared {
        strength(&mut c.defenders.iter().copied())
    } else {
        strength(
            &mut g.players[other(s)]
                .characters()
                .filter(|d| !d.knelt && super::state::statics::has_icon(g, d.card, c.kind))
                .map(|d| d.card),
        )
    };
    let odds = 1.0 / (1.0 + (-(attack - defence) / 2.0).exp());
    odds * if defence == 0.0 { 2.0 } else { 1.0 }
}

/// What a seat's table and hand are worth in "power to come".
fn board(g: &Thrones, s: Seat) -> f64 {
    let p = &g.players[s];
    let mut total = 0.0;
    for c in &p.in_play {
        total += match card_of(c.card).kind {
            CardType::Character => {
                let strength = f64::from(super::state::statics::strength(g, c.card));
                STRENGTH_WEIGHT * strength + 0.5
            }
            _ => 0.6,
        } + 0.3 * c.attachments.len() as f64;
    }
    total + CARD_WEIGHT * p.hand.len() as f64 + GOLD_WEIGHT * f64::from(p.gold)
}
