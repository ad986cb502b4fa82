### pick_family
notice(pick(undef, '', 'x'))
notice(pick(false, 'y'))
notice(pick_default(undef, '', 'dflt'))
notice(pick_default('first', 'dflt'))
notice(pick_default(undef))
notice("[${pick_default(undef, undef)}]")
### pick_error
$x = pick(undef, '')
### pick_default_error
$x = pick_default()
### collections_arrays
notice(any2array())
notice(any2array('a'))
notice(any2array(['a', 'b']))
notice(any2array({'k' => 'v', 'k2' => 'v2'}))
notice(any2array('a', 'b'))
notice(concat(['a'], 'b', ['c', 'd']))
notice(union(['a', 'b', 'a'], ['b', 'c']))
notice(difference(['a', 'b', 'c'], ['b']))
notice(intersection(['a', 'b', 'c', 'b'], ['b', 'c', 'x']))
notice(member(['a', 'b'], 'b'))
notice(member(['a', 'b'], ['a', 'c']))
notice(member([1, 2], 2))
notice(delete(['a', 'b', 'a'], 'a'))
notice(delete({'a' => 1, 'b' => 2}, ['a']))
notice(delete('abcabc', 'b'))
notice(delete_at(['a', 'b', 'c'], 1))
notice(delete_at(['a', 'b', 'c'], '0'))
notice(delete_undef_values(['a', undef, 'b']))
notice(delete_undef_values({'a' => undef, 'b' => 1}))
notice(delete_values({'a' => 'x', 'b' => 'y', 'c' => 'x'}, 'x'))
notice(delete_regex(['abc', 'b', 'xbx'], 'b'))
notice(reverse(['a', 'b']))
notice(reverse('abc'))
notice(zip([1, 2], ['a', 'b']))
notice(zip([1, 2], ['a', 'b'], true))
notice(count(['a', '', undef, 'b']))
notice(count(['a', 'b', 'a'], 'a'))
notice(grep(['apple', 'banana', 'cherry'], 'an'))
notice(reject(['apple', 'banana', 'cherry'], 'an'))
notice(values_at(['a', 'b', 'c', 'd'], [0, '2-3']))
notice(values_at(['a', 'b', 'c', 'd'], '1...3'))
notice(range(1, 5))
notice(range('1..3'))
notice(range('a', 'e'))
notice(range(0, 10, 3))
notice(hash(['a', 1, 'b', 2]))
notice(dig44({'a' => {'b' => [10, 20]}}, ['a', 'b', 1]))
notice(dig44({'a' => {}}, ['a', 'x'], 'dflt'))
### collections_hashes
notice(merge({'a' => 1, 'b' => 2}, {'b' => 3}, undef, ''))
notice(merge(['x', 'y']) |$acc, $v| { { $v => $acc.length } })
notice(deep_merge({'a' => {'x' => 1, 'y' => 2}}, {'a' => {'y' => 3}, 'b' => 4}))
notice(has_key({'a' => 1}, 'a'))
notice(has_key({'a' => 1}, 'b'))
notice(prefix(['a', 'b'], 'p_'))
notice(prefix({'a' => 1}, 'p_'))
notice(suffix(['a', 'b'], '.conf'))
notice(join_keys_to_values({'a' => 1, 'b' => [2, 3], 'c' => undef}, '='))
### merge_type_error
notice(merge({'a' => 1}, 2))
### concat_error
notice(concat('a', 'b'))
### delete_at_error
notice(delete_at(['a'], 5))
### member_error
notice(member('a', 'b'))
### has_key_error
notice(has_key('notahash', 'a'))
### union_error
notice(union(['a'], 'b'))
### join_keys_error
notice(join_keys_to_values(['a'], '='))
### strings_bool
notice(str2bool('yes'))
notice(str2bool('0'))
notice(str2bool(true))
notice(bool2str(true))
notice(bool2str(false, 'on', 'off'))
notice(bool2num('true'))
notice(bool2num(false))
notice(num2bool('1.5'))
notice(num2bool(0))
notice(any2bool('yes'))
notice(any2bool(undef))
notice(any2bool('0.0'))
notice(any2bool([]))
### str2bool_error
notice(str2bool('maybe'))
### bool2str_error
notice(bool2str('x'))
### strings_text
notice(base64('encode', 'hello world'))
notice(base64('encode', 'hi', 'strict'))
notice(base64('decode', 'aGVsbG8gd29ybGQ='))
notice(base64('encode', '??>>', 'urlsafe'))
notice(shell_escape("it's a test"))
notice(shell_escape(''))
notice(shell_join(['a b', 'c']))
notice(shell_split('a "b c" d\ e'))
notice(batch_escape('a"b$c'))
notice(powershell_escape('a b$c'))
notice(dirname('/etc/puppet/puppet.conf'))
notice(dirname('file'))
notice(dirname('/a/b/'))
notice(basename('/etc/puppet/puppet.conf'))
notice(basename('/etc/puppet/puppet.conf', '.conf'))
notice(basename('/a/b.tar.gz', '.*'))
notice(uriescape('a b%c/d?e=f#g'))
notice(regexpescape('a.b*c'))
notice(squeeze('aaabbbccc'))
notice(squeeze('aaabbbccc', 'a-b'))
notice(swapcase('aBc'))
notice(enclose_ipv6(['::1', '127.0.0.1', '*']))
notice(to_bytes('4 kB'))
notice(to_bytes('1M'))
notice(convert_base(255, 16))
notice(convert_base('10', '2'))
notice(stdlib::start_with('foobar', 'foo'))
notice(stdlib::end_with('foobar', ['x', 'bar']))
notice(stdlib::extname('/a/b.tar.gz'))
notice(stdlib::extname('.bashrc'))
notice(stdlib::xml_encode('a<b & "c"'))
notice(stdlib::xml_encode('a<b & "c"', 'attr'))
notice(stdlib::ip_in_range('10.1.2.3', '10.0.0.0/8'))
notice(stdlib::ip_in_range('192.168.1.1', ['10.0.0.0/8', '172.16.0.0/12']))
### dirname_error
notice(dirname(''))
### base64_error
notice(base64('encrypt', 'x'))
### shell_escape_arity
notice(shell_escape())
### start_with_type
notice(stdlib::start_with(1, 'a'))
### data_json
$d = {'name' => 'x', 'list' => [1, 2.5, true, undef], 'empty' => {}, 'path' => '/a/b', 'q' => "say \"hi\"\n"}
notice(to_json($d))
notice(to_json_pretty($d))
notice(to_json_pretty([1, undef, 2], true))
notice(to_json('plain'))
### data_yaml
notice(to_yaml({'a' => '/etc/foo', 'b' => 'true', 'c' => 'x: y', 'd' => '', 'e' => undef, 'f' => [1, {'g' => 2, 'h' => []}], 'i' => "multi\nline", 'j' => '1.5', 'k' => 'plain text', 'n' => 'y', 'o' => 1.0, 'r' => '0777', 'u' => {}}))
notice(to_yaml(['a', 'b']))
notice(to_yaml('x'))
### data_parse
notice(parsejson('{"a": [1, 2, {"b": null}], "c": "d"}'))
notice(parsejson('not json', 'fallback'))
notice(parseyaml("---\na: 1\nb:\n  - x\n  - z\n"))
notice(parseyaml('[', 'fallback'))
notice(parsepson('{"k": "v"}'))
notice(to_python({'a' => [true, undef, 1]}))
notice(to_ruby({'a' => [true, undef, 1]}))
### parsejson_error
notice(parsejson('{oops'))
### deprecated_is
notice(is_array([1]))
notice(is_string('x'))
notice(is_string('1'))
notice(is_integer('12'))
notice(is_integer('012'))
notice(is_numeric('1.5e3'))
notice(is_float('1.5'))
notice(is_bool(true))
notice(is_hash({}))
notice(is_ip_address('10.0.0.1'))
notice(is_ipv4_address('10.0.0.1'))
notice(is_ipv6_address('::1'))
notice(is_domain_name('example.com'))
notice(is_domain_name('-bad-.com'))
notice(is_email_address('a@b.com'))
notice(is_mac_address('aa:bb:cc:dd:ee:ff'))
notice(is_absolute_path('/etc'))
notice(is_absolute_path('C:/x'))
notice(is_absolute_path('rel'))
notice(is_function_available('pick'))
notice(is_function_available('nosuchthing'))
### deprecated_validate_ok
validate_string('a', undef)
validate_array([1])
validate_hash({})
validate_bool(true)
validate_absolute_path(['/a', '/b'])
validate_re('abc', '^a')
validate_integer(5, 10, 1)
validate_numeric('1.5')
validate_slength('abc', 5)
validate_ip_address('10.0.0.1')
validate_ipv4_address('10.0.0.1')
validate_ipv6_address('::1')
validate_domain_name('example.com')
validate_email_address('a@b.com')
notice('all valid')
### deprecated_once_per_key
notice(is_array([1]))
notice(is_array('x'))
### validate_string_error
validate_string(1)
### validate_array_error
validate_array('x')
### validate_hash_error
validate_hash(['x'])
### validate_bool_error
validate_bool('true')
### validate_absolute_path_error
validate_absolute_path('relative/path')
### validate_re_error
validate_re('abc', '^x')
### validate_re_message
validate_re('abc', ['^x', '^y'], 'custom message')
### validate_integer_error
validate_integer(15, 10)
### validate_integer_type_error
validate_integer('abc')
### validate_slength_error
validate_slength('abcdef', 3)
### validate_ip_error
validate_ip_address('10.0.0.300')
### validate_legacy_ok
validate_legacy(String, 'validate_string', 'abc')
validate_legacy('Optional[String]', 'validate_string', undef)
notice('validated')
### validate_legacy_fail
validate_legacy(Integer, 'validate_integer', 'abc')
### validate_legacy_deprecated
validate_legacy(Integer, 'validate_re', 'abc', '^a')
notice('passed previous')
### types_misc
notice(is_a(1, Integer))
notice(is_a('x', Integer))
notice(type_of([1, 'a']))
notice(type3x('12'))
notice(type3x([1]))
### catalog_ensure
ensure_resource('user', 'dan', {'ensure' => 'present'})
ensure_resource('user', 'dan', {'ensure' => 'present'})
ensure_resource('file', ['/tmp/a', '/tmp/b'], {'ensure' => 'file'})
ensure_resources('group', {'g1' => {'gid' => 100}, 'g2' => {}}, {'ensure' => 'present'})
ensure_packages(['vim', 'git'])
ensure_packages('vim')
ensure_packages({'curl' => {'ensure' => 'latest'}}, {'ensure' => 'present'})
ensure_packages(['tmux'], {'ensure' => 'present'})
notice(defined_with_params(User['dan'], {'ensure' => 'present'}))
notice(defined_with_params(User['dan'], {'ensure' => 'absent'}))
notice(defined_with_params('Package[vim]'))
notice(defined_with_params(Package['nothere']))
notice(getparam(User['dan'], 'ensure'))
notice(getparam(User['dan'], 'shell'))
notice(stdlib::str2resource('User[dan]'))
### ensure_resource_conflict
ensure_resource('user', 'dan', {'ensure' => 'present'})
ensure_resource('user', 'dan', {'ensure' => 'absent'})
### ensure_packages_type_error
ensure_packages(1)
### str2resource_missing
notice(stdlib::str2resource('User[nobody]'))
### facts_and_random
notice(fact('networking.fqdn'))
notice(fact('os.release.major'))
notice(fact('nosuch.fact'))
notice(os_version_gte('Debian', '10'))
notice(has_interface_with('eth0'))
notice(has_interface_with('ipaddress', '10.0.0.5'))
notice(has_interface_with('ipaddress', '10.9.9.9'))
notice(has_ip_address('127.0.0.1'))
notice(has_ip_network('10.0.0.0'))
notice(fqdn_rotate(['a', 'b', 'c', 'd', 'e']))
notice(fqdn_rotate(['a', 'b', 'c', 'd', 'e'], 'seed'))
notice(fqdn_rotate('abcdef'))
notice(fqdn_rand(100))
notice(fqdn_rand(1000, 'my seed'))
notice(fqdn_rand_string(10))
notice(fqdn_rand_string(8, 'abc'))
notice(fqdn_rand_string(8, undef, 'seed'))
notice(seeded_rand(100, 'seed'))
notice(seeded_rand_string(12, 'seed'))
notice(fqdn_uuid('puppetlabs.com'))
notice(load_module_metadata('privmod')['name'])
### sprintf_hash_and_deprecation
notice(sprintf_hash('%<a>s-%<b>05d', {'a' => 'x', 'b' => 42}))
deprecation('mykey', 'my message')
deprecation('mykey', 'my message')
### try_get_value
notice(try_get_value({'a' => {'b' => 'c'}}, 'a/b'))
notice(try_get_value({'a' => {'b' => 'c'}}, 'a/x', 'dflt'))
### private_class_from_main
include privmod::inner
### private_class_from_module
include privmod
### private_custom_message
include privmod::custom
### private_define_from_main
privmod::thing { 'x': }
### unknown_function
nosuchfunction(1)
### module_ruby_function
notice(rubyonly())
### create_resources_defaults
create_resources('user', {'u1' => {'uid' => 5}, 'u2' => {}}, {'ensure' => 'present', 'uid' => 9})
### defined_order
notice(defined(User['late']))
user { 'late': }
notice(defined(User['late']))
notice(defined('pick'))
notice(defined('nosuchfn'))
### no_stdlib_pick nostdlib
notice(pick(1))
