#!/usr/bin/env bash
# Starts the app as root from a clone in a fresh private (0700) folder, as an operator who
# clones into /root would, and checks it answers and stops cleanly
# (docs/decisions/0017-shared-limits-hostile-input-and-supervision.md#start-as-root).
# Needs root and an installed node_modules in this checkout (hard-linked into the clone).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
[ "$(id -u)" = 0 ] || { echo "start-as-root: must run as root"; exit 1; }

private="$(mktemp -d)"   # mode 0700: the postgres user cannot reach anything inside
chmod 700 "$private"
clone="$private/clone"
cleanup() {
  [ -n "${app_pid:-}" ] && kill -TERM "$app_pid" 2>/dev/null || true
  rm -rf "$private"
  rm -rf "/var/lib/handyman-quotes/clusters/$(printf '%s' "$clone/data" | sha256sum | cut -c1-16)"
}
trap cleanup EXIT

git clone -q "$repo" "$clone"
cp -al "$repo/node_modules" "$clone/node_modules"
[ -d "$repo/dist/client" ] && cp -a "$repo/dist" "$clone/dist"

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
cd "$clone"
PORT="$port" HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn node --import tsx src/server/run.ts >"$private/app.log" 2>&1 &
app_pid=$!

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    kill -TERM "$app_pid"
    wait "$app_pid"; status=$?
    app_pid=
    [ "$status" = 0 ] || { echo "start-as-root: the app exited $status on SIGTERM"; cat "$private/app.log"; exit 1; }
    echo "start-as-root: started and stopped as root from a private folder"
    exit 0
  fi
  kill -0 "$app_pid" 2>/dev/null || { echo "start-as-root: the app exited during start-up:"; cat "$private/app.log"; exit 1; }
  sleep 0.5
done
echo "start-as-root: not healthy within 60 s"; cat "$private/app.log"; exit 1
