require 'json'

Puppet::Functions.create_function(:'r12l::to_json_sorted') do
  dispatch :to_json_sorted do
    param 'Hash', :data
  end

  def to_json_sorted(data)
    JSON.generate(data.sort.to_h)
  end
end
