# Reads a Puppet setting, as functions that cache state or build URLs do.
Puppet::Functions.create_function(:'rt::setting') do
  dispatch :setting do
    param 'String', :name
  end

  def setting(name)
    value = Puppet[name.to_sym]
    "#{value.class}:#{value.inspect}"
  end
end
