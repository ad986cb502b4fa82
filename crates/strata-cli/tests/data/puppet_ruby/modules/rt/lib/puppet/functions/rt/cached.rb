# Counts its calls in the compile's cache (`cache_param`, as vault_lookup caches tokens).
Puppet::Functions.create_function(:'rt::cached', Puppet::Functions::InternalFunction) do
  dispatch :cached do
    cache_param
    param 'String', :key
  end

  def cached(cache, key)
    counts = cache.retrieve(Puppet::Functions)
    counts[key] = counts.fetch(key, 0) + 1
    "#{key}=#{counts[key]}"
  end
end
