$v = if false { 1 }
$w = if true { 'yes' } else { 'no' }
notice("[${v}] ${w}")
