//! The whole state of a Three Kingdoms Redux game: public board, each kingdom's holdings, the
//! hidden decks and hands, and where the round stands.

use serde::{Deserialize, Serialize};

use super::data::{AbilitySpec, Border, Kingdom, UnitType, data};
use crate::engine::flow::SecretPicks;

/// Index of a general in `data().generals`.
pub type GeneralIx = u8;
/// Index of a state enhancement in `data().enhancements`.
pub type EnhancementIx = u8;
/// Index of a border location in `data().locations`.
pub type LocationIx = u8;

/// The criterion a space is won on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Criterion {
    Adm,
    Cmb,
}

impl Criterion {
    pub fn other(self) -> Criterion {
        match self {
            Criterion::Adm => Criterion::Cmb,
            Criterion::Cmb => Criterion::Adm,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Criterion::Adm => "adm",
            Criterion::Cmb => "cmb",
        }
    }
}

/// One of the 18 action spaces (spec 1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Space {
    Farm,
    Market,
    Trade,
    Tech,
    Construct,
    ProduceSpearHorse,
    ProduceCrossbowBoat,
    Recruit,
    Train,
    Tribute,
    Support,
    Han,
    Battle(Border),
    Tribal(Kingdom),
}

impl Space {
    pub const ALL: [Space; 18] = [
        Space::Farm,
        Space::Market,
        Space::Trade,
        Space::Tech,
        Space::Construct,
        Space::ProduceSpearHorse,
        Space::ProduceCrossbowBoat,
        Space::Recruit,
        Space::Train,
        Space::Tribute,
        Space::Support,
        Space::Han,
        Space::Battle(Border::ShuWei),
        Space::Battle(Border::ShuWu),
        Space::Battle(Border::WeiWu),
        Space::Tribal(Kingdom::Wei),
        Space::Tribal(Kingdom::Wu),
        Space::Tribal(Kingdom::Shu),
    ];

    /// The id in notation and message keys (`tkr-space-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Space::Farm => "farm",
            Space::Market => "market",
            Space::Trade => "trade",
            Space::Tech => "tech",
            Space::Construct => "construct",
            Space::ProduceSpearHorse => "produce-spear-horse",
            Space::ProduceCrossbowBoat => "produce-crossbow-boat",
            Space::Recruit => "recruit",
            Space::Train => "train",
            Space::Tribute => "tribute",
            Space::Support => "support",
            Space::Han => "han",
            Space::Battle(Border::ShuWei) => "battle-shu-wei",
            Space::Battle(Border::ShuWu) => "battle-shu-wu",
            Space::Battle(Border::WeiWu) => "battle-wei-wu",
            Space::Tribal(Kingdom::Wei) => "tribal-wei",
            Space::Tribal(Kingdom::Wu) => "tribal-wu",
            Space::Tribal(Kingdom::Shu) => "tribal-shu",
        }
    }

    pub fn parse(s: &str) -> Option<Space> {
        Space::ALL.into_iter().find(|x| x.key() == s)
    }

    /// The space's name as players read it (never its notation key).
    pub fn text(self) -> crate::engine::Text {
        crate::engine::Text::new(format!("tkr-space-{}", self.key()))
    }

    /// The ten spaces with a fixed criterion: the only ones the alliance token may go on.
    pub fn fixed_criterion(self) -> Option<Criterion> {
        match self {
            Space::Farm | Space::Market | Space::Trade | Space::Tech | Space::Construct => Some(Criterion::Adm),
            Space::ProduceSpearHorse | Space::ProduceCrossbowBoat | Space::Recruit | Space::Train | Space::Tribute => {
                Some(Criterion::Cmb)
            }
            _ => None,
        }
    }

    /// Whether `k` may bid here at all (R-30 battles of its own borders, R-31 its own tribe).
    pub fn open_to(self, k: Kingdom) -> bool {
        match self {
            Space::Battle(b) => b.touches(k),
            Space::Tribal(t) => t == k,
            _ => true,
        }
    }
}

