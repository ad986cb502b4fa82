            $x = Integer.new("-0XGG", 8)
