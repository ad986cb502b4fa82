notice(assert_type(String, 'hello world'))
notice(assert_type('String', 'hello world'))
notice(assert_type('Optional[String]', 1) |$expected, $actual| { "${expected}/${actual}" })
assert_type(Type[Resource], File['/etc/motd'])
notice('ok')
type UnprivilegedPort = Integer[1024, 65537]
notice(assert_type(UnprivilegedPort, 5432))
