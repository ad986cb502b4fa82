class c { function f() {} }
