include php::globals
