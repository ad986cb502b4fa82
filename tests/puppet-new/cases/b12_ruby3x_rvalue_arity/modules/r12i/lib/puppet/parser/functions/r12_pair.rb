module Puppet::Parser::Functions
  newfunction(:r12_pair, :type => :rvalue, :arity => 2, :doc => <<-DOC
    Joins two values with '='.
  DOC
  ) do |args|
    "#{args[0]}=#{args[1]}"
  end
end
