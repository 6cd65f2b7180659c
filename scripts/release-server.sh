# Sourced by the benchmark scripts (ssr-bench.sh, slow-phone.sh): starts the release
# server on a throw-away SQLite file and stops it when the script ends.
#
#   start_release_server PORT [NAME=VALUE ...]
#
# Needs `server_bin`, `site_root` and `say` from the caller; sets `work` (the throw-away
# folder, removed at exit) and `base` (the server's URL). Extra NAME=VALUE pairs are
# settings for the server (e.g. raised per-client limits).
start_release_server() {
  local port=$1
  shift
  [ -x "$server_bin" ] || { say "no server binary at $server_bin (run make site)"; exit 2; }
  work=$(mktemp -d)
  base="http://127.0.0.1:$port"
  env KARAK_ADDR="127.0.0.1:$port" KARAK_DB="$work/karak.db" RUST_LOG=warn "$@" \
    "$server_bin" --site-root "$site_root" >"$work/server.log" 2>&1 &
  server_pid=$!
  trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
  for _ in $(seq 1 300); do
    curl -fsS "$base/healthz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  say "server did not come up"
  cat "$work/server.log"
  exit 1
}
