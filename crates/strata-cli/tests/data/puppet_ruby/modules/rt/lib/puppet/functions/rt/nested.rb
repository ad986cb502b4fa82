# Calls back into strata: a built-in, a Puppet-language function, another Ruby function and
# a variable of the calling scope.
Puppet::Functions.create_function(:'rt::nested') do
  dispatch :nested do
    param 'String', :name
  end

  def nested(name)
    [
      call_function('sprintf', '%05d', 42),
      call_function('rt::twice', name),
      call_function('rt::echo', { 1 => name }),
      closure_scope['rt_var'],
    ]
  end
end
