notice(stdlib::sort_by({'a'=>3,'b'=>1}) |$k, $v| { $v })
