$settings = { 'zeta' => 1, 'alpha' => ['a', 'b'], 'mid' => { 'on' => true } }
file { '/etc/app/settings.yml': content => conv::sorted_yaml($settings) }
file { '/etc/app/raw.yml': content => template('conv/settings.yml.erb') }
notice(['10.0.0.1', '300.1.1.1', 'host'].map |$a| { conv::ipv4($a) })
