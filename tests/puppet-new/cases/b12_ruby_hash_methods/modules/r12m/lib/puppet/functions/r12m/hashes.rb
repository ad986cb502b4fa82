Puppet::Functions.create_function(:'r12m::hashes') do
  dispatch :hashes do
    param 'Hash[String, Integer]', :h1
    param 'Hash[String, Integer]', :h2
  end

  def hashes(h1, h2)
    {
      'tv' => h1.transform_values { |v| v * 100 },
      'tk' => h1.transform_keys(&:upcase),
      'select' => h1.select { |_k, v| v > 1 },
      'reject' => h1.reject { |k, _v| k == 'a' },
      'merged' => h1.merge(h2) { |_k, old, new| old + new },
      'ewo' => h1.each_with_object({}) { |(k, v), acc| acc[v] = k },
      'sorted' => h1.sort.to_h,
      'by_value' => h1.sort_by { |_k, v| -v }.map(&:first),
      'min_by' => h1.min_by { |_k, v| v },
      'dig' => { 'x' => { 'y' => [7] } }.dig('x', 'y', 0),
      'any' => h1.any? { |_k, v| v > 2 },
      'count' => h1.count { |_k, v| v.odd? },
      'invert' => h2.invert,
      'key' => h1.key(2),
      'fetch_default' => h1.fetch('zz', 'dflt'),
      'to_a' => h2.to_a,
    }
  end
end
