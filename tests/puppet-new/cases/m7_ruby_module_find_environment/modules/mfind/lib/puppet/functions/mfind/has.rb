# Whether a module exists in the compile's environment, as SIMP's simplib::module_exist asks.
Puppet::Functions.create_function(:'mfind::has') do
  dispatch :has do
    param 'String', :name
  end

  def has(name)
    env = closure_scope.compiler.environment.to_s
    found = Puppet::Module.find(name, env)
    found ? "#{found.name} in #{env}" : "no #{name} in #{env}"
  end
end
