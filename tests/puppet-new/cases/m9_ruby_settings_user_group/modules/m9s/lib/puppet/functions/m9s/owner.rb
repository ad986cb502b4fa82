# Module Ruby reading the user and group Puppet's server runs as (simplib::passgen's default
# owner of its files): Puppet's defaults, whatever the machine.
Puppet::Functions.create_function(:'m9s::owner') do
  dispatch :owner do
  end

  def owner
    "#{Puppet.settings[:user]}:#{Puppet[:group]}"
  end
end
