Puppet::Functions.create_function(:'r12m::push_into') do
  dispatch :push_into do
    param 'Array', :a
  end

  def push_into(a)
    a << 'b'
    a
  end
end
