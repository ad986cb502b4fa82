Puppet::Type.newtype(:r12t_svc) do
  @doc = 'A service with a port.'

  newparam(:name, isnamevar: true)

  newproperty(:port) do
    defaultto 80
    validate do |value|
      raise ArgumentError, "port #{value} is not numeric" unless value.to_s =~ /\A\d+\z/
    end
    munge { |value| Integer(value) }
  end

  newproperty(:enable) do
    newvalues(:true, :false, :yes, :no)
    defaultto :true
  end

  autorequire(:file) do
    ['/etc/svc.conf']
  end
end
