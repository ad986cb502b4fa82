notice("\u41")
