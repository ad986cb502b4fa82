# apt: a PPA, conf snippets, a setting file, a keyring and a pinned source with it
class { 'apt':
  update => { 'frequency' => 'always' },
  purge  => { 'sources.list.d' => false },
}
apt::conf { 'no-recommends':
  content  => "APT::Install-Recommends \"0\";\nAPT::Install-Suggests \"0\";\n",
  priority => 90,
}
apt::setting { 'conf-proxy':
  content => "Acquire::http::Proxy \"http://proxy.example.com:3128\";\n",
}
apt::keyring { 'vendor.asc':
  source => 'https://vendor.example.com/key.asc',
}
apt::source { 'vendor':
  location => 'https://vendor.example.com/apt',
  release  => 'stable',
  repos    => 'main',
  keyring  => '/etc/apt/keyrings/vendor.asc',
  pin      => 600,
}
apt::ppa { 'ppa:deadsnakes/ppa': }
