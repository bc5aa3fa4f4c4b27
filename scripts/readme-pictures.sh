#!/usr/bin/env bash
# Regenerates the board pictures in docs/ that README.md shows, with exactly the commands printed
# under them (tests/it/readme_pictures.rs checks that the README and this list agree, and that
# every docs/*.png comes from one of these lines and stays under 150 KB).
#
#   bash scripts/readme-pictures.sh           # debug build; the render crates are optimised
#
# Run it after a change to a board's drawing, then commit the PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."
# English unless a command says `--lang ko`, whatever the locale of the shell running this.
unset LC_ALL LC_MESSAGES
export LANG=C.UTF-8
cargo build --quiet
BIN="${CARGO_TARGET_DIR:-target}/debug/warroom"
warroom() { "$BIN" "$@"; }

warroom render nuclear-war --seed 3 --seats 4 --moves 60 --out docs/board.png
warroom render twilight-struggle --seed 5 --moves 150 --lang ko --out docs/ts-board-ko.png
warroom render twilight-struggle --seed 5 --moves 150 --out docs/ts-board.png
warroom render three-kingdoms-redux --seed 3 --moves 310 --out docs/tkr-board.png
warroom render three-kingdoms-redux --seed 3 --moves 310 --lang ko --out docs/tkr-board-ko.png
warroom render thrones --seed 6 --moves 140 --out docs/thrones-board.png
warroom render twilight-struggle --seed 5 --moves 150 --part europe --out docs/ts-part-europe.png
