          $x = Integer.new('eleven', 10)
