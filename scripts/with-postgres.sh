#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL cluster: initdb in a temporary folder,
# the server on a free loopback port, trust authentication for the role `karak`;
# stopped and deleted when the command ends. The command finds the server in
# KARAK_TEST_POSTGRES (`postgres://karak@127.0.0.1:PORT`, no database: each test
# creates its own), and KARAK_TEST_POSTGRES_RESTART holds a shell command that restarts
# it (fast shutdown, same port), for runs that restart the database under load.
# Needs Debian's `postgresql` package (scripts/setup.sh installs it).
#
#   scripts/with-postgres.sh cargo test -p service
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
if [ -z "$bin" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/karak-pg.XXXXXX)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

# PostgreSQL refuses to run as root: as root, the cluster belongs to `postgres`.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -U karak --auth=trust -E UTF8 --no-locale >/dev/null
# fsync off: the cluster lives for one run, and the tests kill servers, not databases.
# KARAK_PG_DURABLE=1 keeps PostgreSQL's defaults (fsync at every commit), for figures.
durability="-c fsync=off"
if [ "${KARAK_PG_DURABLE:-}" = 1 ]; then durability=""; fi
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 $durability" \
  start >/dev/null
export KARAK_TEST_POSTGRES="postgres://karak@127.0.0.1:$port"
owner_prefix=""
if [ "$(id -u)" = 0 ]; then owner_prefix="runuser -u postgres --"; fi
export KARAK_TEST_POSTGRES_RESTART="$owner_prefix $bin/pg_ctl -D $dir/data -l $dir/server.log -w -m fast restart"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
"$@"
