            $x = Integer.new("0x10", 8)
