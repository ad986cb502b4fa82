Puppet::Functions.create_function(:'r12w::is_a') do
  dispatch :is_a do
    param 'Any', :value
    param 'String', :type_text
  end

  def is_a(value, type_text)
    t = Puppet::Pops::Types::TypeParser.singleton.parse(type_text)
    t.instance?(value)
  end
end
