Puppet::Functions.create_function(:'r12f::twice_label') do
  dispatch :twice do
    param 'String', :s
  end

  def twice(s)
    [call_function('r12f::label', s), call_function('r12f::label', s, 2)].join(' ')
  end
end
