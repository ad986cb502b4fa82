            $x = Integer.new("0B10", 8)
