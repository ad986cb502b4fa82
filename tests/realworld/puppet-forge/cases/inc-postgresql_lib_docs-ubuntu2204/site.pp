include postgresql::lib::docs
