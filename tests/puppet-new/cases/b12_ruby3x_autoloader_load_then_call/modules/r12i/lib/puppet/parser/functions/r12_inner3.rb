module Puppet::Parser::Functions
  newfunction(:r12_inner3, :type => :rvalue) do |args|
    "inner(#{args.join(',')})"
  end
end
