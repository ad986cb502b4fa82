# The two-argument form of Catalog#resource.
Puppet::Functions.create_function(:'gsc::pair') do
  dispatch :pair do
    param 'String', :type
    param 'String', :title
  end

  def pair(type, title)
    found = closure_scope.find_global_scope.catalog.resource(type, title)
    found.nil? ? 'none' : found.to_s
  end
end
