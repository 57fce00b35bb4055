#!/usr/bin/env bash
# Prints the directory of a Node.js installation of the major version $1 (22, 24), installing it
# first from the npm registry's `node` package when missing: DIR/bin/node is the binary and
# DIR/include/node the headers that native modules build against (npm_config_nodedir=DIR).
# Kept under NODE_VERSIONS_DIR (default /opt/tradewise-node), so a second run reuses it.
set -euo pipefail
major="${1:?usage: $0 MAJOR}"
prefix="${NODE_VERSIONS_DIR:-/opt/tradewise-node}/$major"
platform="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) arch="$(uname -m)" ;;
esac
dir="$prefix/node_modules/node/node_modules/node-$platform-$arch"
if [ ! -x "$dir/bin/node" ]; then
  npm install --prefix "$prefix" --no-audit --no-fund --loglevel=error "node@$major" >&2
fi
[ -x "$dir/bin/node" ] || { echo "Node.js $major could not be installed in $prefix" >&2; exit 1; }
echo "$dir"
