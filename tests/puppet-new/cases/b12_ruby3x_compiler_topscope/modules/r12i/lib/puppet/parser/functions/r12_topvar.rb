module Puppet::Parser::Functions
  newfunction(:r12_topvar, :type => :rvalue) do |args|
    "#{lookupvar(args[0])}/#{compiler.topscope.lookupvar(args[0])}"
  end
end
