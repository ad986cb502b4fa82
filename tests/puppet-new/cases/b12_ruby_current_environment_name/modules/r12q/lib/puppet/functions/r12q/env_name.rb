Puppet::Functions.create_function(:'r12q::env_name') do
  dispatch :env_name do
  end

  def env_name
    Puppet.lookup(:current_environment).name.to_s
  end
end
