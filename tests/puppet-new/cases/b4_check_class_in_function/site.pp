function f() { class x { } }
