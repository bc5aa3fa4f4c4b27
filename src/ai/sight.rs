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
    /// ([`AnyMatch::idle`]); up to `samples` random answers to a composed prompt, less those that
    /// take back the seat's own answer ([`AnyMatch::takes_back`]: declaring no attacker); then
    /// less the moves that bring the seat back to a position of its current run of decisions
    /// ([`Sight::seen`]). Each filter drops nothing when it would drop everything.
    pub fn moves(&self, rng: &mut GameRng, samples: usize) -> Vec<String> {
        let mut lines = moves::of_prompt(&self.prompt, rng, samples);
        if self.prompt.ask == Ask::One {
            moves::drop_unless_all(&mut lines, |l| self.m.idle(self.seat, l));
        } else {
            moves::drop_unless_all(&mut lines, |l| self.m.takes_back(self.seat, l));
        }
        self.drop_returns(&mut lines, rng);
        lines
    }

    /// The seat's sights at its decisions in its current run of moves, nobody else deciding in
    /// between (its view and prompt hashed: [`AnyMatch::trail`], kept with the game), the
    /// position it is in now last.
    pub fn seen(&self) -> Vec<u64> {
        let mut seen = self.m.trail(self.seat);
        if let Some(now) = self.m.sight_hash(self.seat)
            && seen.last() != Some(&now)
        {
            seen.push(now);
        }
        seen
    }

    /// Drops the `lines` after which the seat would be asked again in a position it has already
    /// been in during this run ([`Sight::seen`]): free moves that undo each other look as good as
    /// the best move that follows them, and a search would take them for ever. Each line is tried
    /// in one sampled world, drawn from a copy of `rng` so the decision's own stream is left as
    /// it was.
    fn drop_returns(&self, lines: &mut Vec<String>, rng: &GameRng) {
        if lines.len() <= 1 {
            return;
        }
        let seen = self.seen();
        let world = self.sample_world(&mut rng.clone());
        moves::drop_unless_all(lines, |line| {
            let mut after = world.clone_box();
            after.apply_on_copy(self.seat, line).is_ok()
                && after.sight_hash(self.seat).is_some_and(|h| seen.contains(&h))
        });
    }

    /// How many random moves the search plays on before judging ([`AnyMatch::search_playout`]).
    pub fn search_playout(&self) -> usize {
        self.m.search_playout()
    }

    /// How the `strong` level looks ahead in this game ([`AnyMatch::strong_rollouts`]).
    pub fn strong_rollouts(&self) -> Option<crate::engine::Rollouts> {
        self.m.strong_rollouts()
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
    moves::drop_unless_all(&mut prompt.options, |o: &Choice| m.takes_back(seat, &o.notation));
}
