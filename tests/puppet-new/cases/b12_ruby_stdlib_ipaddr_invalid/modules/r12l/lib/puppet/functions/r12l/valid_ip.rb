require 'ipaddr'

Puppet::Functions.create_function(:'r12l::valid_ip') do
  dispatch :valid_ip do
    param 'String', :addr
  end

  def valid_ip(addr)
    IPAddr.new(addr)
    true
  rescue IPAddr::InvalidAddressError => e
    "invalid: #{e.message}"
  end
end
