#!/usr/bin/ruby
# Records the variables templates see when Puppet 7.23 renders them from their own module's
# classes and defines: the "recorded variables" of the template corpus.
#
# usage: ruby record.rb MODULEPATH FACTS.yaml NODE JOBS.json OUT.json
#   JOBS.json: {"declarers": [[kind, name], ...], "names": {template realpath: [name, ...]}}
# Each declarer is compiled on its own (`include NAME` for a class, `NAME { 'tmpl': }` for a
# define); whenever a template of JOBS' names renders, the variables it reads are written as
# Puppet literals: the local variables of the rendering scope (parameters and assignments,
# undef included) and every name of JOBS' list that the scope resolves (inherited, enclosing and
# qualified). OUT.json: {template realpath: [{"declarer", "title", "vars", "qualified",
# "unserializable"}]}, at most two recordings a template.
require 'puppet'
require 'json'
require 'yaml'
require 'tmpdir'
require 'timeout'

modulepath, facts_file, node_name, jobs_file, out_file = ARGV
abort 'usage: record.rb MODULEPATH FACTS.yaml NODE JOBS.json OUT.json' unless out_file
jobs = JSON.parse(File.read(jobs_file))
$names = jobs['names']
$recorded = Hash.new { |h, k| h[k] = [] }
$declarer = nil

# A value as Puppet source text, or nil when it has no literal form.
def literal(v)
  case v
  when nil, :undef then 'undef'
  when true, false then v.to_s
  when Integer then v.to_s
  when Float
    s = v.to_s
    s =~ /\A-?\d+\.\d+(e-?\d+)?\z/i ? s : nil
  when String
    "'" + v.gsub('\\', '\\\\\\\\').gsub("'", "\\\\'") + "'"
  when Symbol then nil
  when Array
    items = v.map { |x| literal(x) }
    items.include?(nil) ? nil : '[' + items.join(', ') + ']'
  when Hash
    items = v.map do |k, x|
      lk = literal(k)
      lx = literal(x)
      return nil if lk.nil? || lx.nil?
      "#{lk} => #{lx}"
    end
    '{' + items.join(', ') + '}'
  end
end

RESERVED = %w[title name module_name caller_module_name facts trusted server_facts].freeze

module RecordTemplate
  def result(string = nil)
    file = @__file__ && File.realpath(@__file__) rescue @__file__
    wanted = $names[file]
    if wanted && $declarer && $recorded[file].size < 2 && $recorded[file].none? { |r| r['declarer'] == $declarer }
      rec = { 'declarer' => $declarer, 'title' => scope['title'].to_s,
              'vars' => {}, 'qualified' => {}, 'unserializable' => [] }
      local = scope.to_hash(false, true)
      names = (local.keys + wanted.reject { |n| n.include?('::') }).uniq
      names.each do |n|
        next if RESERVED.include?(n) || n !~ /\A[a-z_][a-z0-9_]*\z/
        next unless local.key?(n) || scope.exist?(n)
        v = local.key?(n) ? local[n] : scope.lookupvar(n)
        lit = literal(v)
        lit ? rec['vars'][n] = lit : rec['unserializable'] << n
      end
      wanted.select { |n| n.include?('::') && !n.start_with?('::') }.each do |n|
        next unless scope.exist?(n)
        lit = literal(scope.lookupvar(n))
        lit ? rec['qualified'][n] = lit : rec['unserializable'] << n
      end
      same = $recorded[file].any? { |r| r.values_at('title', 'vars', 'qualified') == rec.values_at('title', 'vars', 'qualified') }
      $recorded[file] << rec unless same
    end
    super
  end
end
Puppet::Parser::TemplateWrapper.prepend(RecordTemplate)

modulepath.split(':').each { |dir| $LOAD_PATH.concat(Dir.glob(File.join(dir, '*', 'lib')).sort) }
work = Dir.mktmpdir('tmpl-record')
%w[conf var code code/environments code/environments/production].each { |d| Dir.mkdir(File.join(work, d)) }
Puppet.initialize_settings(['--confdir', "#{work}/conf", '--vardir', "#{work}/var",
                            '--codedir', "#{work}/code", '--color', 'false'])
Puppet.settings.preferred_run_mode = :server
Puppet::Util::Log.newdestination(:console)
Puppet::Util::Log.level = :err
facts = YAML.safe_load(File.read(facts_file))

jobs['declarers'].each_with_index do |(kind, name), i|
  $declarer = "#{kind} #{name}"
  manifest = File.join(work, 'site.pp')
  File.write(manifest, kind == 'class' ? "include #{name}\n" : "#{name} { 'tmpl': }\n")
  begin
    Timeout.timeout(120) do
      env = Puppet::Node::Environment.create(:production, modulepath.split(':'), manifest)
      Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
        node = Puppet::Node.new(node_name, environment: env,
                                           facts: Puppet::Node::Facts.new(node_name, Marshal.load(Marshal.dump(facts))))
        node.merge(node.facts.values)
        Puppet::Parser::Compiler.compile(node)
      end
    end
    status = 'ok'
  rescue Exception => e # rubocop:disable Lint/RescueException
    status = "error: #{e.message[0, 200]}"
  end
  $stderr.puts "#{i + 1}/#{jobs['declarers'].size} #{$declarer}: #{status}"
end
File.write(out_file, JSON.pretty_generate($recorded))
