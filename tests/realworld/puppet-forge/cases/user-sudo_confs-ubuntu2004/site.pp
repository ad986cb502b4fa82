# sudo: purge unmanaged rules, groups and command aliases
class { 'sudo':
  purge               => true,
  config_file_replace => true,
  suppress_admin_msg  => true,
}
sudo::conf { 'admins':
  priority => 10,
  content  => '%admins ALL=(ALL) NOPASSWD: ALL',
}
sudo::conf { 'deploy':
  priority => 20,
  content  => [
    'Cmnd_Alias DEPLOY = /usr/bin/systemctl restart myapp, /usr/bin/systemctl reload nginx',
    'deploy ALL=(root) NOPASSWD: DEPLOY',
  ],
}
sudo::conf { 'secure_path':
  priority => 5,
  content  => 'Defaults secure_path="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"',
}
