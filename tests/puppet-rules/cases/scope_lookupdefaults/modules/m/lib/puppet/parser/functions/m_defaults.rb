# The resource defaults a scope sees for a type: "names:value of one".
module Puppet::Parser::Functions
  newfunction(:m_defaults, :type => :rvalue) do |args|
    d = lookupdefaults(args[0])
    one = d[args[1].to_sym]
    d.keys.map(&:to_s).sort.join(',') + ':' + (one ? one.value.to_s : 'none')
  end
end
