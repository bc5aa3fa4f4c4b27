//! The hook points where a card changes the core rules, and the dispatchers the core calls.
//!
//! A card file (`events/cards/<card>.rs`) answers "what does this card do?" in one place: it
//! exports one `pub const RULES: CardRules` naming its event and the hooks it plugs into, and
//! the registry (`cards::REGISTRY`, one line per card file) is the only list of cards. The core
//! rules (`ops`, `flow`, `scoring`, `actions`) never name a card: they call the dispatchers here
//! (`ops_modifier(g, p, ..)`, `forbids_coup(g, p, c)`, `on_card_played(g, ..)`, ...), which fold
//! over the cards in effect.
//!
//! A card is *in effect* while it is in `g.lasting` (a lasting event), in `g.this_turn` (a
//! turn-long event), or while it has a state of its own in `g.card_state` (Missile Envy, We Will
//! Bury You, Chernobyl; [`CardRules::own_state`] shows it). Only those cards are asked, so the
//! hot queries (legal placements, coups) cost nothing while nothing is in effect. Each hook still
//! checks its own card the way the rules word it (`g.in_play(NATO)`, `g.this_turn_by(SALT)`), so
//! a card in an unusual place (a GM edit) does what it did before.
//!
//! Queries (ops, bans, roll modifiers) do not depend on order; where two bans apply, the lower
//! card number gives the reason. Triggers (before a coup, a card played, a round spent) run in
//! card-number order and stop once the game is over.

use super::super::data::Region;
use super::Log;
use super::power::Power;
use super::{CardNo, CountryIx, Memo, Pick, TwilightStruggle, Use};
use crate::engine::{GameRng, LogEntry, Text};
use crate::games::twilight_struggle::{REGISTRY, own_state_cards};
use serde_json::Value;

type G = TwilightStruggle;

/// An event: what happens at once for its player; returns whether it happened.
pub type EventFn = fn(&mut G, Power, &mut GameRng, &mut Log) -> bool;
/// The answer to an event's question: the card's state there, chooser, pick (`None`: stopped or
/// nothing left).
pub type AnswerFn = fn(&mut G, &Memo, Power, Option<Pick>, &mut GameRng, &mut Log);
/// Why `p` may not do something in country `c` (place, coup, realign), if they may not.
pub type CountryBan = fn(&G, Power, CountryIx) -> Option<Text>;
/// The event continues from the card's state once the steps pushed above its resume point are done.
pub type ResumeFn = fn(&mut G, &Memo, &mut GameRng, &mut Log);
/// A spread of the event is done: the card's state, the countries chosen (one entry a point).
pub type AfterSpreadFn = fn(&mut G, &Memo, Vec<CountryIx>, &mut GameRng, &mut Log);
/// A card's state as saved before it was typed (a stage number and bytes), read as it is now.
pub type OldStageFn = fn(u8, Vec<u8>) -> Memo;
/// The country a region's scoring ignores.
pub type ScoringIgnoreFn = fn(&mut G, Region, &mut Log) -> Option<CountryIx>;

/// A card played, as the triggers see it.
#[derive(Clone, Copy, Debug)]
pub struct Played {
    pub power: Power,
    pub card: CardNo,
    pub how: Use,
    /// A headline: its event happens, but it is no action round.
    pub headline: bool,
}

/// How an action round went by without a card played for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundSpent {
    /// Nothing to play (no cards, no China Card).
    SatOut,
    /// Quagmire / Bear Trap held the side (a discard and a roll, or nothing to discard).
    Trapped,
}

/// A card `p` must play for ops this round, and the refusal when they try anything else with it.
#[derive(Clone, Copy, Debug)]
pub struct BoundCard {
    pub card: CardNo,
    pub refusal_key: &'static str,
}

