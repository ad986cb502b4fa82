module Puppet::Parser::Functions
  newfunction(:r12_var, :type => :rvalue) do |args|
    v = lookupvar(args[0])
    v.nil? ? 'nil' : (v == :undefined ? 'undefined' : v.to_s)
  end
end
