name = "web"
