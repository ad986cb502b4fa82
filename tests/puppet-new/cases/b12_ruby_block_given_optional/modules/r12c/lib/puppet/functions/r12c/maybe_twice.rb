Puppet::Functions.create_function(:'r12c::maybe_twice') do
  dispatch :run do
    param 'Integer', :n
    optional_block_param :block
  end

  def run(n)
    if block_given?
      [yield(n), yield(n * 2)]
    else
      n * 2
    end
  end
end
