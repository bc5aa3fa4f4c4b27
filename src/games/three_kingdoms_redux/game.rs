//! Three Kingdoms Redux on the engine contract: typed actions in, log lines out, prompts for
//! every decision, views redacted per seat.

use std::ops::RangeInclusive;

use serde_json::json;

use super::data::{Kingdom, data};
use super::prompts::notation::{TkrAction, general_id};
use super::rules::bidding::{choose_alliance, pass, place};
use super::rules::round::{act, done, finish, keep_acting};
use super::rules::setup::{pick, setup};
use super::state::{Phase, ThreeKingdoms, phase_key};
use crate::engine::{
    Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text, Viewer,
};

impl Game for ThreeKingdoms {
    const ID: &'static str = "three-kingdoms-redux";
    const NAME: &'static str = "tkr-name";
    const RULES: &'static str = "tkr-rules";
    const TRANSLATIONS: &'static [crate::engine::Translation] = crate::translations![
        "three-kingdoms-redux",
        "three-kingdoms-redux-cards",
        "three-kingdoms-redux-end",
        "three-kingdoms-redux-acts",
        "three-kingdoms-redux-board",
    ];

    type Action = TkrAction;

    fn seat_range() -> RangeInclusive<usize> {
        3..=3
    }

    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn setup(seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        if seats != 3 {
            return Err(RuleError::key("tkr-err-three-players"));
        }
        if let Some(key) = options.keys().next() {
            return Err(RuleError::new(
                Text::new("err-unknown-option").str("option", key.clone()),
            ));
        }
        Ok(setup(rng))
    }

    fn pending(&self) -> Vec<Prompt> {
        super::prompts::pending(self)
    }

    fn awaiting(&self) -> Vec<Seat> {
        super::prompts::awaiting(self)
    }

    fn legal(&self) -> Vec<(Seat, Vec<TkrAction>)> {
        super::prompts::legal(self)
    }

    fn parse(&self, seat: Seat, notation: &str) -> Result<TkrAction, RuleError> {
        TkrAction::parse(notation, Kingdom::of_seat(seat))
    }

    /// `back` undoes a tap of a bid being drawn up (the general, then the space), or returns from
    /// the confirmation of a finish to the won actions.
    fn takes_back(&self, action: &TkrAction) -> bool {
        matches!(action, TkrAction::Back)
    }

    /// After the move, a kingdom whose only answer is to finish finishes by itself
    /// (`round::finish_idle`). A `done` of a kingdom whose turn just ended so is the tap games
    /// stored before that step was automatic hold there: it is taken as already done (the menus
    /// now offer `finish`, so a `done` there is never a new tap). So is a `finish` it would be
    /// refused: a game stored mid-round, still asking that kingdom, may have logged one next.
    fn apply(&mut self, seat: Seat, action: TkrAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let k = Kingdom::of_seat(seat);
        let stale = self.auto_finished.contains(&k);
        let already = || Ok(vec![LogEntry::private(seat, Text::new("tkr-log-already-finished"))]);
        if stale && action == TkrAction::Done {
            self.auto_finished.retain(|&x| x != k);
            return already();
        }
        let finishing = action == TkrAction::Finish;
        let earlier = std::mem::take(&mut self.auto_finished);
        match self.apply_move(k, action, rng) {
            Ok(mut log) => {
                super::rules::round::finish_idle(self, rng, &mut log);
                Ok(log)
            }
            Err(_) if stale && finishing => {
                self.auto_finished = earlier.into_iter().filter(|&x| x != k).collect();
                already()
            }
            Err(e) => {
                self.auto_finished = earlier;
                Err(e)
            }
        }
    }

    fn concede(&mut self, seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        let k = Kingdom::of_seat(seat);
        if !self.conceded.contains(&k) {
            self.conceded.push(k);
        }
        self.phase = Phase::Over;
        // Benefits still waiting for a decision, and a bid being put together, lapse with the game.
        self.owed.clear();
        self.bid_draft = None;
        self.confirming = false;
        vec![LogEntry::public(Text::new("tkr-log-conceded").str("kingdom", k.key()))]
    }

    fn edit(&mut self, command: &str) -> Result<Vec<LogEntry>, RuleError> {
        super::edit::edit(self, command)
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        let own = |k: Kingdom| viewer == Viewer::Seat(k.seat());
        let scores = (self.phase == Phase::Over).then(|| super::rules::scoring::final_scores(self));
        let realms: Vec<serde_json::Value> = Kingdom::ALL
            .into_iter()
            .map(|k| {
                let r = self.realm(k);
                let score = scores.as_ref().map(|all| score_json(&all[k.seat()]));
                json!({
                    "kingdom": k.key(),
                    "generals": r.generals.iter().map(|&c| general_id(c)).collect::<Vec<_>>(),
                    "occupying": r.occupying.iter().map(|o| json!({
                        "general": general_id(o.general),
                        "location": data().locations[usize::from(o.location)].id,
                        "units": o.units,
                    })).collect::<Vec<_>>(),
                    "gold": r.gold, "rice": r.rice, "support": r.support,
                    "untrained": r.untrained, "trained": r.trained, "weapons": r.weapons,
                    "farm_level": r.farm_level, "market_level": r.market_level,
                    "farms_in_granary": r.farms_in_granary, "markets_in_treasury": r.markets_in_treasury,
                    "favor": r.favor, "military": r.military, "office": r.office, "deficits": r.deficits,
                    "hand": if own(k) {
                        json!(r.hand.iter().map(|&e| data().enhancements[usize::from(e)].id).collect::<Vec<_>>())
                    } else {
                        json!(r.hand.len())
                    },
                    "built": r.built.iter().map(|&e| data().enhancements[usize::from(e)].id).collect::<Vec<_>>(),
                    "farms_developed": r.farms_developed, "markets_developed": r.markets_developed,
                    "border_tokens": r.border_tokens.iter().map(|(store, vp)| json!({
                        "store": if *store == super::state::Store::Granary { "granary" } else { "treasury" },
                        "vp": vp,
                    })).collect::<Vec<_>>(),
                    "score": score,
                    "card_horses": r.card_horses.iter().map(|c| (general_id(c.general).to_string(), json!(c.horses))).collect::<serde_json::Map<_, _>>(),
                })
            })
            .collect();
        let draft = match (&self.phase, viewer) {
            (Phase::Draft(d), Viewer::Seat(s)) => json!(d.drawn[s].iter().map(|&c| general_id(c)).collect::<Vec<_>>()),
            _ => json!(null),
        };
        json!({
            "round": self.round,
            "phase": phase_key(&self.phase),
            "bid_order": self.bid_order.map(Kingdom::key),
            "alliance_space": self.alliance_space.map(|s| s.key()),
            "han_criterion": self.han_criterion.key(),
            "han_holder": self.han_holder.map(Kingdom::key),
            "placements": self.placements.iter().map(|p| super::prompts::notation::TkrAction::Place(p.clone()).to_string()).collect::<Vec<_>>(),
            "action_order": self.action_order.iter().map(|k| k.key()).collect::<Vec<_>>(),
            "last_alliance_space": self.last_alliance_space.map(|s| s.key()),
            "han_resting": self.han_resting.map(general_id),
            "winners": self.winners.iter().map(|(s, who)| (s.key().to_string(), json!(who.iter().map(|k| k.key()).collect::<Vec<_>>()))).collect::<serde_json::Map<_, _>>(),
            "locations": data().locations.iter().zip(&self.locations).filter_map(|(l, who)| who.map(|k| (l.id.to_string(), json!(k.key())))).collect::<serde_json::Map<_, _>>(),
            "realms": realms,
            "drawn": draft,
            "owed": self.owed.iter().map(|o| json!({"kingdom": o.kingdom.key(), "card": o.source.id()})).collect::<Vec<_>>(),
        })
    }

    fn status(&self, viewer: Viewer) -> Vec<Text> {
        super::view::status(self, viewer)
    }

    fn map_text(&self, viewer: Viewer) -> Vec<Text> {
        super::view::map_text(self, viewer)
    }

    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        super::board::svg(self, viewer, loc)
    }

    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &Self) -> String {
        super::board::marks::svg_since(self, before, viewer, loc)
    }

    fn board_parts(&self) -> Vec<crate::engine::BoardPart> {
        super::board::marks::parts()
    }

    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        super::board::marks::part_svg(self, viewer, loc, part)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = super::rules::scoring::final_scores(self);
        let standing: Vec<_> = scores
            .iter()
            .filter(|s| !self.conceded.contains(&s.kingdom))
            .cloned()
            .collect();
        let winner = super::rules::scoring::winner(self, if standing.is_empty() { &scores } else { &standing });
        Some(Outcome {
            winners: vec![winner.seat()],
            summary: Text::new("tkr-end").str("kingdom", winner.key()).list(
                "scores",
                scores
                    .iter()
                    .map(|s| {
                        Text::new("tkr-end-score")
                            .str("kingdom", s.kingdom.key())
                            .num("vp", i64::from(s.total))
                    })
                    .collect(),
            ),
        })
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        super::ai::determinize(self, seat, rng)
    }

    /// `basic` judges the position its own steps reach: the judgement counts this round's bids,
    /// which random moves after them would only blur.
    const BASIC_PLAYOUT: usize = 0;

    /// `strong` plays its best few moves on with every kingdom bidding as `basic` does: random
    /// bids lose every space, so a tree search over random play-outs never sees a rival answer.
    const STRONG_ROLLOUTS: Option<crate::engine::Rollouts> = Some(crate::engine::Rollouts {
        candidates: 4,
        worlds: 4,
        moves: 24,
    });

    fn evaluate(&self, seat: Seat) -> f64 {
        super::ai::evaluate(self, seat)
    }

    fn evaluate_seats(&self, seats: usize) -> Vec<f64> {
        super::ai::evaluate_seats(self, seats)
    }

    fn check_invariants(&self) -> Result<(), String> {
        super::rules::invariants::check(self)
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        let d = data();
        let mut out = Vec::new();
        for k in Kingdom::ALL {
            if viewer != Viewer::Seat(k.seat()) {
                out.extend(
                    self.realm(k)
                        .hand
                        .iter()
                        .map(|&e| d.enhancements[usize::from(e)].id.to_string()),
                );
            }
        }
        for deck in &self.enhancement_decks {
            out.extend(deck.iter().map(|&e| d.enhancements[usize::from(e)].id.to_string()));
        }
        if let Phase::Draft(draft) = &self.phase {
            for (seat, drawn) in draft.drawn.iter().enumerate() {
                if viewer != Viewer::Seat(seat) {
                    out.extend(drawn.iter().map(|&c| d.generals[usize::from(c)].id.to_string()));
                }
            }
        }
        out
    }

    fn partners(&self, seat: Seat) -> Result<Vec<Seat>, RuleError> {
        let k = Kingdom::of_seat(seat);
        if !self.is_ally(k) {
            return Err(RuleError::new(Text::new("tkr-err-no-ally").str("kingdom", k.key())));
        }
        Ok(self
            .allies()
            .into_iter()
            .filter(|&a| a != k)
            .map(Kingdom::seat)
            .collect())
    }

    fn card_catalog() -> Vec<crate::engine::CardInfo> {
        super::cards::catalog::cards()
    }

    fn typed_names() -> Vec<crate::engine::names::TypedName> {
        super::cards::catalog::typed_names()
    }

    fn card_name(&self, id: &str) -> Option<Text> {
        let d = data();
        if d.general(id).is_some() {
            Some(Text::new(format!("tkr-general-{id}")))
        } else if d.enhancement(id).is_some() {
            Some(Text::new(format!("tkr-se-{id}")))
        } else {
            None
        }
    }
}

