Puppet::Functions.create_function(:'r12h::later') do
  dispatch :later do
    param 'String', :v
  end

  def later(v)
    Puppet::Pops::Types::TypeFactory.deferred.create('upcase', [v])
  end
end