/// A general's placement in the bidding, with what rides with him (public, R-25; the order of
/// placements is the timeline that breaks ties, R-33).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub kingdom: Kingdom,
    pub general: GeneralIx,
    pub space: Space,
    /// Units carried (a battle, or the tribal space): how many and of which type.
    #[serde(default)]
    pub units: u8,
    #[serde(default)]
    pub unit: Option<UnitType>,
    /// Gold carried to the tribal space.
    #[serde(default)]
    pub gold: u8,
    /// Popular support tokens added (+1 each, R-35c).
    #[serde(default)]
    pub support: u8,
    /// The Han Emperor token rides with him (+1, R-35b).
    #[serde(default)]
    pub han: bool,
    /// Ability bid tokens added (+1 and/or +2, R-35a).
    #[serde(default)]
    pub bid_tokens: u8,
}

impl Placement {
    /// A general alone on a space (nothing riding with him).
    pub fn plain(kingdom: Kingdom, general: GeneralIx, space: Space) -> Placement {
        Placement {
            kingdom,
            general,
            space,
            units: 0,
            unit: None,
            gold: 0,
            support: 0,
            han: false,
            bid_tokens: 0,
        }
    }
}

/// A general holding a border location until the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Occupation {
    pub general: GeneralIx,
    pub location: LocationIx,
    pub units: u8,
    pub unit: UnitType,
}

/// Where a taken border token is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Store {
    Granary,
    Treasury,
}

/// One kingdom's holdings (public, A-27) and its hidden enhancement hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Realm {
    /// Generals in play and free to bid (the lord included; occupiers are in `occupying`).
    pub generals: Vec<GeneralIx>,
    pub occupying: Vec<Occupation>,
    pub gold: u16,
    pub rice: u16,
    pub support: u16,
    pub untrained: u16,
    pub trained: u16,
    /// Weapons by unit type: spear, horse, crossbow, boat.
    pub weapons: [u16; 4],
    pub farm_level: u8,
    /// Developed farm tokens still in the development area.
    pub farms_developed: u8,
    pub farms_in_granary: u8,
    pub market_level: u8,
    pub markets_developed: u8,
    pub markets_in_treasury: u8,
    /// Border tokens kept (their VP face: 0 or 1) by store.
    pub border_tokens: Vec<(Store, u8)>,
    pub favor: u8,
    pub military: u16,
    /// Court office rank: 0 Prefect … 5 Emperor.
    pub office: u8,
    pub deficits: u16,
    /// State enhancements in hand (hidden from the others, spec §3.1).
    pub hand: Vec<EnhancementIx>,
    pub built: Vec<EnhancementIx>,
    /// The +1 and +2 ability bid tokens still in supply this round (R-14, R-35a).
    pub bid_tokens: [bool; 2],
    /// Horses lying on a general's card, not in the supply until an ability takes them (Ma
    /// Chao, L1445-1452).
    #[serde(default)]
    pub card_horses: Vec<OnCard>,
}

/// Horses on one general's card and the round they were put there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnCard {
    pub general: GeneralIx,
    pub horses: u16,
    pub round: u8,
}

impl Realm {
    pub fn new(kingdom: Kingdom) -> Realm {
        let (money, support, favor) = match kingdom {
            Kingdom::Wei => (3, 0, 5),
            Kingdom::Wu => (4, 1, 6),
            Kingdom::Shu => (5, 2, 7),
        };
        Realm {
            generals: Vec::new(),
            occupying: Vec::new(),
            gold: money,
            rice: money,
            support,
            untrained: 0,
            trained: 0,
            weapons: [0; 4],
            farm_level: 0,
            farms_developed: 0,
            farms_in_granary: 0,
            market_level: 0,
            markets_developed: 0,
            markets_in_treasury: 0,
            border_tokens: Vec::new(),
            favor,
            military: 0,
            office: 0,
            deficits: 0,
            hand: Vec::new(),
            built: Vec::new(),
            bid_tokens: [true, true],
            card_horses: Vec::new(),
        }
    }

    /// Generals this kingdom has put on border locations over the game.
    pub fn occupiers(&self) -> usize {
        self.occupying.len()
    }

    /// The horses on `general`'s card, if any were put there.
    pub fn on_card(&self, general: GeneralIx) -> Option<&OnCard> {
        self.card_horses.iter().find(|c| c.general == general)
    }
}

/// A card holding an ability: a general or a state enhancement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    General(GeneralIx),
    Enhancement(EnhancementIx),
}

