//! What an AI seat may look at. The match stays private to this file: an AI reads its seat's
//! prompt and view through [`Sight`] and cannot reach anything hidden from the seat.

use crate::engine::{AnyMatch, Ask, Choice, GameRng, Prompt, Seat, Viewer};

use super::moves;

pub struct Sight<'a> {
    m: &'a dyn AnyMatch,
    seat: Seat,
    prompt: Prompt,
}

impl<'a> Sight<'a> {
    /// `seat`'s sight of `m`, if it owes a decision.
    pub fn new(m: &'a dyn AnyMatch, seat: Seat) -> Option<Sight<'a>> {
        let mut prompt = m.pending().into_iter().find(|p| p.seat == seat)?;
        onward_only(m, &mut prompt);
        Some(Sight { m, seat, prompt })
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat's own question, as its player gets it less the options that take back its own
    /// earlier answers ("back", "reset": [`AnyMatch::legal_onward`]).
    pub fn prompt(&self) -> &Prompt {
        &self.prompt
    }

    /// The answers a weighing AI level (`basic`, `strong`) compares: every option of a
    /// one-choice prompt, less the moves that change nothing the rules act on
    /// ([`AnyMatch::idle`]) unless nothing else is offered; up to `samples` random answers to a
    /// composed prompt.
    pub fn moves(&self, rng: &mut GameRng, samples: usize) -> Vec<String> {
        let mut lines = moves::of_prompt(&self.prompt, rng, samples);
        if self.prompt.ask == Ask::One {
            drop_unless_all(&mut lines, |l| self.m.idle(self.seat, l));
        }
        lines
    }

    /// How many random moves the search plays on before judging ([`AnyMatch::search_playout`]).
    pub fn search_playout(&self) -> usize {
        self.m.search_playout()
    }

    /// The seat's view (the game's view for this seat: what its player may know).
    pub fn view(&self) -> serde_json::Value {
        self.m.view(Viewer::Seat(self.seat))
    }

    /// A whole position the seat cannot tell from the real one: what it may not know dealt anew
    /// from `rng` ([`AnyMatch::determinized`]), its own dice too. An AI may read and play such a
    /// world freely; it holds nothing of the real hidden cards.
    pub fn sample_world(&self, rng: &mut GameRng) -> Box<dyn AnyMatch> {
        self.m.determinized(self.seat, rng)
    }
}

/// Drops from a one-choice `prompt` the options that take back the seat's own answers, unless
/// nothing else is offered. An AI weighs every answer before it gives one, so it never needs
/// them; offered, a search walks back and forth for ever in front of a move it dislikes.
fn onward_only(m: &dyn AnyMatch, prompt: &mut Prompt) {
    if prompt.ask != Ask::One {
        return;
    }
    let seat = prompt.seat;
    drop_unless_all(&mut prompt.options, |o: &Choice| m.takes_back(seat, &o.notation));
}

/// Drops the `items` that `drop` picks, unless it picks them all; each item is judged once (a
/// judgement parses its line).
fn drop_unless_all<T>(items: &mut Vec<T>, drop: impl Fn(&T) -> bool) {
    let dropped: Vec<bool> = items.iter().map(drop).collect();
    if dropped.contains(&false) {
        let mut flags = dropped.into_iter();
        items.retain(|_| !flags.next().unwrap_or(false));
    }
}
