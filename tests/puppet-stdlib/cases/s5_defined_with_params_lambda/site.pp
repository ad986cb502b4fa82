ensure_resource('package', 'p', {'ensure' => 'installed'})
notice(defined_with_params(Package['p'], {'ensure' => 'installed'}))
notice(defined_with_params(Package['p'], {'ensure' => 'present'}))
