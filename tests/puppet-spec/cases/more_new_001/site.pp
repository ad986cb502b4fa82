      $x = Integer.new('42') |$x| { $x+2 }
      notify { "${type($x, generalized)}, $x": }
