$x = Integer.new('42') |$x| { $x * 2 }
notice($x)
