# Reads a JSON array of manifest texts on stdin; prints a JSON array holding, for each, null when
# Puppet 7's parser accepts it or the parser's error message.
# usage: ruby parse.rb PUPPET_LIB_DIR < texts.json
require 'json'
require 'tmpdir'
$LOAD_PATH.unshift(ARGV[0])
require 'puppet'
Puppet.initialize_settings(['--confdir', Dir.mktmpdir, '--vardir', Dir.mktmpdir, '--codedir', Dir.mktmpdir])
parser = Puppet::Pops::Parser::Parser.new  # syntax only: validation errors are cases
out = JSON.parse($stdin.read).map do |text|
  begin
    parser.parse_string(text, "site.pp")
    nil
  rescue StandardError => e
    e.message
  end
end
puts JSON.generate(out)
