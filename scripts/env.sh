# Sourced by the Makefile: the toolchain settings that scripts/setup.sh chose.
# Build caches live outside the clone so every clone on this machine shares them.
export KARAK_CACHE="${KARAK_CACHE:-$HOME/.cache/karak}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$KARAK_CACHE/target}"
KARAK_TOOLCHAIN=rustup
if [ -f "$KARAK_CACHE/toolchain" ]; then
  KARAK_TOOLCHAIN=$(cat "$KARAK_CACHE/toolchain")
fi
export KARAK_TOOLCHAIN
# Extra cargo flags for anything built for wasm32 (the frontend, the rules check).
WASM_CARGO_ARGS=""
# Tools installed by `cargo install` (cargo-leptos, wasm-bindgen).
export PATH="$HOME/.cargo/bin:$PATH"
if [ "$KARAK_TOOLCHAIN" = debian ]; then
  # No rustup wasm32 target here: Debian's rustc-web 1.96 builds everything, and
  # std for wasm32 is compiled from rust-web-src. /usr/bin must come before
  # rustup's ~/.cargo/bin; cargo-leptos and wasm-bindgen are only in the latter.
  export PATH="/usr/bin:$PATH"
  export RUSTC_BOOTSTRAP=1
  WASM_CARGO_ARGS="-Zbuild-std=std,panic_abort"
  # Cargo judges a crate fresh by its files' contents, not their times: a fresh clone of
  # a commit this machine has built (CI's case) reuses every crate from the shared
  # target directory instead of compiling the workspace again (minutes per profile).
  export CARGO_UNSTABLE_CHECKSUM_FRESHNESS=true
  # The release bundle only (`make site`): with std built from source, a panic
  # in the browser skips the panic machinery (messages, source locations); the
  # page stops either way, and the download loses the code only panics used.
  # Development builds keep their panic messages.
  WASM_RELEASE_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
fi
export WASM_RELEASE_RUSTFLAGS="${WASM_RELEASE_RUSTFLAGS:-}"
export WASM_CARGO_ARGS
# wasm-opt 132 and Playwright from npm (Debian's wasm-opt 108 breaks hydration); in
# front of them scripts/bin/wasm-opt, which remembers wasm-opt's results across builds.
export PATH="$PWD/scripts/bin:$PWD/end2end/node_modules/.bin:$PATH"
