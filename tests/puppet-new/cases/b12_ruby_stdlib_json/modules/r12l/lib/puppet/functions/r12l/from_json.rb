require 'json'

Puppet::Functions.create_function(:'r12l::from_json') do
  dispatch :from_json do
    param 'String', :text
  end

  def from_json(text)
    JSON.parse(text)
  end
end
