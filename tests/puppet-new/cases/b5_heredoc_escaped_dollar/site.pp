$name2 = 'Fjodor'
$a = @("END")
  Hello\ \$name2
  |- END
notice($a)
