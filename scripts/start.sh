#!/usr/bin/env bash
# README command one: install everything, build, and serve the product on http://localhost:8080.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
pnpm build
echo "› 启思编程 is starting on http://localhost:${PORT:-8080}"
exec pnpm start
