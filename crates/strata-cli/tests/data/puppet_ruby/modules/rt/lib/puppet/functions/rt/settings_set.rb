# Sets a setting for the rest of the compile and reads it back through `Puppet.settings`, as
# simplib::lookup turns `strict` off around a lookup.
Puppet::Functions.create_function(:'rt::settings_set') do
  dispatch :settings_set do
    param 'String', :name
    param 'String', :value
  end

  def settings_set(name, value)
    before = Puppet.settings[name.to_sym]
    Puppet[name.to_sym] = value.to_sym
    after = Puppet.settings[name]
    "#{before.inspect} -> #{after.inspect}, server #{Puppet.settings[:server].inspect}"
  end
end
