# control repo: node definitions by regex, a role picked from a fact, profiles with lookup defaults
class profile::base (
  Array[String] $packages = lookup('profile::base::extra_packages', Array[String], 'unique', ['vim', 'tmux']),
  Hash $users = lookup('profile::base::users', Hash, 'hash', { 'ops' => { 'uid' => 2001 } }),
) {
  package { $packages: ensure => installed }
  $users.each |$name, $u| {
    user { $name: ensure => present, uid => $u['uid'], managehome => true }
    group { $name: ensure => present, gid => $u['uid'] }
  }
  class { 'timezone': timezone => 'UTC' }
  include sudo
}
class profile::db {
  class { 'postgresql::server': }
  postgresql::server::db { 'inventory': user => 'inventory', password => 'inv-pass' }
}
class profile::cache {
  class { 'redis': bind => ['127.0.0.1'] }
}
class role::db { include profile::base, profile::db }
class role::cache { include profile::base, profile::cache }
node /^(deb|rhel)\d+\./ {
  include role::db
}
node default {
  include role::cache
}
