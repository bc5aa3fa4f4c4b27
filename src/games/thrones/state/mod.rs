//! The whole state of a game, one serialisable struct (R-5: every zone of every player).

pub mod ability;
pub mod lasting;
pub mod statics;
pub mod steps;
pub mod text;
pub mod triggers;
pub mod windows;

use serde::{Deserialize, Serialize};

use super::data::{CardType, House, Icon, data};
use crate::engine::Seat;
use crate::engine::flow::{SecretPicks, StandingChoices};
use ability::{Trigger, Used};
use lasting::Lasting;
use windows::{Ask, PassingAhead, Window, WindowKind};

/// A physical card of this game (an index of `data().instances`: Stark's 50, then Lannister's).
pub type CardIx = u8;
/// A plot (an index of `data().plots`).
pub type PlotIx = u8;

/// An attachment on a character, with its own standing/kneeling state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attached {
    pub card: CardIx,
    #[serde(default)]
    pub knelt: bool,
}

/// A character or location in play, face up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: CardIx,
    #[serde(default)]
    pub knelt: bool,
    /// Power on the card (characters only, R-76).
    #[serde(default)]
    pub power: u16,
    #[serde(default)]
    pub attachments: Vec<Attached>,
    /// Duplicates under a unique character.
    #[serde(default)]
    pub duplicates: Vec<CardIx>,
}

impl InPlay {
    pub fn new(card: CardIx) -> Self {
        InPlay {
            card,
            knelt: false,
            power: 0,
            attachments: Vec::new(),
            duplicates: Vec::new(),
        }
    }
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub house: House,
    /// The house deck, top card last.
    pub deck: Vec<CardIx>,
    pub hand: Vec<CardIx>,
    /// Characters and locations this player controls, in the order they entered play.
    pub in_play: Vec<InPlay>,
    pub discard: Vec<CardIx>,
    pub dead: Vec<CardIx>,
    /// Plots not yet used.
    pub plot_deck: Vec<PlotIx>,
    /// Used plots, under the revealed one, oldest first.
    pub used_plots: Vec<PlotIx>,
    /// The revealed plot.
    pub plot: Option<PlotIx>,
    /// Power on the house banner.
    pub power: u16,
    /// The gold pool.
    pub gold: u16,
    /// A limited card was played this round.
    pub limited_played: bool,
    /// Took the setup mulligan.
    pub mulliganed: bool,
}

impl Player {
    pub fn new(house: House) -> Self {
        Player {
            house,
            deck: Vec::new(),
            hand: Vec::new(),
            in_play: Vec::new(),
            discard: Vec::new(),
            dead: Vec::new(),
            plot_deck: Vec::new(),
            used_plots: Vec::new(),
            plot: None,
            power: 0,
            gold: 0,
            limited_played: false,
            mulliganed: false,
        }
    }

    /// Banner power plus the power on this player's characters.
    pub fn total_power(&self) -> u16 {
        self.power + self.in_play.iter().map(|c| c.power).sum::<u16>()
    }

    /// The characters this player controls.
    pub fn characters(&self) -> impl Iterator<Item = &InPlay> {
        self.in_play.iter().filter(|c| kind_of(c.card) == CardType::Character)
    }

    pub fn find(&self, card: CardIx) -> Option<&InPlay> {
        self.in_play.iter().find(|c| c.card == card)
    }

    pub fn find_mut(&mut self, card: CardIx) -> Option<&mut InPlay> {
        self.in_play.iter_mut().find(|c| c.card == card)
    }
}

/// The card (its data row) a physical card is.
/// The data row of a physical card (copies share it; one row per card name).
pub fn row_of(card: CardIx) -> usize {
    data().instances[usize::from(card)].card
}

pub fn card_of(card: CardIx) -> &'static super::data::Card {
    let d = data();
    &d.cards[d.instances[usize::from(card)].card]
}

pub fn kind_of(card: CardIx) -> CardType {
    card_of(card).kind
}

/// The house whose deck a physical card belongs to (its owner's, R-82).
pub fn house_of(card: CardIx) -> House {
    data().instances[usize::from(card)].house
}

pub fn card_id(card: CardIx) -> &'static str {
    &data().instances[usize::from(card)].id
}

pub fn plot_id(plot: PlotIx) -> &'static str {
    data().plots[usize::from(plot)].id
}

/// A challenge under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub kind: Icon,
    pub attacker: Seat,
    pub step: Step,
    #[serde(default)]
    pub attackers: Vec<CardIx>,
    #[serde(default)]
    pub defenders: Vec<CardIx>,
    /// Characters stealth kept out of the defence.
    #[serde(default)]
    pub bypassed: Vec<CardIx>,
    /// The winner, once resolved.
    #[serde(default)]
    pub winner: Option<Seat>,
    #[serde(default)]
    pub attack: u16,
    #[serde(default)]
    pub defence: u16,
}

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// The attacker declares attackers.
    Attackers,
    /// The attacker picks characters its stealth attackers get past.
    Stealth,
    /// The defender declares defenders.
    Defenders,
    /// The defender chooses the characters military claim kills.
    Claim,
    /// The claim's kills are being resolved (saves asked, R-89).
    Kills,
    /// Attackers are declared; the action window after them is open.
    AfterAttackers,
    /// Defenders are declared; responses and the action window after them are open.
    AfterDefenders,
    /// The challenge is decided (claim, unopposed power and renown done); responses to it are
    /// answered before it ends.
    Resolved,
}

