require 'puppet/parameter/boolean'

Puppet::Type.newtype(:r12t_pkg) do
  feature :versionable, 'Can pin versions.'

  ensurable do
    defaultvalues
    newvalue(:installed) { provider.create }
    aliasvalue(:present, :installed)
  end

  newparam(:name, namevar: true)

  newparam(:force, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  newparam(:provider_opts, array_matching: :all)

  newproperty(:version, required_features: :versionable)
end
