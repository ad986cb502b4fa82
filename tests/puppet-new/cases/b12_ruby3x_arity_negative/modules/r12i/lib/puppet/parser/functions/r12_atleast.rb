module Puppet::Parser::Functions
  newfunction(:r12_atleast, :type => :rvalue, :arity => -2) do |args|
    args.join('|')
  end
end
