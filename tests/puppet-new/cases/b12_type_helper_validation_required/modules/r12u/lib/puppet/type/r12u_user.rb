require_relative '../../puppet_x/r12u/checks'

Puppet::Type.newtype(:r12u_user) do
  newparam(:name, namevar: true)

  newproperty(:shell) do
    validate do |v|
      raise ArgumentError, "unknown shell #{v}" unless PuppetX::R12u::Checks.shell?(v)
    end
  end

  newproperty(:uid) do
    munge { |v| v.to_i }
  end
end
