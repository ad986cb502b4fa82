$a = bananas =~ /(ana)/
$b = /(xyz)/ in bananas
notice($1)
$c = xyz =~ /(xyz)/
$d = /(ana)/ in bananas
notice($1)
