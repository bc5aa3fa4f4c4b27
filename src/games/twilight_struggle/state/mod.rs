//! The game state: map, tracks, cards, and the stack of steps still to resolve.
//!
//! Cards are kept as their deluxe numbers (`u8`, 1..=110) and countries as their index in
//! `data::countries()`; notation and views use the stable kebab-case ids.

pub(crate) mod hooks;
pub(crate) mod log;
pub(crate) mod memo;
pub(crate) mod old_saves;
pub(crate) mod ops;
pub mod power;
pub(crate) mod scoring;
pub(crate) mod topology;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub use self::memo::Memo;
use self::power::{Power, controller};
use super::data::{Card, Country, Region, Side, SubRegion, card_by_number, countries};
use crate::engine::flow::SecretPicks;
use crate::engine::{SeatSet, Text};
pub use log::Log;

pub type CardNo = u8;
pub type CountryIx = u8;

pub const CHINA_CARD: CardNo = 6;
pub const MAX_TURNS: u8 = 10;
/// The Chinese Civil War space in notation and steps; not a map country.
pub const CIVIL_WAR: CountryIx = 200;
pub const CIVIL_WAR_ID: &str = "chinese-civil-war";

/// Printed data of a card by number. Card numbers in the state are always valid.
pub fn card(no: CardNo) -> &'static Card {
    card_by_number(no).unwrap_or_else(|| panic!("card #{no} is not in the deck data"))
}

pub fn country(ix: CountryIx) -> &'static Country {
    &countries()[usize::from(ix)]
}

pub fn country_ix(id: &str) -> Option<CountryIx> {
    if id == CIVIL_WAR_ID {
        return Some(CIVIL_WAR);
    }
    countries().iter().position(|c| c.id == id).map(|i| i as CountryIx)
}

pub fn card_no(id: &str) -> Option<CardNo> {
    super::data::card(id).map(|c| c.number)
}

pub fn card_text(no: CardNo) -> Text {
    // Log lines name cards and countries on most moves: their message ids are built once.
    static KEYS: OnceLock<Vec<Option<&'static str>>> = OnceLock::new();
    let keys = KEYS.get_or_init(|| {
        (0..=CardNo::MAX)
            .map(|n| card_by_number(n).map(|c| &*Box::leak(c.name_key().into_boxed_str())))
            .collect()
    });
    match keys[usize::from(no)] {
        Some(key) => Text::new(key),
        None => Text::new(card(no).name_key()),
    }
}

pub fn country_text(ix: CountryIx) -> Text {
    static KEYS: OnceLock<Vec<&'static str>> = OnceLock::new();
    if ix == CIVIL_WAR {
        return Text::new("ts-country-chinese-civil-war");
    }
    let keys = KEYS.get_or_init(|| {
        countries()
            .iter()
            .map(|c| &*Box::leak(c.name_key().into_boxed_str()))
            .collect()
    });
    Text::new(keys[usize::from(ix)])
}

/// Options fixed when the game is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub optional_cards: bool,
    pub civil_war: bool,
    pub tournament_reveal: bool,
    /// Extra US setup influence (a handicap bid).
    pub us_bid: u8,
}

/// How a card is being used in an action round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Use {
    Event,
    Influence,
    Realign,
    Coup,
    Space,
}

impl Use {
    pub const ALL: [Use; 5] = [Use::Event, Use::Influence, Use::Realign, Use::Coup, Use::Space];

    pub fn key(self) -> &'static str {
        match self {
            Use::Event => "event",
            Use::Influence => "influence",
            Use::Realign => "realign",
            Use::Coup => "coup",
            Use::Space => "space",
        }
    }

    pub fn parse(s: &str) -> Option<Use> {
        Use::ALL.into_iter().find(|u| u.key() == s)
    }
}

/// Where the ops of a play may earn a bonus: The China Card's +1 if every op is spent in Asia
/// Vietnam Revolts' +1 if every op is spent in Southeast Asia (card #9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    pub asia: u8,
    #[serde(default)]
    pub southeast_asia: u8,
}

/// Where an operation granted by an event may act (free coups and realignments of Junta, Tear
/// Down This Wall, Ortega, Che). The default is anywhere the ordinary rules allow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    /// Allowed regions as a bit set of [`region_bit`] (0 = every region).
    #[serde(default)]
    pub regions: u8,
    /// Only countries next to this one.
    #[serde(default)]
    pub next_to: Option<CountryIx>,
    #[serde(default)]
    pub non_battleground: bool,
    /// Not this country (Che's second coup).
    #[serde(default)]
    pub except: Option<CountryIx>,
}

