#!/usr/bin/ruby
# Captures the expected results of the eyaml tests with the installed Puppet (7.23) and
# hiera-eyaml (3.3.0). Run from this directory (the key paths in the hiera.yaml files are
# relative to the working directory, as hiera-eyaml reads them):
#
#     ruby capture.rb CASE...
#
# A CASE is `ENV:NODE[:HIERA_CONFIG]`: compiles node NODE in environment envs/ENV (with
# the global Hiera configuration HIERA_CONFIG when given) and writes expected/ENV-NODE.json,
# the `message` of every Notify resource by title, or expected/ENV-NODE.err, the error.
require 'puppet'
require 'json'
require 'tmpdir'

here = Dir.pwd
work = Dir.mktmpdir('eyaml-capture')
%w[conf var code].each { |d| Dir.mkdir(File.join(work, d)) }
Dir.mkdir('expected') unless Dir.exist?('expected')

ARGV.each do |spec|
  env_name, node_name, hiera_config = spec.split(':')
  args = ['--confdir', "#{work}/conf", '--vardir', "#{work}/var", '--codedir', "#{work}/code",
          '--environmentpath', File.join(here, 'envs'), '--color', 'false']
  args += ['--hiera_config', File.join(here, hiera_config)] if hiera_config
  Puppet.settings.send(:clear_everything_for_tests) if Puppet.settings.global_defaults_initialized?
  Puppet.initialize_settings(args)
  Puppet.settings.preferred_run_mode = :server
  base = File.join("expected", "#{env_name}-#{node_name}#{hiera_config ? "-" + File.basename(hiera_config, ".yaml") : ""}")
  [".json", ".err"].each { |e| File.delete(base + e) if File.exist?(base + e) }
  begin
    loader = Puppet::Environments::Directories.new(File.join(here, 'envs'), [])
    env = loader.get!(env_name)
    Puppet.override(environments: loader, current_environment: env) do
      facts = Puppet::Node::Facts.new(node_name, { 'clientcert' => node_name })
      node = Puppet::Node.new(node_name, environment: env, facts: facts)
      node.merge(facts.values)
      catalog = Puppet::Parser::Compiler.compile(node)
      messages = {}
      catalog.resources.each do |r|
        messages[r.title] = r[:message] if r.type == 'Notify'
      end
      File.write(base + '.json', JSON.pretty_generate(messages.sort.to_h) + "\n")
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    File.write(base + '.err', e.message.gsub(here + '/', '') + "\n")
  end
  puts "#{spec}: #{File.exist?(base + '.json') ? 'catalog' : 'error'}"
end
