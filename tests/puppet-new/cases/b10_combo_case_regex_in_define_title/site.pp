define vhost() {
  $port = $title ? { /:(\d+)$/ => $1, default => '80' }
  notify { "vhost ${title}": message => "port ${port}" }
}
vhost { ['a.example:8080', 'b.example']: }
