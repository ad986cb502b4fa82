# YAML of a hash with sorted keys, written as module code does: Puppet has loaded YAML already
Puppet::Functions.create_function(:'conv::sorted_yaml') do
  dispatch :render do
    param 'Hash', :data
  end

  def render(data)
    data.sort.to_h.to_yaml
  end
end
