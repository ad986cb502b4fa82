# archive: a Nexus artifact, an extracted tarball with creates, a checksum-verified file
class { 'archive': aws_cli_install => false }
archive::nexus { '/opt/app/app-1.4.2.jar':
  url        => 'https://nexus.example.com',
  gav        => 'com.example:app:1.4.2',
  repository => 'releases',
  packaging  => 'jar',
}
archive { '/tmp/node_exporter.tar.gz':
  ensure       => present,
  source       => 'https://github.com/prometheus/node_exporter/releases/download/v1.7.0/node_exporter-1.7.0.linux-amd64.tar.gz',
  extract      => true,
  extract_path => '/opt',
  creates      => '/opt/node_exporter-1.7.0.linux-amd64/node_exporter',
  cleanup      => true,
  checksum     => 'a550cd5c05f760b7934a2d0afad66d2e92e681482f5f57a917465b1fba3b02a6',
  checksum_type => 'sha256',
}
archive::download { 'jq':
  url      => 'https://github.com/jqlang/jq/releases/download/jq-1.7/jq-linux-amd64',
  src_target => '/usr/local/bin',
  checksum => false,
}
