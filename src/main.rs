//! The `warroom` binary: the Discord bot, terminal play, scenario scripts and board rendering.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use warroom::cli::{command_lang, ops, play, refusal, render, script};
use warroom::engine::{GameOptions, Text, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};

#[derive(Parser)]
#[command(
    name = "warroom",
    version,
    about = "Long strategy board games, played asynchronously in Discord"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (reads .env: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID, DISCORD_API_BASE,
    /// WARROOM_SHARDS, WARROOM_SHARD_TOTAL, WARROOM_HTTP; the flags below win over them).
    Bot {
        /// Run only these gateway shards, e.g. `0-3` (several processes share one bot this way;
        /// they need one PostgreSQL database). Needs --shard-total.
        #[arg(long, requires = "shard_total")]
        shards: Option<String>,
        /// The bot's total number of shards (the same in every process).
        #[arg(long, requires = "shards")]
        shard_total: Option<u32>,
        /// Serve /health and /metrics at this address, e.g. 127.0.0.1:9100.
        #[arg(long)]
        http: Option<std::net::SocketAddr>,
    },
    /// Play a hot-seat game in this terminal (no Discord token needed).
    Play {
        /// The game: nuclear-war, twilight-struggle, three-kingdoms-redux or thrones.
        #[arg(value_parser = game_ids())]
        game: String,
        /// Number of players (nuclear-war 2–6, twilight-struggle 2, three-kingdoms-redux 3, thrones
        /// 2). Default: one per name given with --names, else the game's minimum.
        #[arg(long)]
        seats: Option<usize>,
        /// Seed of the game's randomness (default: from the clock). It is printed at the start:
        /// the same seed and the same moves replay a game.
        #[arg(long)]
        seed: Option<u64>,
        /// Language of the game's text: en (English) or ko (Korean); default: the locale's (`LANG`, e.g.
        /// ko_KR.UTF-8), else English.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
        /// Player names, comma separated, one per seat, seat 1 first (in twilight-struggle seat 1
        /// is the USSR; in three-kingdoms-redux seats 1–3 are Wei, Wu, Shu). Names must be
        /// different and not empty.
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// A game option as key=value (repeatable): e.g. mode=escalation for nuclear-war,
        /// us_bid=2 for twilight-struggle; every option is in docs/<game>.md.
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
        /// Keep the game in this SQLite file (created if missing): quit at any time, and the same
        /// command resumes the game still running in it.
        #[arg(long)]
        save: Option<PathBuf>,
        /// Seats the bot plays itself, comma separated (2 or more; seat 1 is yours): play alone
        /// against the machine, e.g. `--ai 2` in twilight-struggle (you are the USSR).
        #[arg(long, value_delimiter = ',')]
        ai: Vec<usize>,
        /// How the bot's seats play: random, basic or strong.
        #[arg(long, default_value = "basic", value_parser = level_parser())]
        ai_level: warroom::ai::Level,
    },
    /// Run a scenario script (see docs/scripts.md); exits non-zero naming the failing line.
    Script {
        /// The script file (.wrs).
        file: PathBuf,
        /// Print the final public view as JSON.
        #[arg(long)]
        json: bool,
        /// Language of the messages: en (English) or ko (Korean); default: the locale's (`LANG`,
        /// e.g. ko_KR.UTF-8), else English. The game's own posts stay in English, the language
        /// its `expect` lines are written against.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
    },
    /// Play AI levels against each other and print win rates with 95 % confidence intervals.
    Arena(ArenaArgs),
    /// Draw a board to a PNG file: a new game after random moves, or the position of a scenario
    /// script or of a game saved with `warroom play --save`.
    Render {
        /// The game: nuclear-war, twilight-struggle, three-kingdoms-redux or thrones (not needed
        /// with --from).
        #[arg(value_parser = game_ids(), required_unless_present = "from")]
        game: Option<String>,
        /// Draw this position instead of a new game: a scenario script (.wrs, its final position)
        /// or a file saved by `warroom play --save` (the game in it as it stands).
        #[arg(long)]
        from: Option<PathBuf>,
        /// Seed of a new game (default 1).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
        /// Number of players of a new game (default: the game's minimum).
        #[arg(long)]
        seats: Option<usize>,
        /// Language of the board and the messages: en (English) or ko (Korean); default: the locale's (`LANG`, e.g.
        /// ko_KR.UTF-8), else English.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
        /// Random moves to play in a new game before drawing.
        #[arg(long, default_value_t = 0)]
        moves: usize,
        /// A game option of a new game as key=value (repeatable).
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
        /// Draw the board as this seat sees it (1 = the first seat), hidden cards included;
        /// default: the public board.
        #[arg(long)]
        seat: Option<usize>,
        /// Draw only this part of the board, large (a region, a player's area, the tracks); an
        /// unknown part lists the game's parts.
        #[arg(long)]
        part: Option<String>,
    },
    /// Copy the database while the bot runs (SQLite's online backup API): a consistent snapshot.
    Backup {
        /// The copy to write; refused if it exists, unless --force.
        file: PathBuf,
        /// The database: a sqlite:// or postgres:// URL, or a file path (default: DATABASE_URL, else
        /// sqlite://warroom.db).
        #[arg(long)]
        db: Option<String>,
        /// Overwrite FILE if it exists.
        #[arg(long)]
        force: bool,
        /// Language of the messages: en (English) or ko (Korean); default: the locale's (`LANG`, e.g.
        /// ko_KR.UTF-8), else English.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
    },
    /// Copy every game, log and setting of one database into a new, empty one (e.g. SQLite to
    /// PostgreSQL), then check the copy by replaying every started game. Stop the bot first.
    MigrateStore {
        /// The database to copy: a sqlite:// or postgres:// URL, or a SQLite file path.
        from: String,
        /// The new database: a sqlite:// or postgres:// URL, or a SQLite file path; it must be
        /// empty (a PostgreSQL database must exist: `createdb warroom`).
        to: String,
    },
    /// Check a database: migrations, every running game's state against the replay of its log,
    /// the outbox's backlog. Exits non-zero when something is wrong.
    Doctor {
        /// The database: a sqlite:// or postgres:// URL, or a file path (default: DATABASE_URL, else
        /// sqlite://warroom.db).
        #[arg(long)]
        db: Option<String>,
        /// Language of the report: en (English) or ko (Korean); default: the locale's (`LANG`, e.g.
        /// ko_KR.UTF-8), else English.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
    },
    /// Write a finished game's full log (every hidden card revealed) and its replay script
    /// (run it with `warroom script`), as /replay sends them.
    Replay {
        /// The database: a sqlite:// or postgres:// URL, or a file path (default: DATABASE_URL, else
        /// sqlite://warroom.db).
        #[arg(long)]
        db: Option<String>,
        /// The game's number (as /history shows it).
        #[arg(long)]
        game: i64,
        /// Where to write game-N-log.txt and game-N.wrs.
        #[arg(long, default_value = ".")]
        out_dir: PathBuf,
        /// Language of the log and the messages: en (English) or ko (Korean); default: the locale's (`LANG`, e.g.
        /// ko_KR.UTF-8), else English.
        #[arg(long, value_parser = lang_parser())]
        lang: Option<Lang>,
    },
}

