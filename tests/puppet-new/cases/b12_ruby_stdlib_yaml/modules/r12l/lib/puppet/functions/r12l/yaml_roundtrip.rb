require 'yaml'

Puppet::Functions.create_function(:'r12l::yaml_roundtrip') do
  dispatch :yaml_roundtrip do
    param 'Hash', :data
  end

  def yaml_roundtrip(data)
    text = data.to_yaml
    back = YAML.safe_load(text)
    [text, back == data, back['list'].size]
  end
end
