include php::repo::redhat