impl ThreeKingdoms {
    /// One move by the rules, before any automatic step.
    fn apply_move(&mut self, k: Kingdom, action: TkrAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = Vec::new();
        match action {
            TkrAction::Draft(generals) => {
                pick(self, k, generals, &mut log)?;
            }
            TkrAction::Alliance(space) => choose_alliance(self, k, space, &mut log)?,
            TkrAction::Place(p) => place(self, p, &mut log)?,
            TkrAction::Pass => pass(self, k, &mut log)?,
            TkrAction::Do(space, a) => act(self, k, space, &a, &mut log)?,
            TkrAction::Done if self.phase == Phase::RoundEnd => super::rules::benefits::finish(self, k, rng, &mut log)?,
            TkrAction::Done => done(self, k, rng, &mut log)?,
            TkrAction::Finish if self.phase == Phase::RoundEnd => {
                super::rules::benefits::finish(self, k, rng, &mut log)?
            }
            TkrAction::Finish => finish(self, k, rng, &mut log)?,
            TkrAction::Benefit(card, pick) => super::rules::benefits::choose(self, k, card, &pick, rng, &mut log)?,
            TkrAction::Bid(draft) => super::rules::bid_steps::step(self, k, draft)?,
            TkrAction::Back if self.confirming => keep_acting(self, k)?,
            TkrAction::Back => super::rules::bid_steps::back(self, k)?,
        }
        Ok(log)
    }
}

/// A final score as `{military: …, borders: …, …, total: …}` (the line ids without `tkr-score-`).
fn score_json(score: &super::rules::scoring::Score) -> serde_json::Value {
    let mut lines: serde_json::Map<String, serde_json::Value> = score
        .lines
        .iter()
        .map(|(key, vp)| (key.trim_start_matches("tkr-score-").to_string(), json!(vp)))
        .collect();
    lines.insert("total".into(), json!(score.total));
    serde_json::Value::Object(lines)
}
