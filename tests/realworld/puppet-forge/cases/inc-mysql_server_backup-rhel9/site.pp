include mysql::server::backup