pub fn region_bit(r: Region) -> u8 {
    1 << (r as u8)
}

impl Area {
    pub const ANYWHERE: Area = Area {
        regions: 0,
        next_to: None,
        non_battleground: false,
        except: None,
    };

    pub fn regions(list: &[Region]) -> Area {
        Area {
            regions: list.iter().fold(0, |m, &r| m | region_bit(r)),
            ..Area::ANYWHERE
        }
    }

    pub fn is_anywhere(&self) -> bool {
        *self == Area::ANYWHERE
    }

    pub fn allows(&self, c: CountryIx) -> bool {
        if c == CIVIL_WAR {
            return self.is_anywhere();
        }
        let data = country(c);
        (self.regions == 0 || self.regions & region_bit(data.region) != 0)
            && self
                .next_to
                .is_none_or(|n| self::topology::topology().neighbours[usize::from(n)].contains(&c))
            && !(self.non_battleground && data.battleground)
            && self.except != Some(c)
    }
}

/// One operation in progress: who spends how many ops from which card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ops {
    pub power: Power,
    /// The card whose ops are spent (`None` for ops an event grants without a card value).
    pub card: Option<CardNo>,
    /// Modified ops value before any area bonus.
    pub ops: u8,
    pub bonus: Bonus,
    /// Ops spent so far.
    pub spent: u8,
    /// Some op went outside Asia: the Asia bonus is lost.
    pub left_asia: bool,
    #[serde(default)]
    pub left_southeast_asia: bool,
    /// The card has left the hand and the play is public (false while an action-round play can
    /// still be taken back: nothing random has happened yet).
    pub committed: bool,
    /// Where an event's operation may act.
    #[serde(default)]
    pub area: Area,
    /// A free coup or realignment of an event: no military operations, no DEFCON geography.
    #[serde(default)]
    pub free: bool,
}

impl Ops {
    /// Ops an event grants without a card of their own (already committed: nothing to take back).
    pub fn granted(power: Power, ops: u8) -> Ops {
        Ops {
            power,
            card: None,
            ops,
            bonus: Bonus::default(),
            spent: 0,
            left_asia: false,
            left_southeast_asia: false,
            committed: true,
            area: Area::ANYWHERE,
            free: false,
        }
    }

    /// Ops still available for a point spent in `c`: area bonuses count while every op so far
    /// went into their area.
    pub fn left_for(&self, c: CountryIx) -> u8 {
        let mut budget = self.ops;
        if !self.left_asia && self::ops::in_asia(c) {
            budget += self.bonus.asia;
        }
        if !self.left_southeast_asia && self::ops::in_southeast_asia(c) {
            budget += self.bonus.southeast_asia;
        }
        budget.saturating_sub(self.spent)
    }

    /// The largest budget still reachable (for display).
    pub fn budget(&self) -> u8 {
        let asia = if self.left_asia { 0 } else { self.bonus.asia };
        let sea = if self.left_southeast_asia {
            0
        } else {
            self.bonus.southeast_asia
        };
        self.ops + asia + sea
    }

    /// Records an op spent in `c` (bonuses are lost outside their area).
    pub fn spend(&mut self, c: CountryIx, ops: u8) {
        self.spent += ops;
        self.left_asia |= !self::ops::in_asia(c);
        self.left_southeast_asia |= !self::ops::in_southeast_asia(c);
    }
}

/// One answer to an event's question ([`Step::Pick`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pick {
    Country(CountryIx),
    Card(CardNo),
    /// A named answer: its notation is `choose <word>`, its label the Fluent id `ts-pick-<word>`.
    Word(String),
}

impl Pick {
    pub fn word(w: &str) -> Pick {
        Pick::Word(w.to_string())
    }
}

