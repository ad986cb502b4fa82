Puppet::Functions.create_function(:'r12y::peek') do
  dispatch :peek do
  end

  def peek
    s = closure_scope
    [s['top_value'], s['inner'].inspect, s.exist?('top_value'), s.exist?('inner')].join(',')
  end
end
