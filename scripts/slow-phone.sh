#!/usr/bin/env bash
# `make slow-phone`: how the site loads on a slow phone (issue 44). Starts the release
# server on port 3011 with a throw-away SQLite file, runs end2end/slow-phone.mjs against
# it (Chromium with Lighthouse's mobile profile: CPU ÷4, 150 ms RTT, 1.6 Mbit/s down),
# and stops the server. A benchmark: not part of `make test`. See docs/PERFORMANCE.md.
#
#   scripts/slow-phone.sh [--h2] [--runs N] [--json PATH]   (defaults: 3 runs, target/slow-phone.json)
#
# --h2: through haproxy as a TLS front speaking HTTP/2 (docs/SCALING.md), on port 3443 with
# a throw-away self-signed certificate, instead of the server's own HTTP/1.1.
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
args=()
h2=no
for a in "$@"; do
  if [ "$a" = --h2 ]; then h2=yes; else args+=("$a"); fi
done
if [ "$h2" = yes ]; then
  command -v haproxy >/dev/null || { say "--h2 needs haproxy (apt-get install haproxy)"; exit 2; }
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 \
    -keyout "$work/site.key" -out "$work/site.crt" 2>/dev/null
  cat "$work/site.crt" "$work/site.key" >"$work/site.pem"
  cat >"$work/haproxy.cfg" <<CFG
defaults
    mode http
    timeout connect 2s
    timeout client 1h
    timeout server 1h
frontend tls
    bind 127.0.0.1:3443 ssl crt $work/site.pem alpn h2,http/1.1
    default_backend server
backend server
    server one 127.0.0.1:$port
CFG
  haproxy -f "$work/haproxy.cfg" -D -p "$work/haproxy.pid"
  trap 'kill "$(cat "$work/haproxy.pid")" 2>/dev/null || true; kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
  base=https://127.0.0.1:3443
  for _ in $(seq 1 50); do curl -fsSk "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
  say "through haproxy (TLS, HTTP/2) on $base: $(curl -sk -o /dev/null -w 'HTTP/%{http_version}' "$base/healthz")"
fi
[[ " ${args[*]} " == *" --json "* ]] || args+=(--json target/slow-phone.json)
mkdir -p target
node end2end/slow-phone.mjs "$base" "${args[@]}"
