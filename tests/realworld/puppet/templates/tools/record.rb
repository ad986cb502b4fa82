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
require 'timeout'
require_relative '../../tools/puppet_server'

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
    if wanted && $declarer && $recorded[file].size < 2 && $recorded[file].none? { |r| r['declarer'] == ($declarer_text || $declarer) }
      rec = { 'declarer' => $declarer_text || $declarer, 'title' => scope['title'].to_s,
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

work = PuppetServer.setup(modulepath, 'tmpl-record')
Puppet::Util::Log.newdestination(:console)
Puppet::Util::Log.level = :err
facts = YAML.safe_load(File.read(facts_file))

# A value of type `t` for parameter `pname`: the first of a few plausible candidates the type
# accepts, else one built from the type's structure.
CANDIDATES = lambda do |p|
  ["tmpl-#{p}", "/tmp/tmpl-#{p}", 'http://localhost:8080/tmpl', '127.0.0.1', '127.0.0.1/32', 'localhost',
   'tmpl.example.com', 'tmpl@example.com', '1', 1, 8080, true, 1.5, ["tmpl-#{p}"], ['127.0.0.1'],
   ['/tmp/tmpl'], { 'tmpl' => "tmpl-#{p}" }]
end

def sample(t, p, depth = 0)
  CANDIDATES.call(p).each { |v| return v if t.instance?(v) }
  return nil if depth > 4
  case t
  when Puppet::Pops::Types::PTypeAliasType then sample(t.resolved_type, p, depth + 1)
  when Puppet::Pops::Types::POptionalType, Puppet::Pops::Types::PNotUndefType
    t.type.nil? ? "tmpl-#{p}" : sample(t.type, p, depth + 1)
  when Puppet::Pops::Types::PEnumType then t.values.first
  when Puppet::Pops::Types::PVariantType
    t.types.each { |x| v = sample(x, p, depth + 1); return v unless v.nil? }
    nil
  when Puppet::Pops::Types::PArrayType
    e = sample(t.element_type, p, depth + 1)
    e.nil? ? [] : [e]
  when Puppet::Pops::Types::PHashType then {}
  when Puppet::Pops::Types::PStructType
    h = {}
    t.elements.each { |el| h[el.name] = sample(el.value_type, el.name, depth + 1) unless el.key_type.is_a?(Puppet::Pops::Types::POptionalType) }
    h
  when Puppet::Pops::Types::PIntegerType then [t.from || 1, 1].max
  when Puppet::Pops::Types::PBooleanType then true
  else "tmpl-#{p}"
  end
end

def manifest_for(kind, name, params)
  decl_params = params[[kind, name]] || {}
  lines = params.reject { |k, _| k == [kind, name] }.map do |(_, cls), ps|
    "class { '#{cls}': " + ps.map { |k, v| "#{k} => #{v}" }.join(', ') + " }"
  end
  args = decl_params.map { |k, v| "#{k} => #{v}" }.join(', ')
  lines << if kind == 'class'
             decl_params.empty? ? "include #{name}" : "class { '#{name}': #{args} }"
           else
             "#{name} { 'tmpl': #{args} }"
           end
  lines.join("\n") + "\n"
end

# The parameters an error says are missing or undef: [[kind, name, param]].
def missing(message, kind, name)
  out = []
  parts = message.split(/(?=Class\[[\w:]+\]:|(?<![\w:])[\w:]+\[tmpl\]:)/)
  parts.each do |seg|
    owner = if seg =~ /\AClass\[([\w:]+)\]:/ then ['class', Regexp.last_match(1).downcase]
            elsif seg =~ /\A([\w:]+)\[tmpl\]:/ then ['define', Regexp.last_match(1).downcase]
            end
    next unless owner
    seg.scan(/parameter '?\$?(\w+)'? (?:expects (?:a|an) \w+ value, got Undef)?/) { |m| out << owner + [m[0]] }
    seg.scan(/expects (?:a value for|values for) parameters? ((?:'\w+'(?:, | and )?)+)/) do |m|
      m[0].scan(/'(\w+)'/) { |q| out << owner + [q[0]] }
    end
  end
  out.uniq
end

# Compiles `kind name` with `params` ({[kind, name] => {param => literal}}), declaring missing
# parameters again (up to 6 compiles); returns [status, params].
def compile_declarer(kind, name, params, work, modulepath, node_name, facts)
  manifest = File.join(work, 'site.pp')
  status = nil
  6.times do
    File.write(manifest, manifest_for(kind, name, params))
    $declarer_text = File.read(manifest).strip.gsub("\n", '; ')
    env = PuppetServer.environment(modulepath, manifest)
    begin
      Timeout.timeout(120) { PuppetServer.compile(env, node_name, facts) }
      status = 'ok'
      break
    rescue Exception => e # rubocop:disable Lint/RescueException
      status = "error: #{e.message[0, 200]}"
      want = missing(e.message, kind, name)
      added = false
      # "The horizon class should be included before the horizon::x class", "You must include
      # the apache base class before using any apache defined resource": declare the module's
      # main class first
      main = name.split('::').first
      if name.include?('::') && e.message =~ /should be included before|must include the \w+ base class/ && !params.key?(['class', main])
        params[['class', main]] = {}
        added = true
      end
      PuppetServer.within(env) do
        krt = env.known_resource_types
        want.each do |k, n, param|
          type = k == 'class' ? krt.find_hostclass(n) : krt.find_definition(n)
          next unless type
          t = (type.argument_types || {})[param] || Puppet::Pops::Types::PStringType::DEFAULT
          lit = literal(sample(t, param))
          next if lit.nil? || (params[[k, n]] || {})[param] == lit
          (params[[k, n]] ||= {})[param] = lit
          added = true
        end
      end
      # last resort for a define: its module's main class declared first (haproxy's defines
      # read the main class's settings)
      if !added && kind == 'define' && !params.key?(['class', main])
        params[['class', main]] = {}
        added = true
      end
      break unless added
    end
  end
  [status, params]
end

declared = {}
jobs['declarers'].each_with_index do |(kind, name), i|
  $declarer = "#{kind} #{name}"
  status, params = compile_declarer(kind, name, {}, work, modulepath, node_name, facts)
  declared[[kind, name]] = params if status == 'ok'
  $stderr.puts "#{i + 1}/#{jobs['declarers'].size} #{$declarer}: #{status} #{params.empty? ? '' : params.inspect}"
end

# Hints: a declarer that compiles but renders a template only under a condition on its
# parameters (`if $action { ... template('apache/vhost/_action.erb') }`) is compiled again with
# those parameters set (the literal the condition compares with, else a value of the type).
(jobs['hints'] || []).each_with_index do |(kind, name, hint), i|
  base = declared[[kind, name]]
  next unless base
  $declarer = "#{kind} #{name} #{hint.keys.join(',')}"
  params = Marshal.load(Marshal.dump(base))
  env = PuppetServer.environment(modulepath, File.join(work, 'site.pp'))
  PuppetServer.within(env) do
    krt = env.known_resource_types
    type = kind == 'class' ? krt.find_hostclass(name) : krt.find_definition(name)
    hint.each do |param, lit|
      next unless type && type.arguments.key?(param)
      unless lit
        t = (type.argument_types || {})[param] || Puppet::Pops::Types::PStringType::DEFAULT
        lit = literal(sample(t, param))
      end
      (params[[kind, name]] ||= {})[param] = lit if lit
    end
  end
  status, = compile_declarer(kind, name, params, work, modulepath, node_name, facts)
  $stderr.puts "hint #{i + 1}/#{jobs['hints'].size} #{$declarer}: #{status}"
end
File.write(out_file, JSON.pretty_generate($recorded))
