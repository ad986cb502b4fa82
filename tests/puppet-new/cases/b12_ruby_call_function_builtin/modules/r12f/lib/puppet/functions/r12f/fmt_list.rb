Puppet::Functions.create_function(:'r12f::fmt_list') do
  dispatch :fmt_list do
    param 'Array[String]', :items
  end

  def fmt_list(items)
    sorted = call_function('sort', items)
    joined = call_function('join', sorted, '+')
    call_function('sprintf', '[%s] (%d)', joined, call_function('length', items))
  end
end
