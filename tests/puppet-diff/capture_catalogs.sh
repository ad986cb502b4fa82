#!/bin/sh
# Captures octocatalog-diff 2.1.0's diff of catalogs/from.json and catalogs/to.json in every
# output format: catalogs/expected.{json,legacy_json,color,text,ignore.json} and the exit code.
set -u
here=$(cd "$(dirname "$0")" && pwd)/catalogs
ocd() { octocatalog-diff --from-catalog "$here/from.json" --to-catalog "$here/to.json" "$@" 2>/dev/null; }
ocd --output-format json > "$here/expected.json"; echo $? > "$here/expected.rc"
ocd --output-format legacy_json > "$here/expected.legacy_json"
ocd > "$here/expected.color"
ocd --no-color --display-source --include-tags > "$here/expected.text"
ocd --output-format json --ignore 'Package[x]::parameters::h,File[/etc/*]::parameters::mode' \
  --ignore-attr owner > "$here/expected.ignore.json"
