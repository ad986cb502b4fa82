#!/bin/bash
# The Ruby companion's workload (issue 21's bar): a module with its own 4.x Ruby function and an
# ERB template; the site calls the function 1,000 times and renders the template 200 times (each
# rendering calls the function again through scope.call_function). Compiled by strata (native ERB,
# the function in the Ruby companion) and by Puppet 7.23 on the same facts; checks the two
# catalogs are equal (normalized as the real-world corpus compares them), then times both.
#
# usage: benches/puppet/ruby/bench.sh [RUNS]      (default 3 runs each)
# env:   STRATA  strata binary (default target/release/strata)
# Prints one line per run: tool, user s, sys s, wall s, max RSS MB (user and sys include the
# Ruby companion). Inputs and outputs go to $TMPDIR/strata-puppet-ruby/.
set -eu
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
RUNS=${1:-3}
BIN=${STRATA:-$ROOT/target/release/strata}
FACTS=$ROOT/tests/realworld/puppet/facts/debian12.yaml
NODE=$(python3 -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["clientcert"])' "$FACTS")
WORK=${TMPDIR:-/tmp}/strata-puppet-ruby
rm -rf "$WORK"; mkdir -p "$WORK/modules/bm/lib/puppet/functions/bm" "$WORK/modules/bm/templates" "$WORK/modules/bm/manifests"
cat > "$WORK/modules/bm/lib/puppet/functions/bm/kv.rb" <<'RB'
# key=value pairs of a hash, sorted, joined with a separator
Puppet::Functions.create_function(:'bm::kv') do
  dispatch :kv do
    param 'Hash', :h
    optional_param 'String', :sep
  end

  def kv(h, sep = ' ')
    h.keys.sort.map { |k| "#{k}=#{h[k]}" }.join(sep)
  end
end
RB
cat > "$WORK/modules/bm/templates/site.conf.erb" <<'ERB'
# <%= @title %>, managed
<% @settings.keys.sort.each do |k| -%>
<%= k %> = <%= @settings[k] %>
<% end -%>
<% if @aliases && !@aliases.empty? -%>
aliases: <%= @aliases.map { |a| a.upcase }.join(', ') %>
<% end -%>
flags: <%= scope.call_function('bm::kv', [@flags, ';']) %>
ERB
cat > "$WORK/modules/bm/manifests/site.pp" <<'PP'
define bm::site(Hash $settings, Array $aliases, Hash $flags) {
  file { "/etc/bm/${title}.conf": content => template('bm/site.conf.erb') }
}
PP
python3 - > "$WORK/site.pp" <<'PY'
print("$pairs = Integer[1, 1000].map |$i| { bm::kv({'n' => $i, 'sq' => $i * $i, 'name' => \"item${i}\"}) }")
print("notify { 'pairs': message => $pairs.join(' | ') }")
for i in range(200):
    print("bm::site { 'site%03d': settings => {'port' => %d, 'root' => '/srv/site%03d', 'workers' => %d}, "
          "aliases => ['a%d.example.com', 'b%d.example.com'], flags => {'tls' => %s, 'gzip' => true} }"
          % (i, 8000 + i, i, 1 + i % 8, i, i, "true" if i % 2 else "false"))
PY
. "$ROOT/benches/puppet/reference.sh"
puppet_reference "$WORK" "$FACTS" "$NODE" "$WORK/site.pp" "$WORK/modules"
STRATA_CMD=("$BIN" puppet compile --manifest "$WORK/site.pp" --node "$NODE" --modulepath "$WORK/modules" --facts "$FACTS" --profile)
for k in $(seq "$RUNS"); do
  timed puppet "$WORK/puppet.json" "${PUPPET_CMD[@]}"
  timed strata "$WORK/strata.json" "${STRATA_CMD[@]}"
done
compare_catalogs "$WORK/puppet.json" "$WORK/strata.json" "$WORK" "$WORK/modules"
