$data = [1,2,3]
notice $data.map |$x| { if $x == 3 { break() } $x*10 }
