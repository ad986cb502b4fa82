node default { $x = 1
 $x }
