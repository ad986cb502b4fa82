Puppet::Functions.create_function(:'r12y::ensure_class') do
  dispatch :ensure_class do
    param 'String', :name
  end

  def ensure_class(name)
    call_function('include', name) unless call_function('defined', "Class[#{name}]")
    call_function('defined', "Class[#{name}]")
  end
end
