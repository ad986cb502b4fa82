notice(Hash([[[a], 1], [[b, c], 2]], tree))
