$x = File[['/a', 3]]
