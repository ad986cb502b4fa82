#!/bin/sh
# Captures the expected outputs of the `strata puppet lookup` cases from Puppet 7.23's
# `puppet lookup`: for each cases/NAME/args, runs
#   puppet lookup --environmentpath fixture/environments --environment production \
#     --hiera_config fixture/hiera.yaml --node web01.example.com --facts fixture/facts.yaml ARGS
# and writes its standard output to cases/NAME/expected.out (the fixture's absolute path
# replaced by <FIXTURE>) and its exit status to cases/NAME/expected.rc.
# Usage: sh capture.sh [NAME...]   (run from anywhere; needs `puppet`)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
fx="$here/fixture"
cd "$here/cases"
names=${*:-$(ls)}
for name in $names; do
  args=$(cat "$name/args")
  set +e
  # shellcheck disable=SC2086
  (cd "$fx" && puppet lookup --environmentpath "$fx/environments" --environment production \
    --hiera_config "$fx/hiera.yaml" --node web01.example.com --facts "$fx/facts.yaml" $args) \
    >"$name/expected.raw" 2>/dev/null
  echo $? >"$name/expected.rc"
  set -e
  sed "s#$fx#<FIXTURE>#g" "$name/expected.raw" >"$name/expected.out"
  rm -f "$name/expected.raw"
  echo "$name: rc $(cat "$name/expected.rc")"
done
