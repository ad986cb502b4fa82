define vhost(String $host = $title, Integer $port = 80, String $docroot = "/srv/${host}") {
  notify { "vh-${name}": message => "${host}:${port} ${docroot}" }
}
vhost { 'a.example': }
vhost { 'b': host => 'b.example', port => 8080 }
$attrs = { 'port' => 443 }
vhost { 'c': * => $attrs }
vhost { ['d', 'e']: port => 81 }
