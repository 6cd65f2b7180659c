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
base="http://127.0.0.1:$port"
say() { printf '\033[1mslow-phone:\033[0m %s\n' "$*"; }

[ -x "$server_bin" ] || { say "no server binary at $server_bin (run make site)"; exit 2; }
if curl -fsS "$base/healthz" >/dev/null 2>&1; then
  say "something already answers on $base: stop it or set SLOW_PHONE_PORT"; exit 2
fi

work=$(mktemp -d)
# One browser makes every game and import of the run: lift the per-client limits.
KARAK_ADDR="127.0.0.1:$port" KARAK_DB="$work/karak.db" RUST_LOG=warn \
  KARAK_GAMES_PER_CLIENT=100000 KARAK_GAMES_PER_SESSION=100000 KARAK_IMPORTS_PER_CLIENT=100000 \
  "$server_bin" --site-root "$site_root" >"$work/server.log" 2>&1 &
server_pid=$!
cleanup() { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

for _ in $(seq 1 300); do
  curl -fsS "$base/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done
curl -fsS "$base/healthz" >/dev/null || { say "server did not come up"; cat "$work/server.log"; exit 1; }

say "release server on $base ($server_bin, site $site_root)"
args=("$@")
[[ " ${args[*]} " == *" --json "* ]] || args+=(--json target/slow-phone.json)
mkdir -p target
node end2end/slow-phone.mjs "$base" "${args[@]}"
