# Asks Puppet.features about Puppet's own features, one a module adds and one nobody defines.
Puppet::Functions.create_function(:'rt::features') do
  dispatch :features do
  end

  def features
    f = Puppet.features
    [f.posix?, f.microsoft_windows?, f.rt_probe?, f.rt_probe?, f.rt_nobody_defines?]
  end
end
