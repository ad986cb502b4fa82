Puppet::Functions.create_function(:'r12v::broken') do
  dispatch :broken do
    param 'Optional[String]', :v
  end

  def broken(v)
    v.upcase
  end
end
