# zypper repositories on a SUSE-style host, written as a user would for an openSUSE fleet
zypprepo { 'devel_languages_python':
  baseurl      => 'https://download.opensuse.org/repositories/devel:/languages:/python/15.5/',
  enabled      => 1,
  autorefresh  => 1,
  name         => 'devel_languages_python',
  gpgcheck     => 1,
  gpgkey       => 'https://download.opensuse.org/repositories/devel:/languages:/python/15.5/repodata/repomd.xml.key',
  priority     => 98,
  type         => 'rpm-md',
}
zypprepo { 'company':
  baseurl     => 'https://repo.example.com/suse/',
  enabled     => 0,
  autorefresh => 0,
  keeppackages => 1,
}
