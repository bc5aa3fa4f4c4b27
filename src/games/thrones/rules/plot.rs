//! The plot phase (R-22 … R-32) and the draw phase: secret plot choice revealed
//! together, used plots and their return, initiative and its ties, the first player's choice.

use super::marshal::start_marshal;
use crate::engine::flow::SecretPicks;
use crate::engine::{GameRng, LogEntry, RuleError, Seat, SeatSet, Text};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::draw;
use crate::games::thrones::state::text::{house_text, plot_text};
use crate::games::thrones::state::triggers;
use crate::games::thrones::state::windows::{self, Then, WindowKind};
use crate::games::thrones::state::{Phase, PlotIx, Thrones, other};

/// Cards each player draws in the draw phase.
pub const DRAW: usize = 2;

/// A new round begins with the plot phase: each player chooses a plot in secret. A player
/// with one plot left has no choice and is not asked (its plot-deck size is public).
pub fn start_round(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    g.round += 1;
    g.made = [Vec::new(), Vec::new()];
    g.dominance = None;
    crate::games::thrones::state::lasting::end_scope(g, crate::games::thrones::state::ability::Scope::Round);
    for p in &mut g.players {
        p.limited_played = false;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-round").num("round", i64::from(g.round)),
    ));
    let mut picks = SecretPicks::new(SeatSet::of([0, 1]), false);
    let mut reveal = None;
    for seat in 0..2 {
        if let [only] = g.player(seat).plot_deck[..]
            && let Ok(Some(all)) = picks.submit(seat, only)
        {
            reveal = Some(all);
        }
    }
    g.phase = Phase::Plot(picks);
    if let Some(all) = reveal {
        reveal_plots(g, all, rng, log);
    }
}

/// `seat` chooses its plot in secret; the last choice reveals both.
pub fn choose_plot(
    g: &mut Thrones,
    seat: Seat,
    plot: PlotIx,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    if !g.player(seat).plot_deck.contains(&plot) {
        return Err(RuleError::new(
            Text::new("thrones-err-plot").text("plot", plot_text(plot)),
        ));
    }
    let Phase::Plot(picks) = &mut g.phase else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    let done = picks.submit(seat, plot)?;
    log.push(SecretPicks::<PlotIx>::answered_line(seat));
    if let Some(all) = done {
        reveal_plots(g, all, rng, log);
    }
    Ok(())
}

/// Both plots are revealed at once: each replaces its player's previous plot, which goes to the
/// used pile; the last plot of a deck brings the used ones back. Then initiative
/// and the winner's choice of first player.
fn reveal_plots(g: &mut Thrones, all: Vec<(Seat, PlotIx)>, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    for (seat, plot) in all {
        let p = g.player_mut(seat);
        p.plot_deck.retain(|&q| q != plot);
        if let Some(old) = p.plot.replace(plot) {
            p.used_plots.push(old);
        }
        let recycled = p.plot_deck.is_empty();
        if recycled {
            p.plot_deck = std::mem::take(&mut p.used_plots);
            p.plot_deck.sort_unstable();
        }
        let data = &crate::games::thrones::data::data().plots[usize::from(plot)];
        log.push(LogEntry::public(
            Text::new("thrones-log-plot")
                .text("house", house_text(g, seat))
                .text("plot", plot_text(plot))
                .num("income", i64::from(data.income))
                .num("initiative", i64::from(data.initiative))
                .num("claim", i64::from(data.claim)),
        ));
        if recycled {
            log.push(LogEntry::public(
                Text::new("thrones-log-plots-return")
                    .text("house", house_text(g, seat))
                    .num("n", g.player(seat).plot_deck.len() as i64),
            ));
        }
    }
    let chooser = initiative_winner(g, rng, log);
    g.phase = Phase::FirstPlayer { chooser };
    for seat in [chooser, other(chooser)] {
        triggers::plot_revealed(g, seat, log);
    }
}

/// Who wins initiative: the higher initiative; on a tie the player with less power; then at
/// random.
fn initiative_winner(g: &Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Seat {
    let (a, b) = (statics::initiative(g, 0), statics::initiative(g, 1));
    let (pa, pb) = (g.player(0).total_power(), g.player(1).total_power());
    let (winner, how) = if a != b {
        (usize::from(b > a), "thrones-log-initiative")
    } else if pa != pb {
        (usize::from(pb < pa), "thrones-log-initiative-power")
    } else {
        (rng.below(2), "thrones-log-initiative-random")
    };
    log.push(LogEntry::public(
        Text::new(how)
            .text("house", house_text(g, winner))
            .num("mine", i64::from(statics::initiative(g, winner)))
            .num("theirs", i64::from(statics::initiative(g, other(winner)))),
    ));
    winner
}

/// The initiative winner names the first player. Then the plots' when-revealed abilities
/// in the first player's order, the plot phase's action window, the draw phase
/// and the first player's marshalling turn.
pub fn choose_first(
    g: &mut Thrones,
    seat: Seat,
    first: Seat,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    match g.phase {
        Phase::FirstPlayer { chooser } if chooser == seat => {}
        _ => return Err(RuleError::key("thrones-err-not-now")),
    }
    g.first = first;
    log.push(LogEntry::public(
        Text::new("thrones-log-first")
            .num("same", i64::from(first == seat))
            .text("chooser", house_text(g, seat))
            .text("house", house_text(g, first)),
    ));
    g.phase = Phase::PlotEnd;
    windows::gate(g, WindowKind::Plot, Then::Draw);
    crate::games::thrones::cards::when_revealed(g, rng, log);
    Ok(())
}

/// The draw phase: each player draws 2, first player first; then marshalling.
pub fn draw_phase(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let first = g.first;
    for s in [first, other(first)] {
        draw(g, s, DRAW, log);
    }
    start_marshal(g, first, false, log);
    windows::trigger(g, crate::games::thrones::state::ability::Trigger::MarshallingBegins);
}
