Puppet::Functions.create_function(:'r12e::need_one') do
  dispatch :need_one do
    param 'Array', :items
  end

  def need_one(items)
    raise Puppet::ParseError, 'need_one(): expected at least one item' if items.empty?
    items.first
  end
end
