module Puppet::Parser::Functions
  newfunction(:r12_has, :type => :rvalue) do |args|
    args[0].map { |n| Puppet::Parser::Functions.function(n) ? "#{n}:yes" : "#{n}:no" }.join(' ')
  end
end
