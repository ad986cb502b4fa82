require 'json'

Puppet::Functions.create_function(:'r12l::from_json') do
  dispatch :from_json do
    param 'String', :text
  end

  def from_json(text)
    JSON.parse(text)
  rescue JSON::ParserError
    raise Puppet::ParseError, 'r12l::from_json(): the text is not valid JSON'
  end
end
