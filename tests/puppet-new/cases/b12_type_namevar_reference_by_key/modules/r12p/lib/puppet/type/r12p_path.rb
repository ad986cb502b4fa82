Puppet::Type.newtype(:r12p_path) do
  newparam(:path, :namevar => true) do
    desc 'The path.'
  end
  newproperty(:owner)
end
