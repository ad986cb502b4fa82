$y = inline_epp('<% class foo {} %>hi')
notice($y)
