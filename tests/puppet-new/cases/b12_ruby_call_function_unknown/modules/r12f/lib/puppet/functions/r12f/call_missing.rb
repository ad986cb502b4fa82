Puppet::Functions.create_function(:'r12f::call_missing') do
  dispatch :call_missing do
  end

  def call_missing
    call_function('r12f::no_such_function', 1)
  end
end
