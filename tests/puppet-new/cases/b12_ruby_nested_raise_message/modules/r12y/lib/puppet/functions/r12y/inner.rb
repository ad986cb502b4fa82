Puppet::Functions.create_function(:'r12y::inner') do
  dispatch :inner do
    param 'Integer[0, 9]', :n
  end

  def inner(n)
    n
  end
end
