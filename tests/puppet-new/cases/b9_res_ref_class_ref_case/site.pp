class my::klass { }
include my::klass
notify { 'n': require => Class['My::Klass'], message => "${Class['my::klass']}" }
