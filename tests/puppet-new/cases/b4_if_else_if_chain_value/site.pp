$x = if false { 1 } elsif false { 2 } else { 3 }
notice($x)