/// A card in effect through its own state (`g.card_state`) rather than `lasting` / `this_turn`:
/// how it shows while in effect, and how it is edited and was once saved.
#[derive(Clone, Copy)]
pub struct OwnState {
    /// Its line in the status text (`effects_in_play`).
    pub status_line: fn(&G) -> Text,
    /// Its entry on the board's "In effect" panel, and the side it favours.
    pub board_line: fn(&G) -> (Text, Power),
    /// Panel order: lower first (most urgent first, so a full panel drops the least urgent).
    pub urgency: u8,
    /// Its entry in the JSON view (key, value), there whether or not the card is in effect.
    pub view: (&'static str, fn(&G) -> Value),
    /// Its GM edit, if it has one.
    pub edit: Option<OwnEdit>,
    /// The field of the state it was saved in before `card_state`, and that field's saved value
    /// read as its state now (`None`: not in effect).
    pub old_field: OldField,
}

/// A field of the state saved before `card_state`, and its saved value read as a card's state.
pub type OldField = (&'static str, fn(&Value) -> Option<Memo>);

/// A GM edit `set <word> <arg>` of a card's own state.
#[derive(Clone, Copy)]
pub struct OwnEdit {
    pub word: &'static str,
    /// The form listed in edit errors.
    pub form: &'static str,
    /// Sets the state from the argument (`""` if none); `Err` is the error's message id.
    pub set: fn(&mut G, &str) -> Result<(), &'static str>,
}

/// Everything one card does. `None` is "this card does not use that hook"; a card whose `event`
/// is `None` still has its event in its era's kind files (`events/<era>/`).
#[derive(Clone, Copy)]
pub struct CardRules {
    pub no: CardNo,
    /// In effect through its own state (see [`OwnState`]).
    pub own_state: Option<OwnState>,

    // --- the event ---
    /// Why the event cannot happen for `p` now.
    pub blocked: Option<fn(&G, Power) -> Option<Text>>,
    /// The event: what happens at once; returns whether it happened.
    pub event: Option<EventFn>,
    /// The answer to a question the event asked (the card's state there, chooser, pick).
    pub on_pick: Option<AnswerFn>,
    /// The event continues after the steps it pushed (a granted operation, another event).
    pub on_resume: Option<ResumeFn>,
    /// The event continues after a spread it asked to hear back from (`then`).
    pub after_spread: Option<AfterSpreadFn>,
    /// Its mid-event state as saved before it was typed; `None`: the unit state `()`.
    pub old_stage: Option<OldStageFn>,
    /// The error key when someone headlines the card, if it may not be headlined.
    pub headline_refusal: Option<&'static str>,
    /// While in play it lies before its owner, in no pile (Shuttle Diplomacy).
    pub kept_out_of_piles: bool,
    /// Removed from the game after its event although it has no star (Southeast Asia Scoring).
    pub removed_after_event: bool,
    /// The side this trap holds (Quagmire, Bear Trap: D-21).
    pub traps: Option<Power>,
    /// Headlined by this side, it cancels the opponent's headline (Defectors).
    pub cancels_opponent_headline: Option<Power>,

    // --- queries on the core rules ---
    /// A change to the ops value of any card `p` plays (`Some` when it applies; R-45).
    pub ops_modifier: Option<fn(&G, Power) -> Option<i32>>,
    /// Extra ops for `p` when every op of a card goes into Southeast Asia.
    pub southeast_asia_bonus: Option<fn(&G, Power) -> u8>,
    pub forbids_placement: Option<CountryBan>,
    pub forbids_coup: Option<CountryBan>,
    pub forbids_realign: Option<CountryBan>,
    /// A battleground coup by `p` leaves DEFCON alone.
    pub spares_defcon: Option<fn(&G, Power, CountryIx) -> bool>,
    pub coup_roll_modifier: Option<fn(&G, Power, CountryIx) -> i32>,
    pub realign_roll_modifier: Option<fn(&G, Power) -> i32>,
    /// `c` counts as a battleground for scoring.
    pub makes_battleground: Option<fn(&G, CountryIx) -> bool>,
    /// The card `p` must play for ops this round.
    pub bound_card: Option<fn(&G, Power) -> Option<BoundCard>>,
    /// `p` gets an 8th action round this turn, which they may decline.
    pub optional_eighth_round: Option<fn(&G, Power) -> bool>,
    /// `viewer` sees the opponent's hand.
    pub shows_opponent_hand: Option<fn(&G, Power) -> bool>,

    // --- triggers ---
    /// Just before a coup's roll by `p`.
    pub before_coup: Option<fn(&mut G, Power, &mut Log)>,
    /// Whether any coup by `p` loses the game now (asked to confirm first).
    pub coup_loses: Option<fn(&G, Power) -> bool>,
    /// How far the event lowers DEFCON at once, before anyone chooses anything (a play that
    /// would take it to 1 is asked to confirm first).
    pub defcon_drop: u8,
    /// A card is played, before its public line.
    pub on_card_played: Option<fn(&mut G, Played, &mut Log)>,
    /// A card is played for an action round, after its public line.
    pub after_card_played: Option<fn(&mut G, Played, &mut Log)>,
    /// An action round of `p` went by without a card.
    pub on_round_spent: Option<fn(&mut G, Power, RoundSpent, &mut Log)>,
    /// The end of an action round; returns whether a question was pushed (the round then ends
    /// once it is answered). `bool`: DEFCON moved to 2 in the round.
    pub on_round_end: Option<fn(&mut G, bool) -> bool>,
    /// A new turn starts (R-118: turn-long effects end); `this_turn` itself is cleared by the core.
    pub on_turn_start: Option<fn(&mut G)>,
    /// A region is scored: the country its scoring ignores.
    pub scoring_ignores: Option<ScoringIgnoreFn>,
}

impl CardRules {
    /// A card that changes nothing: the base each card file fills in.
    pub const fn new(no: CardNo) -> Self {
        CardRules {
            no,
            own_state: None,
            blocked: None,
            event: None,
            on_pick: None,
            on_resume: None,
            after_spread: None,
            old_stage: None,
            headline_refusal: None,
            kept_out_of_piles: false,
            removed_after_event: false,
            traps: None,
            cancels_opponent_headline: None,
            ops_modifier: None,
            southeast_asia_bonus: None,
            forbids_placement: None,
            forbids_coup: None,
            forbids_realign: None,
            spares_defcon: None,
            coup_roll_modifier: None,
            realign_roll_modifier: None,
            makes_battleground: None,
            bound_card: None,
            optional_eighth_round: None,
            shows_opponent_hand: None,
            before_coup: None,
            coup_loses: None,
            defcon_drop: 0,
            on_card_played: None,
            after_card_played: None,
            on_round_spent: None,
            on_round_end: None,
            on_turn_start: None,
            scoring_ignores: None,
        }
    }
}

/// The rules of card `no` (a card-less rules entry for a number the game does not know).
pub fn rules(no: CardNo) -> &'static CardRules {
    static NOTHING: CardRules = CardRules::new(0);
    REGISTRY.get(usize::from(no)).unwrap_or(&NOTHING)
}

/// The cards in effect, each once, in no particular order (cheap: the hot queries use it).
fn in_effect(g: &G) -> impl Iterator<Item = &'static CardRules> + '_ {
    let lasting = g.lasting.iter().map(|&no| rules(no));
    // A card in effect for both sides (Red Scare/Purge) is asked once; its hook reads both.
    let this_turn = g
        .this_turn
        .iter()
        .enumerate()
        .filter(|&(i, &(no, _))| !g.this_turn[..i].iter().any(|&(c, _)| c == no))
        .map(|(_, &(no, _))| rules(no));
    let own = g.card_state.keys().map(|&no| rules(no));
    lasting.chain(this_turn).chain(own)
}

/// The cards in effect in card-number order, each once, for the triggers: taken when asked (a
/// set of card numbers, no list), so a trigger may change what is in effect for the next ones.
fn in_effect_in_order(g: &G) -> impl Iterator<Item = &'static CardRules> + use<> {
    const _: () = assert!(
        crate::games::twilight_struggle::LAST_CARD < 128,
        "the cards in effect are a 128-bit set"
    );
    let mut set = g.lasting.iter().fold(0u128, |set, &no| set | 1 << no);
    set = g.this_turn.iter().fold(set, |set, &(no, _)| set | 1 << no);
    set = g.card_state.keys().fold(set, |set, &no| set | 1 << no);
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let no = set.trailing_zeros() as CardNo;
            set &= set - 1;
            rules(no)
        })
    })
}

