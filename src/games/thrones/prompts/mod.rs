//! Who must decide what now, with every legal option (the engine contract's `pending` and its
//! label-free twin `legal`, built from one list so they always agree). Secret choices (the plot
//! draft, mulligan, setup, plot) are marked secret; a hand's cards and a seat's draft plots only
//! ever appear in its own seat's prompts.

pub mod labels;
pub mod notation;

use super::rules::challenge::{attacker_choices, challenge_choices, defender_choices, stealth_choices};
use super::rules::claim::{claim_count, killable, save_asked};
use super::rules::marshal::{duplicates, plays};
use super::rules::setup::{limited_choices, placement_choices};
use super::rules::windows;
use super::state::ability::{Context, Trigger, Zone};
use super::state::statics;
use super::state::text::{card_list, card_text, house_key, house_text, icon_text};
use super::state::{CardIx, Phase, PlotIx, Step, Thrones, card_of, other};
use crate::engine::flow::KindId;
use crate::engine::{Ask, Choice, Prompt, Seat, Text};
use notation::ThronesAction;

/// Something a composed prompt picks: a card, or a plot (the draft's plot deck).
#[derive(Clone, Copy)]
enum Item {
    Card(CardIx),
    Plot(PlotIx),
}

/// What one seat is asked.
enum Asked {
    One(Vec<ThronesAction>),
    /// Several of `items` (`verb item …`), from `min` to `max`, their costs within `budget`.
    Several {
        verb: &'static str,
        items: Vec<Item>,
        min: u32,
        max: u32,
        budget: Option<u32>,
    },
}

struct Decision {
    seat: Seat,
    secret: bool,
    question: Text,
    asked: Asked,
}

fn one(seat: Seat, question: Text, actions: Vec<ThronesAction>) -> Decision {
    Decision {
        seat,
        secret: false,
        question,
        asked: Asked::One(actions),
    }
}

fn several(seat: Seat, question: Text, verb: &'static str, items: Vec<CardIx>, min: usize, max: usize) -> Decision {
    Decision {
        seat,
        secret: false,
        question,
        asked: Asked::Several {
            verb,
            items: items.into_iter().map(Item::Card).collect(),
            min: min as u32,
            max: max as u32,
            budget: None,
        },
    }
}

/// A question as a reader sees it, built only when `labels` asks for it (play-outs and AI
/// searches never read it; the default is an empty text).
fn question(labels: bool, build: impl FnOnce() -> Text) -> Text {
    if labels { build() } else { Text::new("") }
}

