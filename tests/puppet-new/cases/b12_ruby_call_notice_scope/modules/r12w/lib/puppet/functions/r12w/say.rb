Puppet::Functions.create_function(:'r12w::say') do
  dispatch :say do
    param 'String', :msg
  end

  def say(msg)
    call_function('notice', "said: #{msg}")
    nil
  end
end
