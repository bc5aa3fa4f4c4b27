//! The game state: map, tracks, cards, and the stack of steps still to resolve.
//!
//! Cards are kept as their deluxe numbers (`u8`, 1..=110) and countries as their index in
//! `data::countries()`; notation and views use the stable kebab-case ids.

use serde::{Deserialize, Serialize};

use super::data::{Card, Country, Region, Side, SubRegion, card_by_number, countries};
use super::power::{Power, controller};
use crate::engine::Text;

pub type CardNo = u8;
pub type CountryIx = u8;

pub const CHINA_CARD: CardNo = 6;
pub const SOUTHEAST_ASIA_SCORING: CardNo = 38;
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
    Text::new(card(no).name_key())
}

pub fn country_text(ix: CountryIx) -> Text {
    if ix == CIVIL_WAR {
        return Text::new("ts-country-chinese-civil-war");
    }
    Text::new(country(ix).name_key())
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
/// . Part 2 adds Vietnam Revolts' Southeast Asia bonus the same way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    pub asia: u8,
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
    /// The card has left the hand and the play is public (false while an action-round play can
    /// still be taken back: nothing random has happened yet).
    pub committed: bool,
}

impl Ops {
    /// Ops still available for a point spent in a country of `region`.
    pub fn left_for(&self, in_asia: bool) -> u8 {
        let budget = if in_asia && !self.left_asia {
            self.ops + self.bonus.asia
        } else {
            self.ops
        };
        budget.saturating_sub(self.spent)
    }

    /// The largest budget still reachable (for display).
    pub fn budget(&self) -> u8 {
        if self.left_asia {
            self.ops
        } else {
            self.ops + self.bonus.asia
        }
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
    /// D-4: simultaneous secret headline picks (box 4: the other side first, R-74).
    Headline { picks: [Option<CardNo>; 2] },
    /// Resolve one revealed headline card.
    HeadlineEvent { power: Power, card: CardNo },
    /// Start (or skip) the next action round, or end the turn.
    NextRound,
    /// D-5 / D-14.
    ChooseCard { power: Power },
    /// D-6.
    ChooseUse { power: Power, card: CardNo },
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
    /// The opponent's event triggered by an ops play; not built before part 2.
    OpponentEvent { owner: Power, card: CardNo },
    /// Put the played card where it goes (discard, removed, or The China Card to the opponent).
    Dispose { power: Power, card: CardNo, event: bool },
    /// D-13: box-6 ability, discard one held card at the end of the turn.
    SpaceDiscard { power: Power },
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}

impl TwilightStruggle {
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
        if self.space_ability(p, 8) { 8 } else { base }
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
        super::topology::topology().home[p.index()].iter().copied()
    }

    /// Neighbouring countries (superpower spaces excluded).
    pub fn neighbours(c: CountryIx) -> impl Iterator<Item = CountryIx> {
        super::topology::topology().neighbours[usize::from(c)].iter().copied()
    }

    /// Whether `c` touches `p`'s superpower space.
    pub fn touches_home(c: CountryIx, p: Power) -> bool {
        super::topology::topology().touches_home[usize::from(c)][p.index()]
    }
}