/// Every decision owed now; `labels`: also what only a reader needs (the questions).
fn decisions(g: &Thrones, labels: bool) -> Vec<Decision> {
    if g.is_over() {
        return Vec::new();
    }
    if let Some(owed) = interrupting(g, labels) {
        return owed;
    }
    match &g.phase {
        Phase::DraftKeep(picks) | Phase::DraftReceive(picks) => {
            let receiving = matches!(g.phase, Phase::DraftReceive(_));
            let cycle = g.draft.as_ref().map_or(1, |d| d.cycle);
            picks
                .waiting()
                .iter()
                .map(|seat| Decision {
                    secret: true,
                    ..one(
                        seat,
                        question(labels, || {
                            Text::new(if receiving {
                                "thrones-q-draft-receive"
                            } else {
                                "thrones-q-draft-keep"
                            })
                            .num("cycle", i64::from(cycle))
                            .num("cycles", i64::from(super::rules::draft::CYCLES))
                            .text("house", house_key(g.player(other(seat)).house))
                        }),
                        super::rules::draft::hand(g, seat)
                            .iter()
                            .map(|&q| ThronesAction::Draft(q))
                            .collect(),
                    )
                })
                .collect()
        }
        Phase::DraftDeck(picks) => picks
            .waiting()
            .iter()
            .map(|seat| {
                let items: Vec<Item> = super::rules::draft::candidates(g, seat)
                    .into_iter()
                    .map(Item::Plot)
                    .collect();
                Decision {
                    seat,
                    secret: true,
                    question: question(labels, || {
                        Text::new("thrones-q-draft-deck")
                            .num("n", super::rules::draft::DECK as i64)
                            .num("of", items.len() as i64)
                    }),
                    asked: Asked::Several {
                        verb: "plot-deck",
                        min: super::rules::draft::DECK as u32,
                        max: super::rules::draft::DECK as u32,
                        items,
                        budget: None,
                    },
                }
            })
            .collect(),
        Phase::Mulligan(picks) => picks
            .waiting()
            .iter()
            .map(|seat| Decision {
                secret: true,
                ..one(
                    seat,
                    Text::new("thrones-q-mulligan"),
                    vec![ThronesAction::Keep, ThronesAction::Mulligan],
                )
            })
            .collect(),
        Phase::Setup { picks, limited } => picks
            .waiting()
            .iter()
            .map(|seat| Decision {
                secret: true,
                ..setup_decision(g, seat, limited[seat], labels)
            })
            .collect(),
        Phase::Plot(picks) => picks
            .waiting()
            .iter()
            .map(|seat| Decision {
                secret: true,
                ..one(
                    seat,
                    Text::new("thrones-q-plot"),
                    g.player(seat)
                        .plot_deck
                        .iter()
                        .map(|&p| ThronesAction::Plot(p))
                        .collect(),
                )
            })
            .collect(),
        Phase::FirstPlayer { chooser } => vec![one(
            *chooser,
            Text::new("thrones-q-first"),
            vec![
                ThronesAction::First(g.player(*chooser).house),
                ThronesAction::First(g.player(other(*chooser)).house),
            ],
        )],
        Phase::Marshal { active, .. } => {
            let seat = *active;
            let mut actions: Vec<ThronesAction> = plays(g, seat)
                .into_iter()
                .map(|(c, host)| ThronesAction::Marshal(c, host))
                .collect();
            actions.extend(duplicates(g, seat).into_iter().map(ThronesAction::Duplicate));
            actions.extend(own_actions(g, seat));
            actions.push(ThronesAction::Done);
            vec![one(
                seat,
                question(labels, || {
                    Text::new("thrones-q-marshal").num("gold", i64::from(g.player(seat).gold))
                }),
                actions,
            )]
        }
        Phase::Challenges { active, .. } => challenge_decisions(g, *active, labels),
        Phase::PlotEnd | Phase::Dominance | Phase::Standing | Phase::Taxation | Phase::Over => Vec::new(),
    }
}

/// What interrupts the phase's own decisions: a question an ability asks, a save, a window.
fn interrupting(g: &Thrones, labels: bool) -> Option<Vec<Decision>> {
    if let Some(ask) = g.asks.first() {
        if windows::order_asked(g) {
            return Some(vec![one(
                ask.seat,
                question(labels, || ask.question.clone()),
                vec![
                    ThronesAction::First(g.player(ask.seat).house),
                    ThronesAction::First(g.player(other(ask.seat)).house),
                ],
            )]);
        }
        let (min, max) = (usize::from(ask.min), usize::from(ask.max));
        return Some(vec![several(
            ask.seat,
            question(labels, || ask.question.clone()),
            "choose",
            ask.items.clone(),
            min,
            max,
        )]);
    }
    if let Some((seat, card)) = save_asked(g) {
        let mut actions = Vec::new();
        if g.in_play(card).is_some_and(|c| !c.duplicates.is_empty()) {
            actions.push(ThronesAction::Save);
        }
        actions.extend(
            windows::usable(g, seat, Context::Dying(card), &[Zone::InPlay])
                .into_iter()
                .map(|(c, t)| ThronesAction::Use(c, t)),
        );
        actions.push(ThronesAction::NoSave);
        return Some(vec![one(
            seat,
            question(labels, || Text::new("thrones-q-save").text("card", card_text(card))),
            actions,
        )]);
    }
    if let Some((seat, w)) = windows::waiting_window(g) {
        let mut actions = vec![ThronesAction::Pass];
        actions.extend(
            windows::usable(g, seat, windows::context(w), &[Zone::InPlay, Zone::Hand, Zone::Dead])
                .into_iter()
                .map(|(c, t)| ThronesAction::Use(c, t)),
        );
        actions.extend(windows::aheads(g, seat).into_iter().map(ThronesAction::PassAhead));
        return Some(vec![one(seat, question(labels, || window_question(g, w)), actions)]);
    }
    None
}

/// The actions `seat` may take from its own marshalling or challenges menu.
fn own_actions(g: &Thrones, seat: Seat) -> Vec<ThronesAction> {
    windows::usable(g, seat, Context::None, &[Zone::InPlay, Zone::Hand, Zone::Dead])
        .into_iter()
        .map(|(c, t)| ThronesAction::Use(c, t))
        .collect()
}

