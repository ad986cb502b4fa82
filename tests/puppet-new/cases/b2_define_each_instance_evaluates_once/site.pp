define d { notice("eval ${title}") }
d { ['b', 'a']: }
