type Port = Integer[1, 65535]
type Ports = Array[Port, 1]
class k(Ports $p) {}
class { 'k': p => [] }
