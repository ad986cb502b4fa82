$x = Integer[1,5].new('42')
notice("one${x}word")
