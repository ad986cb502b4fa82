Puppet::Functions.create_function(:'r12h::shapes') do
  dispatch :shapes do
  end

  def shapes
    {
      'none' => nil,
      'list' => [1, 2.5, 'three', nil, true],
      'nested' => { 'deep' => { 'x' => [] } },
    }
  end
end
