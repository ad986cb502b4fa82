Puppet::Functions.create_function(:'r12g::vars', Puppet::Functions::InternalFunction) do
  dispatch :vars do
    scope_param
    param 'String', :name
  end

  def vars(scope, name)
    v = scope.lookupvar(name)
    v.nil? ? 'nil' : v
  end
end
