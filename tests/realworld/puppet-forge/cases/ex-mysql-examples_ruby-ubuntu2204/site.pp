include mysql::bindings::ruby
