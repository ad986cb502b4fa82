$data = [1,2,3]
$data.each |$x| { if $x == 2 { next() } notice $x }
