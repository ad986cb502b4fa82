Puppet::Functions.create_function(:'r12b::sum') do
  dispatch :sum do
    required_repeated_param 'Numeric', :values
  end

  def sum(*values)
    values.reduce(0) { |acc, v| acc + v }
  end
end
