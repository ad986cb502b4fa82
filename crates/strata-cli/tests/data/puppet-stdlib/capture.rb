#!/usr/bin/ruby
# Captures what Puppet 7.23 (the installed `puppet` library) does with each case of cases.pp,
# with puppetlabs-stdlib on the modulepath, into expected.json (read by
# crates/strata-cli/tests/puppet_stdlib_calls.rs).
#
# usage: ruby capture.rb STDLIB_DIR [cases.pp [expected.json]]
#   STDLIB_DIR: the stdlib module, e.g. the directory `dpkg -L puppet-module-puppetlabs-stdlib`
#   lists with `lib/puppet/functions` under it.
#
# cases.pp holds cases separated by lines `### NAME` (`### NAME nostdlib`: without stdlib on the
# modulepath). Each case is compiled as the site manifest `CASE/site.pp` of node `testnode`,
# with the facts of facts.yaml and the modules of modules/ (plus stdlib), in one Puppet process
# (deprecation warnings are reset between cases, as each case is a run of its own).
# For each case expected.json records:
#   logs:      "LEVEL: MESSAGE" lines (notices, warnings), the case directory written `<DIR>`
#   error:     the error message (or null), `<DIR>` likewise
#   resources: "Type[title] {parameters as JSON}" for every resource but Class/Stage/Node
require 'puppet'
require 'json'
require 'tmpdir'
require 'yaml'
require 'fileutils'

module Puppet::Test
  class LogCollector
    def initialize(logs); @logs = logs; end
    def <<(value); @logs << value; end
  end
end

here = File.dirname(File.expand_path(__FILE__))
stdlib = ARGV[0] or abort 'usage: capture.rb STDLIB_DIR [cases.pp [expected.json]]'
cases_file = ARGV[1] || File.join(here, 'cases.pp')
out_file = ARGV[2] || File.join(here, 'expected.json')
facts = YAML.safe_load(File.read(File.join(here, 'facts.yaml')))

work = Dir.mktmpdir('pstdlib')
%w[conf var code mp mp_nostdlib].each { |d| Dir.mkdir(File.join(work, d)) }
File.symlink(File.expand_path(stdlib), File.join(work, 'mp', 'stdlib'))
Dir.glob(File.join(here, 'modules', '*')).each do |m|
  %w[mp mp_nostdlib].each { |d| File.symlink(m, File.join(work, d, File.basename(m))) }
end
Puppet.initialize_settings(['--confdir', "#{work}/conf", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--color', 'false'])
Puppet.settings.preferred_run_mode = :server

cases = []
File.read(cases_file).split(/^### /).drop(1).each do |chunk|
  head, body = chunk.split("\n", 2)
  name, flag = head.split
  cases << [name, body, flag == 'nostdlib']
end

result = {}
cases.each do |name, body, nostdlib|
  dir = File.join(work, 'cases', name)
  FileUtils.mkdir_p(dir)
  site = File.join(dir, 'site.pp')
  File.write(site, body)
  Puppet.clear_deprecation_warnings
  logs = []
  collector = Puppet::Test::LogCollector.new(logs)
  Puppet::Util::Log.newdestination(collector)
  Puppet::Util::Log.level = :notice
  error = nil
  resources = []
  begin
    env = Puppet::Node::Environment.create(:production, [File.join(work, nostdlib ? 'mp_nostdlib' : 'mp')], site)
    Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
      node = Puppet::Node.new('testnode', environment: env,
                                          facts: Puppet::Node::Facts.new('testnode', facts.dup))
      node.merge(node.facts.values)
      catalog = Puppet::Parser::Compiler.compile(node).filter { |r| r.virtual? }
      catalog.to_data_hash['resources'].each do |r|
        next if %w[Class Stage Node].include?(r['type'])
        resources << "#{r['type']}[#{r['title']}] #{JSON.generate(r['parameters'] || {})}"
      end
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    error = e.message
  ensure
    Puppet::Util::Log.close(collector)
  end
  clean = ->(s) { s.gsub(File.join(work, 'mp_nostdlib'), '<MODULES>').gsub(File.join(work, 'mp'), '<MODULES>').gsub(dir, '<DIR>') }
  result[name] = {
    'logs' => logs.map { |l| clean.call("#{l.level}: #{l.message}") },
    'error' => error && clean.call(error),
    'resources' => resources,
  }
end
File.write(out_file, JSON.pretty_generate(result) + "\n")
FileUtils.rm_rf(work)
puts "#{result.size} cases captured into #{out_file}"
