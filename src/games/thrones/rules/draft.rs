//! The plot draft variant (R-103 … R-107, rulebook L735-761): at setup step 3 the plots of
//! neither standard set become a shuffled draft deck; three cycles of "3 dealt, keep 1, pass 2;
//! keep 1 of the 2 received, box the last"; then each player keeps 7 of its 13 plots as its plot
//! deck and boxes the rest. Every pick is secret and simultaneous; the others read only that a
//! seat has chosen. Setup then goes on with the setup hands (step 5).

use super::setup::deal_setup_hands;
use crate::engine::flow::SecretPicks;
use crate::engine::{GameRng, LogEntry, RuleError, Seat, SeatSet, Text};
use crate::games::thrones::data::data;
use crate::games::thrones::state::text::{house_text, plot_list, plot_text};
use crate::games::thrones::state::{Draft, Phase, PlotIx, Thrones, other};

/// Plots dealt to each player per cycle.
pub const DEALT: usize = 3;
/// Draft cycles: each player drafts one plot from its own 3 and one from the 2 received.
pub const CYCLES: u8 = 3;
/// Plots in a plot deck.
pub const DECK: usize = 7;

/// The draft deck: every plot of neither standard set, shuffled.
pub fn draft_deck(rng: &mut GameRng) -> Vec<PlotIx> {
    let d = data();
    let mut deck: Vec<PlotIx> = (0..d.plots.len())
        .filter(|i| !d.plot_sets.iter().any(|set| set.contains(i)))
        .map(|i| i as PlotIx)
        .collect();
    rng.shuffle(&mut deck);
    deck
}

/// The draft begins with the first cycle's deal.
pub fn start(g: &mut Thrones, deck: Vec<PlotIx>, log: &mut Vec<LogEntry>) {
    log.push(LogEntry::public(
        Text::new("thrones-log-draft-on").num("n", deck.len() as i64),
    ));
    g.draft = Some(Draft::new(deck));
    deal(g, log);
}

/// The draft of `g` (the draft phases always have one).
fn draft_mut(g: &mut Thrones) -> &mut Draft {
    g.draft.get_or_insert_with(|| Draft::new(Vec::new()))
}

/// A new cycle: 3 plots face down to each player from the draft deck.
fn deal(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let draft = draft_mut(g);
    draft.cycle += 1;
    let cycle = draft.cycle;
    let mut dealt = [Vec::new(), Vec::new()];
    for hand in &mut dealt {
        let n = DEALT.min(draft.deck.len());
        *hand = draft.deck.split_off(draft.deck.len() - n);
        hand.reverse();
    }
    for (s, hand) in dealt.iter().enumerate() {
        draft.seen[s].extend(hand);
        draft.hands[s] = hand.clone();
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-draft-deal")
            .num("cycle", i64::from(cycle))
            .num("cycles", i64::from(CYCLES)),
    ));
    for (s, hand) in dealt.iter().enumerate() {
        log.push(LogEntry::private(
            s,
            Text::new("thrones-log-draft-dealt").list("plots", plot_list(hand)),
        ));
    }
    g.phase = Phase::DraftKeep(SecretPicks::new(SeatSet::of([0, 1]), false));
}

/// The plots `seat` may keep now: those it holds in the draft (none outside the draft).
pub fn hand(g: &Thrones, seat: Seat) -> &[PlotIx] {
    match &g.draft {
        Some(d) if g.is_drafting() => &d.hands[seat.min(1)],
        _ => &[],
    }
}

/// The 13 plots `seat` builds its plot deck from: its standard 7 and its 6 drafted.
pub fn candidates(g: &Thrones, seat: Seat) -> Vec<PlotIx> {
    let mut out = g.player(seat).plot_deck.clone();
    if let Some(d) = &g.draft {
        out.extend(&d.drafted[seat.min(1)]);
    }
    out
}

/// `seat` keeps `plot`, in secret: one of its 3 dealt plots (the other 2 go to the opponent) or
/// one of the 2 passed to it (the last goes back to the box). The last of both picks acts on
/// both.
pub fn keep(g: &mut Thrones, seat: Seat, plot: PlotIx, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if !hand(g, seat).contains(&plot) {
        return Err(match g.phase {
            Phase::DraftKeep(_) | Phase::DraftReceive(_) => {
                RuleError::new(Text::new("thrones-err-draft-plot").text("plot", plot_text(plot)))
            }
            _ => RuleError::key("thrones-err-not-now"),
        });
    }
    let receiving = matches!(g.phase, Phase::DraftReceive(_));
    let (Phase::DraftKeep(picks) | Phase::DraftReceive(picks)) = &mut g.phase else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    let done = picks.submit(seat, plot)?;
    log.push(SecretPicks::<PlotIx>::answered_line(seat));
    let Some(all) = done else { return Ok(()) };
    if receiving {
        box_the_rest(g, all, log);
    } else {
        pass_the_rest(g, all, log);
    }
    Ok(())
}

