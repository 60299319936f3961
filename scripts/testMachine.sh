#!/usr/bin/env bash
# The Debian packages the tests need, installed if missing (npm test runs this first, so the
# README's `npm ci && npm test` works on a fresh machine, as CI's .ci/run does): Chromium for
# the browser tests, redis-server for the game server's two-process test.
set -euo pipefail

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/bin/redis-server || -x /usr/local/bin/redis-server ]] || missing+=(redis-server)
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "installing Debian's ${missing[*]} for the tests"
sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  if ! command -v sudo >/dev/null; then
    echo "error: ${missing[*]} missing; install them as root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y "${missing[@]}"
