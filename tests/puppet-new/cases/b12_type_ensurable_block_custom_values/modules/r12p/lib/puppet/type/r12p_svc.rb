Puppet::Type.newtype(:r12p_svc) do
  ensurable do
    newvalue(:running) { provider.start }
    newvalue(:stopped) { provider.stop }
    defaultto :running
  end

  newparam(:name) do
    isnamevar
  end

  newproperty(:flags, :array_matching => :all)
end
