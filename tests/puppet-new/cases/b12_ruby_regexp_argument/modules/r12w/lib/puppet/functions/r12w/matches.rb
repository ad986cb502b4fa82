Puppet::Functions.create_function(:'r12w::matches') do
  dispatch :matches do
    param 'Array[String]', :items
    param 'Regexp', :re
  end

  def matches(items, re)
    items.grep(re).map { |s| s.sub(re, 'A') }
  end
end
