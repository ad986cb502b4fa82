Puppet::Type.newtype(:r12p_dir) do
  newparam(:path, namevar: true)
end
