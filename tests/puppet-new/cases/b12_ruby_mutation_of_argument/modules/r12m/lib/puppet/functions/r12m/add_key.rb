Puppet::Functions.create_function(:'r12m::add_key') do
  dispatch :add_key do
    param 'Hash', :h
  end

  def add_key(h)
    copy = h.dup
    copy['b'] = 'new'
    copy
  end
end
