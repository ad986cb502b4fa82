notify { 'a': }
class c($p = "${tag}-p") { notice("tag=${tag} p=${p} schedule=${schedule}") }
class { 'c': tag => 'ct', before => Notify['a'] }
