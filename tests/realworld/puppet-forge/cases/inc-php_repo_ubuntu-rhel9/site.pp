include php::repo::ubuntu
