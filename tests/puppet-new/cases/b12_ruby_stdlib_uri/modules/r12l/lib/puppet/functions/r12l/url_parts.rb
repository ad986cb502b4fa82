require 'uri'

Puppet::Functions.create_function(:'r12l::url_parts') do
  dispatch :url_parts do
    param 'String', :url
  end

  def url_parts(url)
    u = URI.parse(url)
    {
      'scheme' => u.scheme,
      'host' => u.host,
      'port' => u.port,
      'path' => u.path,
      'query' => u.query,
      'user' => u.userinfo,
      'joined' => URI.join(url, 'other').to_s,
    }
  end
end
