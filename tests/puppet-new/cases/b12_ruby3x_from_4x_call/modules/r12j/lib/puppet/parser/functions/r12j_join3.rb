module Puppet::Parser::Functions
  newfunction(:r12j_join3, :type => :rvalue) do |args|
    args.flatten.join('/')
  end
end
