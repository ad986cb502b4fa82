Puppet::Type.newtype(:r12t_entry) do
  def self.title_patterns
    [
      [/\A([^:]+):(.+)\z/, [[:section], [:key]]],
      [/(.*)/m, [[:name]]],
    ]
  end

  newparam(:name)

  newparam(:section, namevar: true)

  newparam(:key, namevar: true)
end
