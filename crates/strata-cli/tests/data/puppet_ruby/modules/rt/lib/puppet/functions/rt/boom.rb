Puppet::Functions.create_function(:'rt::boom') do
  def boom(what)
    raise Puppet::ParseError, "boom: bad #{what}"
  end
end