/// `warroom arena`'s arguments.
#[derive(clap::Args)]
struct ArenaArgs {
    /// The game: nuclear-war, twilight-struggle, three-kingdoms-redux or thrones.
    #[arg(value_parser = game_ids())]
    game: String,
    /// Level A (one seat, in turn every seat): random, basic or strong.
    #[arg(long, default_value = "random")]
    a: String,
    /// Level B (every other seat).
    #[arg(long, default_value = "random")]
    b: String,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Players per game (default: the game's minimum).
    #[arg(long)]
    seats: Option<usize>,
    /// Seed of the first game (the same seed plays the same games).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game still running after this many moves counts as a draw.
    #[arg(long, default_value_t = 20_000)]
    move_cap: usize,
    /// Also print each level's decision times (p50, p99, max).
    #[arg(long)]
    timing: bool,
    /// Iterations of the `strong` level's search per decision (default: the level's own, 1000;
    /// in Three Kingdoms Redux they scale the worlds its play-outs are played in).
    #[arg(long)]
    iterations: Option<usize>,
    /// Random moves the `strong` level plays after its tree before judging (default: its own; in
    /// Three Kingdoms Redux the moves of its `basic`-played play-outs).
    #[arg(long)]
    rollout: Option<usize>,
    /// The `strong` level's UCB exploration constant (default: its own).
    #[arg(long)]
    explore: Option<f64>,
    /// Random play-outs per decision of the `basic` level (default: its own).
    #[arg(long)]
    playouts: Option<usize>,
    /// A game option as key=value (repeatable).
    #[arg(long = "option", value_parser = parse_option)]
    options: Vec<(String, String)>,
}

/// The registered games' ids, for argument checking and `--help`.
fn game_ids() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(Registry::builtin().ids())
}

