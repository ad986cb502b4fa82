require File.expand_path(File.join(File.dirname(__FILE__), '..', '..', '..', 'puppet_x', 'r12k', 'ini.rb'))

Puppet::Functions.create_function(:'r12k::conf') do
  dispatch :conf do
    param 'Hash', :settings
  end

  def conf(settings)
    PuppetX::R12k::Ini.new(settings).render
  end
end
