include postgresql::server::plperl
