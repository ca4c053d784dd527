#!/usr/bin/env bash
# Development: the API server restarting on change, and Vite's dev server (which proxies /api).
set -euo pipefail
cd "$(dirname "$0")/.."
node --watch --import tsx src/server/main.ts &
server=$!
trap 'kill $server 2>/dev/null' EXIT
npx vite
