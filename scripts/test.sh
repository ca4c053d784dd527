#!/usr/bin/env bash
# The whole test suite: types, lint, every test on embedded PGlite and again on a real PostgreSQL,
# then the browser tests against the built web app. `npm test` runs this; so does .ci/run.
set -uo pipefail
cd "$(dirname "$0")/.."

# Scratch files in memory where the machine has /dev/shm (a tmpfs on Linux): each test file's copy
# of the template database (41 MB in 1,200 files) took 1.5 s on this disk and 0.12 s there, and
# every embedded database, data dir and browser profile of the run lives in TMPDIR.
scratch=''
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  scratch=$(mktemp -d /dev/shm/alphawire-tests-XXXXXX)
  # Others may pass through (not list): the restart test's own PostgreSQL server runs as the
  # postgres user in a folder of its own in here (tests/helpers/scratch-postgres-server.ts).
  chmod 711 "$scratch"
  export TMPDIR=$scratch
fi
reports=$(mktemp -d)
status=0
step() { printf '\n== %s\n' "$1"; }
run() { "$@" || status=1; }

# Types and lint at once, each into its own file, shown in order: neither keeps both cores busy alone.
checks() {
  npm run -s typecheck >"$reports/typecheck.out" 2>&1 &
  local typecheck=$!
  npm run -s lint >"$reports/lint.out" 2>&1 &
  local lint=$!
  wait $typecheck; local typecheck_status=$?
  wait $lint; local lint_status=$?
  step 'typecheck'; cat "$reports/typecheck.out"
  step 'lint'; cat "$reports/lint.out"
  [ $typecheck_status -eq 0 ] && [ $lint_status -eq 0 ]
}
run checks

step 'tests on PGlite (embedded)'
run env TEST_DB=pglite npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/pglite.json"

step 'tests on PostgreSQL'
# The browser tests' server uses PostgreSQL too when there is one (below).
browser_db=pglite
if node --import tsx scripts/postgres-reachable.ts; then
  browser_db=postgres
  run env TEST_DB=postgres npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/postgres.json"
elif [ "${CI:-}" = "true" ]; then
  echo 'CI needs PostgreSQL on 127.0.0.1:5432 (set TEST_DATABASE_URL to use another server)'
  status=1
else
  echo 'skipped: no PostgreSQL reachable (set TEST_DATABASE_URL to run these too)'
fi

step 'browser tests (Chromium)'
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run npm run -s build:web
  # The browser tests check the web app and its API: the database layer was tested on both databases
  # above. Their server's queries on a PostgreSQL server leave the test process, where PGlite ran
  # them on the same core as the server and the test (that process's CPU time: 43 s to 18 s in
  # members.test.ts, measured 27 Nov).
  echo "(the browser tests' server on $browser_db)"
  run env TEST_DB=$browser_db npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json"
else
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: install it (Debian: apt-get install chromium)"
  status=1
fi

echo
node --import tsx scripts/test-summary.ts "$reports"/*.json
rm -rf "$reports"
[ -n "$scratch" ] && rm -rf "$scratch"
exit $status
