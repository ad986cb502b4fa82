#!/bin/sh
# Creates a git control repository for one diff case: CASE/from committed and tagged `v1`,
# then CASE/to committed on top and tagged `v2`; the work tree is left at v2.
# Usage: make_repo.sh CASE_DIR DEST
set -eu
case_dir=$1
dest=$2
rm -rf "$dest"
mkdir -p "$dest"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
export GIT_AUTHOR_DATE='2020-01-01T00:00:00Z' GIT_COMMITTER_DATE='2020-01-01T00:00:00Z'
git -C "$dest" init -q
cp -R "$case_dir/from/." "$dest/"
git -C "$dest" add -A
git -C "$dest" commit -qm from
git -C "$dest" tag v1
git -C "$dest" rm -rq .
cp -R "$case_dir/to/." "$dest/"
git -C "$dest" add -A
git -C "$dest" commit -qm to
git -C "$dest" tag v2
