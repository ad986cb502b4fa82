type Lvl = Variant[Enum['low', 'high'], Integer[0, 5]]
define d(Lvl $l) {}
d { 'x': l => 'mid' }
