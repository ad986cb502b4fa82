# Two dispatches; a Boolean matches neither.
Puppet::Functions.create_function(:'r12a::describe') do
  dispatch :describe_string do
    param 'String[1]', :value
  end

  dispatch :describe_integer do
    param 'Integer[0]', :value
    optional_param 'String', :unit
  end

  def describe_string(value)
    value
  end

  def describe_integer(value, unit = 'u')
    "#{value}#{unit}"
  end
end
