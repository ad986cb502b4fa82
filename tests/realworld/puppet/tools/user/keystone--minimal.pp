class { 'keystone::db':
  database_connection => 'mysql+pymysql://keystone:secret@127.0.0.1/keystone',
}
class { 'keystone':
  catalog_driver => 'sql',
}
