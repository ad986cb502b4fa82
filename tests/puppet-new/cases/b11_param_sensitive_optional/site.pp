class k(Optional[Sensitive[String]] $p = undef) { notify { "p=${p}": } }
include k
