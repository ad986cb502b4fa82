class c(Struct[{ a => Optional[String], b => Integer }] $s) { notify { "a=[${s['a']}] b=${s['b']}": } }
class { 'c': s => { 'a' => undef, 'b' => 1 } }
