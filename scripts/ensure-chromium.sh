#!/usr/bin/env bash
# Installs Debian's Chromium and a CJK font for the browser tests when they are missing (root, apt).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi "noto sans cjk\|wenquanyi" || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} (apt)..."
  SUDO=""
  [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
chromium --version
