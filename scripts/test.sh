#!/usr/bin/env bash
# README command two: install everything (with the Debian packages the tests need) and run every
# suite, ending with one line `N passed, N failed`.
set -euo pipefail
SECONDS=0
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "› Installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
  "${apt_get[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
# test-all.mjs prints this beside the time of its own stages.
export QISI_INSTALL_SECONDS=$SECONDS
exec pnpm test
