# apt: purge, a third-party repository with a keyring, pins and backports
class { 'apt':
  purge  => { 'sources.list.d' => true, 'preferences.d' => true },
  update => { 'frequency' => 'daily' },
}
apt::source { 'nodesource':
  location => 'https://deb.nodesource.com/node_20.x',
  release  => 'nodistro',
  repos    => 'main',
  key      => { 'name' => 'nodesource.gpg', 'source' => 'https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key' },
  include  => { 'src' => false, 'deb' => true },
}
apt::pin { 'nodejs':
  packages => 'nodejs',
  origin   => 'deb.nodesource.com',
  priority => 700,
}
apt::pin { 'no-snap':
  packages => 'snapd',
  priority => -10,
  release  => '*',
}
apt::conf { 'no-recommends':
  content  => "APT::Install-Recommends \"false\";\n",
  priority => 90,
}
