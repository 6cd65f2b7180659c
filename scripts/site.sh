#!/usr/bin/env bash
# `make site`: the release site (server binary, WASM/JS/CSS wasm-opt'd, precompressed).
# Skipped when nothing it is built from changed since the last build here, as make
# judges a target by its files' times: cargo-leptos would otherwise run wasm-bindgen and
# wasm-opt over every WASM chunk again (minutes on 2 cores) on an unchanged tree.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/env.sh
. scripts/env.sh
stamp=target/site/.built
server="$CARGO_TARGET_DIR/release/karak-server"
inputs=(Cargo.toml Cargo.lock app frontend server service protocol rules style public scripts/env.sh scripts/site.sh scripts/bin)
# The stamp's time is when the last build began; it holds the server binary's time at
# its end (another clone's build replaces the binary shared in the target directory).
if [ -f "$stamp" ] && [ -x "$server" ] && [ "$(stat -c %Y "$server")" = "$(cat "$stamp")" ] \
  && [ -z "$(find "${inputs[@]}" -newer "$stamp" -print -quit)" ]; then
  echo "site: up to date (nothing changed since $(date -r "$stamp" '+%F %T'))"
  exit 0
fi
rm -f "$stamp"
began=$(date +%s)
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$WASM_RELEASE_RUSTFLAGS" \
  cargo leptos build --release --precompress --split \
  ${WASM_CARGO_ARGS:+--lib-cargo-args=$WASM_CARGO_ARGS}
# Each lazy part's WASM chunks in one file, brotli'd (server/src/bundles.rs).
"$server" --write-bundles --site-root target/site
stat -c %Y "$server" > "$stamp"
touch -d "@$began" "$stamp"
# scripts/bin/wasm-opt's results that no build used for two weeks.
find "$KARAK_CACHE/wasm-opt" -name '*.wasm' -mtime +14 -delete 2>/dev/null || true
