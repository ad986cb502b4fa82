Puppet::Functions.create_function(:'r12w::stamp') do
  dispatch :stamp do
    param 'Integer', :secs
  end

  def stamp(secs)
    t = Time.at(secs).utc
    [t.strftime('%Y-%m-%dT%H:%M:%SZ'), t.year, t.wday, secs.to_s(16).rjust(8, '0')]
  end
end
