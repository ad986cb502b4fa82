Puppet::Functions.create_function(:'r12n::numbers') do
  dispatch :numbers do
  end

  def numbers
    [1, 2.0, 10 / 4, 10.0 / 4, 2**40, -0.0, 7.fdiv(2), 10.divmod(3), 2.5.round, 1.23456.round(2)]
  end
end
