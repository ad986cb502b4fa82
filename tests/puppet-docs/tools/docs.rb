# Dumps, as JSON on stdout, the documentation text of the installed Puppet's functions and
# resource types, the way Puppet itself holds it:
#   - 4.x functions (puppet/functions/*.rb): the file's comment blocks (YARD text), '# ' removed;
#   - 3.x functions (puppet/parser/functions/*.rb): the :doc string Puppet records for the function;
#   - resource types (puppet/type/*.rb) and the metaparameters (puppet/type.rb): the type's doc
#     and each parameter's and property's doc.
# usage: ruby docs.rb PUPPET_LIB_DIR   (the directory holding puppet.rb)
require 'json'
require 'tmpdir'
lib = ARGV[0]
$LOAD_PATH.unshift(lib)
require 'puppet'
Puppet.initialize_settings(['--confdir', Dir.mktmpdir, '--vardir', Dir.mktmpdir, '--codedir', Dir.mktmpdir])
out = []

Dir[File.join(lib, 'puppet', 'functions', '*.rb')].sort.each do |f|
  rel = f.sub(lib + '/', '')
  blocks, cur = [], nil
  File.readlines(f).each_with_index do |l, i|
    m = /\A\s*#(?!!) ?(.*?)\n?\z/m.match(l)
    if m
      text = m[1]
      cur ||= { 'line' => i + 1, 'lines' => [] }
      cur['lines'] << text
    else
      blocks << cur if cur
      cur = nil
    end
  end
  blocks << cur if cur
  blocks.each do |b|
    out << { 'kind' => 'function4', 'file' => rel, 'name' => File.basename(f, '.rb'), 'line' => b['line'],
             'doc' => b['lines'].join("\n") + "\n" }
  end
end

env = Puppet.lookup(:current_environment)
# the reference Ruby lacks the scanf library that parser/functions/scanf.rb requires; only its
# doc string is wanted here
$LOADED_FEATURES << 'scanf.rb'
Dir[File.join(lib, 'puppet', 'parser', 'functions', '*.rb')].sort.each do |f|
  name = File.basename(f, '.rb')
  Puppet::Parser::Functions.function(name, env)
  info = Puppet::Parser::Functions.environment_module(env).get_function_info(name.to_sym)
  next unless info && info[:doc]
  out << { 'kind' => 'function3', 'file' => f.sub(lib + '/', ''), 'name' => name, 'doc' => info[:doc] }
end

Dir[File.join(lib, 'puppet', 'type', '*.rb')].sort.each do |f|
  name = File.basename(f, '.rb')
  t = Puppet::Type.type(name.to_sym)
  next unless t
  rel = f.sub(lib + '/', '')
  out << { 'kind' => 'type', 'file' => rel, 'name' => name, 'doc' => t.doc.to_s }
  t.allattrs.each do |a|
    next if Puppet::Type.metaparam?(a)
    k = t.attrclass(a)
    next unless k && k.doc
    out << { 'kind' => 'type', 'file' => rel, 'name' => "#{name}.#{a}", 'doc' => k.doc.to_s }
  end
end
Puppet::Type.metaparams.each do |a|
  k = Puppet::Type.metaparamclass(a)
  out << { 'kind' => 'type', 'file' => 'puppet/type.rb', 'name' => "metaparam.#{a}", 'doc' => k.doc.to_s }
end
# the providers' docs (puppet/provider/<type>/*.rb)
Dir[File.join(lib, 'puppet', 'type', '*.rb')].sort.each do |f|
  t = Puppet::Type.type(File.basename(f, '.rb').to_sym)
  next unless t
  t.providers.sort.each do |p|
    k = t.provider(p)
    src = File.join('puppet', 'provider', t.name.to_s, "#{p}.rb")
    next unless k && k.doc && File.exist?(File.join(lib, src))
    out << { 'kind' => 'provider', 'file' => src, 'name' => "#{t.name}.#{p}", 'doc' => k.doc.to_s }
  end
end
require 'puppet/util/reference'
# the references' own text (puppet/reference/*.rb) and the settings' descriptions (puppet/defaults.rb)
Puppet::Util::Reference.references(Puppet.lookup(:current_environment)).sort.each do |r|
  ref = Puppet::Util::Reference.reference(r)
  next unless ref && ref.doc
  out << { 'kind' => 'reference', 'file' => "puppet/reference/#{r}.rb", 'name' => r.to_s, 'doc' => ref.doc.to_s }
end
Puppet.settings.each do |name, setting|
  next unless setting.desc
  out << { 'kind' => 'setting', 'file' => 'puppet/defaults.rb', 'name' => name.to_s, 'doc' => setting.desc.to_s }
end
puts JSON.pretty_generate(out)
