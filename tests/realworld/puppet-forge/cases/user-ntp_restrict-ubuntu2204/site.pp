# ntp: servers, restrictions and a preferred server
class { 'ntp':
  servers         => ['ntp1.example.com', 'ntp2.example.com', '0.pool.ntp.org'],
  preferred_servers => ['ntp1.example.com'],
  restrict        => ['default kod nomodify notrap nopeer noquery', '-6 default kod nomodify notrap nopeer noquery', '127.0.0.1', '-6 ::1'],
  iburst_enable   => true,
  interfaces      => ['127.0.0.1', $facts['networking']['ip']],
  service_manage  => true,
}