fn lang_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(["en", "ko"]).map(|s| s.parse::<Lang>().unwrap_or_default())
}

fn level_parser() -> impl clap::builder::TypedValueParser<Value = warroom::ai::Level> {
    use clap::builder::TypedValueParser;
    let ids: Vec<&'static str> = warroom::ai::Level::ALL.iter().map(|l| l.id()).collect();
    clap::builder::PossibleValuesParser::new(ids).map(|s| warroom::ai::Level::parse(&s).unwrap_or_default())
}

fn parse_option(s: &str) -> Result<(String, String), String> {
    let (k, v) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: write options as key=value"))?;
    Ok((k.trim().to_string(), v.trim().to_string()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("warroom: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    match cli.command {
        Command::Bot {
            shards,
            shard_total,
            http,
        } => run_bot(shards, shard_total, http),
        Command::Play {
            game,
            seats,
            seed,
            lang,
            names,
            options,
            save,
            ai,
            ai_level,
        } => {
            let lang = command_lang(lang);
            let min = *registry
                .get(&game)
                .ok_or_else(|| refusal(lang, render::unknown_game(&game, &registry)))?
                .seat_range()
                .start();
            let (seats, names) = play::seats_and_names(min, seats, names).map_err(|e| refusal(lang, e))?;
            let setup = play::PlaySetup {
                game,
                seats,
                seed: seed.unwrap_or_else(clock_seed),
                lang,
                options: options.into_iter().collect::<GameOptions>(),
                names,
                save,
                ai: ai.into_iter().map(|seat| (seat.saturating_sub(1), ai_level)).collect(),
            };
            let stdin = std::io::stdin();
            play::play(&setup, &registry, stdin.lock(), &mut std::io::stdout())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Script { file, json, lang } => {
            let lang = command_lang(lang);
            let source = warroom::cli::read_file(&file, lang)?;
            match script::run_script(&source, &registry) {
                Ok(run) => {
                    if json {
                        let view = script::script_view(run.game.as_ref(), Viewer::Public);
                        println!("{}", serde_json::to_string_pretty(&view)?);
                    } else {
                        for line in &run.log {
                            println!("{line}");
                        }
                        let ok = Text::new("cli-script-ok")
                            .num("moves", run.moves as i64)
                            .num("expects", run.expects_checked as i64);
                        println!("{}", tr(lang, &ok));
                    }
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    eprintln!("{}:{}", file.display(), e.in_lang(lang));
                    Ok(ExitCode::FAILURE)
                }
            }
        }
        Command::Arena(args) => run_arena(args, &registry),
        Command::Render {
            game,
            from,
            seed,
            out,
            seats,
            lang,
            moves,
            options,
            seat,
            part,
        } => {
            let lang = command_lang(lang);
            let viewer = match seat {
                Some(0) => return Err(refusal(lang, Text::new("cli-seats-from-one"))),
                Some(n) => Viewer::Seat(n - 1),
                None => Viewer::Public,
            };
            let png = match from {
                Some(path) => render::render_saved(&path, viewer, lang, part.as_deref(), &registry)?,
                None => {
                    let setup = render::RenderSetup {
                        game: game.unwrap_or_default(),
                        seats,
                        seed,
                        lang,
                        options: options.into_iter().collect(),
                        moves,
                        viewer,
                        part,
                    };
                    render::render_board(&setup, &registry)?
                }
            };
            let file = out.display().to_string();
            std::fs::File::create(&out)
                .and_then(|mut f| f.write_all(&png))
                .with_context(|| tr(lang, &Text::new("cli-cannot-write").str("file", file.clone())))?;
            let written = Text::new("cli-render-written")
                .str("file", file)
                .str("bytes", png.len().to_string());
            println!("{}", tr(lang, &written));
            Ok(ExitCode::SUCCESS)
        }
        Command::Backup { file, db, force, lang } => {
            let said = ops::backup(&ops::database_url(db.as_deref()), &file, force, command_lang(lang))?;
            println!("{said}");
            Ok(ExitCode::SUCCESS)
        }
        Command::MigrateStore { from, to } => {
            let diagnosis = ops::migrate_store(
                &ops::database_url(Some(&from)),
                &ops::database_url(Some(&to)),
                &registry,
            )?;
            Ok(diagnosis.print())
        }
        Command::Doctor { db, lang } => {
            Ok(ops::doctor(&ops::database_url(db.as_deref()), &registry, command_lang(lang))?.print())
        }
        Command::Replay {
            db,
            game,
            out_dir,
            lang,
        } => {
            let lang = command_lang(lang);
            let (log, script) = ops::replay(&ops::database_url(db.as_deref()), game, &out_dir, lang, &registry)?;
            let written = Text::new("cli-replay-written")
                .str("log", log.display().to_string())
                .str("script", script.display().to_string());
            println!("{}", tr(lang, &written));
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn run_arena(args: ArenaArgs, registry: &Registry) -> anyhow::Result<ExitCode> {
    use warroom::ai::{Level, arena};
    let kind = registry
        .get(&args.game)
        .ok_or_else(|| anyhow::anyhow!("unknown game `{}`", args.game))?;
    let level = |s: &str| {
        Level::parse(s).ok_or_else(|| {
            let known: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
            anyhow::anyhow!("unknown level `{s}`; levels: {}", known.join(", "))
        })
    };
    let seats = args.seats.unwrap_or(*kind.seat_range().start());
    if !kind.seat_range().contains(&seats) {
        anyhow::bail!("{} takes {:?} players, not {seats}", kind.id(), kind.seat_range());
    }
    let setup = arena::ArenaSetup {
        kind,
        seats,
        options: args.options.into_iter().collect(),
        a: level(&args.a)?,
        b: level(&args.b)?,
        games: args.games,
        seed: args.seed,
        move_cap: args.move_cap,
    };
    let mut times = arena::DecisionTimes::default();
    let mut budget = warroom::ai::search::Budget::DEFAULT;
    if let Some(iterations) = args.iterations {
        budget.iterations = iterations.max(1);
    }
    if let Some(rollout) = args.rollout {
        budget.rollout = Some(rollout);
    }
    if let Some(explore) = args.explore {
        budget.explore = explore;
    }
    if let Some(playouts) = args.playouts {
        budget.playouts = playouts;
    }
    let result = arena::run_arena_with(&setup, budget, &mut times).map_err(|e| anyhow::anyhow!(e))?;
    println!("{}", arena::report(&setup, &result));
    if args.timing {
        println!("{}", arena::timing_report(&setup, &times));
    }
    Ok(ExitCode::SUCCESS)
}

/// A fresh seed for a new game (the clock is fine here: the seed is stored and printed).
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(42)
}

fn run_bot(
    shards: Option<String>,
    shard_total: Option<u32>,
    http: Option<std::net::SocketAddr>,
) -> anyhow::Result<ExitCode> {
    dotenvy::dotenv().ok();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn")),
        )
        .init();
    let mut config = warroom::discord::Config::from_vars(|k| std::env::var(k).ok())?;
    if let (Some(range), Some(total)) = (shards, shard_total) {
        config.shards = Some(warroom::discord::Shards::parse(&range, total)?);
    }
    if http.is_some() {
        config.http = http;
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = warroom::store::Store::open(&config.database_url)
            .await
            .with_context(|| {
                format!(
                    "cannot open the database at {}",
                    warroom::store::redact_url(&config.database_url)
                )
            })?;
        let table = warroom::table::Table::new(store, Registry::builtin());
        let running = table.running().await.map(|games| games.len()).unwrap_or(0);
        tracing::info!(
            database = %warroom::store::redact_url(&config.database_url),
            running,
            api = config.api_base.as_deref().unwrap_or("discord.com"),
            "database ready; connecting to Discord"
        );
        let store = table.store.clone();
        let ran = warroom::discord::run(&config, table).await;
        // Stopped (Ctrl-C): the SQLite file alone holds everything from here.
        store.close().await;
        ran
    })?;
    Ok(ExitCode::SUCCESS)
}