/// Characters that would die, taken one at a time so each may be saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kills {
    pub cards: Vec<CardIx>,
    /// The next card to resolve.
    pub next: usize,
    /// What comes after the last one.
    #[serde(default)]
    pub then: KillsThen,
    /// No save may be used (Wildfire Assault).
    #[serde(default)]
    pub no_saves: bool,
}

/// What the rules do once every character of a [`Kills`] has died or been saved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KillsThen {
    /// Nothing (a kill by an ability).
    #[default]
    Nothing,
    /// Military claim was carried out: the unopposed power and renown follow.
    AfterClaim,
}

/// A seat's first setup step: its one limited card, or none. (Not an `Option`: a saved
/// `Some(None)` would read back as `None`, as if the step was still to come.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitedPick {
    NoCard,
    Card(CardIx),
}

impl LimitedPick {
    pub fn card(self) -> Option<CardIx> {
        match self {
            LimitedPick::NoCard => None,
            LimitedPick::Card(c) => Some(c),
        }
    }
}

/// The plot draft (R-103 … R-107): its zones (draft deck, hands, drafted plots, the box) and what
/// each seat has held, which is what that seat may know of the other's plots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The draft deck, face down, top card last.
    pub deck: Vec<PlotIx>,
    /// The cycle under way or last played, 1 to 3.
    pub cycle: u8,
    /// What each seat holds now: the 3 dealt, or the 2 received.
    #[serde(default)]
    pub hands: [Vec<PlotIx>; 2],
    /// Each seat's drafted plots, face down, in the order kept; emptied by the final choice
    /// (R-105 … R-107).
    #[serde(default)]
    pub drafted: [Vec<PlotIx>; 2],
    /// Plots back in the box, unseen by the other player.
    #[serde(default)]
    pub boxed: Vec<PlotIx>,
    /// Every plot each seat has held in the draft: dealt to it or passed to it.
    #[serde(default)]
    pub seen: [Vec<PlotIx>; 2],
    /// The plots each seat passed to the other (the passer knows them, not what became of them).
    #[serde(default)]
    pub passed: [Vec<PlotIx>; 2],
}

impl Draft {
    pub fn new(deck: Vec<PlotIx>) -> Self {
        Draft {
            deck,
            cycle: 0,
            hands: [Vec::new(), Vec::new()],
            drafted: [Vec::new(), Vec::new()],
            boxed: Vec::new(),
            seen: [Vec::new(), Vec::new()],
            passed: [Vec::new(), Vec::new()],
        }
    }
}

/// Where the round stands: the phase, and in it whose decision it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Plot draft: each player keeps one of the 3 plots dealt to it, in secret.
    DraftKeep(SecretPicks<PlotIx>),
    /// Plot draft: each player keeps one of the 2 plots passed to it, in secret.
    DraftReceive(SecretPicks<PlotIx>),
    /// Plot draft: each player chooses the 7 plots of its plot deck, in secret.
    DraftDeck(SecretPicks<Vec<PlotIx>>),
    /// Each player keeps the setup hand or takes the mulligan, in secret.
    Mulligan(SecretPicks<bool>),
    /// Each player places setup cards face down, in secret (R-16 … R-20). `limited` holds each
    /// seat's first step (the one limited card, or none) once given.
    Setup {
        picks: SecretPicks<Vec<CardIx>>,
        limited: [Option<LimitedPick>; 2],
    },
    /// Each player chooses a plot in secret.
    Plot(SecretPicks<PlotIx>),
    /// The initiative winner chooses the first player.
    FirstPlayer {
        chooser: Seat,
    },
    /// `active` takes a marshalling turn; `second` once the first player has had theirs.
    Marshal {
        active: Seat,
        second: bool,
    },
    /// `active` makes challenges.
    Challenges {
        active: Seat,
        second: bool,
    },
    /// The plot phase after the first player is chosen: when-revealed abilities, then its action
    /// window.
    PlotEnd,
    /// The dominance phase: its action window, then the count.
    Dominance,
    /// The standing phase and its action window, before taxation.
    Standing,
    /// The taxation phase: the gold returned, its action window, before the next round.
    Taxation,
    Over,
}

