//! Applying a seat's action: each step of the line against the step on top after the previous
//! one, one function per kind of step.

use super::super::events;
use super::super::events::uses::use_open;
use super::super::state::Log;
use super::super::state::ops::counted_places;
use super::super::state::power::Power;
use super::super::state::{
    CHINA_CARD, CIVIL_WAR, CardNo, CountryIx, Ops, Step, TwilightStruggle, Use, card, card_text, country, country_text,
};
use super::answers;
use super::legality::{decides, must_play_scoring, optional_round, playable_cards, setup_allowed};
use super::notation::{TsAction, TsMove};
use super::options::power_text;
use super::refusals::{err, not_in_hand, placement_refusal, target_refusal, use_refusal, wrong_step};
use crate::engine::{GameRng, LogEntry, RuleError, Seat, Text};

/// One stage of a move: `realign italy` and `coup iran` first choose the use (a no-op once it
/// is chosen), then act on the country; every other move is one stage.
pub(super) enum Stage {
    Move(TsMove),
    RealignAt(CountryIx),
    CoupAt(CountryIx),
}

/// Applies a whole line, stage by stage, running the automatic steps in between.
pub fn apply(
    g: &mut TwilightStruggle,
    seat: Seat,
    action: TsAction,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    apply_line(g, seat, action, false, rng, log)
}

/// [`apply`] for an option the prompts just listed for this state (a play-out's move): the
/// checks the listing made are not made again (every other check is).
pub fn apply_listed(
    g: &mut TwilightStruggle,
    seat: Seat,
    action: TsAction,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    apply_line(g, seat, action, true, rng, log)
}

fn apply_line(
    g: &mut TwilightStruggle,
    seat: Seat,
    action: TsAction,
    listed: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let mut line = Line {
        p: Power::of_seat(seat),
        scoring_played: false,
        listed,
    };
    for m in action.into_moves() {
        match m {
            TsMove::Realign { at, then } => {
                line.stage(g, Stage::Move(TsMove::Use(Use::Realign)), rng, log)?;
                for c in std::iter::once(at).chain(then) {
                    line.stage(g, Stage::RealignAt(c), rng, log)?;
                }
            }
            TsMove::Coup(c) => {
                line.stage(g, Stage::Move(TsMove::Use(Use::Coup)), rng, log)?;
                line.stage(g, Stage::CoupAt(c), rng, log)?;
            }
            m => line.stage(g, Stage::Move(m), rng, log)?,
        }
    }
    Ok(())
}

/// A line being applied by one side.
struct Line {
    p: Power,
    /// The previous stage played a scoring card.
    scoring_played: bool,
    /// The line is one option just listed for the step on top ([`apply_listed`]); its stages
    /// (`coup iran`: the coup use, already chosen, then the coup) need no second check.
    listed: bool,
}

impl Line {
    fn stage(
        &mut self,
        g: &mut TwilightStruggle,
        stage: Stage,
        rng: &mut GameRng,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        // A scoring card resolves the moment it is played: a following `event` says
        // nothing new, any other use is refused by its rule.
        if self.scoring_played
            && let Stage::Move(TsMove::Use(how)) = stage
        {
            self.scoring_played = false;
            if how == Use::Event {
                return Ok(());
            }
            return Err(err("ts-err-scoring-only-event"));
        }
        self.scoring_played = matches!(&stage, Stage::Move(TsMove::Play(no)) if card(*no).scoring);
        if g.is_over() {
            return Err(err("err-game-over"));
        }
        if !self.listed && !decides(g, self.p) {
            return Err(err("ts-err-line-too-long"));
        }
        apply_stage_checked(g, self.p, stage, !self.listed, rng, log)?;
        g.run(rng, log);
        Ok(())
    }
}

/// Dispatches one stage to the step on top.
pub(super) fn apply_stage(
    g: &mut TwilightStruggle,
    p: Power,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    apply_stage_checked(g, p, stage, true, rng, log)
}

