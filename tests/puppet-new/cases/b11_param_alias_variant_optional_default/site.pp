type Lvl = Variant[Enum['low', 'high'], Integer[0, 5]]
class k(Optional[Lvl] $l = undef, Lvl $m = 3) { notify { "l=${l} m=${m}": } }
class { 'k': l => 'high' }