/// The first reason (by card number) a card in effect gives.
fn first_reason<F: Copy>(
    g: &G,
    hook: impl Fn(&CardRules) -> Option<F>,
    ask: impl Fn(F) -> Option<Text>,
) -> Option<Text> {
    in_effect(g)
        .filter_map(|r| hook(r).and_then(&ask).map(|why| (r.no, why)))
        .min_by_key(|(no, _)| *no)
        .map(|(_, why)| why)
}

/// A card's ops value after the cards in effect (Containment, Brezhnev Doctrine, Red
/// Scare/Purge): the changes apply to the total (K:986-1000), never above 4 because of a bonus
/// and never below 1.
pub fn modified_ops(g: &G, printed: u8, p: Power) -> u8 {
    ops_before_floor(g, printed, p).max(1) as u8
}

/// The modified total before the floor of 1, which is applied last: an area bonus (Vietnam
/// Revolts) is added to this, so a 1-op card under Red Scare gets 1 − 1 + 1 = 1, not 2.
pub fn ops_before_floor(g: &G, printed: u8, p: Power) -> i32 {
    if g.this_turn.is_empty() && g.lasting.is_empty() {
        return i32::from(printed);
    }
    let change = in_effect(g)
        .filter_map(|r| r.ops_modifier.and_then(|f| f(g, p)))
        .reduce(|a, b| a + b);
    let Some(change) = change else {
        return i32::from(printed);
    };
    (i32::from(printed) + change).min(i32::from(printed).max(4))
}

