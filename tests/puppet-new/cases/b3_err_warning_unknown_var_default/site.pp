class c($p = $nosuch) { notify { "p=[${p}]": } }
include c
