# Two dispatches that both take a small Integer: Puppet picks the first that matches.
Puppet::Functions.create_function(:'rt::order') do
  dispatch :small do
    param 'Integer[0, 10]', :n
  end

  dispatch :any do
    param 'Integer', :n
  end

  def small(n)
    "small #{n}"
  end

  def any(n)
    "any #{n}"
  end
end