/// The question of a window: its kind, and for a response window what happened.
fn window_question(g: &Thrones, w: &crate::games::thrones::state::windows::Window) -> Text {
    let kind = Text::new(format!("thrones-window-{}", w.kind.id()));
    match &w.trigger {
        Some(t) => Text::new("thrones-q-response")
            .text("kind", kind)
            .text("what", trigger_text(g, t)),
        None => Text::new("thrones-q-window")
            .text("kind", kind)
            .num("casual", i64::from(g.casual)),
    }
}

/// What a trigger says happened.
pub fn trigger_text(g: &Thrones, t: &Trigger) -> Text {
    match t {
        Trigger::Entered { card, .. } => Text::new("thrones-trigger-entered").text("card", card_text(*card)),
        Trigger::Attached { card, host, .. } => Text::new("thrones-trigger-attached")
            .text("card", card_text(*card))
            .text("host", card_text(*host)),
        Trigger::Defended { cards } => Text::new("thrones-trigger-defended").list("cards", card_list(cards)),
        Trigger::Won { winner } => Text::new("thrones-trigger-won").text("house", house_text(g, *winner)),
        Trigger::Killed { card, .. } => Text::new("thrones-trigger-killed").text("card", card_text(*card)),
        Trigger::Dominance { seat } => Text::new("thrones-trigger-dominance").text("house", house_text(g, *seat)),
        Trigger::Stood { cards } => Text::new("thrones-trigger-stood").list("cards", card_list(cards)),
        Trigger::MarshallingBegins => Text::new("thrones-trigger-marshalling-begins"),
        Trigger::DominanceBegins => Text::new("thrones-trigger-dominance-begins"),
        Trigger::Revealed { by } => Text::new("thrones-trigger-revealed").text("house", house_text(g, *by)),
    }
}

fn setup_decision(g: &Thrones, seat: Seat, limited: Option<super::state::LimitedPick>, labels: bool) -> Decision {
    let choices = limited_choices(g, seat);
    if limited.is_none() && !choices.is_empty() {
        let mut actions = vec![ThronesAction::Limited(None)];
        actions.extend(choices.into_iter().map(|c| ThronesAction::Limited(Some(c))));
        return one(seat, Text::new("thrones-q-limited"), actions);
    }
    let (items, budget) = placement_choices(g, seat, limited.and_then(|l| l.card()));
    let question = question(labels, || Text::new("thrones-q-place").num("gold", i64::from(budget)));
    if items.is_empty() {
        return one(seat, question, vec![ThronesAction::Place(Vec::new())]);
    }
    let max = items.len() as u32;
    Decision {
        seat,
        secret: false,
        question,
        asked: Asked::Several {
            verb: "place",
            items: items.into_iter().map(Item::Card).collect(),
            min: 0,
            max,
            budget: Some(u32::from(budget)),
        },
    }
}

fn challenge_decisions(g: &Thrones, active: Seat, labels: bool) -> Vec<Decision> {
    let Some(c) = &g.challenge else {
        let mut actions: Vec<ThronesAction> = challenge_choices(g, active)
            .into_iter()
            .map(ThronesAction::Challenge)
            .collect();
        actions.extend(own_actions(g, active));
        actions.push(ThronesAction::Done);
        return vec![one(active, Text::new("thrones-q-challenge"), actions)];
    };
    let defender = other(c.attacker);
    let kind = || icon_text(c.kind);
    match c.step {
        Step::Attackers => {
            let items = attacker_choices(g, c.attacker, c.kind);
            let n = items.len();
            vec![several(
                c.attacker,
                question(labels, || Text::new("thrones-q-attack").text("kind", kind())),
                "attack",
                items,
                0,
                n,
            )]
        }
        Step::Stealth => {
            let (items, k) = stealth_choices(g);
            vec![several(
                c.attacker,
                question(labels, || Text::new("thrones-q-stealth").num("n", k as i64)),
                "stealth",
                items,
                0,
                k,
            )]
        }
        Step::Defenders => {
            let items = defender_choices(g);
            let n = items.len();
            vec![several(
                defender,
                question(labels, || {
                    let attack: u16 = c.attackers.iter().map(|&a| statics::strength(g, a)).sum();
                    Text::new("thrones-q-defend")
                        .text("kind", kind())
                        .num("attack", i64::from(attack))
                }),
                "defend",
                items,
                0,
                n,
            )]
        }
        Step::Claim => {
            let n = claim_count(g);
            vec![several(
                defender,
                question(labels, || Text::new("thrones-q-kill").num("n", n as i64)),
                "kill",
                killable(g, defender),
                n,
                n,
            )]
        }
        Step::Kills | Step::AfterAttackers | Step::AfterDefenders | Step::Resolved => Vec::new(),
    }
}

