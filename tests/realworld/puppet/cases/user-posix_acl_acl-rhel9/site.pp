file { '/srv/shared': ensure => directory }
posix_acl { '/srv/shared':
  action     => set,
  permission => ['user::rwx', 'group::r-x', 'mask::rwx', 'other::---', 'group:developers:rwx'],
  provider   => posixacl,
  recursive  => false,
  require    => File['/srv/shared'],
}
