concat_file { '/tmp/c': tag => 'c', owner => 'root', mode => '0644', ensure_newline => true, order => 'numeric', backup => false, replace => true, validate_cmd => '/bin/true %', format => plain, force => false, show_diff => true, selinux_ignore_defaults => false }
concat_fragment { 'one': target => '/tmp/c', content => 'x', order => '01', tag => 'c' }
concat_fragment { 'two': target => '/tmp/c', source => '/tmp/s', order => 2 }
