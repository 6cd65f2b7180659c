#!/usr/bin/env bash
# Installs whatever `make run` and `make test` need and is missing; quick when all is there.
# Works on Debian/Ubuntu with rustup, cargo, node and npm present, even when only the
# package registries are reachable (see docs/TOOLCHAIN.md).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_LEPTOS_VERSION=0.3.11
KARAK_CACHE="${KARAK_CACHE:-$HOME/.cache/karak}"
mkdir -p "$KARAK_CACHE"
say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing Debian packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
  fi
}

version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }

# 1. The Rust toolchain for wasm32: rustup's target where it can be fetched,
#    otherwise Debian's rustc-web with the std sources (build-std).
toolchain=""
if command -v rustup >/dev/null 2>&1; then
  # rustup's own rustc (the `rustc` first on PATH may be Debian's, which is not the one
  # scripts/env.sh would use with toolchain=rustup).
  rustc_version=$("$(rustup which rustc 2>/dev/null || echo rustc)" --version | awk '{print $2}')
  if version_ge "$rustc_version" 1.96.0; then
    if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
      || timeout 120 rustup target add wasm32-unknown-unknown >/dev/null 2>&1; then
      toolchain=rustup
    fi
  fi
fi
if [ -z "$toolchain" ]; then
  say "rustup cannot provide a recent wasm32 toolchain here; using Debian's rustc-web"
  apt_install rustc-web cargo-web rust-web-src lld-22 rust-web-clippy rustfmt-web
  toolchain=debian
fi
echo "$toolchain" > "$KARAK_CACHE/toolchain"
if [ "$toolchain" = rustup ]; then
  rustup component add clippy rustfmt >/dev/null 2>&1 || true
fi

# 2. Chromium for the end-to-end tests (never Playwright's own download); wrk for the
#    page-rendering benchmark (scripts/ssr-bench.sh); python3-venv for schemathesis;
#    PostgreSQL for the service's second database (scripts/with-postgres.sh).
apt_install chromium wrk python3-venv postgresql haproxy

# shellcheck source=scripts/env.sh
. scripts/env.sh
say "toolchain: $toolchain ($(rustc --version))"

# cargo-leptos and wasm-bindgen-cli are build tools, not the product: they are compiled
# with a profile made for compiling fast (no LTO, many codegen units, little
# optimisation), except the compressors cargo-leptos runs over every asset of the site.
tool_install() {
  CARGO_PROFILE_RELEASE_LTO=false \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
  CARGO_PROFILE_RELEASE_DEBUG=false \
  CARGO_PROFILE_RELEASE_STRIP=true \
    cargo install \
      --config 'profile.release.package.brotli.opt-level=3' \
      --config 'profile.release.package.flate2.opt-level=3' \
      --config 'profile.release.package.miniz_oxide.opt-level=3' \
      "$@"
}

# 3. cargo-leptos and wasm-bindgen-cli (at exactly the version of the wasm-bindgen crate in
#    Cargo.lock), compiled side by side: each ends on a long single-crate tail that leaves a
#    core idle, which the other fills. Once per machine, a few minutes with the fast profile.
wb_version=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/"/,"",$3); print $3; exit}' Cargo.lock)
tool_pids=()
if ! cargo leptos --version 2>/dev/null | grep -q "$CARGO_LEPTOS_VERSION"; then
  say "installing cargo-leptos $CARGO_LEPTOS_VERSION (once per machine)"
  { tool_install cargo-leptos --version "$CARGO_LEPTOS_VERSION" --locked \
      || tool_install cargo-leptos --version "$CARGO_LEPTOS_VERSION"; } &
  tool_pids+=($!)
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$wb_version"; then
  say "installing wasm-bindgen-cli $wb_version"
  { tool_install wasm-bindgen-cli --version "$wb_version" --locked \
      || tool_install wasm-bindgen-cli --version "$wb_version"; } &
  tool_pids+=($!)
fi
# 4. Node packages: Playwright (driving Debian's Chromium) and binaryen's wasm-opt, fetched
#    while the tools compile.
if [ ! -x end2end/node_modules/.bin/wasm-opt ] || [ ! -d end2end/node_modules/@playwright/test ] \
  || [ end2end/package-lock.json -nt end2end/node_modules/.package-lock.json ]; then
  say "installing node packages (end2end)"
  (cd end2end && npm ci --no-audit --no-fund --loglevel=error) &
  tool_pids+=($!)
fi
for pid in "${tool_pids[@]}"; do
  wait "$pid" || { say "a tool failed to install (see above)"; exit 1; }
done

say "ready: $(cargo leptos --version), wasm-bindgen $wb_version, $(wasm-opt --version)"
