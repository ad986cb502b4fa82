include a
