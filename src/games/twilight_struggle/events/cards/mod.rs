//! One file per card (or tight group, like Quagmire/Bear Trap): its event and everything it
//! changes in the core rules, described by one `pub const RULES: CardRules` (see
//! [`super::rules`] for the hook points). [`CARD_FILES`] is the only list; [`REGISTRY`] indexes
//! it by card number (a scoring card without special rules, or a number that is no card, gets
//! an entry that changes nothing).

use super::super::state::CardNo;
use super::super::state::hooks::CardRules;
use std::sync::OnceLock;

pub mod abm_treaty;
pub mod aldrich_ames;
pub mod allende;
pub mod alliance_for_progress;
pub mod an_evil_empire;
pub mod arab_israeli_war;
pub mod arms_race;
pub mod ask_not;
pub mod awacs_sale;
pub mod blockade;
pub mod brezhnev_doctrine;
pub mod brush_war;
pub mod cambridge_five;
pub mod camp_david_accords;
pub mod captured_nazi_scientist;
pub mod che;
pub mod chernobyl;
pub mod cia_created;
pub mod colonial_rear_guards;
pub mod comecon;
pub mod containment;
pub mod cuban_missile_crisis;
pub mod cultural_revolution;
pub mod de_gaulle;
pub mod de_stalinization;
pub mod death_squads;
pub mod debt_crisis;
pub mod decolonization;
pub mod defectors;
pub mod duck_and_cover;
pub mod east_european_unrest;
pub mod fidel;
pub mod five_year_plan;
pub mod flower_power;
pub mod formosan_resolution;
pub mod glasnost;
pub mod grain_sales;
pub mod how_i_learned;
pub mod independent_reds;
pub mod indo_pakistani_war;
pub mod iran_contra;
pub mod iran_iraq_war;
pub mod iranian_hostage_crisis;
pub mod john_paul_ii;
pub mod junta;
pub mod kal_007;
pub mod kitchen_debates;
pub mod korean_war;
pub mod liberation_theology;
pub mod lone_gunman;
pub mod marine_barracks_bombing;
pub mod marshall_plan;
pub mod missile_envy;
pub mod muslim_revolution;
pub mod nasser;
pub mod nato;
pub mod nixon;
pub mod norad;
pub mod north_sea_oil;
pub mod nuclear_subs;
pub mod nuclear_test_ban;
pub mod oas_founded;
pub mod olympic_games;
pub mod one_small_step;
pub mod opec;
pub mod ortega;
pub mod our_man_in_tehran;
pub mod panama_canal_returned;
pub mod pershing_ii;
pub mod portuguese_empire;
pub mod puppet_governments;
pub mod reagan_bombs_libya;
pub mod red_scare;
pub mod romanian_abdication;
pub mod sadat;
pub mod salt_negotiations;
pub mod shuttle_diplomacy;
pub mod socialist_governments;
pub mod solidarity;
pub mod south_african_unrest;
pub mod southeast_asia_scoring;
pub mod special_relationship;
pub mod star_wars;
pub mod suez_crisis;
pub mod summit;
pub mod tear_down_this_wall;
pub mod terrorism;
pub mod the_iron_lady;
pub mod the_reformer;
pub mod traps;
pub mod truman_doctrine;
pub mod u2_incident;
pub mod un_intervention;
pub mod us_japan_pact;
pub mod ussuri_river;
pub mod vietnam_revolts;
pub mod voice_of_america;
pub mod wargames;
pub mod warsaw_pact;
pub mod we_will_bury_you;
pub mod willy_brandt;
pub mod yuri_and_samantha;

/// What every card file uses.
mod prelude {
    pub use super::super::effects as fx;
    pub use crate::engine::{GameRng, LogEntry, Text};
    pub use crate::games::twilight_struggle::data::Region;
    pub use crate::games::twilight_struggle::state::Log;
    pub use crate::games::twilight_struggle::state::hooks::{
        BoundCard, CardRules, OwnEdit, OwnState, Played, RoundSpent, end_lasting, is_battleground,
    };
    pub use crate::games::twilight_struggle::state::memo::CardStage;
    pub use crate::games::twilight_struggle::state::power::Power;
    pub use crate::games::twilight_struggle::state::{
        CHINA_CARD, CardNo, CountryIx, Memo, Pick, Step, TwilightStruggle, Use, card, card_text, country, country_text,
    };
    pub use serde::{Deserialize, Serialize};
    pub use std::sync::OnceLock;
}

