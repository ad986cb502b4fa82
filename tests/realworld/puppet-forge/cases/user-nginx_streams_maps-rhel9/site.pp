# nginx: http and stream sections, a mailhost-free stream proxy, geo/map blocks and snippets
class { 'nginx':
  stream              => true,
  http_cfg_append     => { 'server_names_hash_bucket_size' => '128' },
  log_format          => { 'json' => 'escape=json \'{"t":"$time_iso8601","s":$status}\'' },
  names_hash_bucket_size => 128,
}
nginx::resource::streamhost { 'postgres':
  listen_port => 5433,
  proxy       => 'pg_backend',
}
nginx::resource::upstream { 'pg_backend':
  context => 'stream',
  members => { 'db1:5432' => { server => 'db1.example.com', port => 5432 }, 'db2:5432' => { server => 'db2.example.com', port => 5432, backup => true } },
}
nginx::resource::geo { 'client_network':
  default  => 'external',
  networks => { '10.0.0.0/8' => 'internal', '192.0.2.0/24' => 'lab' },
}
nginx::resource::server { 'status.example.com':
  listen_port => 8080,
  locations   => {
    'stub' => { 'location' => '/nginx_status', 'stub_status' => true, 'location_allow' => ['127.0.0.1'], 'location_deny' => ['all'] },
  },
  www_root    => '/srv/status',
  format_log  => 'json',
}
nginx::resource::snippet { 'security_headers':
  raw_content => "add_header X-Content-Type-Options nosniff;\nadd_header Referrer-Policy same-origin;\n",
}