/// A step still to resolve. The stack's top decides what happens next; decision steps wait for a
/// player, the others run at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// D-2 / D-3: free setup influence in a sub-region (plus the US bid anywhere it set up).
    SetupPlace {
        power: Power,
        left: u8,
        placed: Vec<CountryIx>,
    },
    /// D-4: simultaneous secret headline picks (box 4: the other side first, R-74). A side
    /// with no card it may headline sits it out.
    Headline {
        #[serde(deserialize_with = "headline_picks")]
        picks: SecretPicks<CardNo>,
    },
    /// Resolve one revealed headline card.
    HeadlineEvent { power: Power, card: CardNo },
    /// Start (or skip) the next action round, or end the turn.
    NextRound,
    /// D-5 / D-14.
    ChooseCard { power: Power },
    /// D-6 (D-7 follows for an opponent card played for ops). `within_event`: a card played
    /// inside another card's event (Grain Sales to Soviets): no action round of its own.
    ChooseUse {
        power: Power,
        card: CardNo,
        #[serde(default)]
        within_event: bool,
    },
    /// D-7: an opponent card played for ops: its event before or after the ops.
    /// `within_event`: the card is played inside another card's event (Grain Sales).
    EventOrder {
        power: Power,
        card: CardNo,
        how: Use,
        #[serde(default)]
        within_event: bool,
    },
    /// D-8: one point at a time; `reach` is fixed at the start of the play.
    Influence {
        op: Ops,
        reach: Vec<CountryIx>,
        placed: Vec<CountryIx>,
    },
    /// D-9: one roll per op.
    Realign { op: Ops, rolled: u8 },
    /// D-10.
    Coup { op: Ops },
    /// A coup that would lose the game on the spot (a battleground at DEFCON 2 by the phasing
    /// player): `confirm` goes ahead, `back` returns to the choice of target.
    ConfirmCoup { op: Ops, at: CountryIx },
    /// A use of `card` whose event would take DEFCON to 1 in `power`'s own action round (its own
    /// event, or the opponent's that an ops play sets off): `confirm` plays it, `back` returns to
    /// the choice of use.
    ConfirmUse {
        power: Power,
        card: CardNo,
        how: Use,
        within_event: bool,
    },
    /// The opponent's event triggered by an ops play; not built before part 2.
    OpponentEvent { owner: Power, card: CardNo },
    /// Put the played card where it goes (discard, removed, or The China Card to the opponent).
    Dispose { power: Power, card: CardNo, event: bool },
    /// D-13: box-6 ability, discard one held card at the end of the turn.
    SpaceDiscard { power: Power },
    /// A question inside `card`'s event; the answer goes to the card's `on_pick` with the
    /// card's own state at this point (`memo`). `question` picks its prompt, `ts-q-<card>-<n>`.
    Pick {
        power: Power,
        card: CardNo,
        question: u8,
        memo: Memo,
        choices: Vec<Pick>,
        /// Optional questions also offer `choose done`.
        #[serde(default)]
        may_stop: bool,
    },
    /// Influence added to or removed from chosen countries one point at a time (`whose`
    /// influence), at most `per_country` per country, `left` points still to go. Ends when no
    /// point is left or nothing legal remains; then, if `then`, `card`'s `after_spread` runs with
    /// the countries and the card's state `memo`.
    Spread {
        power: Power,
        card: CardNo,
        whose: Power,
        add: bool,
        left: u8,
        per_country: u8,
        countries: Vec<CountryIx>,
        done: Vec<CountryIx>,
        #[serde(default)]
        may_stop: bool,
        then: bool,
        memo: Memo,
    },
    /// An operation granted by `card`'s event: `power` picks one of `uses` (D-24).
    EventOps {
        power: Power,
        card: CardNo,
        ops: u8,
        uses: Vec<Use>,
        area: Area,
        free: bool,
        /// The player may decline ("may" events).
        may_skip: bool,
    },
    /// An operation starts once the steps above it resolved (after an opponent's event chosen
    /// to come first, D-7). Its influence reach was judged before the event, at the start of
    /// the action round (R-51, K:657-661); `None` in saves from before that ruling (judged now).
    BeginOps {
        op: Ops,
        how: Use,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reach: Option<Vec<CountryIx>>,
    },
    /// A card's event continues (after the steps above it resolved) from its own state `memo`.
    Resume { card: CardNo, memo: Memo },
    /// Quagmire / Bear Trap on the trapped side's action round (D-21).
    Trapped { power: Power },
    /// Steps E..I of the turn (the box-6 discard is offered once first).
    EndTurn { discard_offered: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    /// `None` is a draw.
    pub winner: Option<Power>,
    /// Fluent id of the reason, with its arguments.
    pub reason: Text,
}

