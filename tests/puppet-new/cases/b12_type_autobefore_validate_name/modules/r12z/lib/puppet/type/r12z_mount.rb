Puppet::Type.newtype(:r12z_mount) do
  newparam(:name, namevar: true) do
    validate do |v|
      raise ArgumentError, "#{v} is not absolute" unless v.start_with?('/')
    end
  end

  newproperty(:device)

  autobefore(:service) { ['app'] }
  autonotify(:exec) { ['reload'] }
end
