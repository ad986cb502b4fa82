file { '/tmp/a': ensure => file }
$r = stdlib::str2resource('File[/tmp/a]')
notice($r)
notice($r =~ Type[File])
notify { 'n': require => stdlib::str2resource('File[/tmp/a]') }
