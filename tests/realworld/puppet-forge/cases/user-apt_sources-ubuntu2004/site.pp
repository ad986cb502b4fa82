class { 'apt':
  update => { 'frequency' => 'daily' },
  purge  => { 'sources.list.d' => true },
}
apt::source { 'docker':
  location => 'https://download.docker.com/linux/debian',
  release  => 'bookworm',
  repos    => 'stable',
  key      => { 'name' => 'docker.asc', 'source' => 'https://download.docker.com/linux/debian/gpg' },
}
apt::pin { 'stable':
  priority => 700,
  release  => 'stable',
}
