# Reads a setting the way SIMP's modules do: a class parameter from the catalog's Class
# resource, a top-scope variable from the global scope, whatever scope calls.
Puppet::Functions.create_function(:'gsc::peek') do
  dispatch :peek do
    param 'String', :path
  end

  def peek(path)
    top = closure_scope.find_global_scope
    parts = path.split('::')
    return "top #{path}=#{top.lookupvar(path).inspect}" if parts.size == 1
    attr = parts.pop.to_sym
    klass = parts.join('::')
    found = top.catalog.resource("Class[#{klass}]")
    return "no Class[#{klass}]" if found.nil?
    param = found.parameters[attr]
    shown = param.nil? ? 'unset' : param.value.inspect
    "#{found.type}[#{found.title}] #{attr}=#{shown}"
  end
end
