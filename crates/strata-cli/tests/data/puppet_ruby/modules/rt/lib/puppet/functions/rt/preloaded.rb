# Libraries Puppet has loaded when module code runs, used without a require.
Puppet::Functions.create_function(:'rt::preloaded') do
  def preloaded
    [Digest::MD5.hexdigest('a'), Digest::SHA1.hexdigest('a')[0, 8], Digest::SHA256.hexdigest('a')[0, 8],
     Base64.strict_encode64('a'), URI.parse('http://x.example/y').host, Set.new([1, 1, 2]).size,
     ERB.new('<%= 1 + 1 %>').result]
  end
end
