# Dispatches whose types are written without spaces: Puppet's error lists them as it prints
# the parsed types.
Puppet::Functions.create_function(:'rt::spaced') do
  dispatch :one do
    param 'String[1]', :s
  end

  dispatch :many do
    param 'Array[String[1],1]', :list
    optional_param 'Hash[String,Integer[0,9]]', :opts
    optional_block_param 'Callable[1,1]', :blk
  end

  def one(s)
    s
  end

  def many(list, _opts = {})
    list.join
  end
end
