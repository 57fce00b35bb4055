#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 cluster for the tests, on loopback port $PGPORT
# (default 54329). Prints the connection URL on start; pause and resume stop and restart the server
# keeping its data (for the fault test). Needs root (it runs the server as postgres).
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGPORT=${PGPORT:-54329}
DIR=${PGDATA_DIR:-/tmp/tradewise-pg}

run_server() {
  su postgres -c "$PGBIN/pg_ctl -D $DIR/data -l $DIR/server.log -w -o '-p $PGPORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' start" >/dev/null
}

case "${1:-}" in
  start)
    [ -x "$PGBIN/initdb" ] || { echo "PostgreSQL binaries not found in $PGBIN" >&2; exit 1; }
    rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres:postgres "$DIR"
    su postgres -c "$PGBIN/initdb -D $DIR/data -A trust -U postgres --no-sync" >/dev/null
    run_server
    su postgres -c "$PGBIN/createdb -h 127.0.0.1 -p $PGPORT tradewise_test"
    echo "postgres://postgres@127.0.0.1:$PGPORT/tradewise_test"
    ;;
  pause)
    su postgres -c "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null
    ;;
  resume)
    run_server
    ;;
  stop)
    [ -d "$DIR/data" ] && su postgres -c "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start|pause|resume|stop" >&2
    exit 2
    ;;
esac
