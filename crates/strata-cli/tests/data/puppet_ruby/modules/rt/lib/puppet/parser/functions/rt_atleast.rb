# A 3.x function that takes at least one argument (arity -2).
module Puppet::Parser::Functions
  newfunction(:rt_atleast, :type => :rvalue, :arity => -2) do |args|
    args.size
  end
end
