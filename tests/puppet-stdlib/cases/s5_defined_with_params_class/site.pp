class foo($x = 1) {}
include foo
notice(defined_with_params(Class['foo']))
notice(defined_with_params(Class['foo'], {'x' => 1}))
notice(defined_with_params('Class[bar]'))
