include mod::foo