/// Saved games of earlier versions are brought up to date before they are read (`old_saves`):
/// the derived code is the inherent `TwilightStruggle::deserialize`, the trait goes through it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct TwilightStruggle {
    pub settings: Settings,
    /// Influence per country, `[ussr, us]`.
    pub influence: Vec<[u8; 2]>,
    pub defcon: u8,
    /// Positive = US ahead (R-113: unclamped).
    pub vp: i32,
    pub turn: u8,
    /// Action round number this turn (0 before the first).
    pub round: u8,
    pub phasing: Option<Power>,
    pub milops: [u8; 2],
    pub space: [u8; 2],
    pub space_attempts: [u8; 2],
    /// The China Card: holder and face up. `None` while the Chinese Civil War goes on.
    pub china: Option<(Power, bool)>,
    /// USSR influence on the Chinese Civil War space while it exists.
    pub civil_war: Option<u8>,
    pub deck: Vec<CardNo>,
    pub hands: [Vec<CardNo>; 2],
    pub discard: Vec<CardNo>,
    pub removed: Vec<CardNo>,
    /// Both headline cards once revealed, for the view.
    pub headlines: [Option<CardNo>; 2],
    /// Action rounds each side has had (or sat out) this turn.
    pub rounds_done: [u8; 2],
    /// Cards played this turn, in order, for the view (`power`, card, use).
    pub played: Vec<(Power, CardNo, Use)>,
    pub stack: Vec<Step>,
    pub end: Option<GameEnd>,
    /// Lasting events in play for the rest of the game (card numbers, in the order played).
    #[serde(default)]
    pub lasting: Vec<CardNo>,
    /// Events in effect until the end of the turn, with the side that played them.
    #[serde(default)]
    pub this_turn: Vec<(CardNo, Power)>,
    /// Cards in effect through a state of their own (Missile Envy's victim, Chernobyl's region),
    /// each written and read only by its card file; an entry puts the card in effect.
    pub card_state: BTreeMap<CardNo, Memo>,
    /// DEFCON moved to 2 during the current action round (NORAD, card #106).
    #[serde(default)]
    pub defcon_fell_to_2: bool,
    /// The last coup: where, and how much enemy influence it removed (Che, card #107).
    #[serde(default)]
    pub last_coup: Option<(CountryIx, u8)>,
    /// Cards each side has legitimately seen outside its own hand this turn (hand reveals,
    /// Our Man in Tehran), by [`Power::index`]. Cleared at the start of each turn.
    #[serde(default)]
    pub known: [Vec<CardNo>; 2],
}

impl Serialize for TwilightStruggle {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TwilightStruggle::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for TwilightStruggle {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut saved = serde_json::Value::deserialize(d)?;
        self::old_saves::upgrade(&mut saved);
        TwilightStruggle::deserialize(saved).map_err(serde::de::Error::custom)
    }
}

impl TwilightStruggle {
    /// Card `no`'s own state, if it is in effect through one (read by its card file).
    pub fn card_state<T: DeserializeOwned>(&self, no: CardNo) -> Option<T> {
        self.card_state.get(&no).and_then(Memo::read)
    }

    /// Puts card `no` in effect with this state of its own.
    pub fn set_card_state<T: Serialize>(&mut self, no: CardNo, state: &T) {
        self.card_state.insert(no, Memo::of(state));
    }

    /// Card `no`'s own state ends (and with it the effect).
    pub fn clear_card_state(&mut self, no: CardNo) {
        self.card_state.remove(&no);
    }

    pub fn inf(&self, c: CountryIx, p: Power) -> u8 {
        self.influence[usize::from(c)][p.index()]
    }

    pub fn set_inf(&mut self, c: CountryIx, p: Power, n: u8) {
        self.influence[usize::from(c)][p.index()] = n;
    }

    pub fn add_inf(&mut self, c: CountryIx, p: Power, n: u8) {
        let v = &mut self.influence[usize::from(c)][p.index()];
        *v = v.saturating_add(n);
    }

    /// Removes up to `n`, never below 0; returns how many were removed.
    pub fn remove_inf(&mut self, c: CountryIx, p: Power, n: u8) -> u8 {
        let v = &mut self.influence[usize::from(c)][p.index()];
        let taken = n.min(*v);
        *v -= taken;
        taken
    }

    pub fn controller(&self, c: CountryIx) -> Option<Power> {
        controller(country(c).stability, self.influence[usize::from(c)])
    }

