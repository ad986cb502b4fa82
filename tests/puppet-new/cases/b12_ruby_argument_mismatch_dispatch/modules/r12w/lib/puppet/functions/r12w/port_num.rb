Puppet::Functions.create_function(:'r12w::port_num') do
  dispatch :port_num do
    param 'Integer[1, 65535]', :port
  end

  argument_mismatch :bad_port do
    param 'Any', :port
  end

  def port_num(port)
    port
  end

  def bad_port(port)
    "expects a port number, got '#{port}'"
  end
end
