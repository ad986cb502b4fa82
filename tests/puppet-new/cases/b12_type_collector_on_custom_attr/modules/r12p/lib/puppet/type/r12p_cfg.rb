Puppet::Type.newtype(:r12p_cfg) do
  newparam(:name, namevar: true)
  newproperty(:setting, array_matching: :all)
end
