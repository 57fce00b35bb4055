#!/usr/bin/env bash
# Starts the built app for the browser tests on a fresh SQLite database with one administrator.
set -euo pipefail
cd "$(dirname "$0")/.."
DB_DIR="e2e/.tmp/db-$PORT"
rm -rf "$DB_DIR" && mkdir -p "$DB_DIR"
# The browser tests create many accounts from one address.
export DATABASE_URL="file:./$DB_DIR/e2e.db" SEED_DEMO=false LOG_LEVEL=warn FORM_RATE_LIMIT=100000
npx tsx apps/api/src/scripts/create-admin.ts --email "$E2E_ADMIN_EMAIL" --password "$E2E_ADMIN_PASSWORD" >/dev/null
exec npx tsx apps/api/src/server.ts