/// The seats owing a decision now, in `pending()` order, without building any prompt (the
/// contract asks this on every move).
pub fn awaiting(g: &Thrones) -> Vec<Seat> {
    if g.is_over() {
        return Vec::new();
    }
    if let Some(ask) = g.asks.first() {
        return vec![ask.seat];
    }
    if let Some((seat, _)) = save_asked(g) {
        return vec![seat];
    }
    if let Some((seat, _)) = windows::waiting_window(g) {
        return vec![seat];
    }
    match &g.phase {
        Phase::DraftKeep(picks) | Phase::DraftReceive(picks) => picks.waiting().iter().collect(),
        Phase::DraftDeck(picks) => picks.waiting().iter().collect(),
        Phase::Mulligan(picks) => picks.waiting().iter().collect(),
        Phase::Setup { picks, .. } => picks.waiting().iter().collect(),
        Phase::Plot(picks) => picks.waiting().iter().collect(),
        Phase::FirstPlayer { chooser } => vec![*chooser],
        Phase::Marshal { active, .. } => vec![*active],
        Phase::Challenges { active, .. } => match &g.challenge {
            None => vec![*active],
            Some(c) => match c.step {
                Step::Attackers | Step::Stealth => vec![c.attacker],
                Step::Defenders | Step::Claim => vec![other(c.attacker)],
                Step::Kills | Step::AfterAttackers | Step::AfterDefenders | Step::Resolved => Vec::new(),
            },
        },
        Phase::PlotEnd | Phase::Dominance | Phase::Standing | Phase::Taxation | Phase::Over => Vec::new(),
    }
}

/// Every decision owed now, typed and without labels (one-choice prompts only list actions).
pub fn legal(g: &Thrones) -> Vec<(Seat, Vec<ThronesAction>)> {
    decisions(g, false)
        .into_iter()
        .map(|d| {
            let actions = match d.asked {
                Asked::One(actions) => actions,
                Asked::Several { .. } => Vec::new(),
            };
            (d.seat, actions)
        })
        .collect()
}

pub fn pending(g: &Thrones) -> Vec<Prompt> {
    decisions(g, true).into_iter().map(|d| prompt_of(g, d, true)).collect()
}

/// `pending()[k]` without its question, labels and details: what a random answer reads (the
/// engine's `Game::random_prompt`; play-outs answer every composed prompt through it).
pub fn random_prompt(g: &Thrones, k: usize) -> Prompt {
    prompt_of(g, decisions(g, false).swap_remove(k), false)
}

/// A decision as a prompt; without `labels`, its options carry their notations, costs and caps
/// only.
fn prompt_of(g: &Thrones, d: Decision, labels: bool) -> Prompt {
    let bare = |notation: &str| Choice::new(notation, Text::new(""));
    let prompt = match d.asked {
        Asked::One(actions) => Prompt::one(
            d.seat,
            d.question,
            actions
                .iter()
                .map(|a| {
                    if labels {
                        labels::choice(g, d.seat, a)
                    } else {
                        bare(&a.to_string())
                    }
                })
                .collect(),
        ),
        Asked::Several {
            verb,
            items,
            min,
            max,
            budget,
        } => Prompt::composed(
            d.seat,
            d.question,
            verb,
            Ask::Several { min, max, budget },
            items
                .into_iter()
                .map(|item| {
                    let choice = match item {
                        Item::Card(c) if labels => labels::card_item(g, verb, c),
                        Item::Card(c) => bare(super::state::card_id(c)),
                        Item::Plot(q) if labels => labels::plot_item(q),
                        Item::Plot(q) => bare(super::state::plot_id(q)),
                    };
                    match item {
                        Item::Card(c) if budget.is_some() => choice.costing(u32::from(card_of(c).cost)),
                        _ => choice,
                    }
                })
                .collect(),
        ),
    };
    // An action or response window: asked by DM, not called out in the channel.
    let response = windowed(g, d.seat);
    let prompt = Prompt { response, ..prompt };
    if d.secret { prompt.secret() } else { prompt }
}

/// Whether what `seat` owes now is a window ([`interrupting`]'s third case).
fn windowed(g: &Thrones, seat: Seat) -> bool {
    g.asks.is_empty() && save_asked(g).is_none() && windows::waiting_window(g).is_some_and(|(s, _)| s == seat)
}
