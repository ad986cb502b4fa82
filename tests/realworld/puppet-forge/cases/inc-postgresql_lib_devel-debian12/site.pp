include postgresql::lib::devel
