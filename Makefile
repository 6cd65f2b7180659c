# Karak Online — the two commands: `make run` and `make test`.
# Every recipe sources scripts/env.sh, which points cargo at the toolchain that
# scripts/setup.sh chose and at the shared build cache outside the clone.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
ENV := . scripts/env.sh &&
KARAK_ADDR ?= 127.0.0.1:3000
KARAK_DB ?= data/karak.db
export KARAK_ADDR KARAK_DB

.PHONY: run test setup build site fmt fmt-check clippy unit wasm-check e2e reliability watch clean-site \
	load load-bots load-clocks crash load-cluster crash-cluster fuzz schemathesis ssr-bench ratings-check \
	slow-phone

## make run: set up what is missing, build in release mode, serve on $(KARAK_ADDR).
run: setup site
	$(ENV) exec "$$CARGO_TARGET_DIR/release/karak-server" --site-root target/site

## make test: set up what is missing, then every check and test, with the time of each stage.
TEST_STAGES := setup fmt-check clippy unit wasm-check site e2e reliability
test:
	@scripts/timed-stages.sh $(TEST_STAGES)
	@echo "make test: all checks passed"

setup:
	./scripts/setup.sh

# The release site: server binary + WASM/JS/CSS (wasm-opt'd) + precompressed assets.
# Skipped when nothing changed since the last build (scripts/site.sh).
site:
	scripts/site.sh

fmt:
	$(ENV) cargo fmt --all

# Formatting, and the layers: no modules that import each other in a circle.
fmt-check:
	$(ENV) cargo fmt --all --check
	python3 scripts/import-circles.py app/src service/src

clippy:
	$(ENV) cargo clippy --all-targets -- -D warnings
	$(ENV) cargo clippy -p frontend --target wasm32-unknown-unknown $$WASM_CARGO_ARGS -- -D warnings

# The bots' behaviour fingerprint (3,700 bot games, release: ~1 s) fails the run when a
# change alters any bot choice or engine result without updating it on purpose.
# The service's suite runs a second time on a throw-away PostgreSQL cluster, with the
# two-server test and the quick load and crash runs on two servers behind haproxy
# (scripts/with-postgres.sh; one at a time: the crash run restarts the database). Those
# are named without `-p`, so they build with the workspace's features, as `cargo test`
# just did: nothing recompiles.
unit:
	$(ENV) cargo test
	$(ENV) cargo run --release -q -p rules --example fingerprint
	$(ENV) scripts/with-postgres.sh bash -c \
	  'cargo test -p service --tests && cargo test --test two_servers -- --ignored \
	   && cargo test --test quick_cluster -- --ignored --test-threads=1'


wasm-check:
	$(ENV) cargo build -p rules --lib --target wasm32-unknown-unknown $$WASM_CARGO_ARGS

# Playwright in Debian's Chromium against the freshly built release server and a
# throw-away database (see end2end/playwright.config.ts).
e2e:
	$(ENV) cd end2end && npx playwright test

# The quick versions of docs/RELIABILITY.md that need the release site: the public API
# against its OpenAPI document, and the pages under load (both fail on any 5xx or
# schema violation; their figures are reported, not asserted). The load, crash-recovery,
# memory and corpus-replay quick versions are integration tests run by `unit`.
reliability:
	scripts/schemathesis.sh 20
	scripts/ssr-bench.sh 2

## The long runs of docs/RELIABILITY.md (not part of `make test`).
load: setup site
	$(ENV) cargo run --release -p loadgen -- --games 500 --duration 60
# The same load with a Normal, then a Hard server bot in every game (docs/BOTS.md).
load-bots: setup site
	$(ENV) cargo run --release -p loadgen -- --games 500 --duration 60 --bots normal --json target/load-bots-normal.json
	$(ENV) cargo run --release -p loadgen -- --games 500 --duration 60 --bots hard --json target/load-bots-hard.json
crash: setup site
	$(ENV) cargo run --release -p loadgen -- crash --kills 20
# The same load without, then beside 5,000 correspondence and 500 live games with clocks.
load-clocks: setup site
	$(ENV) cargo run --release -p loadgen -- clocks --games 500 --duration 60
# One SQLite server, then two servers on PostgreSQL (fsync on) behind haproxy, same load.
load-cluster: setup site
	$(ENV) cargo build --release -p loadgen
	$(ENV) KARAK_PG_DURABLE=1 scripts/with-postgres.sh bash -c '"$$CARGO_TARGET_DIR/release/loadgen" \
	  compare --postgres "$$KARAK_TEST_POSTGRES" --games 500 --duration 60'
# SIGKILLs of either of two servers, then PostgreSQL restarted three times under load.
crash-cluster: setup site
	$(ENV) cargo build --release -p loadgen
	$(ENV) KARAK_PG_DURABLE=1 scripts/with-postgres.sh bash -c '"$$CARGO_TARGET_DIR/release/loadgen" \
	  crash --kills 20 --postgres "$$KARAK_TEST_POSTGRES" \
	  --postgres-restart "$$KARAK_TEST_POSTGRES_RESTART" --postgres-restarts 3'
fuzz:
	scripts/fuzz.sh 600
schemathesis:
	scripts/schemathesis.sh 500
ssr-bench:
	scripts/ssr-bench.sh 10
## make slow-phone: home, game (player, spectator) and replay pages loaded in Chromium as
## on a slow phone (CPU ÷4, 150 ms RTT, 1.6 Mbit/s), against the release server on port
## 3011 and a throw-away database; median of 3 cold loads, and a warm one after each
## (docs/PERFORMANCE.md). Table on stdout, JSON in target/slow-phone.json.
## More runs: `make slow-phone SLOW_PHONE_ARGS="--runs 5"`.
slow-phone: setup site
	$(ENV) scripts/slow-phone.sh $(SLOW_PHONE_ARGS)
## make ratings-check: recompute every rating from the history of rated games in
## $(KARAK_DB) and compare with the stored ones (exit 1 on a difference).
ratings-check: setup
	$(ENV) cargo run --release -p service --bin ratings -- --db "$(KARAK_DB)"

watch: setup
	$(ENV) cargo leptos watch $${WASM_CARGO_ARGS:+--lib-cargo-args=$$WASM_CARGO_ARGS}
