# Loads a 3.x function through Puppet's autoloader before calling it, as older modules do.
Puppet::Parser::Functions.newfunction(:rt_autoload, type: :rvalue) do |_args|
  loader = Puppet::Parser::Functions.autoloader
  [loader.load(:rt_legacy), loader.loaded?(:rt_legacy), loader.loaded?(:rt_legacy)]
end