/// Every card file's rules: one line per card.
pub const CARD_FILES: &[CardRules] = &[
    duck_and_cover::RULES,
    five_year_plan::RULES,
    socialist_governments::RULES,
    fidel::RULES,
    vietnam_revolts::RULES,
    blockade::RULES,
    korean_war::RULES,
    romanian_abdication::RULES,
    arab_israeli_war::RULES,
    comecon::RULES,
    nasser::RULES,
    warsaw_pact::RULES,
    de_gaulle::RULES,
    captured_nazi_scientist::RULES,
    truman_doctrine::RULES,
    olympic_games::RULES,
    nato::RULES,
    independent_reds::RULES,
    marshall_plan::RULES,
    indo_pakistani_war::RULES,
    containment::RULES,
    cia_created::RULES,
    us_japan_pact::RULES,
    suez_crisis::RULES,
    east_european_unrest::RULES,
    decolonization::RULES,
    red_scare::RULES,
    un_intervention::RULES,
    de_stalinization::RULES,
    nuclear_test_ban::RULES,
    formosan_resolution::RULES,
    brush_war::RULES,
    southeast_asia_scoring::RULES,
    arms_race::RULES,
    cuban_missile_crisis::RULES,
    nuclear_subs::RULES,
    traps::QUAGMIRE_RULES,
    salt_negotiations::RULES,
    traps::BEAR_TRAP_RULES,
    summit::RULES,
    how_i_learned::RULES,
    junta::RULES,
    kitchen_debates::RULES,
    missile_envy::RULES,
    we_will_bury_you::RULES,
    brezhnev_doctrine::RULES,
    portuguese_empire::RULES,
    south_african_unrest::RULES,
    allende::RULES,
    willy_brandt::RULES,
    muslim_revolution::RULES,
    abm_treaty::RULES,
    cultural_revolution::RULES,
    flower_power::RULES,
    u2_incident::RULES,
    opec::RULES,
    lone_gunman::RULES,
    colonial_rear_guards::RULES,
    panama_canal_returned::RULES,
    camp_david_accords::RULES,
    puppet_governments::RULES,
    grain_sales::RULES,
    john_paul_ii::RULES,
    death_squads::RULES,
    oas_founded::RULES,
    nixon::RULES,
    sadat::RULES,
    shuttle_diplomacy::RULES,
    voice_of_america::RULES,
    liberation_theology::RULES,
    ussuri_river::RULES,
    ask_not::RULES,
    alliance_for_progress::RULES,
    one_small_step::RULES,
    iranian_hostage_crisis::RULES,
    the_iron_lady::RULES,
    reagan_bombs_libya::RULES,
    star_wars::RULES,
    north_sea_oil::RULES,
    the_reformer::RULES,
    marine_barracks_bombing::RULES,
    kal_007::RULES,
    glasnost::RULES,
    ortega::RULES,
    terrorism::RULES,
    iran_contra::RULES,
    chernobyl::RULES,
    debt_crisis::RULES,
    tear_down_this_wall::RULES,
    an_evil_empire::RULES,
    aldrich_ames::RULES,
    pershing_ii::RULES,
    wargames::RULES,
    solidarity::RULES,
    iran_iraq_war::RULES,
    defectors::RULES,
    cambridge_five::RULES,
    special_relationship::RULES,
    norad::RULES,
    che::RULES,
    our_man_in_tehran::RULES,
    yuri_and_samantha::RULES,
    awacs_sale::RULES,
];

/// The highest card number (#110 AWACS Sale to Saudis).
pub const LAST_CARD: CardNo = 110;

/// The rules of every card, indexed by card number (0 is unused).
pub static REGISTRY: [CardRules; LAST_CARD as usize + 1] = registry();

const fn registry() -> [CardRules; LAST_CARD as usize + 1] {
    let mut table = [CardRules::new(0); LAST_CARD as usize + 1];
    let mut no = 0;
    while no <= LAST_CARD as usize {
        table[no] = CardRules::new(no as CardNo);
        no += 1;
    }
    let mut i = 0;
    while i < CARD_FILES.len() {
        table[CARD_FILES[i].no as usize] = CARD_FILES[i];
        i += 1;
    }
    table
}

/// The cards kept in effect through their own part of the state.
pub fn own_state_cards() -> &'static [&'static CardRules] {
    static OWN: OnceLock<Vec<&'static CardRules>> = OnceLock::new();
    OWN.get_or_init(|| REGISTRY.iter().filter(|r| r.own_state.is_some()).collect())
}
