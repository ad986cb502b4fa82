          $x = Integer.new('10', 3)
