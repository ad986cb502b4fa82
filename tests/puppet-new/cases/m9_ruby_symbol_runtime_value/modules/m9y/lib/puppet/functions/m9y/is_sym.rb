# Whether a value given back to module Ruby is a Symbol again.
Puppet::Functions.create_function(:'m9y::is_sym') do
  dispatch :is_sym do
    param 'Any', :v
  end

  def is_sym(v)
    "#{v.class}:#{v}"
  end
end
