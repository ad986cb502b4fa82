include php::fpm