/// [`apply_stage`]; `check: false` for an option just listed for the step on top: the checks
/// its listing made (card, use, placement, target, spread) are not made again.
fn apply_stage_checked(
    g: &mut TwilightStruggle,
    p: Power,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    // The most frequent move, one influence point, without copying the step.
    if let (Some(Step::Influence { op, reach, .. }), Stage::Move(TsMove::Place(c))) = (g.stack.last(), &stage)
        && op.power == p
    {
        if check && let Some(why) = placement_refusal(g, op, reach, *c) {
            return Err(RuleError::new(why));
        }
        g.place_point(*c, log);
        return Ok(());
    }
    if let Stage::Move(TsMove::Defuse(c)) = stage {
        if !events::defuse_countries(g, p).contains(&c) {
            return Err(RuleError::new(
                Text::new("ts-err-defuse").text("country", country_text(c)),
            ));
        }
        events::defuse(g, p, c, log);
        return Ok(());
    }
    let Some(step) = g.stack.last().cloned() else {
        return Err(wrong_step(g));
    };
    match step {
        Step::SetupPlace { .. } => setup_step(g, p, step, stage, log),
        Step::Headline { .. } => headline_step(g, p, step, stage, log),
        Step::ChooseCard { .. } => choose_card_step(g, p, step, stage, check, rng, log),
        Step::ChooseUse { .. } => choose_use_step(g, p, step, stage, check, rng, log),
        Step::EventOrder { .. } => event_order_step(g, p, step, stage, rng, log),
        Step::Pick { .. } => answers::pick_step(g, p, step, stage, rng, log),
        Step::Spread { .. } => answers::spread_step(g, p, step, stage, check, rng, log),
        Step::EventOps { .. } => answers::event_ops_step(g, p, step, stage, log),
        Step::Trapped { .. } => answers::trapped_step(g, p, step, stage, rng, log),
        Step::Influence { .. } => influence_step(g, p, step, stage),
        Step::Realign { .. } => realign_step(g, p, step, stage, check, rng, log),
        Step::Coup { .. } => coup_step(g, p, step, stage, check, rng, log),
        Step::ConfirmCoup { .. } => confirm_coup_step(g, p, step, stage, rng, log),
        Step::ConfirmUse { .. } => confirm_use_step(g, p, step, stage, rng, log),
        Step::SpaceDiscard { .. } => space_discard_step(g, p, step, stage, log),
        _ => Err(wrong_step(g)),
    }
}

/// D-2 / D-3: setup influence one point at a time; `reset` takes it all back.
fn setup_step(g: &mut TwilightStruggle, p: Power, step: Step, stage: Stage, log: &mut Log) -> Result<(), RuleError> {
    match (step, stage) {
        (Step::SetupPlace { power, left, placed }, Stage::Move(TsMove::Place(c))) if power == p => {
            if c == CIVIL_WAR || !setup_allowed(g, p, &placed, c) {
                return Err(RuleError::new(
                    Text::new(if p == Power::Ussr {
                        "ts-err-setup-ussr"
                    } else {
                        "ts-err-setup-us"
                    })
                    .text("country", country_text(c))
                    .num("bid", g.settings.us_bid),
                ));
            }
            g.add_inf(c, p, 1);
            let mut placed = placed;
            placed.push(c);
            if left == 1 {
                log.push_with(|| setup_log(p, &placed));
            }
            set_top(
                g,
                Step::SetupPlace {
                    power,
                    left: left - 1,
                    placed,
                },
            );
            Ok(())
        }
        (Step::SetupPlace { power, left, placed }, Stage::Move(TsMove::Reset)) if power == p && !placed.is_empty() => {
            for &c in &placed {
                g.remove_inf(c, p, 1);
            }
            set_top(
                g,
                Step::SetupPlace {
                    power,
                    left: left + placed.len() as u8,
                    placed: Vec::new(),
                },
            );
            Ok(())
        }
        (Step::SetupPlace { .. }, Stage::Move(TsMove::Use(Use::Influence))) => Ok(()),
        _ => Err(wrong_step(g)),
    }
}