/// Extra ops for `p` when every op of a card goes into Southeast Asia (Vietnam Revolts).
pub fn southeast_asia_bonus(g: &G, p: Power) -> u8 {
    in_effect(g)
        .filter_map(|r| r.southeast_asia_bonus.map(|f| f(g, p)))
        .sum()
}

/// The country bans of one kind that the cards in effect bring, gathered once for a scan of
/// many countries (asking the cards in effect per country was a large share of the option
/// listing). A scan asks only whether a country is banned, so their order does not matter.
pub struct Bans(Vec<CountryBan>);

impl Bans {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn allow(&self, g: &G, p: Power, c: CountryIx) -> bool {
        self.0.iter().all(|f| f(g, p, c).is_none())
    }
}

fn bans(g: &G, hook: impl Fn(&CardRules) -> Option<CountryBan>) -> Bans {
    Bans(in_effect(g).filter_map(hook).collect())
}

pub fn placement_bans(g: &G) -> Bans {
    bans(g, |r| r.forbids_placement)
}

pub fn coup_bans(g: &G) -> Bans {
    bans(g, |r| r.forbids_coup)
}

pub fn realign_bans(g: &G) -> Bans {
    bans(g, |r| r.forbids_realign)
}

pub fn forbids_placement(g: &G, p: Power, c: CountryIx) -> Option<Text> {
    first_reason(g, |r| r.forbids_placement, |f| f(g, p, c))
}

pub fn forbids_coup(g: &G, p: Power, c: CountryIx) -> Option<Text> {
    first_reason(g, |r| r.forbids_coup, |f| f(g, p, c))
}

pub fn forbids_realign(g: &G, p: Power, c: CountryIx) -> Option<Text> {
    first_reason(g, |r| r.forbids_realign, |f| f(g, p, c))
}

/// whether `p`'s coup in a battleground degrades DEFCON.
pub fn coup_degrades_defcon(g: &G, p: Power, c: CountryIx) -> bool {
    !in_effect(g).any(|r| r.spares_defcon.is_some_and(|f| f(g, p, c)))
}

