Puppet::Functions.create_function(:'r12c::each_pair') do
  dispatch :each_pair do
    param 'Hash', :hash
    block_param 'Callable[2,2]', :block
  end

  def each_pair(hash)
    hash.sort.map { |k, v| yield(k, v) }
  end
end
