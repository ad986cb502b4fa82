Puppet::Functions.create_function(:'r12h::secret') do
  dispatch :secret do
    param 'String', :plain
    return_type 'Sensitive[String]'
  end

  def secret(plain)
    Puppet::Pops::Types::PSensitiveType::Sensitive.new(plain.reverse)
  end
end
