Puppet::Functions.create_function(:'rt::symbol') do
  def symbol
    [:not_a_puppet_value]
  end
end
