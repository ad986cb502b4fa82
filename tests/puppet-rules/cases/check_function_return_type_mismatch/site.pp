function f() >> Integer { 'a' }
notice(f())
