# Puppet::Util's JSON, YAML and hash helpers, and a gem Puppet loads (hocon) required by name.
Puppet::Functions.create_function(:'rt::util_apis') do
  dispatch :util_apis do
  end

  def util_apis
    require 'hocon'
    json = Puppet::Util::Json.load('{"a": [1, 2.5, null]}')
    yaml = Puppet::Util::Yaml.safe_load("b:\n  - x\n  - true\n")
    sym = Puppet::Util.symbolizehash('c' => 1).keys.first.inspect
    hocon = Hocon.parse('d = { e = 3 }')
    bad = begin
      Puppet::Util::Json.load('{')
    rescue Puppet::Util::Json::ParseError
      'json error'
    end
    [json, yaml, sym, hocon, bad]
  end
end
