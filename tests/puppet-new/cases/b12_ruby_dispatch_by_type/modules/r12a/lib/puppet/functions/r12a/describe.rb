# Describes a value by its kind, one dispatch per kind.
Puppet::Functions.create_function(:'r12a::describe') do
  dispatch :describe_string do
    param 'String', :value
  end

  dispatch :describe_integer do
    param 'Integer', :value
  end

  dispatch :describe_array do
    param 'Array', :value
  end

  dispatch :describe_hash do
    param 'Hash', :value
  end

  def describe_string(value)
    "string of #{value.length}"
  end

  def describe_integer(value)
    "integer #{value.even? ? 'even' : 'odd'}"
  end

  def describe_array(value)
    "array [#{value.map { |v| v.class.name }.join(', ')}]"
  end

  def describe_hash(value)
    "hash with #{value.keys.sort.join(',')}"
  end
end
