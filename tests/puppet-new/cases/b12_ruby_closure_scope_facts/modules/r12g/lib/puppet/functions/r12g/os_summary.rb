Puppet::Functions.create_function(:'r12g::os_summary') do
  dispatch :os_summary do
  end

  def os_summary
    facts = closure_scope['facts']
    "#{facts['os']['family']}/#{facts['kernel']}/#{facts['networking']['fqdn']}"
  end
end
