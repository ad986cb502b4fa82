module Puppet::Parser::Functions
  newfunction(:r12_record) do |args|
    function_notice(["recorded #{args[0]}"])
  end
end
