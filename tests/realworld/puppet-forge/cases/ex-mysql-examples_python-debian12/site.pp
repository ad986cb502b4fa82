class { 'mysql::bindings::python': }
