$x = 'abc123' ? {
  /([a-z]+)(\d+)/ => "${2}-${1}",
  default => 'none',
}
notice($x)
