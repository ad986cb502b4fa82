Puppet::Type.newtype(:r12u_kv) do
  newparam(:name, namevar: true)
  newproperty(:val)
end
