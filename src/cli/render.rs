//! `warroom render`: draws a board to PNG, for docs and visual checks.

use crate::engine::{GameOptions, Viewer, sim};
use crate::games::Registry;
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

pub struct RenderSetup {
    pub game: String,
    pub seats: Option<usize>,
    pub seed: u64,
    pub lang: Lang,
    pub options: GameOptions,
    /// Random moves to play first, so the board shows a game in progress.
    pub moves: usize,
    pub viewer: Viewer,
}

/// Returns the PNG bytes of the board after `moves` random moves.
pub fn render_board(setup: &RenderSetup, registry: &Registry) -> anyhow::Result<Vec<u8>> {
    let kind = registry
        .get(&setup.game)
        .ok_or_else(|| anyhow::anyhow!("unknown game `{}`; known: {}", setup.game, registry.ids().join(", ")))?;
    let seats = setup.seats.unwrap_or(*kind.seat_range().start());
    let (mut game, _) = kind
        .create(seats, &setup.options, setup.seed)
        .map_err(|e| anyhow::anyhow!(crate::i18n::tr(setup.lang, &e.text)))?;
    sim::random_playout(game.as_mut(), setup.seed ^ 0x5eed, setup.moves).map_err(|e| anyhow::anyhow!(e))?;
    let names: Vec<String> = default_names(seats);
    let svg = game.board_svg(setup.viewer, &Tr::new(setup.lang, &names));
    Ok(Renderer::shared().png(&svg, 1.0)?)
}

/// Player names used when none are given.
pub fn default_names(seats: usize) -> Vec<String> {
    const NAMES: [&str; 8] = ["Ada", "Bora", "Chen", "Dana", "Eun", "Farid", "Gita", "Hana"];
    (0..seats)
        .map(|i| {
            NAMES
                .get(i)
                .map(|s| s.to_string())
                .unwrap_or_else(|| format!("P{}", i + 1))
        })
        .collect()
}
