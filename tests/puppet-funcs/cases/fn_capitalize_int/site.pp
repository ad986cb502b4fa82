capitalize(1)
