Puppet::Functions.create_function(:'rt::shell') do
  def shell
    `echo hi`
  end
end
