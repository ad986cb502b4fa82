# The parameters of the resource whose scope calls the function (`scope.resource`), as
# extlib::dump_params reads them.
Puppet::Functions.create_function(:'rt::own_params', Puppet::Functions::InternalFunction) do
  dispatch :own_params do
    scope_param
  end

  def own_params(scope)
    scope.resource.to_hash.map { |k, v| "#{k.inspect}=#{v.inspect}" }.sort.join(' ')
  end
end
