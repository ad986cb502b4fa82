# Walks the catalog as puppet_agent's any_resources_of_type does: the resources of a type
# declared so far, one found by reference, and whether the caller is the top scope.
Puppet::Functions.create_function(:'rt::catalog_walk', Puppet::Functions::InternalFunction) do
  dispatch :catalog_walk do
    scope_param
    param 'String', :type
  end

  def catalog_walk(scope, type)
    found = scope.catalog.resources.select { |r| r.type.to_s.casecmp(type).zero? }
    titles = found.map { |r| "#{r.title}(#{r.to_hash[:message].inspect})" }
    one = scope.findresource('Notify[b]')
    [titles, one && one[:message], scope.findresource('Notify', 'zz').nil?, scope.is_topscope?]
  end
end
