# Sourced by start.sh and test.sh: makes Node 22+ and pnpm 10 available, then installs the workspace.
# On a machine with only an older Node and npm, both come from the npm registry into ./.tools
# (nvm, corepack and nodejs.org downloads do not work everywhere we run, TOOLCHAIN.md).
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$repo_root/.tools"
export PATH="$tools/bin:$PATH"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ]; then
  echo "› Installing Node 22 into .tools (found $(node -v 2>/dev/null || echo none))"
  npm install --global --prefix "$tools" --no-fund --no-audit node@22 >/dev/null
fi
if ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "› Installing pnpm 10 into .tools"
  npm install --global --prefix "$tools" --no-fund --no-audit pnpm@10 >/dev/null
fi
echo "› Node $(node -v), pnpm $(pnpm -v)"

cd "$repo_root"
pnpm install --frozen-lockfile
