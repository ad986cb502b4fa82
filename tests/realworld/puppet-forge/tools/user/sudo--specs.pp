# sudo: purged config dir, defaults from hiera-like hash, a conf with an array of lines and one absent
class { 'sudo':
  purge              => true,
  config_file_replace => true,
  content            => undef,
}
sudo::conf { 'admins':
  priority => 10,
  content  => ['%admins ALL=(ALL) ALL', 'Defaults:%admins !lecture'],
}
sudo::conf { 'deploy':
  priority => 20,
  content  => 'deploy ALL=(www-data) NOPASSWD: /usr/bin/rsync',
}
sudo::conf { 'legacy': ensure => absent }
