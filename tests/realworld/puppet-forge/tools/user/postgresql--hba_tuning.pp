# postgresql server tuning: config entries, pg_hba rules, an extension and a schema
class { 'postgresql::server':
  listen_addresses => '*',
  ipv4acls         => ['host all all 10.0.0.0/8 scram-sha-256'],
}
postgresql::server::config_entry { 'max_connections': value => 300 }
postgresql::server::config_entry { 'shared_buffers': value => '2GB' }
postgresql::server::config_entry { 'log_min_duration_statement': value => 500 }
postgresql::server::pg_hba_rule { 'replication from standby':
  type        => 'hostssl',
  database    => 'replication',
  user        => 'replicator',
  address     => '10.0.0.12/32',
  auth_method => 'scram-sha-256',
  order       => 5,
}
postgresql::server::db { 'metrics': user => 'metrics', password => postgresql::postgresql_password('metrics', 'secret') }
postgresql::server::extension { 'pg_stat_statements': database => 'metrics' }
postgresql::server::schema { 'reporting': db => 'metrics', owner => 'metrics' }
