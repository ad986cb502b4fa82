# The m7_ variables a function's closure scope (the global scope) holds, and the File
# defaults it sees, from a class with its own variables and defaults.
Puppet::Functions.create_function(:'gvars::seen') do
  dispatch :seen do
  end

  def seen
    vars = closure_scope.to_hash.select { |k, _| k.start_with?('m7_') }.sort.map { |k, v| "#{k}=#{v}" }
    defaults = closure_scope.lookupdefaults('File').map { |k, p| "#{k}=#{p.value}" }.sort
    "vars #{vars.join(',')}; defaults #{defaults.join(',')}; has local #{closure_scope.exist?('m7_local')}"
  end
end
