# apache as a load balancer: a balancer with members, mod_status, a vhost proxying to the balancer
class { 'apache': default_vhost => false, mpm_module => 'event' }
include apache::mod::status
include apache::mod::proxy_balancer
apache::balancer { 'appcluster':
  collect_exported => false,
  proxy_set        => { 'lbmethod' => 'byrequests', 'stickysession' => 'JSESSIONID' },
}
apache::balancermember { 'app1': balancer_cluster => 'appcluster', url => 'http://10.0.0.21:8080', options => ['route=app1'] }
apache::balancermember { 'app2': balancer_cluster => 'appcluster', url => 'http://10.0.0.22:8080', options => ['route=app2', 'loadfactor=2'] }
apache::vhost { 'app.example.com':
  port       => 80,
  docroot    => '/var/www/app',
  proxy_pass => [ { 'path' => '/', 'url' => 'balancer://appcluster/' } ],
}
