//! Names as translatable texts: cards, plots, houses, challenge types.

use crate::engine::{Seat, Text};
use crate::games::thrones::data::{House, Icon, data};
use crate::games::thrones::state::{CardIx, PlotIx, Thrones, card_of};

/// A physical card's name (`thrones-card-<card id>`).
pub fn card_text(card: CardIx) -> Text {
    Text::new(format!("thrones-card-{}", card_of(card).id))
}

pub fn card_list(cards: &[CardIx]) -> Vec<Text> {
    cards.iter().map(|&c| card_text(c)).collect()
}

pub fn plot_text(plot: PlotIx) -> Text {
    Text::new(format!("thrones-plot-{}", data().plots[usize::from(plot)].id))
}

pub fn plot_list(plots: &[PlotIx]) -> Vec<Text> {
    plots.iter().map(|&q| plot_text(q)).collect()
}

pub fn house_key(house: House) -> Text {
    Text::new(format!("thrones-house-{}", house.key()))
}

/// The house `seat` plays.
pub fn house_text(g: &Thrones, seat: Seat) -> Text {
    house_key(g.player(seat).house)
}

pub fn icon_text(icon: Icon) -> Text {
    Text::new(format!("thrones-icon-{}", icon.key()))
}
