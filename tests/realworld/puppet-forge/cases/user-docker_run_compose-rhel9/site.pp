# docker: the engine, images, containers with env/ports/volumes, a network and a compose project
class { 'docker':
  log_driver   => 'journald',
  extra_parameters => ['--live-restore'],
  docker_users => ['deploy'],
}
docker::image { 'nginx': image_tag => '1.25-alpine' }
docker::image { 'redis': image_tag => '7' }
docker::run { 'web':
  image            => 'nginx:1.25-alpine',
  ports            => ['80:80', '443:443'],
  volumes          => ['/srv/web/conf:/etc/nginx/conf.d:ro', '/srv/web/html:/usr/share/nginx/html:ro'],
  env              => ['TZ=UTC'],
  restart_service  => true,
  pull_on_start    => false,
  depends          => ['cache'],
  extra_parameters => ['--restart=unless-stopped'],
}
docker::run { 'cache':
  image   => 'redis:7',
  command => 'redis-server --appendonly yes',
  volumes => ['redis-data:/data'],
  net     => 'backend',
}
docker_network { 'backend':
  ensure => present,
  driver => 'bridge',
  subnet => '172.30.0.0/24',
}
docker_compose { 'monitoring':
  ensure        => present,
  compose_files => ['/srv/monitoring/docker-compose.yml'],
}
docker::exec { 'warm cache':
  container => 'cache',
  command   => 'redis-cli ping',
  tty       => false,
}