impl Source {
    /// The card's id (general and enhancement ids never coincide: the data test checks it).
    pub fn id(self) -> &'static str {
        match self {
            Source::General(c) => data().generals[usize::from(c)].id,
            Source::Enhancement(e) => data().enhancements[usize::from(e)].id,
        }
    }

    pub fn parse(word: &str) -> Option<Source> {
        let d = data();
        d.general(word)
            .map(|(ix, _)| Source::General(ix as GeneralIx))
            .or_else(|| {
                d.enhancement(word)
                    .map(|(ix, _)| Source::Enhancement(ix as EnhancementIx))
            })
    }

    /// The card's display name.
    pub fn name(self) -> crate::engine::Text {
        match self {
            Source::General(_) => crate::engine::Text::new(format!("tkr-general-{}", self.id())),
            Source::Enhancement(_) => crate::engine::Text::new(format!("tkr-se-{}", self.id())),
        }
    }

    pub fn abilities(self) -> &'static [AbilitySpec] {
        match self {
            Source::General(c) => &data().generals[usize::from(c)].abilities,
            Source::Enhancement(e) => &data().enhancements[usize::from(e)].abilities,
        }
    }
}

/// A benefit earned and not yet taken: whose, which card and which of its abilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Owed {
    pub kingdom: Kingdom,
    pub source: Source,
    pub ability: u8,
}

/// A secret draft of generals: each kingdom's drawn cards and how many it keeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    pub drawn: [Vec<GeneralIx>; 3],
    pub keep: [u8; 3],
    pub picks: SecretPicks<Vec<GeneralIx>>,
}

/// Where the round stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// The setup draft (round 0) or a recruitment draft (rounds 3, 5, 9).
    Draft(Draft),
    /// The slot-3 kingdom chooses the alliance space.
    Alliance,
    /// Open bidding, one placement at a time in bid order; `next` is the bid slot to act.
    Bidding {
        next: usize,
    },
    /// Resolution: winners perform their actions in action order; `turn` indexes the
    /// action order.
    Resolution {
        turn: usize,
    },
    /// Round-end benefits that need their owners' decisions: every kingdom that owes one
    /// decides at once (each kingdom's benefits are its own); the round goes on when none is left.
    RoundEnd,
    Over,
}

/// The game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ThreeKingdoms {
    pub round: u8,
    pub phase: Phase,
    /// Bid order slots 1–3.
    pub bid_order: [Kingdom; 3],
    /// This round's execution order, copied from the bid order at Resolution.
    pub action_order: Vec<Kingdom>,
    /// The face of the marker on Control Han Emperor; Win Popular Support shows the other.
    pub han_criterion: Criterion,
    pub alliance_space: Option<Space>,
    /// Last round's alliance space: forbidden this round.
    pub last_alliance_space: Option<Space>,
    /// Who holds the Han Emperor token (none: it is in the supply, R-10).
    pub han_holder: Option<Kingdom>,
    /// The general left face down on Control Han Emperor: he may not bid this round.
    pub han_resting: Option<GeneralIx>,
    pub realms: [Realm; 3],
    /// Each kingdom's general deck (hidden order).
    pub general_decks: [Vec<GeneralIx>; 3],
    /// Unification and Separation decks (hidden order).
    pub enhancement_decks: [Vec<EnhancementIx>; 2],
    /// Who occupies each border location, and its border token's VP face while it is there.
    pub locations: Vec<Option<Kingdom>>,
    /// This round's placements in the order they were made (the tie-break timeline, R-33).
    pub placements: Vec<Placement>,
    /// Kingdoms that passed this round's bidding (final, R-28).
    pub passed: [bool; 3],
    /// Who won each space this round (set at Resolution, R-37).
    #[serde(default)]
    pub winners: Vec<(Space, Vec<Kingdom>)>,
    /// The won actions performed so far this round.
    #[serde(default)]
    pub performed: Vec<(Kingdom, Space)>,
    /// Kingdoms that conceded (the game ends; the others are scored).
    #[serde(default)]
    pub conceded: Vec<Kingdom>,
    /// The bidder's next placement being put together tap by tap (general, space, what rides
    /// with him); only that seat sees it until it is placed (R-25 makes placements public).
    #[serde(default)]
    pub bid_draft: Option<BidDraft>,
    /// Card benefits earned and waiting for their owner's decision (`cards/benefits.rs`): after an
    /// action, the actor's; at the end of the round (Phase::RoundEnd), anyone's.
    #[serde(default)]
    pub owed: Vec<Owed>,
    /// The actor chose to finish with won actions left and is asked to confirm (`done`) or go
    /// back (`back`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confirming: bool,
    /// Kingdoms whose Resolution turn ended by itself since the last move (nothing left they
    /// could do): a `done` of theirs right after it, which games stored before that step was
    /// automatic hold, is taken as already done (`round::finish_idle`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub auto_finished: Vec<Kingdom>,
}

