assert_type(Type[Resource], File['/tmp/test']) notice('ok')
