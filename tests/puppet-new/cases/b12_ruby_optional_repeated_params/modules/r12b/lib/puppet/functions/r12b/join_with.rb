Puppet::Functions.create_function(:'r12b::join_with') do
  dispatch :join_with do
    param 'String', :sep
    repeated_param 'String', :parts
    optional_block_param 'Callable[1,1]', :block
  end

  def join_with(sep, *parts, &block)
    parts = parts.map { |p| block.call(p) } if block
    return 'nothing' if parts.empty?
    parts.join(sep)
  end
end
