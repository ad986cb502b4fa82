class { 'docker':
  log_driver => 'journald',
}
docker::image { 'nginx':
  image_tag => 'stable',
}
docker::run { 'web':
  image   => 'nginx:stable',
  ports   => ['80:80'],
  env     => ['TZ=UTC'],
  volumes => ['/srv/www:/usr/share/nginx/html:ro'],
}
