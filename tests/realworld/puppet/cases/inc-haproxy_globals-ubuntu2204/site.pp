include haproxy::globals
