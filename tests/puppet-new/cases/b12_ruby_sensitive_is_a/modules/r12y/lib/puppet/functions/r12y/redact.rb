Puppet::Functions.create_function(:'r12y::redact') do
  dispatch :redact do
    param 'Array', :items
  end

  def redact(items)
    items.map do |i|
      i.is_a?(Puppet::Pops::Types::PSensitiveType::Sensitive) ? '***' : i
    end
  end
end
