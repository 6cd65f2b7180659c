#!/usr/bin/env bash
# Bounded coverage-guided fuzzing of every target in fuzzing/fuzz (cargo-fuzz, libFuzzer).
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default 60 s, every target)
#
# Installs cargo-fuzz (pinned) when missing, builds the targets once, runs each for the
# given time on a scratch copy of its committed corpus (fuzzing/fuzz/corpus/<target>) and
# exits non-zero when a target crashes (the reproducer lands in fuzzing/fuzz/artifacts/).
# New inputs stay in the scratch copy; KARAK_FUZZ_KEEP=1 merges them, minimised
# (`cargo fuzz cmin`, edge coverage only), back into the committed corpus.
#
# Toolchain: cargo-fuzz needs nightly flags (-Zsanitizer, -Cpasses=sancov). With a rustup
# nightly (or any rustup toolchain, with RUSTC_BOOTSTRAP=1) it builds with AddressSanitizer;
# Debian's rustc ships no sanitizer runtimes, so there it runs with `--sanitizer none`
# (still coverage-guided; the crates are `forbid(unsafe_code)`, ASan would add little).
# KARAK_FUZZ_TOOLCHAIN=<rustup toolchain>|debian forces a choice.
set -euo pipefail

CARGO_FUZZ_VERSION=0.13.2
SECONDS_PER_TARGET=${1:-60}
shift || true

cd "$(dirname "$0")/.."
ROOT=$PWD
. scripts/env.sh
export CARGO_TARGET_DIR="$KARAK_CACHE/target-fuzz-run"
export PATH="$HOME/.cargo/bin:$PATH"

if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
  echo "installing cargo-fuzz $CARGO_FUZZ_VERSION"
  CARGO_TARGET_DIR="$KARAK_CACHE/target-cargo-install" \
    cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

# Pick the toolchain and sanitizer.
TOOLCHAIN=${KARAK_FUZZ_TOOLCHAIN:-}
if [ -z "$TOOLCHAIN" ]; then
  TOOLCHAIN=debian
  if command -v rustup >/dev/null; then
    for t in nightly stable; do
      if rustup run "$t" rustc --version >/dev/null 2>&1; then TOOLCHAIN=$t; break; fi
    done
  fi
fi
if [ "$TOOLCHAIN" = debian ]; then
  export PATH="/usr/bin:$PATH" RUSTC_BOOTSTRAP=1
  CARGO=(cargo)
  SANITIZER=none
else
  # A stable rustup toolchain takes the nightly flags with RUSTC_BOOTSTRAP=1.
  export RUSTC_BOOTSTRAP=1
  CARGO=(rustup run "$TOOLCHAIN" cargo)
  SANITIZER=address
fi
echo "fuzzing with toolchain $TOOLCHAIN ($("${CARGO[@]}" --version)), sanitizer $SANITIZER"

cd "$ROOT/fuzzing/fuzz"
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  mapfile -t TARGETS < <(cd fuzz_targets && ls ./*.rs | sed 's|^\./||; s|\.rs$||')
fi
FLAGS=(--sanitizer "$SANITIZER" --debug-assertions)
"${CARGO[@]}" fuzz build "${FLAGS[@]}"

SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
failed=()
for target in "${TARGETS[@]}"; do
  mkdir -p "$SCRATCH/$target"
  cp corpus/"$target"/* "$SCRATCH/$target/"
  dict=()
  [ -f "dicts/$target.dict" ] && dict=("-dict=dicts/$target.dict")
  echo "== $target: ${SECONDS_PER_TARGET}s, $(ls corpus/"$target" | wc -l) seed files"
  if "${CARGO[@]}" fuzz run "${FLAGS[@]}" "$target" "$SCRATCH/$target" -- \
    -max_total_time="$SECONDS_PER_TARGET" -max_len=1048576 -timeout=30 -rss_limit_mb=4096 \
    -print_final_stats=1 "${dict[@]}" 2>"$SCRATCH/$target.log"; then
    grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)" \
      "$SCRATCH/$target.log" || true
    echo "   corpus after the run: $(ls "$SCRATCH/$target" | wc -l) files"
    if [ "${KARAK_FUZZ_KEEP:-0}" = 1 ]; then
      cp "$SCRATCH/$target"/* corpus/"$target"/ 2>/dev/null || true
      # Edges only (no hit counters) and a set cover: a small corpus that keeps the coverage.
      "${CARGO[@]}" fuzz cmin "${FLAGS[@]}" "$target" corpus/"$target" -- -max_len=1048576 \
        -use_counters=0 -set_cover_merge=1 >/dev/null 2>&1
      echo "   committed corpus, minimised: $(ls corpus/"$target" | wc -l) files, $(du -sh --apparent-size corpus/"$target" | cut -f1)"
    fi
  else
    echo "!! $target crashed; see fuzzing/fuzz/artifacts/$target/" >&2
    tail -40 "$SCRATCH/$target.log" >&2
    failed+=("$target")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "crashed: ${failed[*]}" >&2
  exit 1
fi
echo "no crash in ${TARGETS[*]} (${SECONDS_PER_TARGET}s each)"
