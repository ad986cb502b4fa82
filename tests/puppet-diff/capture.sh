#!/bin/sh
# Captures octocatalog-diff's output (2.1.0, Debian's package, with Puppet 7) for the cases
# named (default: all): expected/CASE.{json,legacy_json,text}, expected/CASE.rc and
# expected/CASE.mode. Needs octocatalog-diff and puppet; the tests only read these files.
#
# Mode `git`: octocatalog-diff compiled both git references itself. Mode `catalogs`: under
# Ruby 3, octocatalog-diff 2.1.0 crashes in its compilation-directory filter on any changed
# array or hash ("tried to create Proc object without a block"), so for those cases it
# compiles each reference with --catalog-only and diffs the two catalogs (the same diff
# rules; the text is captured without --display-source, whose paths then are temporary; the
# case's args go to both steps).
set -u
# the case args are split on spaces, never expanded as file names (`File[/tmp/*]`)
set -f
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
mkdir -p "$here/expected"
cases=${*:-$(ls "$here/cases")}
ocd() {
  octocatalog-diff -n web01.example.com --fact-file "$here/facts/web01.yaml" \
    --puppet-binary "$(command -v puppet)" "$@"
}
for name in $cases; do
  c="$here/cases/$name"
  repo="$work/$name"
  sh "$here/make_repo.sh" "$c" "$repo"
  args=$(cat "$c/args" 2>/dev/null || true)
  mode=git
  # shellcheck disable=SC2086
  ocd --basedir "$repo" -f v1 -t v2 --output-format json $args > "$work/out" 2> "$work/err"
  rc=$?
  if grep -q 'Proc object without a block' "$work/err"; then
    mode=catalogs
    # shellcheck disable=SC2086
    ocd --basedir "$repo" -t v1 --catalog-only -o "$work/v1.json" $args 2>/dev/null
    # shellcheck disable=SC2086
    ocd --basedir "$repo" -t v2 --catalog-only -o "$work/v2.json" $args 2>/dev/null
  fi
  for fmt in json legacy_json text; do
    if [ "$fmt" = text ]; then extra="--no-color"; else extra="--output-format $fmt"; fi
    if [ $mode = git ]; then
      [ "$fmt" = text ] && extra="--no-color --display-source"
      # shellcheck disable=SC2086
      ocd --basedir "$repo" -f v1 -t v2 $extra $args > "$work/raw" 2>/dev/null
    else
      # shellcheck disable=SC2086
      ocd --from-catalog "$work/v1.json" --to-catalog "$work/v2.json" $extra $args \
        > "$work/raw" 2>/dev/null
    fi
    rc=$?
    # octocatalog-diff names files in its temporary build directory: keep no machine's path
    sed -E 's#/tmp/ocd-ipc-[^"[:space:]]*/environments/production/#<octocatalog-diff build directory>/environments/production/#g' \
      "$work/raw" > "$here/expected/$name.$fmt"
  done
  echo $rc > "$here/expected/$name.rc"
  echo $mode > "$here/expected/$name.mode"
  echo "$name: $mode, exit code $rc"
done
rm -rf "$work"
