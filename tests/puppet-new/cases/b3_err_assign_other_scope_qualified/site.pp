class c { }
$c::x = 1
