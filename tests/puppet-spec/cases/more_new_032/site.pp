            $x = Integer.new("10F")
