$y = inline_epp('<% $x = 1 %><%= $x %>hi<% $x %>')
notice($y)
