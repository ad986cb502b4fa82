# a defined resource given `name` equal to its title (as stdlib's ensure_resource and
# create_resources pass a hash that holds it), and one given another name
define keyring(String $source = 'none', String $filename = $name) {
  notify { "keyring ${title}: ${name} ${filename}": }
}
keyring { 'icinga.key':
  name   => 'icinga.key',
  source => 'https://example.com/icinga.key',
}
keyring { 'other.key':
  name => 'renamed.key',
}
create_resources('keyring', { 'made.key' => { 'name' => 'made.key' } })
notify { 'plain': name => 'plain' }
