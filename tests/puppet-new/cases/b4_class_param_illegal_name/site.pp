class c($Foo) { }
include c
