Puppet::Functions.create_function(:'r12q::enc') do
  dispatch :enc do
    param 'String', :s
  end

  def enc(s)
    [s.length, s.bytesize, s.encoding.name, s.upcase, s.unicode_normalize(:nfd).length, s.ascii_only?, s.tr('éö', 'eo')]
  end
end
