#!/usr/bin/env bash
# Conformance alone: the migrations and the core sync RPC tests on a throwaway Debian
# PostgreSQL 15 cluster (loopback, temp dir, run as the postgres user when we are root) behind
# the real PostgREST, and the push guard's cases there (conformance-pg15-guard.test.ts). The same
# tests run inside `npm test`; this is the quick way to run only them.
# With CI=true a missing PostgreSQL 15 is a failure instead of a skip.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx vitest run --project integration tests/integration/conformance-pg15.test.ts tests/integration/conformance-pg15-guard.test.ts "$@"
