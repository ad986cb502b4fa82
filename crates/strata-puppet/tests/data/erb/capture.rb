# Captures ERB template renders from the real Puppet (7.23 on the capturing machine) as test
# expectations for strata's ERB evaluator (crates/strata-puppet/tests/erb_templates.rs).
#
# Every case is compiled in one Ruby process through Puppet's own compiler, as
#
#   class erbcase { <vars>  notify { 'out': message => <call> } }
#   include erbcase
#
# with the facts in FACTS, and the Notify's message (or the compile error) is recorded.
#
# Regenerate (from the repository root):
#   ruby crates/strata-puppet/tests/data/erb/capture.rb own
#     (both modes also write tests/data/erb/facts.json, the facts every case is compiled with)
#     reads  tests/data/erb/own_cases.json (templates in tests/data/erb/modules)
#     writes tests/data/erb/own_expected.json
#   ruby crates/strata-puppet/tests/data/erb/capture.rb debian /usr/share/puppet/modules
#     renders every templates/**/*.erb of the Debian-packaged modules twice (no variables
#     set; variables given values guessed from how the template uses them) and
#     writes tests/data/erb/debian_expected.json (template paths relative to the modules dir)
require 'puppet'
require 'json'
require 'tmpdir'

HERE = File.dirname(File.expand_path(__FILE__))
# Where Puppet's own Ruby is installed (its errors name files there): written relative to it.
PUPPET_LIB = File.dirname(File.dirname($LOADED_FEATURES.find { |f| f.end_with?('/puppet/version.rb') })) + '/'

FACTS = {
  'fqdn' => 'node1.example.com', 'hostname' => 'node1', 'domain' => 'example.com',
  'ipaddress' => '192.0.2.10', 'ipaddress6' => '2001:db8::10', 'macaddress' => '52:54:00:12:34:56',
  'operatingsystem' => 'Debian', 'osfamily' => 'Debian', 'operatingsystemrelease' => '12.5',
  'operatingsystemmajrelease' => '12', 'lsbdistcodename' => 'bookworm', 'lsbdistid' => 'Debian',
  'kernel' => 'Linux', 'architecture' => 'amd64', 'processorcount' => 4, 'memorysize_mb' => 3942.5,
  'is_virtual' => true, 'virtual' => 'kvm', 'timezone' => 'UTC', 'path' => '/usr/bin:/bin',
  'os' => { 'family' => 'Debian', 'name' => 'Debian',
            'release' => { 'full' => '12.5', 'major' => '12' },
            'distro' => { 'codename' => 'bookworm' } },
  'networking' => { 'fqdn' => 'node1.example.com', 'hostname' => 'node1', 'ip' => '192.0.2.10',
                    'domain' => 'example.com' },
  'processors' => { 'count' => 4 },
}.freeze

def compile(vars, call)
  Puppet[:code] = "class erbcase {\n#{vars}\nnotify { 'out': message => #{call} }\n}\ninclude erbcase\n"
  facts = Puppet::Node::Facts.new('node1.example.com', FACTS.dup)
  node = Puppet::Node.new('node1.example.com', facts: facts)
  node.merge(facts.values)
  cat = Puppet::Parser::Compiler.compile(node)
  { 'ok' => cat.resource('Notify[out]')[:message].to_s }
rescue Exception => e # rubocop:disable Lint/RescueException
  # no paths of the capturing machine in the expectations
  msg = e.message.lines.first(6).join.gsub(HERE, '<DATA>').gsub($modulepath.to_s, '<MODULES>')
           .gsub(PUPPET_LIB, '')
  { 'error' => msg.gsub(/0x[0-9a-f]{16}/, '0x...') }
end

def setup(modulepath)
  $modulepath = modulepath
  tmp = Dir.mktmpdir
  Puppet.initialize_settings(['--basemodulepath', modulepath, '--confdir', tmp, '--vardir', tmp, '--codedir', tmp,
                              '--environmentpath', tmp, '--log_level', 'err'])
end

# Values for the variables a template uses, guessed from how it uses them.
def guess(name, text)
  use = text.scan(/@#{Regexp.escape(name)}\b(\.\w+[?!]?|\[)?/).flatten.compact
  use += text.scan(/(?:scope\[|lookupvar\()['"]#{Regexp.escape(name)}['"]\]?\)?(\.\w+[?!]?|\[)?/).flatten.compact
  hashy = %w[.each_pair .keys .values .has_key? .key? .fetch .each_key .each_value .merge .to_h]
  arrayish = %w[.each .join .map .sort .flatten .first .last .include? .each_with_index .collect
                .select .reject .uniq .compact .size .length .empty? .count .sort_by .any?]
  if use.any? { |u| hashy.include?(u) } || text =~ /@#{Regexp.escape(name)}\[['"]/
    "{ 'alpha' => 'one', 'beta' => 'two' }"
  elsif use.any? { |u| arrayish.include?(u) }
    "['alpha', 'beta']"
  elsif name =~ /(port|timeout|max|min|limit|count|size|number|num|interval|level|workers|threads)\z/
    '42'
  elsif name =~ /\A(enable|manage|use|is|has)|(enabled|ssl)\z/
    'true'
  else
    "'value-#{name}'"
  end
end

def puppet_str(s)
  "'" + s.gsub('\\', '\\\\\\\\').gsub("'", "\\\\'") + "'"
end

File.write(File.join(HERE, 'facts.json'), JSON.pretty_generate(FACTS) + "\n")

case ARGV[0]
when 'own'
  setup(File.join(HERE, 'modules'))
  cases = JSON.parse(File.read(File.join(HERE, 'own_cases.json')))
  out = cases.map do |c|
    c.merge('expect' => compile(c['vars'], c['call']))
  end
  File.write(File.join(HERE, 'own_expected.json'), JSON.pretty_generate(out) + "\n")
  warn "#{out.size} cases, #{out.count { |c| c['expect']['ok'] }} rendered"
when 'debian'
  mp = ARGV[1] || '/usr/share/puppet/modules'
  setup(mp)
  files = Dir.glob(File.join(mp, '*', 'templates', '**', '*.erb')).sort
  out = []
  files.each do |f|
    rel = f.sub(%r{\A#{Regexp.escape(mp)}/}, '')
    mod, _, *rest = rel.split('/')
    spec = "#{mod}/#{rest.join('/')}"
    text = File.read(f)
    names = (text.scan(/@([a-z_][a-zA-Z0-9_]*)/).flatten +
             text.scan(/(?:scope\[|lookupvar\()['"]([a-z_][a-zA-Z0-9_]*)['"]/).flatten).uniq
    names -= FACTS.keys
    names -= %w[title name module_name]
    vars = names.map { |n| "$#{n} = #{guess(n, text)}" }.join("\n")
    call = "template(#{puppet_str(spec)})"
    out << { 'name' => "#{rel} (unset)", 'vars' => '', 'call' => call,
             'expect' => compile('', call) }
    out << { 'name' => "#{rel} (guessed)", 'vars' => vars, 'call' => call,
             'expect' => compile(vars, call) }
  end
  File.write(File.join(HERE, 'debian_expected.json'), JSON.pretty_generate(out) + "\n")
  warn "#{out.size} cases, #{out.count { |c| c['expect']['ok'] }} rendered"
else
  warn 'usage: capture.rb own | debian [MODULEDIR]'
  exit 2
end
