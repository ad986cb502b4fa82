Puppet::Type.newtype(:r12z_job) do
  newparam(:name, namevar: true)
  newproperty(:schedule_at)
  newparam(:command) do
    defaultto { "/usr/local/bin/#{@resource[:name]}" }
  end
end
