Puppet::Functions.create_function(:'r12w::anchored') do
  dispatch :anchored do
    param 'String', :prefix
  end

  def anchored(prefix)
    Regexp.new("\\A#{Regexp.escape(prefix)}\\d+\\z")
  end
end
