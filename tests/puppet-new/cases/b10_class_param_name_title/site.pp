class c($x = $title, $y = $name) { notify { "x=${x} y=${y}": } }
include c
