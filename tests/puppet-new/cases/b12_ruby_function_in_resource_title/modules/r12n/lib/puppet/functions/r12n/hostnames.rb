Puppet::Functions.create_function(:'r12n::hostnames') do
  dispatch :hostnames do
    param 'String', :prefix
    param 'Integer[1]', :count
  end

  def hostnames(prefix, count)
    (1..count).map { |i| format('%s%02d', prefix, i) }
  end
end
