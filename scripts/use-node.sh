# Source it (`. scripts/use-node.sh`), do not run it: it puts a Node this project supports first on
# PATH for the calling shell. The machine's own node is kept when it is recent enough; otherwise
# the Node major named in .nvmrc comes from the npm registry's `node-linux-<arch>` package, packed
# once into .cache/node and reused. That package holds the node binary only: the machine's npm
# keeps working, now running on the new node. Sourcing it again changes nothing.

use_node() {
  local root cache arch wanted
  root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
  cache="$root/.cache/node"

  # The same range as `engines` in package.json (jsdom 31 and vitest 5 set its floors).
  if command -v node >/dev/null 2>&1 && node -e '
    const [major, minor, patch] = process.versions.node.split(".").map(Number);
    const atLeast = (m, p) => minor > m || (minor === m && patch >= p);
    const supported = major === 22 ? atLeast(22, 2) : major === 24 ? atLeast(15, 0) : major >= 26;
    process.exit(supported ? 0 : 1);
  '; then
    echo "Node $(node --version) at $(command -v node)"
    return 0
  fi

  if [ ! -x "$cache/bin/node" ]; then
    case "$(uname -sm)" in
      'Linux x86_64') arch=x64 ;;
      'Linux aarch64') arch=arm64 ;;
      *)
        echo "This machine's node is missing or too old, and only Linux gets Node from npm here:" >&2
        echo "install Node $(cat "$root/.nvmrc") (for example \`nvm install\`, which reads .nvmrc)." >&2
        return 1
        ;;
    esac
    if ! command -v npm >/dev/null 2>&1 || ! npm --version >/dev/null 2>&1; then
      echo "Bringing Node needs a working npm; install Node $(cat "$root/.nvmrc") and npm first." >&2
      return 1
    fi
    wanted="node-linux-$arch@$(cat "$root/.nvmrc")"
    echo "The machine's node is missing or too old: fetching $wanted into .cache/node"
    # Unpacked beside the cache and moved in whole, so an interrupted fetch leaves nothing half-done.
    rm -rf "$cache.partial" && mkdir -p "$cache.partial" &&
      (cd "$cache.partial" && npm pack "$wanted" --loglevel=error >/dev/null) &&
      tar -xzf "$cache.partial"/*.tgz -C "$cache.partial" --strip-components=1 package/bin/node &&
      rm -f "$cache.partial"/*.tgz && rm -rf "$cache" && mv "$cache.partial" "$cache" || {
      echo "Could not fetch $wanted from the npm registry." >&2
      rm -rf "$cache.partial"
      return 1
    }
  fi

  case ":$PATH:" in
    ":$cache/bin:"*) ;;
    *) PATH="$cache/bin:$PATH" && export PATH ;;
  esac
  hash -r 2>/dev/null
  echo "Node $(node --version) at $cache/bin/node"
}

use_node
