#!/usr/bin/env bash
# README command two: install everything (with the Debian packages the tests need) and run every
# suite, ending with one line `N passed, N failed`.
set -euo pipefail
SECONDS=0
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
# The judge compiles C++ to wasm32-wasi with Debian's clang (packages/judge/src/compile/native.ts);
# without these it falls back to @yowasp/clang, but its tests check the native path too.
command -v clang++-19 >/dev/null 2>&1 || missing+=(clang-19)
command -v wasm-ld-19 >/dev/null 2>&1 || missing+=(lld-19)
[ -f /usr/lib/wasm32-wasi/libc.a ] || missing+=(wasi-libc)
[ -f /usr/lib/wasm32-wasi/libc++.a ] || missing+=(libc++-19-dev-wasm32 libc++abi-19-dev-wasm32)
ls /usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 || missing+=(libclang-rt-19-dev-wasm32)
# The native runner (JUDGE_RUNNER=native, packages/judge/src/native/) judges with g++ and python3
# inside bubblewrap; its tests run on every machine that has them.
command -v g++ >/dev/null 2>&1 || missing+=(g++)
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
[ -x /usr/bin/python3 ] || missing+=(python3)
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
