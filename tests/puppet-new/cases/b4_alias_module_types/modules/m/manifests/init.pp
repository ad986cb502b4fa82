class m(M::Port $port) { notice($port) }
