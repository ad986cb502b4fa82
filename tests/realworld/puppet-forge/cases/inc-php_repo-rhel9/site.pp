include php::repo
