include mysql::bindings::perl
