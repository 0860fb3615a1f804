#!/usr/bin/env bash
# The Node the repository runs on, one rule for `npm start`, `npm test` and `.ci/run` (README,
# "The two commands"): the machine's `node` when it is at least the version asked for, else
# Node $NODE_VERSION from the npm registry's `node-linux-<arch>` package (the official binary,
# the one place it can be had from on every machine here), kept once per version outside the
# repository.
#
#   bash scripts/node.sh AT_LEAST COMMAND [ARG…]   runs COMMAND with that Node first on PATH
#   . scripts/node.sh AT_LEAST                     the same for the calling shell (.ci/run)
#
# When it can be had neither way it stops at once, naming the Node needed and how to get it.

NODE_VERSION=24.21.0

snowday_node() {
  local at_least=$1
  local found
  found=$(node -p 'process.versions.node' 2> /dev/null || echo 0)
  local machine="Node $found"
  [ "$found" != 0 ] || machine='no Node'
  # `sort -V` puts the older first: the machine's is enough when the floor is not above it.
  if [ "$(printf '%s\n%s\n' "$at_least" "$found" | sort -V | head -n 1)" = "$at_least" ]; then
    return 0
  fi
  local arch
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) arch=x64 ;;
    Linux-aarch64 | Linux-arm64) arch=arm64 ;;
    *) arch= ;;
  esac
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/snowday/node-v$NODE_VERSION-linux-$arch"
  if [ -n "$arch" ] && ! [ -x "$dir/bin/node" ] && command -v npm > /dev/null; then
    echo "This needs Node $at_least and finds $machine: fetching Node $NODE_VERSION from the npm registry (node-linux-$arch) into $dir…" >&2
    local unpack
    unpack=$(mktemp -d)
    if (cd "$unpack" && npm pack --silent --fetch-retries=0 --fetch-timeout=30000 \
      "node-linux-$arch@$NODE_VERSION" > /dev/null 2> npm.log) &&
      mkdir -p "$unpack/node" "$(dirname "$dir")" &&
      tar -xzf "$unpack/node-linux-$arch-$NODE_VERSION.tgz" -C "$unpack/node" --strip-components=1; then
      # Moved into place whole, so an interrupted fetch is never taken for a finished one.
      rm -rf "$dir" && mv "$unpack/node" "$dir"
    else
      tail -n 3 "$unpack/npm.log" >&2 2> /dev/null
    fi
    rm -rf "$unpack"
  fi
  if ! [ -x "$dir/bin/node" ]; then
    echo "This needs Node $at_least or later, and this machine has $machine." >&2
    echo "Install Node ${NODE_VERSION%%.*} (for example \`nvm install ${NODE_VERSION%%.*}\`, or from nodejs.org) and run the command again." >&2
    return 1
  fi
  export PATH="$dir/bin:$PATH"
  echo "This needs Node $at_least and finds $machine: running on Node $NODE_VERSION ($dir)." >&2
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  snowday_node "${1:?the oldest Node to use as it is}"
else
  set -e
  snowday_node "${1:?the oldest Node to use as it is}"
  shift
  exec "$@"
fi
