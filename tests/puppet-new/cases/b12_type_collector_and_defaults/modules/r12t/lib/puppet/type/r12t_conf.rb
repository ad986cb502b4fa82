Puppet::Type.newtype(:r12t_conf) do
  ensurable

  newparam(:name, namevar: true)

  newproperty(:value)
end
