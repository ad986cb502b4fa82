Puppet::Functions.create_function(:'r12q::tagged_titles', Puppet::Functions::InternalFunction) do
  dispatch :tagged_titles do
    scope_param
    param 'String', :tag
  end

  def tagged_titles(scope, tag)
    scope.catalog.resources.select { |r| r.tagged?(tag) }.map(&:to_s).sort
  end
end
