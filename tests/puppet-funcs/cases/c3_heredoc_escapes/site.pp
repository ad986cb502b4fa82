$name = 'world'
$a = @("END"/tn)
  Hello ${name}\tTab
  second\nline
  | END
notice($a)
$b = @(END)
    raw ${name} \t
    END
notice($b)
$c = @("E"/$)
cost: \$5 and ${name}
E
notice($c)
$d = @(X/L)
one \
two
X
notice($d)