    pub fn controls(&self, p: Power, c: CountryIx) -> bool {
        self.controller(c) == Some(p)
    }

    pub fn hand(&self, p: Power) -> &Vec<CardNo> {
        &self.hands[p.index()]
    }

    pub fn hand_mut(&mut self, p: Power) -> &mut Vec<CardNo> {
        &mut self.hands[p.index()]
    }

    pub fn holds_china(&self, p: Power) -> bool {
        matches!(self.china, Some((holder, _)) if holder == p)
    }

    pub fn china_playable(&self, p: Power) -> bool {
        self.china == Some((p, true))
    }

    pub fn top(&self) -> Option<&Step> {
        self.stack.last()
    }

    /// Action rounds `p` gets this turn (R-21, R-22: box 8 gives an 8th).
    pub fn rounds_for(&self, p: Power) -> u8 {
        let base = if self.turn <= 3 { 6 } else { 7 };
        // A card may give an 8th round this turn, like box 8 (North Sea Oil).
        let granted = hooks::optional_eighth_round(self, p);
        if self.space_ability(p, 8) || granted { 8 } else { base }
    }

    /// Hand size dealt to at step B.
    pub fn hand_size(&self) -> usize {
        if self.turn <= 3 { 8 } else { 9 }
    }

    /// Box abilities belong to the first arrival until the other side gets there too.
    pub fn space_ability(&self, p: Power, bx: u8) -> bool {
        self.space[p.index()] >= bx && self.space[p.opponent().index()] < bx
    }

    /// Space attempts allowed per turn.
    pub fn space_attempts_allowed(&self, p: Power) -> u8 {
        if self.space_ability(p, 2) { 2 } else { 1 }
    }

    /// A lasting event in play.
    pub fn in_play(&self, no: CardNo) -> bool {
        self.lasting.contains(&no)
    }

    /// A turn-long event in effect, with the side that played it.
    pub fn this_turn_by(&self, no: CardNo) -> Option<Power> {
        self.this_turn.iter().find(|(c, _)| *c == no).map(|&(_, p)| p)
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether a card's event is the opponent's from `p`'s point of view.
    pub fn is_opponent_card(&self, card_no: CardNo, p: Power) -> bool {
        let side = card(card_no).side;
        side != Side::Neutral && side != p.side()
    }

    /// Every country of `region` (sub-regions included, R-5).
    pub fn region_countries(region: Region) -> impl Iterator<Item = CountryIx> {
        countries()
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.region == region)
            .map(|(i, _)| i as CountryIx)
    }

    pub fn sub_region_countries(sub: SubRegion) -> impl Iterator<Item = CountryIx> {
        countries()
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.in_sub_region(sub))
            .map(|(i, _)| i as CountryIx)
    }

    /// Countries a side's superpower touches.
    pub fn adjacent_to_home(p: Power) -> impl Iterator<Item = CountryIx> {
        self::topology::topology().home[p.index()].iter().copied()
    }

    /// Neighbouring countries (superpower spaces excluded).
    pub fn neighbours(c: CountryIx) -> impl Iterator<Item = CountryIx> {
        self::topology::topology().neighbours[usize::from(c)].iter().copied()
    }

    /// Whether `c` touches `p`'s superpower space.
    pub fn touches_home(c: CountryIx, p: Power) -> bool {
        self::topology::topology().touches_home[usize::from(c)][p.index()]
    }
}

/// A new headline: both sides asked (the flow sits out a side with nothing to headline).
pub fn new_headline() -> Step {
    Step::Headline {
        picks: SecretPicks::new(SeatSet::of(Power::BOTH.map(Power::seat)), false),
    }
}

/// Headline picks as saved now, or as saved before the shared secret-pick piece (`[ussr, us]`
/// options), so games saved mid-headline still load.
fn headline_picks<'de, D: serde::Deserializer<'de>>(d: D) -> Result<SecretPicks<CardNo>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Saved {
        Now(SecretPicks<CardNo>),
        Before([Option<CardNo>; 2]),
    }
    Ok(match Saved::deserialize(d)? {
        Saved::Now(picks) => picks,
        Saved::Before(old) => {
            let mut picks = SecretPicks::new(SeatSet::of(Power::BOTH.map(Power::seat)), false);
            for p in Power::BOTH {
                if let Some(card) = old[p.index()] {
                    let _ = picks.submit(p.seat(), card);
                }
            }
            picks
        }
    })
}
