/* block
   comment */ $x = { 'a' => 1, # trailing
  'b' => 2 /* inline */ }
notice($x)
