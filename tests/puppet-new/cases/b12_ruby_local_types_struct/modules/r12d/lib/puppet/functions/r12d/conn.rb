Puppet::Functions.create_function(:'r12d::conn') do
  local_types do
    type 'Conn = Struct[{ host => String, port => Integer }]'
  end

  dispatch :conn do
    param 'Conn', :c
  end

  def conn(c)
    c.map { |k, v| "#{k}=#{v}" }.join('&')
  end
end
