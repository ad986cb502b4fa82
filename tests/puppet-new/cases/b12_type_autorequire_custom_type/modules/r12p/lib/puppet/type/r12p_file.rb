Puppet::Type.newtype(:r12p_file) do
  newparam(:path, namevar: true)

  autorequire(:r12p_dir) do
    [File.dirname(self[:path])]
  end
end
