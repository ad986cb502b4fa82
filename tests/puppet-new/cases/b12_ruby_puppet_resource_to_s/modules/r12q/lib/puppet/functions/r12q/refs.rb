Puppet::Functions.create_function(:'r12q::refs') do
  dispatch :refs do
    param 'String', :type
    param 'Array[String]', :titles
  end

  def refs(type, titles)
    titles.map { |t| Puppet::Resource.new(type, t).to_s }
  end
end
