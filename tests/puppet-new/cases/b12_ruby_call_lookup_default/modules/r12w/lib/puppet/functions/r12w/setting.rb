Puppet::Functions.create_function(:'r12w::setting') do
  dispatch :setting do
    param 'String', :key
    param 'Any', :dflt
  end

  def setting(key, dflt)
    call_function('lookup', key, nil, nil, dflt)
  end
end
