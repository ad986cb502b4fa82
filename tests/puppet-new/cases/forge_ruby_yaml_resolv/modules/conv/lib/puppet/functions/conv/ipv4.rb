# whether a string is an IPv4 address, with Resolv's pattern (no lookup): Puppet has loaded Resolv
Puppet::Functions.create_function(:'conv::ipv4') do
  dispatch :check do
    param 'String', :addr
  end

  def check(addr)
    Resolv::IPv4::Regex.match?(addr)
  end
end