/// A placement chosen so far, step by step (`bid` lines): the general, then the space, then (when
/// there are too many combinations for one menu) the units or gold he carries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidDraft {
    pub general: GeneralIx,
    pub space: Option<Space>,
    pub carry: Option<Carry>,
}

/// What a general carries to a battle or his tribe: units of one type, or gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carry {
    pub units: u8,
    pub unit: Option<UnitType>,
    pub gold: u8,
}

impl Carry {
    pub const NOTHING: Carry = Carry {
        units: 0,
        unit: None,
        gold: 0,
    };

    pub fn of(p: &Placement) -> Carry {
        Carry {
            units: p.units,
            unit: if p.units > 0 { p.unit } else { None },
            gold: p.gold,
        }
    }
}

impl ThreeKingdoms {
    pub fn realm(&self, k: Kingdom) -> &Realm {
        &self.realms[k.seat()]
    }

    pub fn realm_mut(&mut self, k: Kingdom) -> &mut Realm {
        &mut self.realms[k.seat()]
    }

    /// The criterion of `space` this round (R-32, R-4: the two marker spaces show opposite faces).
    pub fn criterion(&self, space: Space) -> Criterion {
        match space {
            Space::Han => self.han_criterion,
            Space::Support => self.han_criterion.other(),
            other => other.fixed_criterion().unwrap_or(Criterion::Cmb),
        }
    }

    /// The two allies this round: bid slots 2 and 3.
    pub fn allies(&self) -> [Kingdom; 2] {
        [self.bid_order[1], self.bid_order[2]]
    }

    pub fn is_ally(&self, k: Kingdom) -> bool {
        self.allies().contains(&k)
    }

    /// A general's administration or combat now (with any `stat-from` ability in effect).
    pub fn stat(&self, general: GeneralIx, criterion: Criterion) -> u8 {
        let g = &data().generals[usize::from(general)];
        let mut value = match criterion {
            Criterion::Adm => g.adm,
            Criterion::Cmb => g.cmb,
        };
        for a in g.abilities.iter().filter(|a| a.kind == "stat-from") {
            if i32::from(self.round) >= a.num("from") {
                let key = match criterion {
                    Criterion::Adm => "adm",
                    Criterion::Cmb => "cmb",
                };
                if a.arg(key).is_some() {
                    value = a.num(key).clamp(1, 5) as u8;
                }
            }
        }
        value
    }

    pub fn leadership(&self, general: GeneralIx) -> u8 {
        data().generals[usize::from(general)].ldr
    }
}

/// The generals `k` has recruited and still has: in play (`Realm::generals`) or occupying.
pub fn generals_of(g: &ThreeKingdoms, k: Kingdom) -> Vec<GeneralIx> {
    let r = g.realm(k);
    r.generals
        .iter()
        .copied()
        .chain(r.occupying.iter().map(|o| o.general))
        .collect()
}

/// Every ability `k` holds: those of its generals (in play or occupying) and of its built state
/// enhancements.
pub fn kingdom_abilities(g: &ThreeKingdoms, k: Kingdom) -> Vec<&'static AbilitySpec> {
    let d = data();
    let generals = generals_of(g, k)
        .into_iter()
        .flat_map(|c| d.generals[usize::from(c)].abilities.iter());
    let built = g
        .realm(k)
        .built
        .iter()
        .flat_map(|&e| d.enhancements[usize::from(e)].abilities.iter());
    generals.chain(built).collect()
}

/// Units occupying border locations, of one type or of all (`None`).
pub fn occupying_units(r: &Realm, unit: Option<UnitType>) -> i32 {
    r.occupying
        .iter()
        .filter(|o| unit.is_none_or(|u| o.unit == u))
        .map(|o| i32::from(o.units))
        .sum()
}

/// The phase's key (the JSON dump, the status line).
pub fn phase_key(phase: &Phase) -> &'static str {
    match phase {
        Phase::Draft(_) => "draft",
        Phase::Alliance => "alliance",
        Phase::Bidding { .. } => "bidding",
        Phase::Resolution { .. } => "resolution",
        Phase::RoundEnd => "round-end",
        Phase::Over => "over",
    }
}
