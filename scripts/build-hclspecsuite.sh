#!/bin/sh
# Builds HashiCorp's `hclspecsuite` harness and the reference `hcldec` (hcl v2.14.1 from Debian 12's
# packages) into the directory given as the first argument (default: ./tools).
#
#   scripts/build-hclspecsuite.sh ../tools
#   ../tools/hclspecsuite ../shared/vectors/hcldec/specsuite target/debug/hcldec
#
# Installs the Go toolchain and the Go source packages with apt-get when `go` or the hcl sources are
# missing (needs root). The binaries are build products: never commit them.
set -eu

out=${1:-tools}
mkdir -p "$out"
out=$(cd "$out" && pwd)

gopath=/usr/share/gocode
if ! command -v go >/dev/null 2>&1 || [ ! -d "$gopath/src/github.com/hashicorp/hcl/v2" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "build-hclspecsuite: go or the hcl v2 sources are missing and we are not root" >&2
        exit 1
    fi
    apt-get update
    apt-get install -y golang-go golang-github-hashicorp-hcl-v2-dev golang-github-spf13-pflag-dev \
        golang-golang-x-crypto-dev golang-github-mitchellh-go-wordwrap-dev
fi

export GO111MODULE=off GOPATH="$gopath" GOCACHE="$out/gocache" GOFLAGS=
go build -o "$out/hclspecsuite" github.com/hashicorp/hcl/v2/cmd/hclspecsuite
go build -o "$out/hcldec" github.com/hashicorp/hcl/v2/cmd/hcldec
echo "built $out/hclspecsuite and $out/hcldec"
