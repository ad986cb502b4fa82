class { 'apt':
  purge => { 'sources.list.d' => true },
}
apt::source { 'nginx':
  location => 'http://nginx.org/packages/debian',
  release  => 'bookworm',
  repos    => 'nginx',
  key      => {
    'id'     => '573BFD6B3D8FBC641079A6ABABF5BD827BD9BF62',
    'server' => 'keyserver.ubuntu.com',
  },
}
apt::pin { 'nginx':
  priority => 900,
  origin   => 'nginx.org',
}
