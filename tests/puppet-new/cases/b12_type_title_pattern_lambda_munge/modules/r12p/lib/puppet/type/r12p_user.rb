Puppet::Type.newtype(:r12p_user) do
  def self.title_patterns
    [[/\A(.*)\z/m, [[:name, ->(x) { x.downcase }]]]]
  end

  newparam(:name) { isnamevar }
end
