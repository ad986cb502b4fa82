service "web" {
  image    = "nginx:1.25"
  replicas = 3
}

service "worker" {
  image = "worker:2"
}
