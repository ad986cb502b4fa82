# stdlib data types checked in a profile's parameters and with assert_type / =~
class profile::app (
  Stdlib::HTTPSUrl $repo_url = 'https://repo.example.com/app',
  Stdlib::Port::Unprivileged $port = 8443,
  Stdlib::Absolutepath $home = '/opt/app',
  Stdlib::IP::Address::V4::CIDR $allowed = '10.0.0.0/8',
  Stdlib::Email $contact = 'ops@example.com',
  Stdlib::Filemode $mode = '0640',
  Stdlib::Ensure::Service $service_ensure = 'running',
  Stdlib::Host $db_host = 'db01.example.com',
  Stdlib::Datasize $heap = '2G',
) {
  $checks = {
    'fqdn'  => $facts['networking']['fqdn'] =~ Stdlib::Fqdn,
    'mac'   => '00:11:22:aa:bb:cc' =~ Stdlib::MAC,
    'ipv6'  => 'fe80::1' =~ Stdlib::IP::Address::V6,
    'port'  => 70000 =~ Stdlib::Port,
    'url'   => 'ftp://x' =~ Stdlib::HTTPUrl,
    'base64' => 'aGVsbG8=' =~ Stdlib::Base64,
  }
  file { $home: ensure => directory, mode => $mode }
  file { "${home}/checks": content => String($checks) }
  service { 'app': ensure => $service_ensure }
  assert_type(Stdlib::Port, $port) |$expected, $actual| { fail("bad port ${actual}") }
}
include profile::app
