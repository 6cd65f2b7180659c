#!/usr/bin/env bash
# Schemathesis against the public API (/api/v1) of a real server process.
#
#   scripts/schemathesis.sh [MAX_EXAMPLES]      (default 100 test cases per operation)
#
# 1. A Python venv in $KARAK_CACHE/venv with a pinned schemathesis (installed once).
# 2. The release server ($KARAK_CACHE/target/release/karak-server, built by `make site`;
#    KARAK_SERVER_BIN picks another build) on a free port and a fresh database.
# 3. An account (the sign_up server function) and a personal API token (create_token),
#    a game waiting for players and a started game of each kind, so real ids exist.
# 4. `schemathesis run` on /api/v1/openapi.json with the token and every check, the
#    game ids offered for {id} most of the time (random ids the rest).
# 5. Stops the server; exits non-zero when schemathesis found anything.
#
# Environment: KARAK_SERVER_BIN, KARAK_SCHEMATHESIS_SEED (default 1: the same cases each
# run; "random" for a fresh seed), KARAK_SCHEMATHESIS_ARGS (more arguments for `run`).
set -euo pipefail

SCHEMATHESIS_VERSION=4.32.5
MAX_EXAMPLES=${1:-100}

cd "$(dirname "$0")/.."
. scripts/env.sh
VENV="$KARAK_CACHE/venv"
SERVER_BIN=${KARAK_SERVER_BIN:-$KARAK_CACHE/target/release/karak-server}

if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  echo "installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
if [ ! -x "$SERVER_BIN" ]; then
  echo "no server binary at $SERVER_BIN: run 'make site' or set KARAK_SERVER_BIN" >&2
  exit 2
fi

WORK=$(mktemp -d)
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
mkdir -p "$WORK/site"
# Schemathesis is one client making many games: the per-client limits are lifted.
KARAK_GAMES_PER_CLIENT=1000000 KARAK_GAMES_PER_SESSION=1000000 \
  KARAK_WAITING_GAMES_PER_ACCOUNT=1000000 KARAK_STREAMS_PER_CLIENT=100000 KARAK_CONNECTIONS_PER_CLIENT=100000 \
  KARAK_ADDR="127.0.0.1:$PORT" KARAK_DB="$WORK/karak.db" RUST_LOG=warn \
  "$SERVER_BIN" --site-root "${KARAK_SITE_ROOT:-$WORK/site}" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "$BASE/api/v1/openapi.json" 2>/dev/null && break
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "the server stopped:" >&2
    cat "$WORK/server.log" >&2
    exit 2
  fi
  sleep 0.2
done

# POST to a server function (JSON, same origin, the session in a cookie jar).
server_fn() {
  curl -fsS -b "$WORK/cookies" -c "$WORK/cookies" -H "Origin: $BASE" \
    -H 'Content-Type: application/json' -d "$2" "$BASE/api/$1"
}
# Call the API with the token.
api() {
  curl -fsS -X "$1" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
    ${3:+-d "$3"} "$BASE/api/v1$2"
}
json_field() {
  python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"
}

server_fn sign_up '{"name": "Schemathesis", "password": "correct horse battery"}' >/dev/null
TOKEN=$(server_fn create_token '{"label": "schemathesis", "password": "correct horse battery"}' | json_field secret)
# For every game the document knows (its `GameSnapshot` kinds), a game waiting for players
# and one under way, so each game's answers are checked against its part of the document.
KINDS=$(curl -fsS "$BASE/api/v1/openapi.json" | python3 -c \
  'import json, sys; print(" ".join(json.load(sys.stdin)["components"]["schemas"]["GameSnapshot"]["discriminator"]["mapping"]))')
IDS=()
for kind in $KINDS; do
  IDS+=("$(api POST /games "{\"kind\": \"$kind\", \"seats\": [{}, {}]}" | json_field id)")
  active=$(api POST /games "{\"kind\": \"$kind\", \"seats\": [{}, {\"bot\": true}]}" | json_field id)
  api POST "/games/$active/start" >/dev/null
  IDS+=("$active")
done
echo "server on $BASE; games of $KINDS, waiting and started: ${IDS[*]}"
DICTIONARY=$(printf '"%s", ' "${IDS[@]}")

cat >"$WORK/schemathesis.toml" <<EOF
# Real ids for {id} most of the time, generated strings the rest.
[dictionaries.games]
values = [${DICTIONARY%, }]

[parameters]
"path.id" = { dictionary = "games", probability = 0.75 }

# Schema-valid bodies may still be refused by the game's rules or state (an illegal
# action, a full lobby, a game already started): that is a 422 by design.
[checks.positive_data_acceptance]
expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429"]
EOF

SEED=${KARAK_SCHEMATHESIS_SEED:-1}
SEED_ARGS=(--seed "$SEED")
[ "$SEED" = random ] && SEED_ARGS=()
status=0
# shellcheck disable=SC2086
"$VENV/bin/schemathesis" --config-file "$WORK/schemathesis.toml" run "$BASE/api/v1/openapi.json" \
  --checks all --max-examples "$MAX_EXAMPLES" "${SEED_ARGS[@]}" \
  --header "Authorization: Bearer $TOKEN" --request-timeout 10 --no-color \
  --exclude-path "/games/{id}/events" ${KARAK_SCHEMATHESIS_ARGS:-} || status=$?
if grep -q "panicked" "$WORK/server.log"; then
  echo "the server panicked:" >&2
  grep -A5 "panicked" "$WORK/server.log" >&2
  status=1
fi
exit "$status"