pub fn coup_roll_modifier(g: &G, p: Power, c: CountryIx) -> i32 {
    in_effect(g)
        .filter_map(|r| r.coup_roll_modifier.map(|f| f(g, p, c)))
        .sum()
}

pub fn realign_roll_modifier(g: &G, p: Power) -> i32 {
    in_effect(g)
        .filter_map(|r| r.realign_roll_modifier.map(|f| f(g, p)))
        .sum()
}

/// Whether `c` counts as a battleground for scoring.
pub fn is_battleground(g: &G, c: CountryIx) -> bool {
    super::country(c).battleground || in_effect(g).any(|r| r.makes_battleground.is_some_and(|f| f(g, c)))
}

/// The card `p` must play for ops this round, if any.
pub fn bound_card(g: &G, p: Power) -> Option<BoundCard> {
    in_effect(g).find_map(|r| r.bound_card.and_then(|f| f(g, p)))
}

/// Whether `p` has an 8th action round this turn that they may decline.
pub fn optional_eighth_round(g: &G, p: Power) -> bool {
    in_effect(g).any(|r| r.optional_eighth_round.is_some_and(|f| f(g, p)))
}

/// Whether `viewer` sees the opponent's hand now.
pub fn shows_opponent_hand(g: &G, viewer: Power) -> bool {
    in_effect(g).any(|r| r.shows_opponent_hand.is_some_and(|f| f(g, viewer)))
}

/// The trap card that holds `p` when in play.
pub fn trap_for(p: Power) -> Option<CardNo> {
    REGISTRY.iter().find(|r| r.traps == Some(p)).map(|r| r.no)
}

/// Whether `no`, headlined by `p`, cancels the opponent's headline.
pub fn cancels_opponent_headline(no: CardNo, p: Power) -> bool {
    rules(no).cancels_opponent_headline == Some(p)
}

/// Whether `no`'s event removes it from the game (a star, or its rules say so: R-41).
pub fn removed_after_event(no: CardNo) -> bool {
    super::card(no).starred || rules(no).removed_after_event
}

/// Whether `no` lies before its owner while in play, in no pile.
pub fn kept_out_of_piles(no: CardNo) -> bool {
    rules(no).kept_out_of_piles
}

/// The error key for headlining `no`, if it may not be headlined (beyond the China Card).
pub fn headline_refusal(no: CardNo) -> Option<&'static str> {
    rules(no).headline_refusal
}

/// Just before a coup's roll by `p`.
/// How far `no`'s event lowers DEFCON at once (Duck and Cover, We Will Bury You).
pub fn event_defcon_drop(no: CardNo) -> u8 {
    rules(no).defcon_drop
}

/// Whether a card in effect makes any coup by `p` lose the game (Cuban Missile Crisis).
pub fn coup_loses_game(g: &G, p: Power) -> bool {
    in_effect(g).any(|r| r.coup_loses.is_some_and(|f| f(g, p)))
}

pub fn before_coup(g: &mut G, p: Power, log: &mut Log) {
    for r in in_effect_in_order(g) {
        if let Some(f) = r.before_coup {
            f(g, p, log);
        }
        if g.is_over() {
            return;
        }
    }
}

fn each_trigger(g: &mut G, hook: impl Fn(&CardRules) -> bool, mut run: impl FnMut(&CardRules, &mut G)) {
    for r in in_effect_in_order(g) {
        if g.is_over() {
            return;
        }
        if hook(r) {
            run(r, g);
        }
    }
}

/// A card played (in an action round, a headline, or inside an event), before its public line.
pub fn on_card_played(g: &mut G, played: Played, log: &mut Log) {
    each_trigger(
        g,
        |r| r.on_card_played.is_some(),
        |r, g| {
            if let Some(f) = r.on_card_played {
                f(g, played, log);
            }
        },
    );
}

