#!/usr/bin/env bash
# `make slow-phone`: how the site loads on a slow phone (issue 44). Starts the release
# server on port 3011 with a throw-away SQLite file, runs end2end/slow-phone.mjs against
# it (Chromium with Lighthouse's mobile profile: CPU ÷4, 150 ms RTT, 1.6 Mbit/s down),
# and stops the server. A benchmark: not part of `make test`. See docs/PERFORMANCE.md.
#
#   scripts/slow-phone.sh [--runs N] [--json PATH]      (defaults: 3 runs, target/slow-phone.json)
set -euo pipefail
cd "$(dirname "$0")/.."

target_dir="${CARGO_TARGET_DIR:-$HOME/.cache/karak/target}"
server_bin="${KARAK_SERVER_BIN:-$target_dir/release/karak-server}"
site_root="${KARAK_SITE_ROOT:-target/site}"
port="${SLOW_PHONE_PORT:-3011}"
say() { printf '\033[1mslow-phone:\033[0m %s\n' "$*"; }

if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
  say "something already answers on port $port: stop it or set SLOW_PHONE_PORT"; exit 2
fi

# One browser makes every game and import of the run: lift the per-client limits.
. scripts/release-server.sh
start_release_server "$port" KARAK_GAMES_PER_CLIENT=100000 KARAK_GAMES_PER_SESSION=100000 \
  KARAK_IMPORTS_PER_CLIENT=100000

say "release server on $base ($server_bin, site $site_root)"
args=("$@")
[[ " ${args[*]} " == *" --json "* ]] || args+=(--json target/slow-phone.json)
mkdir -p target
node end2end/slow-phone.mjs "$base" "${args[@]}"
