$a = *{a=>10, b=>20}
notice($a)
$b = *[1,2,3].reverse_each
notice($b)
notice(type([1,2,3].reverse_each) =~ Type[Iterator])
