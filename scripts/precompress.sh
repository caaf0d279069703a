#!/usr/bin/env bash
# Writes a .gz beside every compressible file of the H5 build (nginx gzip_static serves them, deploy/nginx.conf).
# Usage: bash scripts/precompress.sh [dist/h5]
set -euo pipefail
dir="${1:-dist/h5}"
find "$dir" -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' -o -name '*.map' \) \
  -size +1k -print0 | xargs -0 -r gzip -k -f -9
echo "precompressed $(find "$dir" -name '*.gz' | wc -l) files in $dir"