/// A card played for an action round, after its public line.
pub fn after_card_played(g: &mut G, played: Played, log: &mut Log) {
    each_trigger(
        g,
        |r| r.after_card_played.is_some(),
        |r, g| {
            if let Some(f) = r.after_card_played {
                f(g, played, log);
            }
        },
    );
}

/// An action round of `p` went by without a card.
pub fn on_round_spent(g: &mut G, p: Power, how: RoundSpent, log: &mut Log) {
    each_trigger(
        g,
        |r| r.on_round_spent.is_some(),
        |r, g| {
            if let Some(f) = r.on_round_spent {
                f(g, p, how, log);
            }
        },
    );
}

/// The end of an action round; returns whether a card pushed a question first.
pub fn on_round_end(g: &mut G, defcon_fell_to_2: bool) -> bool {
    in_effect_in_order(g)
        .into_iter()
        .any(|r| r.on_round_end.is_some_and(|f| f(g, defcon_fell_to_2)))
}

/// A new turn starts: the cards in effect through their own state may end.
pub fn on_turn_start(g: &mut G) {
    for r in in_effect_in_order(g) {
        if let Some(f) = r.on_turn_start {
            f(g);
        }
    }
}

/// A region is scored: the country a card in effect makes its scoring ignore.
pub fn scoring_ignores(g: &mut G, region: Region, log: &mut Log) -> Option<CountryIx> {
    in_effect_in_order(g)
        .into_iter()
        .find_map(|r| r.scoring_ignores.and_then(|f| f(g, region, log)))
}

/// Ends a lasting effect (a cancelling card, an escaped trap), with a public line.
pub fn end_lasting(g: &mut G, no: CardNo, log: &mut Log) {
    if g.in_play(no) {
        g.lasting.retain(|&c| c != no);
        log.push_with(|| LogEntry::public(Text::new("ts-log-effect-ends").text("card", super::card_text(no))));
    }
}

/// The lasting and turn-long effects in play, for the status text.
pub fn effects_in_play(g: &G) -> Vec<Text> {
    use super::card_text;
    let mut out: Vec<Text> = g
        .lasting
        .iter()
        .map(|&no| Text::new("ts-effect-lasting").text("card", card_text(no)))
        .collect();
    for &(no, p) in &g.this_turn {
        out.push(
            Text::new("ts-effect-this-turn")
                .text("card", card_text(no))
                .text("power", Text::new(p.name_key())),
        );
    }
    // The status text lists the cards kept in their own state least urgent first.
    let mut own = own_states(g);
    own.reverse();
    out.extend(own.into_iter().map(|s| (s.status_line)(g)));
    out
}

/// The cards in effect through their own state, most urgent first.
pub fn own_states(g: &G) -> Vec<OwnState> {
    let mut own: Vec<OwnState> = g.card_state.keys().filter_map(|&no| rules(no).own_state).collect();
    own.sort_by_key(|s| s.urgency);
    own
}

/// Whether `no` is in effect through its own state and shows as such.
pub fn shows_own_state(g: &G, no: CardNo) -> bool {
    g.card_state.contains_key(&no) && rules(no).own_state.is_some()
}

/// The JSON view's entries of the cards that may have their own state.
pub fn own_state_view(g: &G) -> impl Iterator<Item = (&'static str, Value)> + '_ {
    own_state_cards()
        .iter()
        .filter_map(|r| r.own_state)
        .map(|s| (s.view.0, (s.view.1)(g)))
}

/// The fields the cards' own states were saved in before `card_state`, with their readers.
pub fn own_state_old_fields() -> impl Iterator<Item = (CardNo, OldField)> {
    own_state_cards()
        .iter()
        .filter_map(|r| r.own_state.map(|s| (r.no, s.old_field)))
}

/// The GM edits of the cards' own states, in card order.
pub fn own_state_edits() -> impl Iterator<Item = OwnEdit> {
    own_state_cards()
        .iter()
        .filter_map(|r| r.own_state.and_then(|s| s.edit))
}
