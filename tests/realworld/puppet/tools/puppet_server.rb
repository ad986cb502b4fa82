# Shared by the corpus tools that compile with the installed Puppet library (Debian puppet 7.23)
# in one Ruby process, as a Puppet server would: tools/capture.rb, templates/tools/capture.rb and
# templates/tools/record.rb.
require 'puppet'
require 'tmpdir'

module PuppetServer
  # Puppet's settings in a throwaway directory (named with `prefix`), run mode server; and, as on
  # a Puppet server, where pluginsync puts every module's lib/ on Ruby's load path, the lib/ of
  # every module of `modulepath` (module Ruby code requires other modules' files: `require
  # 'puppet/provider/openstack'`). Returns the directory.
  def self.setup(modulepath, prefix)
    modulepath.split(':').each { |dir| $LOAD_PATH.concat(Dir.glob(File.join(dir, '*', 'lib')).sort) }
    work = Dir.mktmpdir(prefix)
    %w[conf var code code/environments code/environments/production].each { |d| Dir.mkdir(File.join(work, d)) }
    Puppet.initialize_settings(['--confdir', "#{work}/conf", '--vardir', "#{work}/var",
                                '--codedir', "#{work}/code", '--color', 'false'])
    Puppet.settings.preferred_run_mode = :server
    work
  end

  # The environment `production` of `modulepath` with the site manifest `manifest`.
  def self.environment(modulepath, manifest)
    Puppet::Node::Environment.create(:production, modulepath.split(':'), manifest)
  end

  # Runs the block with `env` as Puppet's only and current environment.
  def self.within(env, &block)
    Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env, &block)
  end

  # Compiles the catalog of node `node_name` with `facts` (a hash, copied) in `env`, and gives it
  # to the block (inside the environment), whose value is returned; without a block, returns it.
  def self.compile(env, node_name, facts)
    within(env) do
      node = Puppet::Node.new(node_name, environment: env,
                                         facts: Puppet::Node::Facts.new(node_name, Marshal.load(Marshal.dump(facts))))
      node.merge(node.facts.values)
      catalog = Puppet::Parser::Compiler.compile(node)
      block_given? ? yield(catalog) : catalog
    end
  end
end
