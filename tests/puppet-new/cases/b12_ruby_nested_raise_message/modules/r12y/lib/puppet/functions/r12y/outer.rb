Puppet::Functions.create_function(:'r12y::outer') do
  dispatch :outer do
    param 'Integer', :n
  end

  def outer(n)
    call_function('r12y::inner', n * 2)
  end
end
