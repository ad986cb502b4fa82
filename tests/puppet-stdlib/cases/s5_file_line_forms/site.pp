file { '/tmp/f': ensure => file }
file_line { 'l1': path => '/tmp/f', line => 'a = 1' }
file_line { 'l2': path => '/tmp/f', line => 'b = 2', match => '^b', after => '^a', multiple => true, replace => false }
file_line { 'l3': ensure => absent, path => '/tmp/f', match => '^c', match_for_absence => true }
file_line { 'l4': path => '/tmp/f', line => 'd', encoding => 'UTF-8', append_on_no_match => false, match => 'd' }
