//! The `strong` level: information-set Monte Carlo tree search (single observer, after Cowling,
//! Powley and Whitehouse 2012). Every iteration samples a world the seat cannot tell from the
//! real one ([`Sight::sample_world`]), walks the one shared tree as far as that world allows
//! (a child is a seat's move; it counts as "available" each time a world offers it, and UCB
//! weighs it by those counts), adds one move, plays on at random for a few moves and asks the
//! game's judgement for every seat. The most visited move at the root is played.
//!
//! The budget is a number of iterations, not a time, so a decision is a function of the seat's
//! sight and its seeded stream only (the honesty test replays it); each game's budget is sized
//! so a decision stays well under 2 seconds on one core (`cargo bench -- "ai move"`).

use crate::engine::{AnyMatch, GameRng, Seat};

use super::{Sight, moves};

/// The search's knobs.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub iterations: usize,
    /// Random moves played after the tree before the position is judged; `None` plays the
    /// game's own number ([`crate::engine::Game::SEARCH_PLAYOUT`]).
    pub rollout: Option<usize>,
    /// Answers sampled for a composed prompt at each visit.
    pub samples: usize,
    /// UCB exploration constant (values are in -1..1).
    pub explore: f64,
    /// The `basic` level's random play-outs per decision, shared among its moves (see
    /// [`super::basic`]); fewer only to fit a check into a debug build.
    pub playouts: usize,
}

impl Budget {
    /// Play-outs as long as the game asks (short for most: the iterations go into the tree).
    pub const DEFAULT: Budget = Budget {
        iterations: 1000,
        rollout: None,
        samples: 6,
        explore: 0.7,
        playouts: super::basic::PLAYOUT_BUDGET,
    };
}

struct Node {
    /// The seat whose move led here, and that move (none at the root).
    seat: Seat,
    line: String,
    visits: u32,
    available: u32,
    /// Sum of the values, for `seat`, of the play-outs through this node.
    total: f64,
    children: Vec<usize>,
    /// The move brought its seat back to a position of its run of moves (see [`Run`]): no
    /// progress, never walked again (and played only if every move at the root does so).
    cyclic: bool,
}

impl Node {
    fn new(seat: Seat, line: String) -> Node {
        Node {
            seat,
            line,
            visits: 0,
            available: 0,
            total: 0.0,
            children: Vec::new(),
            cyclic: false,
        }
    }
}

/// One seat's run of consecutive moves along an iteration's path, nobody else moving in between,
/// and its sights so far ([`crate::engine::AnyMatch::sight_hash`]). The root's run begins with
/// the seat's own trail ([`Sight::seen`]); a run begun deeper starts from its first move's result.
struct Run {
    seat: Seat,
    seen: Vec<u64>,
}

impl Run {
    /// After `seat` moved in `world`: `false` when the move brought it back to a sight of its
    /// run, else the run goes on (the seat decides again) or ends.
    fn moved(&mut self, world: &dyn AnyMatch, seat: Seat) -> bool {
        if moves::next_seat(world) != Some(seat) {
            self.seen.clear();
            return true;
        }
        if self.seat != seat {
            *self = Run { seat, seen: Vec::new() };
        }
        let Some(now) = world.sight_hash(seat) else {
            return true;
        };
        if self.seen.contains(&now) {
            return false;
        }
        self.seen.push(now);
        true
    }
}

pub fn choose(sight: &Sight, rng: &mut GameRng, budget: Budget) -> Option<String> {
    let me = sight.seat();
    let mut root_moves = sight.moves(rng, budget.samples * 2);
    let rollout = budget.rollout.unwrap_or_else(|| sight.search_playout());
    if root_moves.len() <= 1 {
        return root_moves.pop();
    }
    let seen = sight.seen();
    let mut tree = vec![Node::new(me, String::new())];
    for _ in 0..budget.iterations {
        let mut world = sight.sample_world(rng);
        let mut path = vec![0usize];
        let mut node = 0usize;
        let mut run = Run {
            seat: me,
            seen: seen.clone(),
        };
        // Selection and expansion.
        loop {
            if world.outcome().is_some() {
                break;
            }
            let (seat, offered) = if node == 0 {
                (me, root_moves.clone())
            } else {
                let Some(seat) = moves::next_seat(world.as_ref()) else {
                    break;
                };
                (seat, moves::of_seat(world.as_ref(), seat, rng, budget.samples))
            };
            if offered.is_empty() {
                break;
            }
            let Some((child, expanded)) = select(&mut tree, node, seat, &offered, budget.explore, rng) else {
                break;
            };
            if world.apply_on_copy(seat, &tree[child].line).is_err() {
                // A sampled answer this world refuses: forget the child, judge from here.
                if expanded {
                    tree[node].children.pop();
                }
                break;
            }
            if !run.moved(world.as_ref(), seat) {
                // Back where the seat has been in this run: no progress. Judged from here (the
                // position it came back to), and never taken again.
                tree[child].cyclic = true;
                break;
            }
            path.push(child);
            node = child;
            if expanded {
                break;
            }
        }
        // Play-out, then every seat's value.
        for _ in 0..rollout {
            match world.play_random(rng) {
                Ok(Some(_)) => {}
                _ => break,
            }
        }
        let values = world.evaluate_all();
        for &n in &path[1..] {
            tree[n].visits += 1;
            tree[n].total += values.get(tree[n].seat).copied().unwrap_or(0.0);
        }
        tree[0].visits += 1;
    }
    let most_visited = |cyclic_too: bool| {
        tree[0]
            .children
            .iter()
            .copied()
            .filter(|&c| tree[c].seat == me && (cyclic_too || !tree[c].cyclic))
            .max_by(|&a, &b| {
                (tree[a].visits, tree[a].total)
                    .partial_cmp(&(tree[b].visits, tree[b].total))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
    };
    most_visited(false)
        .or_else(|| most_visited(true))
        .map(|c| tree[c].line.clone())
        .or_else(|| root_moves.into_iter().next())
}

/// The child of `node` to walk for `seat`, among the moves this world `offered`: an untried one
/// (added to the tree, `true`), else the best by UCB of those offered here and not known to
/// bring the seat back where it was. Counts every offered child as available.
fn select(
    tree: &mut Vec<Node>,
    node: usize,
    seat: Seat,
    offered: &[String],
    explore: f64,
    rng: &mut GameRng,
) -> Option<(usize, bool)> {
    let children = tree[node].children.clone();
    for &c in &children {
        if tree[c].seat == seat && offered.contains(&tree[c].line) {
            tree[c].available += 1;
        }
    }
    let untried: Vec<&String> = offered
        .iter()
        .filter(|line| !children.iter().any(|&c| tree[c].seat == seat && &&tree[c].line == line))
        .collect();
    if !untried.is_empty() {
        let mut child = Node::new(seat, untried[rng.below(untried.len())].clone());
        child.available = 1;
        tree.push(child);
        let c = tree.len() - 1;
        tree[node].children.push(c);
        return Some((c, true));
    }
    children
        .iter()
        .copied()
        .filter(|&c| tree[c].seat == seat && !tree[c].cyclic && offered.contains(&tree[c].line))
        .max_by(|&a, &b| ucb(&tree[a], explore).total_cmp(&ucb(&tree[b], explore)))
        .map(|c| (c, false))
}

fn ucb(node: &Node, explore: f64) -> f64 {
    if node.visits == 0 {
        return f64::INFINITY;
    }
    let visits = f64::from(node.visits);
    node.total / visits + explore * (f64::from(node.available.max(1)).ln() / visits).sqrt()
}
