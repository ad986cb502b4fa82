Puppet::Functions.create_function(:'r12u::entries') do
  dispatch :entries do
    param 'Hash[String, Integer]', :h
    return_type 'Array[String]'
  end

  def entries(h)
    h.map { |k, v| "#{k}=#{v}" }
  end
end
