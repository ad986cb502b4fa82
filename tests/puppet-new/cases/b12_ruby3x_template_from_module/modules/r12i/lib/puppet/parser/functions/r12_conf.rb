module Puppet::Parser::Functions
  newfunction(:r12_conf, :type => :rvalue) do |args|
    setvar('name', args[0])
    function_template(['r12i/conf.erb'])
  end
end
