Puppet::Functions.create_function(:'r12w::opt') do
  dispatch :none do
    optional_param 'Undef', :v
  end

  dispatch :some do
    param 'String', :v
  end

  def none(v = :absent)
    v == :absent ? 'no argument' : "undef #{v.inspect}"
  end

  def some(v)
    "some #{v}"
  end
end
