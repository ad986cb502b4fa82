Puppet::Type.newtype(:r12t_file) do
  newparam(:path) do
    isnamevar
    validate do |v|
      raise ArgumentError, 'path must be absolute' unless v.start_with?('/')
    end
  end

  newparam(:owner)
end
