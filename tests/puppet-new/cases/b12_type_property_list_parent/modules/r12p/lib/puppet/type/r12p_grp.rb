require 'puppet/property/list'
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:r12p_grp) do
  newparam(:name, namevar: true)

  newproperty(:members, parent: Puppet::Property::List) do
    def delimiter
      ','
    end
  end

  newparam(:purge, boolean: true, parent: Puppet::Parameter::Boolean)
end
