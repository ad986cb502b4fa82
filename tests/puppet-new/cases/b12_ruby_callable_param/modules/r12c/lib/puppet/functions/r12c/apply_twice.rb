Puppet::Functions.create_function(:'r12c::apply_twice') do
  dispatch :apply_twice do
    param 'Integer', :start
    block_param 'Callable[1,1]', :fn
  end

  def apply_twice(start, &fn)
    fn.call(fn.call(start))
  end
end
