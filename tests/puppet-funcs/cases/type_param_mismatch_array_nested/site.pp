class c(Array[Array[Integer]] $x) {}
class { 'c': x => [[1], [2, 'b']] }
