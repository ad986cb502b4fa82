Puppet::Functions.create_function(:r12shout) do
  dispatch :one do
    param 'String', :s
    optional_param 'String', :suffix
  end

  dispatch :many do
    param 'Array[String]', :list
    optional_param 'String', :suffix
  end

  def one(s, suffix = '')
    s.upcase + suffix
  end

  def many(list, suffix = '')
    list.map { |s| one(s, suffix) }
  end
end
