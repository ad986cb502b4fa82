#!/usr/bin/ruby
# Capture expected catalogs for the real-world corpus with the installed Puppet library
# (Debian puppet 7.23), compiling many cases in one Ruby process.
#
# usage: ruby capture.rb OUTDIR MODULEPATH JOBS.json
#   JOBS.json: [{"name": N, "manifest": PATH, "node": CERTNAME, "facts": FACTS.yaml}, ...]
# For each job writes into OUTDIR:
#   N.raw.json   Catalog#to_data_hash as JSON, virtual and exported resources filtered out
#                (what `puppet catalog compile NODE --render-as json` prints); only on success
#   N.log        one line per log message: "LEVEL: SOURCE: MESSAGE"; on failure the last line
#                is "error: MESSAGE"
#   N.rc         0 or 1
#   N.used.json  what the compile loaded: [[kind, name, origin file], ...] for every function
#                (Puppet 4.x loaders and 3.x `newfunction`) and data type loaded while compiling,
#                and ['restype', name, ''] for every resource type looked up
require 'puppet'
require 'json'
require 'yaml'
require 'timeout'
require_relative 'puppet_server'

module Puppet::Test
  # The :array log destination accepts objects of this class name.
  class LogCollector
    def initialize(logs)
      @logs = logs
    end

    def <<(value)
      @logs << value
    end
  end
end

$used = []

# Record every entry the Pops loaders create (functions, type aliases, ...) with its origin.
module RecordLoads
  def set_entry(typed_name, value, origin = nil)
    unless value.nil?
      o = origin.respond_to?(:path) ? origin.path : origin.to_s
      $used << [typed_name.type.to_s, typed_name.name.to_s, o.to_s]
    end
    super
  end
end
Puppet::Pops::Loader::BaseLoader.prepend(RecordLoads)

# 3.x functions reached through `scope.function_x` (templates) bypass the loaders.
module RecordNewfunction
  def newfunction(name, options = {}, &block)
    loc = caller_locations.find { |l| l.path.include?('/parser/functions/') }
    $used << ['function3x', name.to_s, loc ? loc.path : '']
    super
  end
end
Puppet::Parser::Functions.singleton_class.prepend(RecordNewfunction)

# Resource types are process-global once loaded (the loaders above see them only the first time):
# record every successful lookup by name; tools/build.py maps names to the module defining them.
module RecordTypes
  def type(name)
    t = super
    $used << ['restype', name.to_s.downcase, ''] if t
    t
  end
end
Puppet::Type.singleton_class.prepend(RecordTypes)

outdir, modulepath, jobs_file = ARGV
abort 'usage: capture.rb OUTDIR MODULEPATH JOBS.json' unless jobs_file
Dir.mkdir(outdir) unless Dir.exist?(outdir)
jobs = JSON.parse(File.read(jobs_file))

PuppetServer.setup(modulepath, 'realworld-capture')
facts_cache = {}

jobs.each_with_index do |job, i|
  base = File.join(outdir, job['name'])
  facts = (facts_cache[job['facts']] ||= YAML.safe_load(File.read(job['facts'])))
  logs = []
  collector = Puppet::Test::LogCollector.new(logs)
  Puppet::Util::Log.newdestination(collector)
  Puppet::Util::Log.level = :notice
  $used = []
  rc = 0
  error = nil
  begin
    Timeout.timeout(120) do
      env = PuppetServer.environment(modulepath, File.expand_path(job['manifest']))
      PuppetServer.compile(env, job['node'], facts) do |catalog|
        catalog = catalog.filter { |r| r.virtual? }
        File.write("#{base}.raw.json", JSON.generate(catalog.to_data_hash) + "\n")
      end
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    rc = 1
    error = e.message
  ensure
    Puppet::Util::Log.close(collector)
  end
  lines = logs.map { |l| "#{l.level}: #{l.source}: #{l.message}".gsub("\n", '\\n') }
  lines << "error: #{error.to_s.gsub("\n", '\\n')}" if error
  File.write("#{base}.log", lines.map { |l| l + "\n" }.join)
  File.write("#{base}.rc", "#{rc}\n")
  File.write("#{base}.used.json", JSON.generate($used.uniq))
  File.delete("#{base}.raw.json") if rc != 0 && File.exist?("#{base}.raw.json")
  $stderr.puts "#{i + 1}/#{jobs.size} #{job['name']} rc=#{rc}" if ((i + 1) % 20).zero? || rc != 0
end
