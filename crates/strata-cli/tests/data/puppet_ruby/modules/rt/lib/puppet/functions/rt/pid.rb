# The companion's process id (a worker of `--nodes` keeps one companion for its nodes).
Puppet::Functions.create_function(:'rt::pid') do
  def pid
    Process.pid
  end
end
