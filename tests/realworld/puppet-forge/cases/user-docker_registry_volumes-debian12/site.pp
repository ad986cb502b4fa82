# docker: registries, named volumes, a swarm-free stack of services with health options
class { 'docker':
  version       => '24.0.7',
  manage_package => true,
  ip_forward    => true,
  storage_driver => 'overlay2',
  dns           => ['10.0.0.2'],
}
docker::registry { 'registry.example.com:5000':
  username => 'ci',
  password => 'ci-secret',
}
docker_volume { 'pgdata': ensure => present, driver => 'local' }
docker::run { 'pg':
  image                     => 'postgres:16',
  env                       => ['POSTGRES_PASSWORD=pg', 'PGDATA=/var/lib/postgresql/data/pgdata'],
  volumes                   => ['pgdata:/var/lib/postgresql/data'],
  health_check_cmd          => 'pg_isready -U postgres',
  health_check_interval     => 10,
  restart_on_unhealthy      => true,
  memory_limit              => '2g',
  labels                    => ['com.example.role=db'],
  remove_container_on_stop  => false,
}
docker::image { 'registry.example.com:5000/app':
  image_tag => '2.3.1',
  require   => Docker::Registry['registry.example.com:5000'],
}