/// D-4: a secret headline pick (the other side sees only that a card was chosen).
fn headline_step(g: &mut TwilightStruggle, p: Power, step: Step, stage: Stage, log: &mut Log) -> Result<(), RuleError> {
    let (Step::Headline { mut picks }, Stage::Move(TsMove::Headline(no))) = (step, stage) else {
        return Err(wrong_step(g));
    };
    if no == CHINA_CARD {
        return Err(err("ts-err-headline-china"));
    }
    if let Some(key) = events::headline_refusal(no) {
        return Err(err(key));
    }
    if let Some(bound) = events::bound_card(g, p).filter(|b| b.card == no) {
        return Err(RuleError::new(
            Text::new("ts-err-headline-bound").text("card", card_text(bound.card)),
        ));
    }
    if !g.hand(p).contains(&no) {
        return Err(not_in_hand(no));
    }
    picks.submit(p.seat(), no)?;
    g.hand_mut(p).retain(|&c| c != no);
    log.push_with(|| {
        LogEntry::private(
            p.seat(),
            Text::new("ts-log-headline-chosen-you").text("card", card_text(no)),
        )
    });
    log.push_with(|| {
        LogEntry::others(
            p.seat(),
            Text::new("ts-log-headline-chosen").text("power", power_text(p)),
        )
    });
    if g.headline_first() == Some(p) {
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-headline-first")
                    .text("power", power_text(p))
                    .text("card", card_text(no)),
            )
        });
    }
    set_top(g, Step::Headline { picks });
    Ok(())
}

/// Why `p` may not play `no` for this action round (D-5, D-20, R-119), if they may not.
fn card_refusal(g: &TwilightStruggle, p: Power, no: CardNo) -> Result<(), RuleError> {
    if no == CHINA_CARD {
        match g.china {
            Some((holder, _)) if holder != p => return Err(not_in_hand(no)),
            Some((_, false)) => return Err(err("ts-err-china-face-down")),
            None => return Err(err("ts-err-china-nobody")),
            _ => {}
        }
    } else if !g.hand(p).contains(&no) {
        return Err(not_in_hand(no));
    }
    if must_play_scoring(g, p) && !card(no).scoring {
        return Err(err("ts-err-must-play-scoring"));
    }
    if !playable_cards(g, p).contains(&no) {
        return Err(err("ts-err-missile-envy-bound"));
    }
    Ok(())
}

