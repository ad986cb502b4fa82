file_line { 'sudo_rule':
  path => '/etc/sudoers',
  line => '%sudo ALL=(ALL) ALL',
}
file_line { 'bashrc_proxy':
  ensure => present,
  path   => '/etc/bashrc',
  line   => 'export HTTP_PROXY=http://squid.puppetlabs.vm:3128',
  match  => '^export\ HTTP_PROXY\=',
}
$pkgs = ['curl', 'vim', 'git']
ensure_packages($pkgs)
ensure_resource('user', 'deploy', { 'ensure' => 'present', 'shell' => '/bin/bash' })
$home = pick($facts['root_home'], '/root')
file { "${home}/.profile": ensure => file }
