Puppet::Functions.create_function(:'r12y::levels') do
  dispatch :levels do
    return_type "Array[Enum['low', 'high']]"
  end

  def levels
    ['low', 'medium', 'high']
  end
end
