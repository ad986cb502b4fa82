# archive: downloads with checksums, extraction and a cleanup flag
include archive
$version = '2.9.1'
file { '/opt/tool': ensure => directory }
archive { "/tmp/tool-${version}.tar.gz":
  ensure        => present,
  source        => "https://downloads.example.com/tool/tool-${version}.tar.gz",
  checksum      => 'a3f1c0d9b4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1',
  checksum_type => 'sha256',
  extract       => true,
  extract_path  => '/opt/tool',
  creates       => "/opt/tool/tool-${version}",
  cleanup       => true,
  require       => File['/opt/tool'],
}
archive { '/opt/tool/config.zip':
  source  => 'puppet:///modules/archive/missing.zip',
  extract => false,
}
archive::download { 'jq':
  url         => 'https://github.com/jqlang/jq/releases/download/jq-1.7.1/jq-linux-amd64',
  target      => '/usr/local/bin/jq',
  checksum    => false,
}
