Puppet::Functions.create_function(:'r12f::doubled') do
  dispatch :doubled do
    param 'Array[Integer]', :xs
  end

  def doubled(xs)
    call_function('map', xs) { |x| x * 2 }
  end
end
