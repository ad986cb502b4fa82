name = "web"

port = 9090
