            $x = Integer.new("0b10", 10)