/// The game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thrones {
    /// Seat 0 and seat 1.
    pub players: [Player; 2],
    pub round: u16,
    /// The first player of this round.
    pub first: Seat,
    pub phase: Phase,
    #[serde(default)]
    pub challenge: Option<Challenge>,
    /// Characters waiting to die or be saved.
    #[serde(default)]
    pub kills: Option<Kills>,
    /// Challenge types each seat has made this round.
    #[serde(default)]
    pub made: [Vec<Icon>; 2],
    /// Who won this round's dominance.
    #[serde(default)]
    pub dominance: Option<Seat>,
    #[serde(default)]
    pub winner: Option<Seat>,
    #[serde(default)]
    pub conceded: Option<Seat>,
    /// Open windows, the one answered now last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub windows: Vec<Window>,
    /// Things that happened that abilities may answer, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub triggers: Vec<Trigger>,
    /// Questions abilities ask while they resolve, the one answered now first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asks: Vec<Ask>,
    /// Lasting effects.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lasting: Vec<Lasting>,
    /// Uses of limited abilities in their scope.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub uses: Vec<Used>,
    /// Each seat's standing auto-pass choices (spec §3).
    #[serde(default, skip_serializing_if = "StandingChoices::is_empty")]
    pub standing: StandingChoices<WindowKind>,
    /// The casual window mode: windows open only for a seat that can use something (it leaks
    /// that it can); the default strict mode never looks at a hand (`rules/windows.rs`).
    #[serde(default)]
    pub casual: bool,
    /// The plot draft, when the game uses it: the plot decks are then secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft: Option<Draft>,
    /// Hand and deck cards an ability showed to a seat or to everyone (a search, a shown hand,
    /// Raff's look): not hidden from them while they stay in that hand or deck.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<Shown>,
    /// Each seat's pass ahead, when it chose one (`pass phase`, `pass round`; `rules/windows.rs`).
    #[serde(default, skip_serializing_if = "no_one_ahead")]
    pub ahead: [Option<PassingAhead>; 2],
}

fn no_one_ahead(ahead: &[Option<PassingAhead>; 2]) -> bool {
    ahead.iter().all(Option::is_none)
}

/// A card of its owner's hand (or deck) shown to `to` (`None`: everyone).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    pub card: CardIx,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Seat>,
    /// In its owner's hand (else in its owner's deck).
    #[serde(default)]
    pub in_hand: bool,
}

impl Thrones {
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.min(1)]
    }

    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.min(1)]
    }

    /// The seat that plays `house`.
    pub fn seat_of(&self, house: House) -> Seat {
        usize::from(self.players[1].house == house)
    }

    /// The seat whose deck `card` came from (its owner).
    pub fn owner(&self, card: CardIx) -> Seat {
        self.seat_of(house_of(card))
    }

    /// Who controls an in-play character or location, if it is in play.
    pub fn controller(&self, card: CardIx) -> Option<Seat> {
        (0..2).find(|&s| self.players[s].find(card).is_some())
    }

    pub fn in_play(&self, card: CardIx) -> Option<&InPlay> {
        self.players.iter().find_map(|p| p.find(card))
    }

    pub fn in_play_mut(&mut self, card: CardIx) -> Option<&mut InPlay> {
        self.players.iter_mut().find_map(|p| p.find_mut(card))
    }

    /// The character an attachment is on, with the attachment's state.
    pub fn host_of(&self, attachment: CardIx) -> Option<(&InPlay, &Attached)> {
        self.players
            .iter()
            .flat_map(|p| &p.in_play)
            .find_map(|c| c.attachments.iter().find(|a| a.card == attachment).map(|a| (c, a)))
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether the plot draft is under way (R-105 … R-107).
    pub fn is_drafting(&self) -> bool {
        matches!(
            self.phase,
            Phase::DraftKeep(_) | Phase::DraftReceive(_) | Phase::DraftDeck(_)
        )
    }

    /// Whether a shown card is still where it was shown.
    fn still_shown(&self, s: &Shown) -> bool {
        let p = self.player(self.owner(s.card));
        if s.in_hand {
            p.hand.contains(&s.card)
        } else {
            p.deck.contains(&s.card)
        }
    }

    /// Whether `viewer` knows this hand or deck card because an ability showed it.
    pub fn shown_to(&self, card: CardIx, viewer: crate::engine::Viewer) -> bool {
        self.shown
            .iter()
            .any(|s| s.card == card && s.to.is_none_or(|to| viewer.is(to)) && self.still_shown(s))
    }

    /// Shows `cards` (in their owners' hands, or decks) to `to` (`None`: everyone).
    pub fn show(&mut self, cards: &[CardIx], to: Option<Seat>, in_hand: bool) {
        for &card in cards {
            let s = Shown { card, to, in_hand };
            if !self.shown.contains(&s) {
                self.shown.push(s);
            }
        }
    }

    /// Cards that left the hand or deck they were shown in are hidden again (if they go back).
    pub fn forget_moved_shown(&mut self) {
        if self.shown.is_empty() {
            return;
        }
        let mut shown = std::mem::take(&mut self.shown);
        shown.retain(|s| self.still_shown(s));
        self.shown = shown;
    }

    /// The revealed plot of `seat`, if any.
    pub fn plot(&self, seat: Seat) -> Option<&'static super::data::Plot> {
        self.player(seat).plot.map(|p| &data().plots[usize::from(p)])
    }
}

pub fn other(seat: Seat) -> Seat {
    1 - seat.min(1)
}
