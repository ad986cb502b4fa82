# a parameter type mismatch reports the expected type with every alias inside it written out
# (`Name = ...`), inside arrays, hashes, structs and tuples too
class net(Cidr::Any $pod_cidr) {}
class { 'net': pod_cidr => 5 }
