include postgresql::server::plpython
