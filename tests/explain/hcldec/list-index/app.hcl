hosts = [
  "a.example.com",
  "b.example.com",
]
limits = {
  cpu    = 2
  memory = 512
}
