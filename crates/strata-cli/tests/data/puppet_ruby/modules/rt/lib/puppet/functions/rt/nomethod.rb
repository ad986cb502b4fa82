# No dispatch and no method of the function's name.
Puppet::Functions.create_function(:'rt::nomethod') do
  def other; end
end
