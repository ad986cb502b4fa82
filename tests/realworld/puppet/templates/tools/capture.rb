#!/usr/bin/ruby
# Captures what Puppet 7.23 renders for each case of the template corpus.
#
# usage: ruby capture.rb MODULEPATH FACTS.yaml NODE JOBS.json
#   JOBS.json: [{"name": N, "manifest": PATH, "out": DIR}, ...]
# Compiles each manifest (one case each, as `puppet catalog compile` would) in this one Ruby
# process and writes into DIR either `expected.out` (the `content` of File['/tmpl/N'], byte for
# byte) or `expected.err` (the compile's error message, newlines as a literal \n).
require 'puppet'
require 'json'
require 'yaml'
require 'timeout'
require_relative '../../tools/puppet_server'

modulepath, facts_file, node_name, jobs_file = ARGV
abort 'usage: capture.rb MODULEPATH FACTS.yaml NODE JOBS.json' unless jobs_file
jobs = JSON.parse(File.read(jobs_file))
PuppetServer.setup(modulepath, 'tmpl-capture')
facts = YAML.safe_load(File.read(facts_file))

jobs.each_with_index do |job, i|
  %w[expected.out expected.err].each { |f| File.delete(File.join(job['out'], f)) if File.exist?(File.join(job['out'], f)) }
  begin
    Timeout.timeout(120) do
      env = PuppetServer.environment(modulepath, job['manifest'])
      PuppetServer.compile(env, node_name, facts) do |catalog|
        res = catalog.resource('File', "/tmpl/#{job['name']}")
        raise "no File[/tmpl/#{job['name']}] in the catalog" unless res
        File.binwrite(File.join(job['out'], 'expected.out'), res[:content].to_s)
      end
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    File.write(File.join(job['out'], 'expected.err'), e.message.gsub("\n", '\\n') + "\n")
  end
  $stderr.puts "#{i + 1}/#{jobs.size}" if ((i + 1) % 50).zero?
end
