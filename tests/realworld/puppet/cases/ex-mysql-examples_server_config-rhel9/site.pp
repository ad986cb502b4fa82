mysql::server::config { 'testfile':

}
