include php::repo::suse
