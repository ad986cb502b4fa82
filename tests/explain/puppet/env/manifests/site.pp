class base {
  File { mode => '0644', owner => 'root' }
  $greeting = 'hello'
  package { ['vim', 'curl']: ensure => installed }
  file { '/etc/motd':
    content => "${greeting} from ${facts['hostname']}\n",
    owner   => 'www',
    require => Package['vim'],
    tag     => ['base'],
  }
  file { '/etc/issue':
    content => 'issue',
  }
}

class base::override inherits base {
  File['/etc/motd'] {
    mode    => '0600',
    require +> Package['curl'],
  }
}

node default {
  include base::override
  include ntp
  File <| tag == 'base' |> { group => 'adm' }
  Package <| title == 'vim' |> { ensure => latest }
}
