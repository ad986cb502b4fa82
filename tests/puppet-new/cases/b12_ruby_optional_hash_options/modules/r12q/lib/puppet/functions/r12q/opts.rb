Puppet::Functions.create_function(:'r12q::opts') do
  dispatch :opts do
    param 'String', :s
    optional_param 'Optional[Hash[String, Variant[String, Integer]]]', :options
  end

  def opts(s, options = nil)
    options ||= {}
    Array.new(options.fetch('count', 2), s).join(options.fetch('sep', '-'))
  end
end
