# many vhosts from a hash, as a Hiera-driven profile does, with per-vhost defaults merged in
class profile::vhosts (
  Hash[String, Hash] $vhosts = {
    'a.example.com' => { 'docroot' => '/srv/a', 'serveraliases' => ['www.a.example.com'] },
    'b.example.com' => { 'docroot' => '/srv/b', 'port' => 8080 },
    'c.example.com' => { 'docroot' => '/srv/c', 'ssl' => true, 'port' => 443 },
  },
  Hash $defaults = { 'port' => 80, 'docroot_owner' => 'www-data', 'docroot_group' => 'www-data', 'override' => ['All'] },
) {
  class { 'apache': default_vhost => false }
  $vhosts.each |$name, $params| {
    apache::vhost { $name:
      * => $defaults + $params,
    }
  }
  apache::listen { '8443': }
}
include profile::vhosts
