Puppet::Functions.create_function(:'r12y::util::pad') do
  dispatch :pad do
    param 'String', :s
    param 'Integer[1]', :width
  end

  def pad(s, width)
    s.rjust(width, '0')
  end
end
