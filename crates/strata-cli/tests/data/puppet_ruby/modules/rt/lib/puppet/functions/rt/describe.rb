# Three dispatches, chosen by the arguments' types and the block.
Puppet::Functions.create_function(:'rt::describe') do
  dispatch :small do
    param 'Integer[0, 10]', :n
  end

  dispatch :text do
    param 'String', :s
    optional_param 'String', :suffix
  end

  dispatch :pairs do
    param 'Hash[String, Integer]', :h
    block_param
  end

  def small(n)
    "small integer #{n}"
  end

  def text(s, suffix = '!')
    "string #{s}#{suffix}"
  end

  def pairs(h)
    h.map { |k, v| yield(k, v) }
  end
end
