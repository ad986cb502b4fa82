$who = 'world'
$a = @("END"/tn)
  Hello ${who}\tTab
  second\nline
  | END
notice($a)
$b = @(END)
    raw ${who} \t
    END
notice($b)
$c = @("E"/$)
cost: \$5 and ${who}
E
notice($c)
$d = @(X/L)
one \
two
X
notice($d)
$e = @("Y")
  keep ${who}
  |- Y
notice("[${e}]")