/// Each keeps its pick face down and passes the other two to the opponent.
fn pass_the_rest(g: &mut Thrones, all: Vec<(Seat, PlotIx)>, log: &mut Vec<LogEntry>) {
    let houses = [house_text(g, 0), house_text(g, 1)];
    let draft = draft_mut(g);
    let mut passing = [Vec::new(), Vec::new()];
    for &(s, kept) in &all {
        draft.drafted[s].push(kept);
        passing[s] = draft.hands[s].iter().copied().filter(|&q| q != kept).collect();
    }
    for (s, two) in passing.iter().enumerate() {
        let to = other(s);
        draft.passed[s].extend(two);
        draft.seen[to].extend(two);
        draft.hands[to] = two.clone();
    }
    log.push(LogEntry::public(Text::new("thrones-log-draft-passed")));
    for (s, kept) in all {
        log.push(LogEntry::private(
            s,
            Text::new("thrones-log-draft-you-pass")
                .text("kept", plot_text(kept))
                .list("passed", plot_list(&passing[s]))
                .text("house", houses[other(s)].clone())
                .list("received", plot_list(&passing[other(s)])),
        ));
    }
    g.phase = Phase::DraftReceive(SecretPicks::new(SeatSet::of([0, 1]), false));
}

/// Each keeps its pick of the two received; the last goes back to the box. After the
/// third cycle, the choice of the plot decks.
fn box_the_rest(g: &mut Thrones, all: Vec<(Seat, PlotIx)>, log: &mut Vec<LogEntry>) {
    let draft = draft_mut(g);
    let mut lines = Vec::new();
    for (s, kept) in all {
        let rest: Vec<PlotIx> = draft.hands[s].iter().copied().filter(|&q| q != kept).collect();
        draft.drafted[s].push(kept);
        draft.boxed.extend(&rest);
        draft.hands[s].clear();
        lines.push(LogEntry::private(
            s,
            Text::new("thrones-log-draft-you-keep")
                .text("kept", plot_text(kept))
                .list("boxed", plot_list(&rest)),
        ));
    }
    // three cycles, which is the whole draft deck (the guard: a pool with fewer spares).
    let last = draft.cycle >= CYCLES || draft.deck.len() < 2 * DEALT;
    log.push(LogEntry::public(Text::new("thrones-log-draft-boxed")));
    log.extend(lines);
    if last {
        g.phase = Phase::DraftDeck(SecretPicks::new(SeatSet::of([0, 1]), false));
    } else {
        deal(g, log);
    }
}

/// `seat` chooses the 7 plots of its plot deck from its 13, in secret; the last choice
/// makes both plot decks, boxes the other plots unseen, and setup goes on with the setup hands.
pub fn choose_deck(g: &mut Thrones, seat: Seat, plots: Vec<PlotIx>, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if !matches!(g.phase, Phase::DraftDeck(_)) {
        return Err(RuleError::key("thrones-err-not-now"));
    }
    let allowed = candidates(g, seat);
    for (i, &q) in plots.iter().enumerate() {
        if plots[..i].contains(&q) || !allowed.contains(&q) {
            return Err(RuleError::new(
                Text::new("thrones-err-draft-deck-plot").text("plot", plot_text(q)),
            ));
        }
    }
    if plots.len() != DECK {
        return Err(RuleError::new(
            Text::new("thrones-err-draft-count")
                .num("n", DECK as i64)
                .num("got", plots.len() as i64),
        ));
    }
    let Phase::DraftDeck(picks) = &mut g.phase else {
        unreachable!("checked above")
    };
    let done = picks.submit(seat, plots)?;
    log.push(SecretPicks::<Vec<PlotIx>>::answered_line(seat));
    let Some(all) = done else { return Ok(()) };
    for (s, picked) in all {
        // In the order of the 13 (the standard set's, then as drafted): plot decks are not
        // shuffled, and the order tells nothing of the order picked.
        let (chosen, rest): (Vec<PlotIx>, Vec<PlotIx>) = candidates(g, s).into_iter().partition(|q| picked.contains(q));
        let draft = draft_mut(g);
        draft.drafted[s].clear();
        draft.boxed.extend(rest);
        log.push(LogEntry::private(
            s,
            Text::new("thrones-log-draft-your-deck").list("plots", plot_list(&chosen)),
        ));
        g.player_mut(s).plot_deck = chosen;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-draft-decks").num("n", DECK as i64),
    ));
    deal_setup_hands(g, log);
    Ok(())
}

/// The plots `viewer` may not know in a draft game: every plot neither revealed nor in a used
/// pile, but its own standard set and the plots it held in the draft (dealt to it or passed to
/// it). So the other player's plot deck, drafted and boxed plots stay hidden, except those the
/// viewer passed or was passed: it knows them, never what became of them.
pub fn hidden_plots(g: &Thrones, draft: &Draft, seat: Option<Seat>) -> Vec<PlotIx> {
    let d = data();
    let public = |q: PlotIx| g.players.iter().any(|p| p.plot == Some(q) || p.used_plots.contains(&q));
    let known = |q: PlotIx| match seat {
        Some(s) => {
            d.plot_sets[g.player(s).house.index()].contains(&usize::from(q)) || draft.seen[s.min(1)].contains(&q)
        }
        None => false,
    };
    (0..d.plots.len())
        .map(|i| i as PlotIx)
        .filter(|&q| !public(q) && !known(q))
        .collect()
}
