Puppet::Functions.create_function(:'r12m::arrays') do
  dispatch :arrays do
    param 'Array[Integer]', :xs
  end

  def arrays(xs)
    evens, odds = xs.partition(&:even?)
    {
      'slices' => xs.each_slice(4).to_a,
      'zip' => xs.first(3).zip(%w[a b c]),
      'groups' => xs.group_by { |x| x % 3 }.sort.to_h,
      'evens' => evens,
      'odds' => odds,
      'flat' => xs.first(2).flat_map { |x| [x, -x] },
      'sorted' => xs.sort_by { |x| -x },
      'uniq' => xs.uniq { |x| x % 2 },
      'tally' => [1, 1, 2].tally,
      'sum' => xs.sum,
      'minmax' => xs.minmax,
      'cons' => xs.each_cons(2).map { |a, b| b - a },
      'rotate' => xs.rotate(2),
      'compact' => [1, nil, 2].compact,
      'include' => xs.include?(8),
      'take_while' => xs.take_while { |x| x > 2 },
    }
  end
end
