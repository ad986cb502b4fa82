module Puppet::Parser::Functions
  newfunction(:r12_keys, :type => :rvalue) do |args|
    unless args[0].is_a?(Hash)
      raise Puppet::ParseError, "r12_keys(): expects a Hash, got #{args[0].class} (#{args[0].inspect})"
    end
    args[0].keys.sort
  end
end
