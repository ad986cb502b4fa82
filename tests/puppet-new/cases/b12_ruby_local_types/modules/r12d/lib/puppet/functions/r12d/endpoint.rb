Puppet::Functions.create_function(:'r12d::endpoint') do
  local_types do
    type 'Port = Integer[1, 65535]'
    type 'Host = Pattern[/\A[a-z0-9.-]+\z/]'
  end

  dispatch :endpoint do
    param 'Host', :host
    param 'Port', :port
  end

  def endpoint(host, port)
    "#{host}:#{port}"
  end
end
