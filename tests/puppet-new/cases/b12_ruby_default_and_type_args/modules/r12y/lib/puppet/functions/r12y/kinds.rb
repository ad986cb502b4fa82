Puppet::Functions.create_function(:'r12y::kinds') do
  dispatch :kinds do
    param 'Default', :d
    param 'Type', :t
    param 'Type[Resource]', :r
    param 'String', :s
  end

  def kinds(d, t, r, s)
    [d == :default, d.inspect, t.to_s, r.to_s, s.frozen?].join(' | ')
  end
end
