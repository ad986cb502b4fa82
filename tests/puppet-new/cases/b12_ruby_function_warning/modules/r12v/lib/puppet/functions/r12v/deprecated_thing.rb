Puppet::Functions.create_function(:'r12v::deprecated_thing') do
  dispatch :deprecated_thing do
    param 'String', :v
  end

  def deprecated_thing(v)
    Puppet.warning('r12v::deprecated_thing is deprecated')
    Puppet.debug('debug line')
    "done #{v}"
  end
end
