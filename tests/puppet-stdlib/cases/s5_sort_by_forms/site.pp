notice(stdlib::sort_by(['aaa','b','cc']) |$x| { $x.length })
notice(stdlib::sort_by('cba') |$c| { $c })
notice(stdlib::sort_by({'b'=>1,'a'=>2}) |$p| { $p[0] })
