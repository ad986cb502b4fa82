Puppet::Functions.create_function(:'r12j::via3x') do
  dispatch :via3x do
    repeated_param 'String', :parts
  end

  def via3x(*parts)
    call_function('r12j_join3', parts, 'end')
  end
end
