define conf($content = '') { file { "/etc/${title}.conf": content => $content } }
conf { ['a', 'b']: content => 'x' }
notify { 'n': require => File['/etc/a.conf'] }
