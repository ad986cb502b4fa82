Puppet::Parser::Functions.newfunction(:r12_double, :type => :rvalue, :arity => 1, :doc => 'Doubles.') do |args|
  value = args[0]
  value = Integer(value) if value.is_a?(String)
  value * 2
end
