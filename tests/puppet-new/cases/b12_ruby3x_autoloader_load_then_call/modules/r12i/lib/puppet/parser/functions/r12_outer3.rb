module Puppet::Parser::Functions
  newfunction(:r12_outer3, :type => :rvalue) do |args|
    Puppet::Parser::Functions.autoloader.load(:r12_inner3) unless Puppet::Parser::Functions.autoloader.loaded?(:r12_inner3)
    "outer:#{function_r12_inner3([args[0], 'y'])}"
  end
end
