require 'ipaddr'

Puppet::Functions.create_function(:'r12l::net_info') do
  dispatch :net_info do
    param 'String', :cidr
    param 'String', :addr
  end

  def net_info(cidr, addr)
    net = IPAddr.new(cidr)
    range = net.to_range
    {
      'network' => net.to_s,
      'family' => net.ipv4? ? 4 : 6,
      'first' => range.first.to_s,
      'contains' => net.include?(IPAddr.new(addr)),
      'prefix' => net.prefix,
    }
  end
end