/// D-5: the card for this action round, or a pass where the rules allow one.
fn choose_card_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::ChooseCard { power } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Play(no)) if power == p => {
            // An option listed by `playable_cards` for this very state needs no second check.
            if check {
                card_refusal(g, p, no)?;
            }
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            // A scoring card has one use: play it at once.
            if card(no).scoring {
                return apply_stage(g, p, Stage::Move(TsMove::Use(Use::Event)), rng, log);
            }
            Ok(())
        }
        Stage::Move(TsMove::Pass) if power == p => {
            if !g.hand(p).is_empty() && !optional_round(g, p) {
                return Err(err("ts-err-no-pass"));
            }
            g.stack.pop();
            g.rounds_done[p.index()] = g.rounds_for(p);
            log.push_with(|| LogEntry::public(Text::new("ts-log-pass").text("power", power_text(p))));
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-6: the card's use (D-7 follows for an opponent card played for ops), or back to the hand.
fn choose_use_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::ChooseUse {
        power,
        card: no,
        within_event,
    } = step
    else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Use(how)) if power == p => {
            // An option listed by `uses` for this very state needs no second check.
            if check && !use_open(g, p, no, how) {
                if let Some(bound) = events::bound_card(g, p).filter(|b| b.card == no && how == Use::Event) {
                    return Err(err(bound.refusal_key));
                }
                return Err(use_refusal(g, p, no, how, events::event_refusal(g, no, p)));
            }
            if use_loses(g, p, no, how) {
                // Asked first: the choice of use stays beneath for `back`.
                g.stack.push(Step::ConfirmUse {
                    power: p,
                    card: no,
                    how,
                    within_event,
                });
                return Ok(());
            }
            perform_use(g, p, no, how, within_event, rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Back) if power == p && !within_event => {
            g.stack.pop();
            g.stack.push(Step::ChooseCard { power: p });
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-7: the opponent's event before or after the ops; naming a target at once means ops first.
fn event_order_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::EventOrder {
        power,
        card: no,
        how,
        within_event,
    } = step
    else {
        return Err(wrong_step(g));
    };
    if power != p {
        return Err(wrong_step(g));
    }
    match stage {
        Stage::Move(TsMove::OpsFirst) => {
            start_ops(g, p, no, how, within_event, log);
            Ok(())
        }
        Stage::Move(TsMove::EventFirst) => {
            // the influence that follows goes next to the markers in place now, at the
            // start of the action round, not next to what the event places.
            let reach = (how == Use::Influence).then(|| g.reach(p));
            g.stack.pop();
            commit(g, p, no, how, within_event, log);
            if g.is_over() {
                return Ok(());
            }
            // The opponent's event (on top) resolves first; the ops start after it.
            let event = g.stack.pop();
            let mut op = g.new_ops(p, no);
            op.committed = true;
            g.stack.push(Step::BeginOps { op, how, reach });
            g.stack.extend(event);
            Ok(())
        }
        stage @ (Stage::Move(TsMove::Place(_)) | Stage::RealignAt(_) | Stage::CoupAt(_)) => {
            start_ops(g, p, no, how, within_event, log);
            apply_stage(g, p, stage, rng, log)
        }
        Stage::Move(TsMove::Back) if !within_event => {
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-8: points are placed by the fast path in [`apply_stage`]; here the way back.
fn influence_step(g: &mut TwilightStruggle, p: Power, step: Step, stage: Stage) -> Result<(), RuleError> {
    let Step::Influence { op, placed, .. } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Use(Use::Influence)) => Ok(()),
        Stage::Move(TsMove::Reset) if op.power == p && !op.committed && !placed.is_empty() => {
            g.take_back_points();
            Ok(())
        }
        Stage::Move(TsMove::Back) if op.power == p && !op.committed => {
            g.take_back_points();
            back_to_use(g, &op);
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-9: one roll per op; the play is committed at the first roll.
fn realign_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::Realign { op, rolled } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Use(Use::Realign)) => Ok(()),
        Stage::RealignAt(c) if op.power == p => {
            if check && let Some(why) = target_refusal(g, &op, c, false) {
                return Err(RuleError::new(why));
            }
            if !op.committed {
                g.stack.pop();
                if let Some(no) = op.card {
                    g.commit_play(p, no, Use::Realign, log);
                }
                let mut op = op;
                op.committed = true;
                g.stack.push(Step::Realign { op, rolled });
            }
            g.realign(c, rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Back) if rolled == 0 && op.power == p && !op.committed => {
            back_to_use(g, &op);
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-10: the coup (the play is committed by it).
fn coup_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::Coup { op } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Use(Use::Coup)) => Ok(()),
        Stage::CoupAt(c) if op.power == p => {
            if check && let Some(why) = target_refusal(g, &op, c, true) {
                return Err(RuleError::new(why));
            }
            g.stack.pop();
            if coup_loses(g, &op, c) {
                // Asked first: the button said so, and one more answer makes sure.
                g.stack.push(Step::ConfirmCoup { op, at: c });
                return Ok(());
            }
            launch_coup(g, p, &op, c, rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Back) if op.power == p && !op.committed => {
            back_to_use(g, &op);
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// Whether `op`'s coup in `c` ends the game against the player making it: a card says so
/// (Cuban Missile Crisis), or a battleground at DEFCON 2 in the player's own round (the phasing
/// player loses at DEFCON 1, K:1371) unless a card spares the DEFCON (Nuclear Subs).
pub(super) fn coup_loses(g: &TwilightStruggle, op: &Ops, c: CountryIx) -> bool {
    events::coup_loses_game(g, op.power)
        || (g.defcon == 2
            && g.phasing == Some(op.power)
            && c != CIVIL_WAR
            && country(c).battleground
            && events::coup_degrades_defcon(g, op.power, c))
}

fn launch_coup(g: &mut TwilightStruggle, p: Power, op: &Ops, c: CountryIx, rng: &mut GameRng, log: &mut Log) {
    if !op.committed
        && let Some(no) = op.card
    {
        g.commit_play(p, no, Use::Coup, log);
    }
    g.coup(op, c, rng, log);
}

/// The answer to "this coup loses the game: go ahead?".
fn confirm_coup_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::ConfirmCoup { op, at } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Confirm) if op.power == p => {
            g.stack.pop();
            launch_coup(g, p, &op, at, rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Back) if op.power == p => {
            g.stack.pop();
            g.stack.push(Step::Coup { op });
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-13: the box-6 ability discards one held card at the end of the turn, or keeps them all.
fn space_discard_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::SpaceDiscard { power } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Discard(no)) if power == p => {
            if !g.hand(p).contains(&no) {
                return Err(not_in_hand(no));
            }
            g.hand_mut(p).retain(|&c| c != no);
            g.discard.push(no);
            g.stack.pop();
            log.push_with(|| {
                LogEntry::public(
                    Text::new("ts-log-space-discard")
                        .text("power", power_text(p))
                        .text("card", card_text(no)),
                )
            });
            Ok(())
        }
        Stage::Move(TsMove::Keep) if power == p => {
            g.stack.pop();
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of the steps.

/// Replaces the step on top (the dispatcher found one there).
fn set_top(g: &mut TwilightStruggle, step: Step) {
    if let Some(top) = g.stack.last_mut() {
        *top = step;
    }
}

/// Makes the play public: an action round's card, or one played inside an event.
fn commit(g: &mut TwilightStruggle, p: Power, no: CardNo, how: Use, within_event: bool, log: &mut Log) {
    if within_event {
        g.commit_inner_play(p, no, how, log);
    } else {
        g.commit_play(p, no, how, log);
    }
}

fn setup_log(p: Power, placed: &[CountryIx]) -> LogEntry {
    let items = counted_places(placed);
    LogEntry::public(
        Text::new("ts-log-setup-placed")
            .text("power", power_text(p))
            .list("places", items),
    )
}

/// Returns an uncommitted play to the choice of use (nothing random happened yet).
fn back_to_use(g: &mut TwilightStruggle, op: &Ops) {
    g.stack.pop();
    if let Some(no) = op.card {
        g.stack.push(Step::ChooseUse {
            power: op.power,
            card: no,
            within_event: false,
        });
    }
}

/// The top step (a choice of use, or of the event's order) becomes the play's operation. In an
/// action round it is not yet committed (R-23: the card leaves the hand at its first point or
/// roll); a card played inside an event is public at once, its ops first, then its opponent
/// event.
fn start_ops(g: &mut TwilightStruggle, p: Power, no: CardNo, how: Use, within_event: bool, log: &mut Log) {
    let mut op = g.new_ops(p, no);
    g.stack.pop();
    if within_event {
        g.commit_inner_play(p, no, how, log);
        op.committed = true;
    }
    g.begin_ops(op, how);
}

/// Plays `no` for `how` (the choice of use on top is answered).
fn perform_use(
    g: &mut TwilightStruggle,
    p: Power,
    no: CardNo,
    how: Use,
    within_event: bool,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match how {
        Use::Event | Use::Space => {
            g.stack.pop();
            commit(g, p, no, how, within_event, log);
            if g.is_over() {
                return;
            }
            if how == Use::Space {
                g.space_attempt(p, rng, log);
            } else {
                let player = events::event_player(g, no, p);
                let happened = events::resolve(g, no, player, rng, log);
                g.mark_event(no, happened);
            }
        }
        _ if g.is_opponent_card(no, p) && events::blocked(g, no, p.opponent()).is_none() => {
            // D-7: the opponent's event before or after the ops.
            set_top(
                g,
                Step::EventOrder {
                    power: p,
                    card: no,
                    how,
                    within_event,
                },
            );
        }
        _ => start_ops(g, p, no, how, within_event, log),
    }
}

/// Whether playing `no` for `how` makes `p` lose on the spot: its event lowers DEFCON to 1 at
/// once in `p`'s own action round (the phasing player loses, K:1371), played as an event or set
/// off by an ops play of the opponent's card.
pub(super) fn use_loses(g: &TwilightStruggle, p: Power, no: CardNo, how: Use) -> bool {
    let drop = events::event_defcon_drop(no);
    let event_happens = match how {
        Use::Event => true,
        Use::Space => false,
        _ => g.is_opponent_card(no, p) && events::blocked(g, no, p.opponent()).is_none(),
    };
    drop > 0 && event_happens && g.phasing == Some(p) && g.defcon <= drop + 1
}

/// The answer to "this play loses the game: go ahead?".
fn confirm_use_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::ConfirmUse {
        power,
        card: no,
        how,
        within_event,
    } = step
    else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Confirm) if power == p => {
            g.stack.pop();
            perform_use(g, p, no, how, within_event, rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Back) if power == p => {
            g.stack.pop();
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}
