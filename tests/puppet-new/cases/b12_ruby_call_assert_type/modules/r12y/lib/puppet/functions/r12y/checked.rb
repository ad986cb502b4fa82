Puppet::Functions.create_function(:'r12y::checked') do
  dispatch :checked do
    param 'Any', :v
  end

  def checked(v)
    call_function('assert_type', 'Integer', v)
  end
end
