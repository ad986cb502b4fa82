include postgresql::server::contrib
