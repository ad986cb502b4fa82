Puppet::Functions.create_function(:'r12n::pair') do
  dispatch :pair do
    param 'String', :a
    optional_param 'String', :b
  end

  def pair(a, b = 'none')
    "#{a}&#{b}"
  end
end
