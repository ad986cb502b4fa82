Puppet::Functions.create_function(:'r12e::positive') do
  dispatch :positive do
    param 'Integer', :v
  end

  def positive(v)
    raise Puppet::Error, "value #{v} must be positive" if v <= 0
    v
  end
end
