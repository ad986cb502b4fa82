Puppet::Type.newtype(:r12p_pair) do
  validate do
    raise ArgumentError, 'left and right go together' if self[:left] && !self[:right]
  end

  newparam(:name, namevar: true)
  newparam(:left)
  newparam(:right)
end
