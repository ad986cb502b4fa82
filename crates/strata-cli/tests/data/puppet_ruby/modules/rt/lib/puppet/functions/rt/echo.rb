# Gives its argument back: every kind of value crosses to Ruby and back.
Puppet::Functions.create_function(:'rt::echo') do
  dispatch :echo do
    param 'Any', :value
  end

  def echo(value)
    value
  end
end
