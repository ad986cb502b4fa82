# The leaf values of a nested hash, as stdlib's nested_values.
Puppet::Functions.create_function(:'dfr::leaves') do
  dispatch :leaves do
    param 'Hash', :hash
  end

  def leaves(hash)
    hash.each_with_object([]) do |(_k, v), out|
      v.is_a?(Hash) ? out.concat(leaves(v)) : out << v
    end
  end
end
