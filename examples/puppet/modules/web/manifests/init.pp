class web(Integer[1, 65535] $port, String $server = 'nginx') {
  package { $server: ensure => installed }
  -> service { $server: ensure => running, enable => true }
  notice("${server} listens on port ${port}")
}
