if 'xyz' =~ /(x)(y)(z)/ { notice $2 }
case 'abc' {
  /(a)(b)(c)/ : { $x = $2 }
}
notice("-$x-$2-")
