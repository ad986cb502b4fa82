            $x = Integer.new("0B2")
