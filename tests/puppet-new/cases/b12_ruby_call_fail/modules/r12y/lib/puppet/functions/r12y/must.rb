Puppet::Functions.create_function(:'r12y::must') do
  dispatch :must do
    param 'String', :v
  end

  def must(v)
    call_function('fail', 'r12y::must: empty value') if v.empty?
    v
  end
end
