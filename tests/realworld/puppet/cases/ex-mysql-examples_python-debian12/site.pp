class { 'mysql::bindings::python':}
