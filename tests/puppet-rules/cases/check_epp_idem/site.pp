$y = inline_epp('<% $x = 1 %><% $x %>hi')
notice($y)
