type MyInt = Integer[0, 9]
class c(MyInt $x) {}
class { 'c': x => 10 }
