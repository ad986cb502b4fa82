# Calls itself through strata without end: the compile's depth budget stops it.
Puppet::Functions.create_function(:'rt::recurse') do
  def recurse(n)
    call_function('rt::recurse', n + 1)
  end
end
