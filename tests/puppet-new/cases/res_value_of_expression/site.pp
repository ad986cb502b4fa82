$r = ['m1', 'm2'].map |$m| { notify { $m: } }
notice($r)
