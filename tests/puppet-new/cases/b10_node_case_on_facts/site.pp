node default {
  case $facts['os']['family'] {
    'RedHat', 'CentOS': { notify { 'rh': } }
    'Debian', 'Ubuntu': { notify { "deb ${facts['kernel']}": } }
    default: { notify { 'other': } }
  }
}
