# redis: the default instance plus two extra instances on other ports
class { 'redis':
  bind           => ['127.0.0.1'],
  maxmemory      => '512mb',
  maxmemory_policy => 'allkeys-lru',
  appendonly     => true,
  manage_repo    => false,
}
redis::instance { 'sessions':
  port      => 6380,
  maxmemory => '256mb',
}
redis::instance { 'queue':
  port        => 6381,
  appendonly  => true,
  requirepass => 'q-secret',
}
