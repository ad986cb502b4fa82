# 'first' at the first call in a scope, 'again' after: a variable set with setvar stays for
# the rest of the compile and must not reach the next one (set once: setting it again is
# Puppet's "Cannot reassign variable").
module Puppet::Parser::Functions
  newfunction(:rt_mark, :type => :rvalue) do |_args|
    seen = lookupvar('rt_mark_seen') == 'yes'
    setvar('rt_mark_seen', 'yes') unless seen
    seen ? 'again' : 'first'
  end
end
