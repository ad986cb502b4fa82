Puppet::Type.newtype(:r12t_conf) do
  @doc = 'A configuration entry.'

  ensurable

  newparam(:name, namevar: true) do
    desc 'The entry name.'
  end

  newproperty(:value) do
    desc 'The value.'
    validate do |v|
      raise ArgumentError, 'value must be a String' unless v.is_a?(String)
    end
  end
end
