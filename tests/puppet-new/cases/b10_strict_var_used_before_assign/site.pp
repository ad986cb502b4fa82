notify { "x=${later}": }
$later = 'set'
