type Port = Integer[1, 65535]
class srv(Port $port = 80) { notify { "port ${port}": } }
class { 'srv': port => 70000 }
