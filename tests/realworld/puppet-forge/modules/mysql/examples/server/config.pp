mysql::server::config { 'testfile':
}
