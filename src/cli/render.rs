//! `warroom render`: draws a board to PNG, for docs and visual checks. The board and the
//! command's messages are in one language (`--lang`, else `LANG`).

use super::refusal;
use crate::engine::{GameOptions, Text, Viewer, sim};
use crate::games::Registry;
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

#[derive(Clone, Debug)]
pub struct RenderSetup {
    pub game: String,
    pub seats: Option<usize>,
    pub seed: u64,
    pub lang: Lang,
    pub options: GameOptions,
    /// Random moves to play first, so the board shows a game in progress.
    pub moves: usize,
    pub viewer: Viewer,
    /// Draw only this part of the board, large (`--part`, see [`crate::engine::board`]).
    pub part: Option<String>,
}

/// Returns the PNG bytes of the board after `moves` random moves.
pub fn render_board(setup: &RenderSetup, registry: &Registry) -> anyhow::Result<Vec<u8>> {
    let kind = registry
        .get(&setup.game)
        .ok_or_else(|| refusal(setup.lang, unknown_game(&setup.game, registry)))?;
    let seats = setup.seats.unwrap_or(*kind.seat_range().start());
    let (mut game, _) = kind
        .create(seats, &setup.options, setup.seed)
        .map_err(|e| refusal(setup.lang, e.text))?;
    sim::random_playout(game.as_mut(), setup.seed ^ 0x5eed, setup.moves).map_err(|e| anyhow::anyhow!(e))?;
    let names: Vec<String> = default_names(seats);
    draw(game.as_ref(), setup.viewer, setup.lang, &names, setup.part.as_deref())
}

/// The PNG of the whole board, or of one part of it; an unknown part is refused with the list.
fn draw(
    game: &dyn crate::engine::AnyMatch,
    viewer: Viewer,
    lang: Lang,
    names: &[String],
    part: Option<&str>,
) -> anyhow::Result<Vec<u8>> {
    let loc = Tr::new(lang, names);
    let svg = match part {
        None => game.board_svg(viewer, &loc),
        Some(part) => game.part_svg(viewer, &loc, part).ok_or_else(|| {
            let parts: Vec<Text> = game
                .board_parts()
                .into_iter()
                .map(|p| Text::new("cli-render-part").str("id", p.id).text("name", p.name))
                .collect();
            refusal(
                lang,
                Text::new("cli-render-no-part").str("part", part).list("parts", parts),
            )
        })?,
    };
    Ok(Renderer::shared().png(&svg, 1.0)?)
}

/// The board of a position kept in a file: the final position of a scenario script (`.wrs`,
/// seats named P1, P2, …) or the game running in a file saved by `warroom play --save` (with
/// its players' names).
pub fn render_saved(
    path: &std::path::Path,
    viewer: Viewer,
    lang: Lang,
    part: Option<&str>,
    registry: &std::sync::Arc<Registry>,
) -> anyhow::Result<Vec<u8>> {
    let (game, names) = if path.extension().is_some_and(|e| e == "wrs") {
        let source = super::read_file(path, lang)?;
        let run = super::script::run_script(&source, registry)
            .map_err(|e| anyhow::anyhow!("{}:{}", path.display(), e.in_lang(lang)))?;
        let names = (1..=run.game.seats()).map(|n| format!("P{n}")).collect();
        (run.game, names)
    } else {
        saved_game(path, lang, registry)?
    };
    if let Viewer::Seat(s) = viewer
        && s >= game.seats()
    {
        return Err(refusal(
            lang,
            Text::new("cli-game-seats").num("seats", game.seats() as i64),
        ));
    }
    draw(game.as_ref(), viewer, lang, &names, part)
}

/// The game running in a `warroom play --save` file, with its players' names.
fn saved_game(
    path: &std::path::Path,
    lang: Lang,
    registry: &std::sync::Arc<Registry>,
) -> anyhow::Result<(Box<dyn crate::engine::AnyMatch>, Vec<String>)> {
    let file = path.display().to_string();
    if !path.exists() {
        return Err(refusal(lang, Text::new("cli-no-file").str("file", file)));
    }
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = crate::store::Store::open(&format!("sqlite://{file}")).await?;
        let table = crate::table::Table::new(store.clone(), registry.clone());
        let found = async {
            let running = table.running().await.map_err(|e| refusal(lang, e.message))?;
            let info = running
                .into_iter()
                .next()
                .ok_or_else(|| refusal(lang, Text::new("cli-no-running-game").str("file", file.clone())))?;
            let game = table.snapshot(info.id).await.map_err(|e| refusal(lang, e.message))?;
            let mut seats = info.seats;
            seats.sort_by_key(|s| s.seat);
            Ok((game, seats.into_iter().map(|s| s.name).collect()))
        }
        .await;
        store.close().await;
        found
    })
}

/// "unknown game `chess`; known: …", in `lang`.
pub fn unknown_game(game: &str, registry: &Registry) -> Text {
    Text::new("cli-unknown-game")
        .str("game", game)
        .str("known", registry.ids().join(", "))
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
