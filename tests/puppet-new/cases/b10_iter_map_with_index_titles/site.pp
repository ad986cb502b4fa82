$t = ['p', 'q'].map |$i, $v| { "${i}-${v}" }
notify { $t: }
