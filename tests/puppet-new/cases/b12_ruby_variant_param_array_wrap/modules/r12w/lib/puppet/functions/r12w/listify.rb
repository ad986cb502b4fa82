Puppet::Functions.create_function(:'r12w::listify') do
  dispatch :listify do
    param 'Variant[Undef, String, Array[String]]', :v
  end

  def listify(v)
    Array(v).map(&:upcase)
  end
end
