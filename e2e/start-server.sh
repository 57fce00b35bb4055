#!/usr/bin/env bash
# Starts the built app for the browser tests on a fresh SQLite database in $E2E_DB_DIR with one
# administrator, on $PORT (0: a port the OS picks; the server prints "Listening on URL").
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser tests create many accounts from one address; nothing waits for a load balancer.
export DATABASE_URL="file:$E2E_DB_DIR/e2e.db" SEED_DEMO=false LOG_LEVEL=warn FORM_RATE_LIMIT=100000 SHUTDOWN_DRAIN_MS=0 STATS_CACHE_MS=0
npx tsx apps/api/src/scripts/create-admin.ts --email "$E2E_ADMIN_EMAIL" --password "$E2E_ADMIN_PASSWORD" >/dev/null
# Node itself runs the server (tsx only as its loader), so signals reach the server directly.
exec node --import tsx apps/api/src/server.ts
